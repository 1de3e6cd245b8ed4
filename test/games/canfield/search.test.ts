/** The Canfield solver: verdicts against an exhaustive search on small endgames, lines that win, a dead position proven lost, a game won by hints. */
import { expect } from '@open-wc/testing';
import { mulberry32 } from '../../../src/engine/rng.js';
import { rulesOf, solveRules } from '../../named.js';
import type { Table } from '../../../src/engine/types.js';
import { agreesWithExhaustive, card, shuffled, symmetricKey, table, up, winnableSeed, wonByHints } from '../classics.js';

const range = (a: number, b: number): number[] => Array.from({ length: b - a }, (_, i) => a + i);

/**
 * A Canfield endgame, base 5: 8 … 13 cards not home (the suits' tops) dealt to the stock (some
 * turned onto the waste), the reserve and the four piles (never empty while the reserve holds a card).
 */
function endgame(rnd: () => number, talon = 6, reserved = 3): Table {
  const order = [5, 6, 7, 8, 9, 10, 11, 12, 13, 1, 2, 3, 4];
  const heights = [13, 13, 13, 13];
  const left = 8 + Math.floor(rnd() * 6);
  for (let i = 0; i < left; i++) {
    const open = [0, 1, 2, 3].filter((s) => heights[s] > 1);
    heights[open[Math.floor(rnd() * open.length)]]--;
  }
  const rest: number[] = [];
  for (let s = 0; s < 4; s++) for (let i = heights[s]; i < 13; i++) rest.push(s * 13 + order[i] - 1);
  shuffled(rest, rnd);
  const stock = rest.splice(0, Math.floor(rnd() * talon));
  const waste = stock.splice(0, Math.floor(rnd() * (stock.length + 1)));
  const reserve = rest.splice(0, Math.floor(rnd() * reserved));
  const cols: number[][] = [[], [], [], []];
  rest.forEach((c, i) => cols[i < 4 ? i : Math.floor(rnd() * 4)].push(c));
  const founds = heights.map((h, s) => order.slice(0, h).map((r) => s * 13 + r - 1));
  return table([
    { cards: stock, down: stock.length },
    up(waste),
    { cards: reserve, down: Math.max(0, reserve.length - 1) },
    ...founds.map(up),
    ...cols.map(up),
  ]);
}

describe('Canfield: search', () => {
  it('agrees with an exhaustive search on small endgames (draw 1 and 3), and its lines win', function () {
    this.timeout(60_000);
    for (const draw of [1, 3]) {
      const rules = rulesOf('canfield', { draw });
      const rnd = mulberry32(draw);
      const tables = Array.from({ length: 30 }, () => endgame(rnd));
      // (redeals without limit: how many were used does not matter)
      const key = symmetricKey([range(7, 11)]);
      const { won, lost } = agreesWithExhaustive(rules, tables, 30_000, 100_000, (t) => key({ ...t, redeals: 0 }));
      expect(won, `draw ${draw}: won`).to.be.greaterThan(5);
      expect(lost, `draw ${draw}: lost`).to.be.greaterThan(0);
    }
  });

  // (a deal restricts the moves that follow it: a wrong restriction would call a won endgame lost)
  it('after a deal, only the waste and the talon move: verdicts as an exhaustive search gives them, with long talons', function () {
    this.timeout(60_000);
    for (const draw of [1, 3]) {
      const rules = rulesOf('canfield', { draw });
      const rnd = mulberry32(10 + draw);
      const tables = Array.from({ length: 40 }, () => endgame(rnd, 10, 6));
      const key = symmetricKey([range(7, 11)]);
      const { won, lost } = agreesWithExhaustive(rules, tables, 30_000, 100_000, (t) => key({ ...t, redeals: 0 }));
      expect(won, `draw ${draw}: won`).to.be.greaterThan(5);
      expect(lost, `draw ${draw}: lost`).to.be.greaterThan(0);
    }
  });

  it('proves a dead position lost', () => {
    const rules = rulesOf('canfield', { draw: 3 });
    const suit = (s: 'C' | 'D' | 'H' | 'S') => [5, 6, 7, 8, 9, 10, 11, 12, 13, 1, 2, 3, 4].map((r) => card(r, s));
    // base 5; the aces under fours, the threes under twos of their own colour: nothing moves
    const t = table([
      { cards: [], down: 0 },
      up([]),
      { cards: [], down: 0 },
      ...[suit('C').slice(0, 9), suit('D').slice(0, 9), suit('H'), suit('S')].map(up),
      up([card(1, 'C'), card(4, 'D')]),
      up([card(1, 'D'), card(4, 'C')]),
      up([card(3, 'D'), card(2, 'D')]),
      up([card(3, 'C'), card(2, 'C')]),
    ]);
    expect(solveRules(rules, t, { nodes: 1000 }).result).to.equal('unwinnable');
  });

  it('wins deals of both draws, the line replayed to a won table; a game won by pressing Hint alone', async function () {
    this.timeout(120_000);
    for (const draw of [1, 3]) {
      const rules = rulesOf('canfield', { draw });
      const seed = winnableSeed(rules, 1, 200_000);
      const r = solveRules(rules, rules.deal(seed), { nodes: 200_000 });
      expect(r.result).to.equal('winnable');
      if (r.result !== 'winnable') return;
      let t = rules.deal(seed);
      for (const m of r.moves) t = rules.apply(t, rules.legalMove(t, m)!);
      expect(rules.isWon(t)).to.equal(true);
      if (draw === 3) await wonByHints({ variant: 'canfield', draw: '3', seed: String(seed) });
    }
  });
});
