/** Yukon (RULES.md §12): the deal, moving any face-up card with what lies on it, kings to empty piles, foundations, won and lost. */
import { expect } from '@open-wc/testing';
import { rulesOf } from '../../named.js';
import { at, card, downUp, moveOf, table, up } from '../classics.js';
import type { Pile, Table } from '../../../src/engine/types.js';

const rules = rulesOf('yukon');
const T = (i: number) => `tableau-${i}`;
const yukonTable = (founds: number[][], piles: Pile[]): Table => table([...founds.map(up), ...piles]);
const suitUpTo = (s: 'C' | 'D' | 'H' | 'S', n: number): number[] => Array.from({ length: n }, (_, i) => card(i + 1, s));

describe('Yukon: the deal', () => {
  it('deals 1 card, then n − 1 face down under five face up (n = 2 … 7), piles in the API order', () => {
    expect(rules.specs.map((s) => s.id)).to.deep.equal([
      ...Array.from({ length: 4 }, (_, i) => `foundation-${i}`),
      ...Array.from({ length: 7 }, (_, i) => `tableau-${i}`),
    ]);
    const t = rules.deal(9);
    expect(t.piles.slice(4).map((p) => p.cards.length)).to.deep.equal([1, 6, 7, 8, 9, 10, 11]);
    expect(t.piles.slice(4).map((p) => p.down)).to.deep.equal([0, 1, 2, 3, 4, 5, 6]);
    expect(t.piles.slice(0, 4).every((p) => p.cards.length === 0)).to.equal(true);
    expect(new Set(t.piles.flatMap((p) => p.cards)).size).to.equal(52);
  });
});

describe('Yukon: moves', () => {
  it('moves any face-up card with every card on it, whatever their order, onto a card one higher of the other colour', () => {
    const t = yukonTable(
      [[], [], [], []],
      [
        downUp([card(2, 'C')], [card(9, 'H'), card(4, 'S'), card(12, 'D')]),
        up([card(10, 'S')]),
        up([card(10, 'H')]),
        up([]),
        up([card(5, 'C')]),
        downUp([card(2, 'H')], [card(13, 'S'), card(3, 'D')]),
        up([card(1, 'C')]),
      ],
    );
    const m = moveOf(rules, t, T(0), T(1), 3)!;
    expect(m, '9♥ 4♠ Q♦ onto 10♠').to.not.equal(undefined);
    expect(moveOf(rules, t, T(0), T(2), 3), '9♥ onto 10♥ (same colour)').to.equal(undefined);
    expect(moveOf(rules, t, T(0), T(1), 4), 'a face-down card never moves').to.equal(undefined);
    const after = rules.apply(t, m);
    expect(after.piles[at(rules, T(0))]).to.deep.equal({ cards: [card(2, 'C')], down: 0 });
    expect(after.piles[at(rules, T(1))].cards).to.deep.equal([card(10, 'S'), card(9, 'H'), card(4, 'S'), card(12, 'D')]);
    // an empty pile takes a king (with what is on it), nothing else
    expect(moveOf(rules, t, T(5), T(3), 2), 'K♠ 3♦ to the empty pile').to.not.equal(undefined);
    expect(moveOf(rules, t, T(4), T(3), 1), '5♣ to the empty pile').to.equal(undefined);
    expect(rules.legalMove(t, { kind: 'move', from: at(rules, T(4)), to: at(rules, T(3)), count: 1 })).to.equal(null);
    // aces to an empty foundation
    expect(moveOf(rules, t, T(6), 'foundation-0')).to.not.equal(undefined);
    expect(moveOf(rules, t, T(4), 'foundation-0')).to.equal(undefined);
  });

  it('builds the foundations up in suit; Ruling: a foundation top card may come back onto a pile', () => {
    const t = yukonTable(
      [suitUpTo('H', 4), [], [], []],
      [
        up([card(5, 'H')]),
        up([card(6, 'S')]),
        up([card(6, 'C')]),
        up([card(5, 'S')]),
        up([card(13, 'C')]),
        up([card(13, 'D')]),
        up([card(12, 'H')]),
      ],
    );
    expect(moveOf(rules, t, T(0), 'foundation-0')).to.not.equal(undefined);
    expect(moveOf(rules, t, T(3), 'foundation-0')).to.equal(undefined);
    expect(moveOf(rules, t, 'foundation-0', T(3)), '4♥ back onto 5♠').to.not.equal(undefined);
    expect(moveOf(rules, t, 'foundation-0', 'foundation-1')).to.equal(undefined);
  });

  it('is won with 52 cards home; lost with no move left', () => {
    const won = yukonTable(
      [suitUpTo('C', 13), suitUpTo('D', 13), suitUpTo('H', 13), suitUpTo('S', 13)],
      Array.from({ length: 7 }, () => up([])),
    );
    expect(rules.isWon(won)).to.equal(true);
    // the clubs 6 … K left, one on each pile, the 6 under the king: nothing moves
    const lost = yukonTable(
      [suitUpTo('C', 5), suitUpTo('D', 13), suitUpTo('H', 13), suitUpTo('S', 13)],
      [downUp([card(6, 'C')], [card(13, 'C')]), ...[7, 8, 9, 10, 11, 12].map((r) => up([card(r, 'C')]))],
    );
    expect(rules.legalMoves(lost)).to.deep.equal([]);
    expect(rules.isWon(lost)).to.equal(false);
  });
});
