import { makeCard, makeDeck, type Card } from '../../engine/cards.js';
import { choiceOption, faceUp, type GameDefinition } from '../../engine/game.js';
import { shuffle } from '../../engine/rng.js';
import { anyCard, downAlternate, faceDownIn, foundation, reserve, tableau, times } from '../../engine/rules.js';
import type { PileSpec, Table } from '../../engine/types.js';

export const FREECELL_CELLS = 4;
export const FREECELL_COLUMNS = 8;
const FIRST_CELL = 0;
const END_CELL = FIRST_CELL + FREECELL_CELLS;
const FIRST_COLUMN = END_CELL + 4;
const END_COLUMN = FIRST_COLUMN + FREECELL_COLUMNS;

/**
 * A free cell: holds one card, any card, whose only way out is to be played on. Kind `reserve`
 * (PySolFC's ReserveStack, the same idea): a pile cards wait in and are played from, never built
 * on; a host script that knows the kinds already knows what it is.
 */
const freeCell = (i: number): PileSpec => ({ ...reserve({ takes: 1, empty: anyCard }), id: `freecell-${i}` });

/**
 * Microsoft FreeCell's game number `n`: the 52 cards in the order they are dealt. Microsoft C's
 * generator (state = state × 214013 + 2531011 mod 2^31, each number state >> 16) seeded with `n`
 * picks, for each card dealt, index (number mod cards left) of the deck A♣ A♦ A♥ A♠ 2♣ … K♠; the
 * last card of the deck takes the place of the one picked. Only the low 31 bits of `n` count.
 */
export function microsoftDeal(n: number): Card[] {
  const deck: Card[] = [];
  for (let i = 0; i < 52; i++) deck.push(makeCard((i >> 2) + 1, i & 3));
  let state = n >>> 0;
  const out: Card[] = [];
  for (let left = 52; left > 0; left--) {
    state = (Math.imul(state, 214013) + 2531011) & 0x7fffffff;
    const j = (state >>> 16) % left;
    out.push(deck[j]);
    deck[j] = deck[left - 1];
  }
  return out;
}

/** The most cards one move may carry to `to`: (empty free cells + 1) × 2^(empty columns but `to`). */
export function freecellMaxRun(table: Table, to: number): number {
  let cells = 1;
  for (let i = FIRST_CELL; i < END_CELL; i++) if (table.piles[i].cards.length === 0) cells++;
  let run = cells;
  for (let i = FIRST_COLUMN; i < END_COLUMN; i++) if (i !== to && table.piles[i].cards.length === 0) run *= 2;
  return run;
}

/**
 * FreeCell (classic rules, not in the book; docs/RULES.md): the whole deck dealt face up into
 * eight columns (freecell-0 … 3, foundation-0 … 3, tableau-0 … 7 in the table's order). Columns
 * build down in alternating colours; an empty column takes any card or run; a free cell holds
 * one card; foundations build up in suit from the ace and give nothing back. A run moves whole
 * when free cells and empty columns could carry it one card at a time (`maxRun`).
 * `deals=microsoft` (the default): seed N is Microsoft's game #N; `deals=shuffle`: the
 * project's own shuffle, as every other game.
 */
export const freecell: GameDefinition = {
  variant: 'freecell',
  options: [choiceOption('deals', ['microsoft', 'shuffle'], 'microsoft')],
  deck: () => makeDeck('standard'),
  piles: () => [
    ...times(FREECELL_CELLS, freeCell),
    ...times(4, (i) => foundation(i)),
    ...times(FREECELL_COLUMNS, (i) => tableau(i, { lift: 'run', takes: Infinity, fits: downAlternate, empty: anyCard })),
  ],
  shuffle: (deck, seed, o) => (o.deals === 'shuffle' ? shuffle(deck, seed) : microsoftDeal(seed)),
  deal(cards) {
    // Row by row, left to right: card i to column i mod 8 (the first four get seven cards).
    const columns: Card[][] = Array.from({ length: FREECELL_COLUMNS }, () => []);
    cards.forEach((c, i) => columns[i % FREECELL_COLUMNS].push(c));
    return [...Array.from({ length: END_CELL + 4 }, () => faceUp([])), ...columns.map(faceUp)];
  },
  // A lone card from cell to empty cell, a whole column to an empty one: the same position.
  skipPileShifts: true,
  maxRun: (table, _from, to) => freecellMaxRun(table, to),

  validate(table, rules) {
    for (let i = FIRST_CELL; i < END_CELL; i++) {
      if (table.piles[i].cards.length > 1) return `"${rules.specs[i].id}" holds one card at most.`;
    }
    return faceDownIn(table, rules.specs, FIRST_COLUMN, END_COLUMN);
  },
};
