/** Canfield (RULES.md §13): the deal, the base rank, wrapping foundations and piles, the reserve's refill, the stock, won and lost. */
import { expect } from '@open-wc/testing';
import { rank } from '../../../src/engine/cards.js';
import { GameSession } from '../../../src/engine/session.js';
import { getGame, rulesOf } from '../../named.js';
import { at, card, moveOf, table, up } from '../classics.js';
import type { Pile, Rules, Table } from '../../../src/engine/types.js';

const T = (i: number) => `tableau-${i}`;
/** A Canfield table: stock, waste, reserve (its top up), four foundations, four piles. */
const canfieldTable = (stock: number[], waste: number[], reserve: number[], founds: number[][], piles: number[][]): Table =>
  table([
    { cards: stock, down: stock.length },
    up(waste),
    { cards: reserve, down: Math.max(0, reserve.length - 1) },
    ...founds.map(up),
    ...piles.map((p): Pile => up(p)),
  ]);

describe('Canfield: the deal', () => {
  it('deals 13 to the reserve (its top up), one to foundation-0, one to each pile, 34 to the stock; piles in the API order', () => {
    const rules = rulesOf('canfield');
    expect(rules.options.draw).to.equal(3);
    expect(rules.specs.map((s) => s.id)).to.deep.equal([
      'stock',
      'waste',
      'reserve',
      ...Array.from({ length: 4 }, (_, i) => `foundation-${i}`),
      ...Array.from({ length: 4 }, (_, i) => `tableau-${i}`),
    ]);
    const t = rules.deal(4);
    expect(t.piles.map((p) => p.cards.length)).to.deep.equal([34, 0, 13, 1, 0, 0, 0, 1, 1, 1, 1]);
    expect(t.piles[2].down).to.equal(12);
    expect(t.piles[0].down).to.equal(34);
  });

  it('restores its own state (the reserve face down but for its top)', () => {
    const g = GameSession.deal(getGame('canfield'), { draw: 1 }, 3);
    expect(g.ok).to.equal(true);
    if (!g.ok) return;
    const back = GameSession.restore(getGame('canfield'), JSON.parse(JSON.stringify(g.value.state)));
    expect(back.ok, JSON.stringify(!back.ok && back.error)).to.equal(true);
  });
});

describe('Canfield: moves', () => {
  const rules: Rules = rulesOf('canfield', { draw: 3 });

  it('foundations build up in suit from the base rank, turning the corner K → A; empty ones take the base rank only', () => {
    const t = canfieldTable(
      [],
      [card(7, 'D')],
      [card(2, 'C'), card(7, 'S')],
      [[card(7, 'H'), card(8, 'H'), card(9, 'H'), card(10, 'H'), card(11, 'H'), card(12, 'H'), card(13, 'H')], [], [], []],
      [[card(1, 'H')], [card(8, 'S')], [card(5, 'C')], [card(6, 'C')]],
    );
    expect(moveOf(rules, t, T(0), 'foundation-0'), 'A♥ on K♥').to.not.equal(undefined);
    expect(moveOf(rules, t, 'waste', 'foundation-1'), '7♦ to an empty foundation').to.not.equal(undefined);
    expect(moveOf(rules, t, 'reserve', 'foundation-1'), '7♠ from the reserve').to.not.equal(undefined);
    expect(moveOf(rules, t, T(1), 'foundation-1'), '8♠ is not the base').to.equal(undefined);
    expect(rules.legalMove(t, { kind: 'move', from: at(rules, T(2)), to: at(rules, 'foundation-2'), count: 1 })).to.equal(null);
    // Ruling: nothing comes back from a foundation
    expect(rules.legalMoves(t).some((m) => rules.specs[m.from].kind === 'foundation')).to.equal(false);
  });

  it('piles build down in alternating colours, a K on an A; runs move whole or in part', () => {
    const t = canfieldTable(
      [card(3, 'C')],
      [],
      [card(2, 'C')],
      [[card(4, 'S')], [], [], []],
      [[card(1, 'D')], [card(13, 'S'), card(12, 'H'), card(11, 'C')], [card(12, 'D')], [card(13, 'H')]],
    );
    expect(moveOf(rules, t, T(1), T(0), 3), 'K♠ Q♥ J♣ on A♦').to.not.equal(undefined);
    expect(moveOf(rules, t, T(1), T(2), 1), 'J♣ on Q♦').to.not.equal(undefined);
    expect(moveOf(rules, t, T(1), T(3), 2), 'Q♥ on K♥ (same colour)').to.equal(undefined);
    expect(moveOf(rules, t, T(2), T(1)), 'Q♦ on J♣ (up)').to.equal(undefined);
  });

  it('fills an emptied pile at once from the reserve, whose next card turns up; with the reserve empty a pile takes any card', () => {
    const t = canfieldTable(
      [],
      [],
      [card(9, 'C'), card(4, 'D')],
      [[card(2, 'S')], [], [], []],
      [[card(6, 'H')], [card(7, 'S')], [card(13, 'D')], [card(10, 'C')]],
    );
    const after = rules.apply(t, moveOf(rules, t, T(0), T(1))!);
    expect(after.piles[at(rules, T(0))].cards).to.deep.equal([card(4, 'D')]);
    expect(after.piles[at(rules, 'reserve')]).to.deep.equal({ cards: [card(9, 'C')], down: 0 });
    expect(moveOf(rules, after, T(3), T(0)), '10♣ on 4♦').to.equal(undefined);
    const empty = canfieldTable(
      [],
      [card(5, 'H')],
      [],
      [[card(2, 'S')], [], [], []],
      [[card(6, 'S')], [], [card(13, 'D')], [card(11, 'H'), card(10, 'C')]],
    );
    expect(moveOf(rules, empty, 'waste', T(1)), 'any card to an empty pile').to.not.equal(undefined);
    expect(moveOf(rules, empty, T(3), T(1)), 'any card to an empty pile').to.not.equal(undefined);
  });

  it('turns three (or one) at a time and redeals without limit; never lost while the stock can be turned', () => {
    for (const draw of [1, 3]) {
      const r = rulesOf('canfield', { draw });
      let t = r.deal(2);
      const deal = r.legalMoves(t).find((m) => m.kind === 'deal')!;
      expect(deal.count).to.equal(draw);
      t = r.apply(t, deal);
      expect(t.piles[1].cards.length).to.equal(draw);
      for (let i = 0; i < 40; i++)
        t = r.apply(
          t,
          r.legalMoves(t).find((m) => m.kind === 'deal' || m.kind === 'recycle')!,
        );
      expect(t.redeals).to.be.greaterThan(0);
      expect(r.legalMoves(t).some((m) => m.kind === 'deal' || m.kind === 'recycle')).to.equal(true);
    }
  });

  it('is won with 52 cards home; lost with no move left', () => {
    const suit = (s: 'C' | 'D' | 'H' | 'S') => [5, 6, 7, 8, 9, 10, 11, 12, 13, 1, 2, 3, 4].map((r) => card(r, s));
    const won = canfieldTable([], [], [], [suit('C'), suit('D'), suit('H'), suit('S')], [[], [], [], []]);
    expect(rules.isWon(won)).to.equal(true);
    // base 5; clubs and diamonds at their kings; their aces under fours, the threes under twos of their own colour
    const lost = canfieldTable(
      [],
      [],
      [],
      [suit('C').slice(0, 9), suit('D').slice(0, 9), suit('H'), suit('S')],
      [
        [card(1, 'C'), card(4, 'D')],
        [card(1, 'D'), card(4, 'C')],
        [card(3, 'D'), card(2, 'D')],
        [card(3, 'C'), card(2, 'C')],
      ],
    );
    expect(rules.legalMoves(lost)).to.deep.equal([]);
    expect(rules.isWon(lost)).to.equal(false);
    expect(rank(lost.piles[3].cards[0])).to.equal(5);
  });
});
