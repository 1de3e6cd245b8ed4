import { byKind, stockPlace, type GameLayout } from '../../render/layout.js';

/**
 * Spider: the stock top left, the eight foundations along the top right (each a whole run,
 * stacked); the ten piles fanned down below, face-down cards tight so that a long pile reads.
 */
export const spiderLayout: GameLayout = byKind(10, 5.2, {
  stock: () => stockPlace(0, 0),
  foundation: (i) => ({ x: 2 + i, y: 0, fan: 'none', empty: 'foundation', emptyLabel: 'K', name: 'foundation', number: i + 1 }),
  tableau: (i) => ({ x: i, y: 1, fan: 'down', step: { down: 0.08, up: 0.26 }, name: 'tableau', number: i + 1 }),
});
