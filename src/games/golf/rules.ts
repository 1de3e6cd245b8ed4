import { makeDeck, rank } from '../../engine/cards.js';
import { type GameDefinition } from '../../engine/game.js';
import { faceDownIn, stock, tableau, times, waste } from '../../engine/rules.js';
import type { Fits } from '../../engine/types.js';

export const STOCK = 0;
export const HOLE = 1;
export const FIRST = 2;
export const COLUMNS = 7;
const DEPTH = 5;

/** One rank apart, no wrap (RULES.md §11 Ruling: A and K are not neighbours; Q on K and K on Q are). */
export const nextRank: Fits = (u, o) => Math.abs(rank(u) - rank(o)) === 1;

/**
 * Golf: RULES.md §11. Seven columns of five, all face up; a column's top card goes into the hole
 * (the waste) when one rank above or below its top. The shared moves are the game's: the hole
 * takes what `fits`, the columns give their top cards.
 */
export const golf: GameDefinition = {
  variant: 'golf',
  options: [],
  deck: () => makeDeck('standard'),
  piles: () => [
    stock(),
    waste({ lift: 'none', takes: 1, fits: nextRank }),
    ...times(COLUMNS, (i) => tableau(i, { takes: 0, fits: null, empty: null })),
  ],
  stock: () => ({ draw: 1, redeals: 0 }),
  deal(cards) {
    // Row by row, as a person deals: card i into column i % 7; then one card into the hole.
    const cols = Array.from({ length: COLUMNS }, (_, c) => ({
      cards: Array.from({ length: DEPTH }, (_, r) => cards[r * COLUMNS + c]),
      down: 0,
    }));
    const n = COLUMNS * DEPTH;
    return [{ cards: cards.slice(n + 1), down: cards.length - n - 1 }, { cards: [cards[n]], down: 0 }, ...cols];
  },

  isWon(table) {
    for (let i = FIRST; i < FIRST + COLUMNS; i++) if (table.piles[i].cards.length > 0) return false;
    return true;
  },

  validate(table, rules) {
    if (table.piles[HOLE].cards.length === 0) return 'The hole always holds a card.';
    for (let i = FIRST; i < FIRST + COLUMNS; i++) {
      if (table.piles[i].cards.length > DEPTH) return `"${rules.specs[i].id}" holds more than the ${DEPTH} cards a column is dealt.`;
    }
    return faceDownIn(table, rules.specs, HOLE, FIRST + COLUMNS);
  },
};
