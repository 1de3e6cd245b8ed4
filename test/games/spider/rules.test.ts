/** Spider (RULES.md §8): the deal, the moves (rows and runs), runs going home inside the move, won and lost. */
import { expect } from '@open-wc/testing';
import { face, rank, suit } from '../../../src/engine/cards.js';
import { GameSession } from '../../../src/engine/session.js';
import { getGame, rulesOf } from '../../named.js';
import { at, card, downUp, moveOf, table, up } from '../classics.js';
import type { Pile, Rules, Table } from '../../../src/engine/types.js';

const ids = ['stock', ...Array.from({ length: 8 }, (_, i) => `foundation-${i}`), ...Array.from({ length: 10 }, (_, i) => `tableau-${i}`)];
const K_TO = (s: 'C' | 'D' | 'H' | 'S', from: number, to: number, copy = 0): number[] => {
  const out: number[] = [];
  for (let r = from; r >= to; r--) out.push(card(r, s, copy));
  return out;
};
/** A Spider table: stock, eight foundations (n full runs of spades home), ten piles. */
const spiderTable = (stock: number[], piles: Pile[], home = 0): Table =>
  table([
    { cards: stock, down: stock.length },
    ...Array.from({ length: 8 }, (_, i) => up(i < home ? K_TO('S', 13, 1, 2 + i) : [])),
    ...piles,
  ]);

describe('Spider: the deal', () => {
  it('deals 54 cards to ten piles (6, 6, 6, 6, then 5), the top ones up, 50 in the stock, piles in the API order', () => {
    for (const suits of [1, 2, 4]) {
      const rules = rulesOf('spider', { suits });
      expect(rules.specs.map((s) => s.id)).to.deep.equal(ids);
      const t = rules.deal(7);
      expect(t.piles[0].cards.length).to.equal(50);
      expect(t.piles[0].down).to.equal(50);
      const sizes = t.piles.slice(9).map((p) => p.cards.length);
      expect(sizes).to.deep.equal([6, 6, 6, 6, 5, 5, 5, 5, 5, 5]);
      expect(t.piles.slice(9).map((p) => p.down)).to.deep.equal(sizes.map((n) => n - 1));
      expect(t.piles.slice(1, 9).every((p) => p.cards.length === 0)).to.equal(true);
    }
  });

  it('builds the deck from the suits option: 104 cards, each face 8, 4 or 2 times', () => {
    for (const [suits, faces, times] of [
      [1, 13, 8],
      [2, 26, 4],
      [4, 52, 2],
    ]) {
      const rules = rulesOf('spider', { suits });
      expect(rules.deck.length).to.equal(104);
      expect(new Set(rules.deck).size, 'every card its own value').to.equal(104);
      const count = new Map<number, number>();
      for (const c of rules.deck) count.set(face(c), (count.get(face(c)) ?? 0) + 1);
      expect(count.size).to.equal(faces);
      expect([...count.values()].every((n) => n === times)).to.equal(true);
      if (suits === 1) expect(rules.deck.every((c) => suit(c) === 3)).to.equal(true);
      if (suits === 2) expect(rules.deck.every((c) => suit(c) >= 2)).to.equal(true);
    }
    expect(rulesOf('spider').options.suits).to.equal(4);
  });

  it('restores its own state, two decks of codes repeated', () => {
    for (const suits of [1, 2, 4]) {
      const g = GameSession.deal(getGame('spider'), { suits }, 3);
      expect(g.ok).to.equal(true);
      if (!g.ok) return;
      const back = GameSession.restore(getGame('spider'), JSON.parse(JSON.stringify(g.value.state)));
      expect(back.ok, JSON.stringify(!back.ok && back.error)).to.equal(true);
    }
  });
});

describe('Spider: moves', () => {
  const rules: Rules = rulesOf('spider', { suits: 4 });
  const T = (i: number) => `tableau-${i}`;
  const fill = (n: number): Pile[] => Array.from({ length: n }, (_, i) => up([card(1 + (i % 2) * 6, 'D', 1)]));

  it('builds down regardless of suit; lifts only a run of one suit; refuses the rest', () => {
    const t = spiderTable(
      [],
      [
        up([card(9, 'H'), card(8, 'H'), card(7, 'S')]), // 8♥ 7♠ mixed: only 7♠ lifts
        up([card(8, 'C')]),
        up([card(9, 'S'), card(8, 'S'), card(7, 'S')]), // a run of three spades
        up([card(5, 'D')]),
        ...fill(6),
      ],
    );
    expect(moveOf(rules, t, T(0), T(1)), '7♠ on 8♣ (any suit)').to.not.equal(undefined);
    expect(moveOf(rules, t, T(0), T(1), 2), 'a mixed run stays').to.equal(undefined);
    expect(rules.legalMove(t, { kind: 'move', from: at(rules, T(0)), to: at(rules, T(1)), count: 2 })).to.equal(null);
    expect(moveOf(rules, t, T(1), T(0)), '8♣ on 7♠ (up) refused').to.equal(undefined);
    expect(moveOf(rules, t, T(3), T(0)), '5♦ on 7♠ refused').to.equal(undefined);
    expect(moveOf(rules, t, T(2), T(0), 2), '8♠ 7♠ onto 7♠ refused').to.equal(undefined);
    expect(rules.legalMoves(t).some((m) => m.from === at(rules, T(2)) && m.count === 3)).to.equal(false);
  });

  it('an empty pile takes any card or run; a face-down card left on top turns up', () => {
    const t = spiderTable([], [downUp([card(2, 'C')], [card(9, 'S'), card(8, 'S')]), up([]), up([card(3, 'H')]), ...fill(7)]);
    const m = moveOf(rules, t, T(0), T(1), 2)!;
    expect(m).to.not.equal(undefined);
    expect(moveOf(rules, t, T(0), T(1), 1)).to.not.equal(undefined);
    // (a whole pile onto an empty one only relabels the table: not a move)
    expect(moveOf(rules, t, T(2), T(1), 1)).to.equal(undefined);
    const after = rules.apply(t, m);
    expect(after.piles[at(rules, T(0))]).to.deep.equal({ cards: [card(2, 'C')], down: 0 });
    expect(after.piles[at(rules, T(1))].cards).to.deep.equal([card(9, 'S'), card(8, 'S')]);
  });

  it('deals a row: one card face up onto each pile, the stock top onto tableau-0', () => {
    const rules1 = rulesOf('spider', { suits: 1 });
    const t = rules1.deal(5);
    const row = rules1.legalMoves(t).filter((m) => m.kind === 'row');
    expect(row).to.deep.equal([{ kind: 'row', from: 0, to: 9, count: 10 }]);
    const after = rules1.apply(t, row[0]);
    const stock = t.piles[0].cards;
    expect(after.piles[0].cards).to.deep.equal(stock.slice(0, 40));
    expect(after.piles[0].down).to.equal(40);
    for (let j = 0; j < 10; j++) {
      const p = after.piles[9 + j];
      expect(p.cards.at(-1), `tableau-${j}`).to.equal(stock[49 - j]);
      expect(p.cards.length).to.equal(t.piles[9 + j].cards.length + 1);
      expect(p.down).to.equal(t.piles[9 + j].down);
    }
    expect(rules1.legalMove(t, { kind: 'row', from: 0, to: 9, count: 10 })).to.deep.equal(row[0]);
  });

  it('Ruling: refuses a row while a pile is empty', () => {
    const stock = Array.from({ length: 10 }, (_, i) => card(1 + i, 'C', 1));
    const t = spiderTable(stock, [up([]), ...fill(9)]);
    expect(rules.legalMoves(t).some((m) => m.kind === 'row')).to.equal(false);
    expect(rules.legalMove(t, { kind: 'row', from: 0, to: 9, count: 10 })).to.equal(null);
    const full = spiderTable(stock, fill(10));
    expect(rules.legalMoves(full).some((m) => m.kind === 'row')).to.equal(true);
  });

  it('sends a completed K…A run of one suit home inside the move, to the first empty foundation; the card under it turns up', () => {
    const t = spiderTable([], [downUp([card(4, 'D')], K_TO('H', 13, 2)), up([card(1, 'H', 1)]), up([card(1, 'S')]), ...fill(7)], 2);
    const m = moveOf(rules, t, T(1), T(0))!;
    const after = rules.apply(t, m);
    expect(after.piles[at(rules, 'foundation-2')].cards).to.deep.equal([...K_TO('H', 13, 2), card(1, 'H', 1)]);
    expect(after.piles[at(rules, T(0))]).to.deep.equal({ cards: [card(4, 'D')], down: 0 });
    expect(after.piles[at(rules, T(1))].cards).to.deep.equal([]);
    // an ace of another suit completes nothing
    const other = rules.apply(t, moveOf(rules, t, T(2), T(0))!);
    expect(other.piles[at(rules, 'foundation-2')].cards).to.deep.equal([]);
    expect(other.piles[at(rules, T(0))].cards.length).to.equal(14);
  });

  it('sends a run completed by a row home too', () => {
    const stock = [card(5, 'D', 1), card(5, 'D', 1), card(5, 'D', 1), card(5, 'D', 1), card(5, 'D', 1)].map((_, i) => card(3 + i, 'C', 1));
    const rowCards = [...stock, card(8, 'C', 1), card(9, 'C', 1), card(10, 'C', 1), card(11, 'C', 1), card(1, 'S')];
    // the stock's top (last) goes to tableau-0: A♠ onto K♠…2♠
    const t = spiderTable(rowCards, [up(K_TO('S', 13, 2)), ...fill(9)]);
    const after = rules.apply(
      t,
      rules.legalMoves(t).find((m) => m.kind === 'row')!,
    );
    expect(after.piles[at(rules, 'foundation-0')].cards.length).to.equal(13);
    expect(after.piles[at(rules, T(0))].cards).to.deep.equal([]);
    expect(after.piles[at(rules, T(1))].cards.at(-1)).to.equal(card(11, 'C', 1));
  });

  it('is won with eight runs home; lost with no move left', () => {
    const won = spiderTable(
      [],
      Array.from({ length: 10 }, () => up([])),
      8,
    );
    expect(rules.isWon(won)).to.equal(true);
    // Clubs and diamonds left, tops A 3 5 7 9 of each and nothing under them that moves.
    const tops = [1, 3, 5, 7, 9].flatMap((r) => [card(r, 'C'), card(r, 'D')]);
    const rest = [2, 4, 6, 8, 10, 11, 12, 13].flatMap((r) => [card(r, 'C'), card(r, 'D')]);
    const piles = tops.map((c, i) => downUp(i < 8 ? rest.slice(2 * i, 2 * i + 2) : [], [c]));
    const lost = spiderTable([], piles, 6);
    expect(rules.legalMoves(lost)).to.deep.equal([]);
    expect(rules.isWon(lost)).to.equal(false);
    expect(lost.piles.reduce((n, p) => n + p.cards.length, 0)).to.equal(104);
    expect(rank(piles[0].cards[0])).to.be.greaterThan(0);
  });
});
