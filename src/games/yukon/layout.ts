import { byKind, type GameLayout } from '../../render/layout.js';

/** Yukon: four foundations along the top right; the seven long piles fanned down below. */
export const yukonLayout: GameLayout = byKind(7, 5, {
  foundation: (i) => ({ x: 3 + i, y: 0, fan: 'none', empty: 'foundation', name: 'foundation', number: i + 1 }),
  tableau: (i) => ({ x: i, y: 1, fan: 'down', step: { down: 0.1, up: 0.26 }, empty: 'king', name: 'tableau', number: i + 1 }),
});
