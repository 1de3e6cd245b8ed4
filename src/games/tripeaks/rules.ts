import { KING, makeDeck, rank } from '../../engine/cards.js';
import { withPiles, type GameDefinition } from '../../engine/game.js';
import { stock, tableau, times, waste } from '../../engine/rules.js';
import type { Fits, Pile, Table } from '../../engine/types.js';

export const STOCK = 0;
export const WASTE = 1;
/** The first peak pile (`tableau-0`); there are 28: rows of 3, 6, 9 and 10. */
export const FIRST = 2;
export const CARDS = 28;
/** The first card of the bottom row, counting peak cards from 0. */
export const BOTTOM = 18;

/**
 * The left one of the two peak cards that cover card k (the right one is next to it), -1 on the
 * bottom row (RULES.md §10): row 1's card p under row 2's 2p, 2p + 1; row 2's i under row 3's
 * i + ⌊i/2⌋, + 1; row 3's j under row 4's j, j + 1.
 */
export function coveredBy(k: number): number {
  if (k < 3) return 3 + 2 * k;
  if (k < 9) return 9 + (k - 3) + ((k - 3) >> 1);
  if (k < BOTTOM) return BOTTOM + (k - 9);
  return -1;
}

/** One rank apart, K and A neighbours (RULES.md §10 Ruling). */
export const nextRankWrap: Fits = (u, o) => {
  const d = Math.abs(rank(u) - rank(o));
  return d === 1 || d === KING - 1;
};

/** Is peak card k on the table with no card left on it? */
export function uncovered(table: Table, k: number): boolean {
  const c = coveredBy(k);
  return c < 0 || (table.piles[FIRST + c].cards.length === 0 && table.piles[FIRST + c + 1].cards.length === 0);
}

/**
 * TriPeaks (Microsoft Solitaire Collection rules): RULES.md §10. A free peak card goes onto the
 * waste when one rank above or below its top; a face-down card turns up as soon as it is free,
 * so a card is face up exactly when it is free, and the shared moves (a face-up top card onto
 * the waste, which `fits`) are the game's.
 */
export const tripeaks: GameDefinition = {
  variant: 'tripeaks',
  options: [],
  deck: () => makeDeck('standard'),
  piles: () => [
    stock(),
    waste({ lift: 'none', takes: 1, fits: nextRankWrap }),
    ...times(CARDS, (i) => tableau(i, { takes: 0, fits: null, empty: null })),
  ],
  stock: () => ({ draw: 1, redeals: 0 }),
  deal(cards) {
    // The peaks row by row from the top (the bottom row face up), one card to the waste, the stock.
    const peaks: Pile[] = cards.slice(0, CARDS).map((c, k) => ({ cards: [c], down: k < BOTTOM ? 1 : 0 }));
    return [{ cards: cards.slice(CARDS + 1), down: cards.length - CARDS - 1 }, { cards: [cards[CARDS]], down: 0 }, ...peaks];
  },

  // A face-down peak card turns face up as soon as no card covers it.
  after(table) {
    const changes: [number, Pile][] = [];
    for (let k = 0; k < BOTTOM; k++) {
      const p = table.piles[FIRST + k];
      if (p.cards.length > 0 && p.down > 0 && uncovered(table, k)) changes.push([FIRST + k, { cards: p.cards, down: 0 }]);
    }
    return changes.length ? withPiles(table, changes) : table;
  },

  isWon(table) {
    for (let k = 0; k < CARDS; k++) if (table.piles[FIRST + k].cards.length > 0) return false;
    return true;
  },

  validate(table, rules) {
    if (table.piles[WASTE].down > 0) return 'The waste is face up.';
    if (table.piles[WASTE].cards.length === 0) return 'The waste always holds a card.';
    for (let k = 0; k < CARDS; k++) {
      const p = table.piles[FIRST + k];
      const id = rules.specs[FIRST + k].id;
      if (p.cards.length > 1) return `"${id}" holds ${p.cards.length} cards; a place of the peaks holds one.`;
      const free = uncovered(table, k);
      if (p.cards.length === 0 && !free) return `"${id}" is empty while cards still cover it.`;
      if (p.cards.length === 1 && p.down !== (free ? 0 : 1)) return `The card of "${id}" is face up exactly when no card covers it.`;
    }
    return null;
  },
};
