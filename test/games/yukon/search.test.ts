/** The Yukon solver: verdicts against an exhaustive search on small endgames, lines that win, a dead position proven lost, a game won by hints. */
import { expect } from '@open-wc/testing';
import { mulberry32 } from '../../../src/engine/rng.js';
import { rulesOf, solveRules } from '../../named.js';
import type { Rules, Table } from '../../../src/engine/types.js';
import { agreesWithExhaustive, card, downUp, shuffled, symmetricKey, table, up, winnableSeed, wonByHints } from '../classics.js';

const range = (a: number, b: number): number[] => Array.from({ length: b - a }, (_, i) => a + i);

/** A Yukon endgame: 8 … 16 cards not home (the suits' tops), over the seven piles, the lower ones face down at random. */
function endgame(rnd: () => number): Table {
  const heights = [13, 13, 13, 13];
  const left = 8 + Math.floor(rnd() * 9);
  for (let i = 0; i < left; i++) {
    const open = [0, 1, 2, 3].filter((s) => heights[s] > 0);
    heights[open[Math.floor(rnd() * open.length)]]--;
  }
  const rest: number[] = [];
  for (let s = 0; s < 4; s++) for (let r = heights[s]; r < 13; r++) rest.push(s * 13 + r);
  shuffled(rest, rnd);
  const cols: number[][] = Array.from({ length: 7 }, () => []);
  for (const c of rest) cols[Math.floor(rnd() * 7)].push(c);
  const founds = heights.map((h, s) => Array.from({ length: h }, (_, r) => s * 13 + r));
  return table([...founds.map(up), ...cols.map((c) => ({ cards: c, down: c.length ? Math.floor(rnd() * c.length) : 0 }))]);
}

describe('Yukon: search', () => {
  const rules = rulesOf('yukon');

  it('agrees with an exhaustive search on small endgames (nothing taken back from the foundations), and its lines win', function () {
    this.timeout(60_000);
    // (with cards coming back, every card home could come back: too many positions to search them all)
    const specs = rules.specs.map((s) => (s.kind === 'foundation' ? { ...s, lift: 'none' as const } : s));
    const noneBack: Rules = {
      ...rules,
      specs,
      legalMoves: (t) => rules.legalMoves(t).filter((m) => rules.specs[m.from].kind !== 'foundation'),
    };
    const rnd = mulberry32(5);
    const tables = Array.from({ length: 40 }, () => endgame(rnd));
    const { won, lost } = agreesWithExhaustive(noneBack, tables, 30_000, 100_000, symmetricKey([range(4, 11), range(0, 4)]));
    expect(won).to.be.greaterThan(5);
    expect(lost).to.be.greaterThan(0);
  });

  it('proves a dead position lost', () => {
    // the clubs 6 … K left; the 6 face down under the 7: a king alone cannot free it
    const founds = [[1, 2, 3, 4, 5].map((r) => card(r, 'C')), ...['D', 'H', 'S'].map((s) => range(1, 14).map((r) => card(r, s as 'D')))];
    const t = table([
      ...founds.map(up),
      downUp([card(6, 'C')], [card(7, 'C')]),
      ...[8, 9, 10, 11, 12].map((r) => up([card(r, 'C')])),
      up([card(13, 'C')]),
    ]);
    expect(solveRules(rules, t, { nodes: 10_000 }).result).to.equal('unwinnable');
  });

  it('wins a deal, its line replayed to a won table; a game won by pressing Hint alone', async function () {
    this.timeout(120_000);
    const seed = winnableSeed(rules, 1, 200_000);
    const r = solveRules(rules, rules.deal(seed), { nodes: 200_000 });
    expect(r.result).to.equal('winnable');
    if (r.result !== 'winnable') return;
    let t = rules.deal(seed);
    for (const m of r.moves) t = rules.apply(t, rules.legalMove(t, m)!);
    expect(rules.isWon(t)).to.equal(true);
    await wonByHints({ variant: 'yukon', seed: String(seed) });
  });
});
