import { makeDeck, rank } from '../../engine/cards.js';
import { redealsOption, withPiles, type GameDefinition } from '../../engine/game.js';
import { discard, stock, tableau, times, waste } from '../../engine/rules.js';
import type { Move, Pile, Table } from '../../engine/types.js';

export const STOCK = 0;
export const WASTE = 1;
export const DISCARD = 2;
/** The first pyramid pile (`tableau-0`, row 1); there are 28. */
export const FIRST = 3;
export const CARDS = 28;
/** The first card of the bottom row (row 7), counting pyramid cards from 0. */
const BOTTOM = 21;

/** The row (0 … 6) of pyramid card k (0 … 27). */
export const rowOf = (k: number): number => Math.floor((Math.sqrt(8 * k + 1) - 1) / 2);
/** The left one of the two cards that cover pyramid card k (the right one is next to it); -1 on the bottom row. */
export const coveredBy = (k: number): number => (k >= BOTTOM ? -1 : k + rowOf(k) + 1);

/** Is pyramid card k on the table and uncovered? */
function free(table: Table, k: number): boolean {
  if (table.piles[FIRST + k].cards.length === 0) return false;
  const c = coveredBy(k);
  return c < 0 || (table.piles[FIRST + c].cards.length === 0 && table.piles[FIRST + c + 1].cards.length === 0);
}

/** The piles whose top card is free now, in pile order: stock, waste, then the pyramid's free cards. */
export function freePiles(table: Table): number[] {
  const out: number[] = [];
  if (table.piles[STOCK].cards.length > 0) out.push(STOCK);
  if (table.piles[WASTE].cards.length > 0) out.push(WASTE);
  for (let k = 0; k < CARDS; k++) if (free(table, k)) out.push(FIRST + k);
  return out;
}

const topRank = (p: Pile): number => rank(p.cards[p.cards.length - 1]);

/** Redeals: 2 by default (the stock is gone through three times), as Microsoft's game. */
const redeals = { ...redealsOption(), default: 2 };

/**
 * Pyramid (Microsoft Solitaire Collection rules): RULES.md §9. Two free cards adding up to 13
 * go to the discard together, a free K alone; the stock's top card and the waste's are free.
 */
export const pyramid: GameDefinition = {
  variant: 'pyramid',
  options: [redeals],
  deck: () => makeDeck('standard'),
  piles: () => [
    // Its top card shows (and is free).
    stock({ turnUp: true }),
    waste({ lift: 'none' }),
    discard(),
    ...times(CARDS, (i) => tableau(i, { lift: 'none', takes: 0, fits: null, empty: null })),
  ],
  stock: (o) => ({ draw: 1, redeals: o.redeals === 'unlimited' ? Infinity : (o.redeals as number) }),
  deal(cards) {
    // Row by row from the top, then the stock (its top card face up).
    const rest = cards.slice(CARDS);
    return [
      { cards: rest, down: rest.length - 1 },
      { cards: [], down: 0 },
      { cards: [], down: 0 },
      ...cards.slice(0, CARDS).map((c) => ({ cards: [c], down: 0 })),
    ];
  },

  extraMoves(table, _rules, out) {
    const free = freePiles(table);
    for (let i = 0; i < free.length; i++) {
      const a = free[i];
      const ra = topRank(table.piles[a]);
      if (ra === 13) out.push({ kind: 'move', from: a, to: DISCARD, count: 1 });
      for (let j = i + 1; j < free.length; j++) {
        if (ra + topRank(table.piles[free[j]]) === 13) out.push({ kind: 'pair', from: a, to: DISCARD, pair: free[j], count: 2 });
      }
    }
  },

  // The stock's top card shows.
  after(table: Table, _move: Move) {
    const s = table.piles[STOCK];
    const down = Math.max(0, s.cards.length - 1);
    return s.down === down ? table : withPiles(table, [[STOCK, { cards: s.cards, down }]]);
  },

  isWon(table) {
    for (let k = 0; k < CARDS; k++) if (table.piles[FIRST + k].cards.length > 0) return false;
    return true;
  },

  validate(table, rules) {
    const s = table.piles[STOCK];
    if (s.cards.length > 0 && s.down !== s.cards.length - 1) return 'The top card of the stock is face up, the others face down.';
    if (table.piles[WASTE].down > 0 || table.piles[DISCARD].down > 0) return 'The waste and the discard are face up.';
    for (let k = 0; k < CARDS; k++) {
      const p = table.piles[FIRST + k];
      const id = rules.specs[FIRST + k].id;
      if (p.cards.length > 1) return `"${id}" holds ${p.cards.length} cards; a place of the pyramid holds one.`;
      if (p.down > 0) return `The card of "${id}" is face up.`;
      const c = coveredBy(k);
      if (p.cards.length === 0 && c >= 0 && (table.piles[FIRST + c].cards.length > 0 || table.piles[FIRST + c + 1].cards.length > 0)) {
        return `"${id}" is empty while cards still cover it.`;
      }
    }
    return null;
  },
};
