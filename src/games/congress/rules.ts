import { makeDeck } from '../../engine/cards.js';
import { emptyPile, faceDown, faceUp, withPiles, type GameDefinition } from '../../engine/game.js';
import { builtInOrder, downAnySuit, faceDownIn, foundation, stock, tableau, times, waste } from '../../engine/rules.js';

const STOCK = 0;
const WASTE = 1;
const FIRST_CELL = 10;
const END_CELL = 18;

/**
 * Congress (Конгресс, President's Cabinet): RULES.md §7. Two decks; eight foundations up in suit
 * from the aces; eight single-card tableau piles (tableau-0 … 3 the left column top to bottom,
 * tableau-4 … 7 the right) building down regardless of suit, one card at a time. One card is
 * turned at a time and the stock is gone through once.
 */
export const congress: GameDefinition = {
  variant: 'congress',
  options: [],
  deck: () => makeDeck('double'),
  piles: () => [stock(), waste(), ...times(8, (i) => foundation(i)), ...times(8, (i) => tableau(i, { fits: downAnySuit }))],
  stock: () => ({ draw: 1, redeals: 0 }),
  deal: (cards) => [
    faceDown(cards.slice(8)),
    faceUp([]),
    ...Array.from({ length: 8 }, () => emptyPile),
    ...cards.slice(0, 8).map((c) => faceUp([c])),
  ],
  // A lone card carried to an empty pile (only possible once stock and waste are out) changes nothing.
  skipPileShifts: true,

  // Ruling: an emptied tableau pile is filled at once from the waste's top, or from the stock
  // when the waste is empty; with both empty it stays empty (and takes any card).
  after(table, move) {
    if (move.kind !== 'move' || move.from < FIRST_CELL || table.piles[move.from].cards.length > 0) return table;
    const w = table.piles[WASTE].cards;
    const s = table.piles[STOCK].cards;
    if (w.length > 0)
      return withPiles(table, [
        [move.from, faceUp(w.slice(-1))],
        [WASTE, faceUp(w.slice(0, -1))],
      ]);
    if (s.length > 0)
      return withPiles(table, [
        [move.from, faceUp(s.slice(-1))],
        [STOCK, faceDown(s.slice(0, -1))],
      ]);
    return table;
  },

  validate(table, rules) {
    const spare = table.piles[WASTE].cards.length + table.piles[STOCK].cards.length;
    for (let i = FIRST_CELL; i < END_CELL; i++) {
      if (spare > 0 && table.piles[i].cards.length === 0) {
        return `"${rules.specs[i].id}" cannot stay empty while the stock or the waste holds a card.`;
      }
    }
    // A cell holds one card at a time unless built on: its cards are in order.
    return builtInOrder(table, rules.specs, FIRST_CELL, END_CELL) ?? faceDownIn(table, rules.specs, FIRST_CELL, END_CELL);
  },
};
