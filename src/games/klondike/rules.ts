import { makeDeck } from '../../engine/cards.js';
import { choiceOption, faceDown, faceUp, redealsOption, type GameDefinition } from '../../engine/game.js';
import { downAlternate, foundation, onlyKing, stock, tableau, times, waste } from '../../engine/rules.js';
import type { Pile } from '../../engine/types.js';

/** Klondike (Клондайк, Косынка): RULES.md §6. */
export const klondike: GameDefinition = {
  variant: 'klondike',
  options: [choiceOption('draw', [1, 3], 1), redealsOption()],
  deck: () => makeDeck('standard'),
  piles: () => [
    stock(),
    waste(),
    // Ruling: a foundation's top card may come back onto the tableau.
    ...times(4, (i) => foundation(i, { lift: 'top' })),
    ...times(7, (i) => tableau(i, { lift: 'run', takes: Infinity, fits: downAlternate, empty: onlyKing, turnUp: true })),
  ],
  skipPileShifts: true,
  stock: (o) => ({ draw: o.draw as number, redeals: o.redeals === 'unlimited' ? Infinity : (o.redeals as number) }),
  deal(cards) {
    // Dealt as a person deals: row by row, each row one pile shorter.
    const columns: number[][] = Array.from({ length: 7 }, () => []);
    let next = 0;
    for (let row = 0; row < 7; row++) for (let p = row; p < 7; p++) columns[p].push(cards[next++]);
    const piles: Pile[] = [faceDown(cards.slice(next)), faceUp([])];
    for (let i = 0; i < 4; i++) piles.push(faceUp([]));
    for (const col of columns) piles.push({ cards: col, down: col.length - 1 });
    return piles;
  },
};
