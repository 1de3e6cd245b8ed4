/**
 * The solver's core compiled from each game's words (and its search knowledge on top) lists the
 * moves the engine's rules list, and leaves the tables they leave, undo included, on random walks
 * from deals of every option.
 */
import { expect } from '@open-wc/testing';
import { Core, engineMoves } from '../../src/engine/solver/core.js';
import { mulberry32 } from '../../src/engine/rng.js';
import type { Move, Rules, Table } from '../../src/engine/types.js';
import { GAMES, rulesOf, solverOf } from '../named.js';
import { optionSets } from '../games/record.js';

const moveText = (m: { kind: string; from: number; to: number; count: number; pair?: number }): string =>
  `${m.kind}:${m.from}:${m.to}:${m.count}:${m.pair ?? ''}`;
const tableText = (t: Table): string => `${t.redeals}|${t.piles.map((p) => `${p.down}:${p.cards.map((c) => c & 63).join(',')}`).join('/')}`;

/** The engine's table after core move m (a talon move: the deals to its card, then its move), or a message when the rules refuse a step. */
function played(rules: Rules, t: Table, m: number): Table | string {
  const seq: Move[] = [];
  engineMoves(rules, t, m, seq);
  for (const em of seq) {
    if (!rules.legalMoves(t).some((x) => moveText(x) === moveText(em)))
      return `the core offers ${seq.map(moveText).join(' ')}, the rules do not`;
    t = rules.apply(t, em);
  }
  return t;
}

/** Walks `steps` random moves; returns the first step where core and engine disagree, or -1. */
function walk(rules: Rules, seed: number, steps: number): string | null {
  const game = solverOf(rules.variant).core!;
  let t = rules.deal(seed);
  const core = new Core(rules, game, t, rules.skipPileShifts);
  const out = new Int32Array(8192);
  const rnd = mulberry32(seed);
  for (let step = 0; step < steps; step++) {
    const n = core.generate(out, 0);
    // the core may offer fewer (one of interchangeable moves; what a game's knowledge restricts), never others
    const after = Array.from(out.subarray(0, n), (m) => played(rules, t, m));
    const refused = after.find((x) => typeof x === 'string');
    if (refused !== undefined) return `step ${step}: ${refused}`;
    if (n === 0) return null;
    if (tableText(core.toTable()) !== tableText(t)) return `step ${step}: the tables differ`;
    const i = Math.floor(rnd() * n);
    const m = out[i];
    const before = tableText(core.toTable());
    const u = core.apply(m);
    if (rnd() < 0.3) {
      core.undo(m, u);
      if (tableText(core.toTable()) !== before) return `step ${step}: undo of move ${i} leaves another table`;
      core.apply(m);
    }
    t = after[i] as Table;
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
