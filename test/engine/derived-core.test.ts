/**
 * The solver's core compiled from each game's words (and its search knowledge on top) lists the
 * moves the engine's rules list, and leaves the tables they leave, undo included, on random walks
 * from deals of every option.
 */
import { expect } from '@open-wc/testing';
import { Core, engineMove } from '../../src/engine/solver/core.js';
import { mulberry32 } from '../../src/engine/rng.js';
import type { Rules, Table } from '../../src/engine/types.js';
import { GAMES, rulesOf, solverOf } from '../named.js';
import { optionSets } from '../games/record.js';

const moveText = (m: { kind: string; from: number; to: number; count: number; pair?: number }): string =>
  `${m.kind}:${m.from}:${m.to}:${m.count}:${m.pair ?? ''}`;
const tableText = (t: Table): string => `${t.redeals}|${t.piles.map((p) => `${p.down}:${p.cards.map((c) => c & 63).join(',')}`).join('/')}`;

/** Walks `steps` random moves; returns the first step where core and engine disagree, or -1. */
function walk(rules: Rules, seed: number, steps: number): string | null {
  const game = solverOf(rules.variant).core!;
  let t = rules.deal(seed);
  const core = new Core(rules, game, t, rules.skipPileShifts);
  const out = new Int32Array(8192);
  const rnd = mulberry32(seed);
  for (let step = 0; step < steps; step++) {
    const n = core.generate(out, 0);
    const fromCore = Array.from(out.subarray(0, n), (m) => moveText(engineMove(m)));
    const fromRules = rules.legalMoves(t).map(moveText);
    // the core may offer fewer (one of interchangeable moves; what a game's knowledge restricts), never others
    for (const m of fromCore) if (!fromRules.includes(m)) return `step ${step}: the core offers ${m}, the rules do not`;
    if (n === 0) return null;
    if (tableText(core.toTable()) !== tableText(t)) return `step ${step}: the tables differ`;
    const m = out[Math.floor(rnd() * n)];
    const before = tableText(core.toTable());
    const u = core.apply(m);
    if (rnd() < 0.3) {
      core.undo(m, u);
      if (tableText(core.toTable()) !== before) return `step ${step}: undo of ${moveText(engineMove(m))} leaves another table`;
      core.apply(m);
    }
    t = rules.apply(t, engineMove(m));
  }
  return null;
}

describe('the solver core derived from the words', () => {
  for (const def of GAMES) {
    if (!solverOf(def.variant).core) continue;
    for (const options of optionSets(def)) {
      it(`${def.variant} ${JSON.stringify(options)}: the core moves as the rules do`, () => {
        const rules = rulesOf(def.variant, options);
        for (const seed of [1, 2, 3]) expect(walk(rules, seed, 250), `seed ${seed}`).to.equal(null);
      });
    }
  }
});
