import { makeDeck, rank } from '../cards.js';
import { choiceOption, faceDown, faceUp, type GameDefinition } from '../game.js';
import { builtInOrder, downAlternateWrap, downAnySuitWrap, faceDownIn, foundation, stock, tableau, times, upInSuitWrap, waste } from '../rules.js';

const FIRST_FOUNDATION = 2;
const FIRST_CELL = 6;

/**
 * Seasons (Времена года, Four Seasons): RULES.md §5. The corners (foundation-0 … 3: top left,
 * top right, bottom left, bottom right) build up in suit from the first card's rank, turning
 * the corner K → A; the cross (tableau-0 … 4: top, left, centre, right, bottom) builds down
 * one card at a time, K on A, regardless of suit or (`build=alternate`) in alternating colours.
 * One card is turned at a time and the stock is gone through once.
 */
export const seasons: GameDefinition = {
  variant: 'seasons',
  options: [choiceOption('build', ['any', 'alternate'], 'any')],
  deck: () => makeDeck('standard'),
  piles: (o) => [
    stock(),
    waste(),
    // Never empty (dealt with their bases), nothing comes back from them.
    ...times(4, (i) => foundation(i, { fits: upInSuitWrap, empty: null })),
    ...times(5, (i) => tableau(i, { fits: o.build === 'alternate' ? downAlternateWrap : downAnySuitWrap })),
  ],
  stock: () => ({ draw: 1, redeals: 0 }),
  deal(cards) {
    // The first card is a base; the other three of its rank follow it out of the deck.
    const base = rank(cards[0]);
    const bases = cards.filter((c) => rank(c) === base);
    const rest = cards.filter((c) => rank(c) !== base);
    return [faceDown(rest.slice(5)), faceUp([]), ...bases.map((c) => faceUp([c])), ...rest.slice(0, 5).map((c) => faceUp([c]))];
  },
  // A lone card carried from one cell to an empty one changes nothing: not a move.
  skipPileShifts: true,

  validate(table, rules) {
    const base = table.piles[FIRST_FOUNDATION].cards[0];
    for (let i = FIRST_FOUNDATION; i < FIRST_FOUNDATION + 4; i++) {
      const f = table.piles[i].cards;
      if (f.length === 0) return `"${rules.specs[i].id}" cannot be empty: it holds its base from the deal.`;
      if (rank(f[0]) !== rank(base)) return `The four foundations must start with cards of one rank.`;
    }
    // A cell is dealt one card and only ever built on: its cards are in order.
    const built = builtInOrder(table, rules.specs, FIRST_CELL, FIRST_CELL + 5);
    if (built) return built;
    return faceDownIn(table, rules.specs, FIRST_CELL, FIRST_CELL + 5);
  },
};
