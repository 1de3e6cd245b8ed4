import { KING, makeDeck, rank } from '../../engine/cards.js';
import { faceUp, type GameDefinition } from '../../engine/game.js';
import { downAlternate, foundation, onlyKing, tableau, times } from '../../engine/rules.js';
import type { Pile } from '../../engine/types.js';

export const FIRST_PILE = 4;

/**
 * Yukon: RULES.md §12. Seven piles build down in alternating colours; any face-up card moves
 * with everything on it, whatever their order; an empty pile takes a king (with what lies on
 * it). Four foundations up in suit from the aces; a foundation's top card may come back.
 */
export const yukon: GameDefinition = {
  variant: 'yukon',
  options: [],
  deck: () => makeDeck('standard'),
  piles: () => [
    ...times(4, (i) => foundation(i, { lift: 'top' })),
    ...times(7, (i) =>
      tableau(i, {
        lift: 'run',
        takes: Infinity,
        // Every face-up card may be lifted with what lies on it.
        fits: () => true,
        empty: onlyKing,
        accepts: (p, card) => {
          const n = p.cards.length;
          return n === 0 ? rank(card) === KING : p.down < n && downAlternate(p.cards[n - 1], card);
        },
        turnUp: true,
      }),
    ),
  ],
  skipPileShifts: true,
  deal(cards) {
    // As Klondike's 28 (row by row, each row one pile shorter, the top card up), then four more
    // face-up cards on each pile but the first.
    const cols: number[][] = Array.from({ length: 7 }, () => []);
    let next = 0;
    for (let row = 0; row < 7; row++) for (let p = row; p < 7; p++) cols[p].push(cards[next++]);
    for (let row = 0; row < 4; row++) for (let p = 1; p < 7; p++) cols[p].push(cards[next++]);
    const piles: Pile[] = [faceUp([]), faceUp([]), faceUp([]), faceUp([])];
    cols.forEach((c, p) => piles.push({ cards: c, down: p }));
    return piles;
  },
};
