import { byKind, type GameLayout } from '../../render/layout.js';

/** Joker: four foundations and the joker reserve on top, six columns fanned down below. */
export const jokerLayout: GameLayout = byKind(6, 4, {
  foundation: (i) => ({ x: i, y: 0, fan: 'none', name: 'foundation', number: i + 1 }),
  reserve: () => ({ x: 4.7, y: 0, fan: 'right', room: 0.3, step: { down: 0.3, up: 0.3 }, empty: 'none', name: 'reserve' }),
  tableau: (i) => ({ x: i, y: 1, fan: 'down', empty: 'none', name: 'column', number: i + 1 }),
});
