/** The Spider solver: verdicts against an exhaustive search on small endgames, lines that win, a dead position proven lost, `winnable` deals found, a game won by hints. */
import { expect } from '@open-wc/testing';
import { mulberry32 } from '../../../src/engine/rng.js';
import { rulesOf, solveRules, winnableSearch } from '../../named.js';
import type { Pile, Rules, Table } from '../../../src/engine/types.js';
import { agreesWithExhaustive, symmetricKey, card, downUp, shuffled, table, up, winnableSeed, wonByHints } from '../classics.js';

const range = (a: number, b: number): number[] => Array.from({ length: b - a }, (_, i) => a + i);
const run = (s: 'C' | 'D' | 'H' | 'S', copy: number): number[] => Array.from({ length: 13 }, (_, i) => card(13 - i, s, copy));

/**
 * A Spider endgame (4 suits): seven runs home, the thirteen clubs left over the ten piles (one
 * card on each first), the lower cards of a pile face down at random.
 */
function endgame(rules: Rules, rnd: () => number): Table {
  const left = shuffled(run('C', 0), rnd);
  const cols: number[][] = Array.from({ length: 10 }, () => []);
  left.forEach((c, i) => cols[i < 10 ? i : Math.floor(rnd() * 10)].push(c));
  const home = [run('C', 1), run('D', 0), run('D', 1), run('H', 0), run('H', 1), run('S', 0), run('S', 1)];
  const piles: Pile[] = [
    { cards: [], down: 0 },
    ...Array.from({ length: 8 }, (_, i) => up(home[i] ?? [])),
    ...cols.map((c) => ({ cards: c, down: Math.floor(rnd() * c.length) })),
  ];
  expect(piles.length).to.equal(rules.specs.length);
  return table(piles);
}

/** Clubs and diamonds left; tops A 3 5 7 9 of each over the rest, face down: no move at all, or (`twoOnTop`) a few. */
function dead(twoOnTop: boolean): Table {
  const tops = [1, 3, 5, 7, 9].flatMap((r) => [card(r, 'C'), card(r, 'D')]);
  const rest = [2, 4, 6, 8, 10, 11, 12, 13].flatMap((r) => [card(r, 'C'), card(r, 'D')]);
  if (twoOnTop) [tops[9], rest[1]] = [rest[1], tops[9]];
  const cols = tops.map((c, i) => downUp(i < 8 ? rest.slice(2 * i, 2 * i + 2) : [], [c]));
  const home = [run('C', 1), run('D', 1), run('H', 0), run('H', 1), run('S', 0), run('S', 1)];
  return table([{ cards: [], down: 0 }, ...Array.from({ length: 8 }, (_, i) => up(home[i] ?? [])), ...cols]);
}

describe('Spider: search', () => {
  it('agrees with an exhaustive search on small endgames, and its lines win', function () {
    this.timeout(60_000);
    const rules = rulesOf('spider', { suits: 4 });
    const rnd = mulberry32(11);
    const tables = [...Array.from({ length: 20 }, () => endgame(rules, rnd)), dead(false), dead(true)];
    const { won, lost } = agreesWithExhaustive(rules, tables, 50_000, 200_000, symmetricKey([range(9, 19), range(1, 9)]));
    expect(won, 'won endgames compared').to.be.greaterThan(3);
    expect(lost, 'lost endgames compared').to.be.greaterThan(0);
  });

  it('wins where only a move its first, pruned pass leaves out wins (a run off its card onto an empty pile)', () => {
    // the twos swapped: 2♠ on the hearts, 2♥ on the spades; only a two put on an empty pile frees the other
    const rules = rulesOf('spider', { suits: 4 });
    const hearts = run('H', 0).slice(0, 11);
    const spades = run('S', 0).slice(0, 11);
    const home = [run('C', 0), run('C', 1), run('D', 0), run('D', 1), run('H', 1), run('S', 1)];
    const t = table([
      { cards: [], down: 0 },
      ...Array.from({ length: 8 }, (_, i) => up(home[i] ?? [])),
      up([...hearts, card(2, 'S')]),
      up([...spades, card(2, 'H')]),
      up([card(1, 'S')]),
      up([card(1, 'H')]),
      ...Array.from({ length: 6 }, () => up([])),
    ]);
    const r = solveRules(rules, t, { nodes: 20_000 });
    expect(r.result).to.equal('winnable');
    if (r.result !== 'winnable') return;
    let s = t;
    for (const m of r.moves) s = rules.apply(s, rules.legalMove(s, m)!);
    expect(rules.isWon(s)).to.equal(true);
  });

  it('proves a dead position lost', () => {
    const rules = rulesOf('spider', { suits: 4 });
    expect(solveRules(rules, dead(false), { nodes: 1000 }).result).to.equal('unwinnable');
  });

  it('wins deals of every suits option within its budget, the line replayed to a won table', function () {
    this.timeout(60_000);
    for (const suits of [1, 2]) {
      const rules = rulesOf('spider', { suits });
      const seed = winnableSeed(rules, 1, 300_000);
      const r = solveRules(rules, rules.deal(seed), { nodes: 300_000 });
      expect(r.result).to.equal('winnable');
      if (r.result !== 'winnable') return;
      let t = rules.deal(seed);
      for (const m of r.moves) t = rules.apply(t, rules.legalMove(t, m)!);
      expect(rules.isWon(t)).to.equal(true);
    }
  });

  it('finds a winnable deal of two and four suits within a few seeds: its positions per seed reach where a pass wins', function () {
    this.timeout(60_000);
    for (const suits of [2, 4]) {
      const search = winnableSearch('spider', { suits }, 1, undefined, 12);
      let deal = null;
      while (!deal) deal = search.step(500);
      expect(deal.moves, `suits ${suits}: none of ${deal.tries} seeds proven winnable`).to.not.equal(null);
    }
  });

  it('a game of one suit won on a real <patience-game> by pressing Hint alone', async function () {
    this.timeout(120_000);
    const seed = winnableSeed(rulesOf('spider', { suits: 1 }), 1, 100_000);
    await wonByHints({ variant: 'spider', suits: '1', seed: String(seed) }, 800);
  });
});
