/**
 * Beam passes beside the compiled depth-first search (beam.ts, `CoreHooks.beam`): they win deals
 * the depth-first search alone does not, their lines are legal and won, and they never pass
 * through a position to avoid.
 */
import { expect } from '@open-wc/testing';
import { CompiledSearch } from '../../../src/engine/solver/compiled.js';
import type { CoreGame } from '../../../src/engine/solver/core.js';
import type { SolveResult } from '../../../src/engine/solver/types.js';
import { positionKey } from '../../../src/engine/state.js';
import type { Rules, Table } from '../../../src/engine/types.js';
import { rulesOf, solverOf } from '../../named.js';

const run = (rules: Rules, game: CoreGame, table: Table, ms: number, avoid: Table[] = []): SolveResult => {
  const s = new CompiledSearch(rules, game, table, { ms });
  if (avoid.length) s.reroot(table, avoid);
  for (;;) {
    const r = s.step(Infinity);
    if (r) return r;
  }
};

/** The positions a line passes after its start; fails on an illegal move. */
function passes(rules: Rules, start: Table, r: SolveResult): string[] {
  if (r.result !== 'winnable') throw new Error(`not a win: ${r.result}`);
  const keys: string[] = [];
  let t = start;
  for (const m of r.moves) {
    expect(rules.legalMove(t, m)).to.not.equal(null);
    t = rules.apply(t, m);
    keys.push(positionKey(t));
  }
  expect(rules.isWon(t)).to.equal(true);
  return keys;
}

describe('beam passes in the compiled search', () => {
  const rules = rulesOf('congress');
  const congress = solverOf('congress').core!;
  const withBeam: CoreGame = (c) => ({ ...congress(c), beam: true });
  const without: CoreGame = (c) => ({ ...congress(c), beam: false });
  // Congress seed 28: the depth-first search alone finds no win in 400,000 positions
  const start = rules.deal(28);

  it('win a Congress deal the depth-first search alone does not, with a legal line', () => {
    const nodes = 400_000;
    const alone = new CompiledSearch(rules, without, start, { nodes });
    expect(alone.step(Infinity)?.result).to.equal('unknown');
    const r = run(rules, withBeam, start, 20_000);
    expect(r.result).to.equal('winnable');
    passes(rules, start, r);
  });

  it('never lead through a position to avoid', () => {
    const first = run(rules, withBeam, start, 20_000);
    const keys = passes(rules, start, first);
    // avoid a position in the middle of the line found, and one near its start
    let t = start;
    const avoid: Table[] = [];
    if (first.result !== 'winnable') return;
    first.moves.forEach((m, i) => {
      t = rules.apply(t, m);
      if (i === 10 || i === Math.floor(first.moves.length / 2)) avoid.push(t);
    });
    const avoided = new Set(avoid.map((t) => positionKey(t)));
    expect(keys.filter((k) => avoided.has(k)).length).to.equal(2);
    const again = run(rules, withBeam, start, 20_000, avoid);
    if (again.result === 'winnable') {
      for (const k of passes(rules, start, again)) expect(avoided.has(k)).to.equal(false);
    } else {
      expect(again.result).to.equal('unknown');
    }
  });
});
