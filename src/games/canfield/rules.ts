import { makeDeck, rank } from '../../engine/cards.js';
import { choiceOption, faceDown, faceUp, takeOff, top, withPiles, type GameDefinition } from '../../engine/game.js';
import { anyCard, downAlternateWrap, foundation, reserve, stock, tableau, times, upInSuitWrap, waste } from '../../engine/rules.js';
import type { Move, Table } from '../../engine/types.js';

export const STOCK = 0;
export const WASTE = 1;
export const RESERVE = 2;
export const FIRST_FOUNDATION = 3;
export const END_FOUNDATION = 7;
export const FIRST_PILE = 7;
export const END_PILE = 11;

/** The base rank: that of foundation-0's first card (dealt there; it is never empty). */
export const canfieldBase = (table: Table): number => rank(table.piles[FIRST_FOUNDATION].cards[0]);

/**
 * Canfield: RULES.md §13. A reserve of 13 (its top face up); four foundations up in suit from
 * the first one's rank, turning the corner K → A (nothing comes back); four piles down in
 * alternating colours, K on A, runs moved whole or in part, an emptied pile refilled at once
 * from the reserve. The stock turns 3 (or 1) at a time, redealt without limit.
 */
export const canfield: GameDefinition = {
  variant: 'canfield',
  options: [choiceOption('draw', [1, 3], 3)],
  deck: () => makeDeck('standard'),
  piles: () => [
    stock(),
    waste(),
    reserve({ turnUp: true }),
    // What an empty foundation takes depends on the table (the base rank): extraMoves.
    ...times(4, (i) => foundation(i, { fits: upInSuitWrap, empty: null })),
    ...times(4, (i) => tableau(i, { lift: 'run', takes: Infinity, fits: downAlternateWrap, empty: anyCard })),
  ],
  skipPileShifts: true,
  stock: (o) => ({ draw: o.draw as number, redeals: Infinity }),
  deal(cards) {
    return [
      faceDown(cards.slice(18)),
      faceUp([]),
      { cards: cards.slice(0, 13), down: 12 },
      faceUp([cards[13]]),
      faceUp([]),
      faceUp([]),
      faceUp([]),
      ...cards.slice(14, 18).map((c) => faceUp([c])),
    ];
  },

  // An empty foundation takes a card of the base rank: the waste's, the reserve's or a pile's top.
  extraMoves(table, _rules, out: Move[]) {
    const base = canfieldBase(table);
    for (let to = FIRST_FOUNDATION; to < END_FOUNDATION; to++) {
      if (table.piles[to].cards.length > 0) continue;
      for (let from = WASTE; from < END_PILE; from++) {
        if (from === FIRST_FOUNDATION) from = FIRST_PILE;
        const p = table.piles[from];
        if (p.cards.length > p.down && rank(top(p)) === base) out.push({ kind: 'move', from, to, count: 1 });
      }
    }
  },

  // An emptied pile is filled at once from the reserve's top (its next card turns up).
  after(table, move) {
    if (move.kind !== 'move' || move.from < FIRST_PILE || table.piles[move.from].cards.length > 0) return table;
    const r = table.piles[RESERVE];
    if (r.cards.length === 0) return table;
    return withPiles(table, [
      [move.from, faceUp([top(r)])],
      [RESERVE, takeOff(r, 1, true)],
    ]);
  },

  validate(table, rules) {
    if (table.piles[FIRST_FOUNDATION].cards.length === 0)
      return `"${rules.specs[FIRST_FOUNDATION].id}" cannot be empty: it holds its base from the deal.`;
    const base = canfieldBase(table);
    for (let i = FIRST_FOUNDATION + 1; i < END_FOUNDATION; i++) {
      const f = table.piles[i].cards;
      if (f.length > 0 && rank(f[0]) !== base) return `The four foundations must start with cards of one rank.`;
    }
    if (table.piles[RESERVE].cards.length > 0) {
      for (let i = FIRST_PILE; i < END_PILE; i++) {
        if (table.piles[i].cards.length === 0) return `"${rules.specs[i].id}" cannot stay empty while the reserve holds a card.`;
      }
    }
    return null;
  },
};
