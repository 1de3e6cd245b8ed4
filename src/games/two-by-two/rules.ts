import { makeDeck } from '../../engine/cards.js';
import { choiceOption, faceDown, faceUp, type GameDefinition } from '../../engine/game.js';
import { faceDownIn, pairsOfTops, sameSuit, stock, tableau, times } from '../../engine/rules.js';
import type { Move } from '../../engine/types.js';

const STOCK = 0;
const FIRST = 1;
const END = 5;

/** Covers piles i and j: the stock's top card onto i (`to`), the next onto j (`pair`). */
const cover = (out: Move[], i: number, j: number): void => {
  out.push({ kind: 'cover', from: STOCK, to: i, pair: j, count: 2 });
};

/**
 * Two by Two (Дважды два): RULES.md §2. Four face-up piles; two whose top cards share a suit
 * are covered with a stock card each. Won when the stock is empty; lost when cards remain in
 * the stock and no two tops share a suit.
 */
export const twoByTwo: GameDefinition = {
  variant: 'two-by-two',
  options: [choiceOption('deck', [52, 32], 52)],
  deck: (o) => makeDeck(o.deck === 32 ? 'piquet' : 'standard'),
  // Nothing moves by the shared generator: covering is this game's own move.
  piles: () => [stock(), ...times(4, (i) => tableau(i, { lift: 'none', takes: 0, fits: null, empty: null }))],
  deal: (cards) => [faceDown(cards.slice(4)), ...cards.slice(0, 4).map((c) => faceUp([c]))],

  extraMoves(table, _rules, out) {
    if (table.piles[STOCK].cards.length >= 2) pairsOfTops(table, FIRST, END, sameSuit, cover, out);
  },

  isWon: (table) => table.piles[STOCK].cards.length === 0,

  validate(table, rules) {
    if (table.piles[STOCK].cards.length % 2 !== 0) return 'The stock of Two by Two always holds an even number of cards.';
    for (let i = FIRST; i < END; i++) {
      if (table.piles[i].cards.length === 0) return `"${rules.specs[i].id}" cannot be empty: every pile starts with a dealt card.`;
    }
    return faceDownIn(table, rules.specs, FIRST, END);
  },
};
