import { byKind, stockPlace, type GameLayout } from '../../render/layout.js';

/** Two by Two: the deck on the left, the four piles in a two-by-two square beside it. */
export const twoByTwoLayout: GameLayout = byKind(3.3, 2, {
  stock: () => stockPlace(0, 0.5),
  tableau: (i) => ({ x: 1.3 + (i % 2), y: Math.floor(i / 2), fan: 'none', thick: true, count: true, name: 'pile', number: i + 1 }),
});
