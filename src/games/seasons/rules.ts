import { makeDeck, rank } from '../../engine/cards.js';
import { choiceOption, faceDown, faceUp, top, type GameDefinition } from '../../engine/game.js';
import {
  builtInOrder,
  downAlternateWrap,
  downAnySuitWrap,
  faceDownIn,
  foundation,
  stock,
  tableau,
  times,
  upInSuitWrap,
  waste,
} from '../../engine/rules.js';
import type { Move, Table } from '../../engine/types.js';

const WASTE = 1;
const FIRST_FOUNDATION = 2;
const END_FOUNDATION = 6;
const FIRST_CELL = 6;
const END_CELL = 11;

/** The base rank: that of the first corner's first card (the first card dealt; that corner is never empty). */
export const seasonsBase = (table: Table): number => rank(table.piles[FIRST_FOUNDATION].cards[0]);

/**
 * Seasons (Времена года, Four Seasons): RULES.md §5. The corners (foundation-0 … 3: top left,
 * top right, bottom left, bottom right) build up in suit from the first card's rank, turning
 * the corner K → A; foundation-0 holds the first card dealt, the other corners wait empty for
 * the other three cards of its rank, from the waste or the cross. The cross (tableau-0 … 4: top,
 * left, centre, right, bottom) builds down one card at a time, K on A, regardless of suit or
 * (`build=alternate`) in alternating colours. One card is turned at a time and the stock is
 * gone through once.
 */
export const seasons: GameDefinition = {
  variant: 'seasons',
  options: [choiceOption('build', ['any', 'alternate'], 'any')],
  deck: () => makeDeck('standard'),
  piles: (o) => [
    stock(),
    waste(),
    // Nothing comes back from them; what an empty corner takes depends on the table (the base
    // rank), so those moves are this game's own (extraMoves).
    ...times(4, (i) => foundation(i, { fits: upInSuitWrap, empty: null })),
    ...times(5, (i) => tableau(i, { fits: o.build === 'alternate' ? downAlternateWrap : downAnySuitWrap })),
  ],
  stock: () => ({ draw: 1, redeals: 0 }),
  deal(cards) {
    // Ruling: only the first card goes to a corner; the next five, whatever they are, to the cross.
    return [
      faceDown(cards.slice(6)),
      faceUp([]),
      faceUp([cards[0]]),
      faceUp([]),
      faceUp([]),
      faceUp([]),
      ...cards.slice(1, 6).map((c) => faceUp([c])),
    ];
  },
  // A lone card carried from one cell to an empty one changes nothing: not a move.
  skipPileShifts: true,

  // An empty corner takes a card of the base rank, from the waste or the cross.
  extraMoves(table, _rules, out: Move[]) {
    const base = seasonsBase(table);
    for (let to = FIRST_FOUNDATION; to < END_FOUNDATION; to++) {
      if (table.piles[to].cards.length > 0) continue;
      for (let from = WASTE; from < END_CELL; from++) {
        if (from === FIRST_FOUNDATION) from = FIRST_CELL;
        const p = table.piles[from];
        if (p.cards.length > 0 && rank(top(p)) === base) out.push({ kind: 'move', from, to, count: 1 });
      }
    }
  },

  validate(table, rules) {
    if (table.piles[FIRST_FOUNDATION].cards.length === 0)
      return `"${rules.specs[FIRST_FOUNDATION].id}" cannot be empty: it holds its base from the deal (the first card).`;
    const base = seasonsBase(table);
    for (let i = FIRST_FOUNDATION + 1; i < END_FOUNDATION; i++) {
      const f = table.piles[i].cards;
      if (f.length > 0 && rank(f[0]) !== base) return `The four foundations must start with cards of one rank.`;
    }
    // A cell is dealt one card and only ever built on: its cards are in order.
    const built = builtInOrder(table, rules.specs, FIRST_CELL, END_CELL);
    if (built) return built;
    return faceDownIn(table, rules.specs, FIRST_CELL, END_CELL);
  },
};
