/** A compiled game's own key against a plain description of the position: equal positions, equal keys; different positions, different keys. */
import { expect } from '@open-wc/testing';
import { Core, type CoreGame } from '../../src/engine/solver/core.js';
import type { Rules, Table } from '../../src/engine/types.js';

/**
 * Random walks of `steps` legal moves of the compiled core from each table (undone at random
 * too, so that undo is walked as well); every position met is keyed by the game's key and
 * described by `describe` (what the game's positions are, written plainly). Checks that the two
 * name the same positions, one to one; returns how many distinct positions were met.
 */
export function keysAgree(
  rules: Rules,
  game: CoreGame,
  tables: Table[],
  describe: (t: Table) => string,
  steps: number,
  rnd: () => number,
): number {
  const byKey = new Map<string, string>();
  const byPosition = new Map<string, string>();
  for (const t of tables) {
    const core = new Core(rules, game, t, rules.skipPileShifts);
    const hooks = core.hooks;
    const out = new Uint8Array(hooks.maxKey!(core) + 8);
    const moves = new Int32Array(4096);
    const played: [number, number][] = [];
    for (let i = 0; i < steps; i++) {
      const n = core.generate(moves, 0);
      if (n === 0 || (played.length > 0 && rnd() < 0.2)) {
        const last = played.pop();
        if (!last) break;
        core.undo(last[0], last[1]);
      } else {
        const m = moves[Math.floor(rnd() * n)];
        played.push([m, core.apply(m)]);
      }
      const len = hooks.key!(core, out);
      expect(len).to.be.at.most(hooks.maxKey!(core));
      const key = Array.from(out.subarray(0, len)).join(',');
      const pos = describe(core.toTable());
      expect(byKey.get(key) ?? pos, `one key, one position: ${key}`).to.equal(pos);
      expect(byPosition.get(pos) ?? key, `one position, one key: ${pos}`).to.equal(key);
      byKey.set(key, pos);
      byPosition.set(pos, key);
    }
  }
  return byKey.size;
}

/** Cards as faces, joined. */
export const faces = (cards: readonly number[]): string => cards.map((c) => c & 63).join('.');
