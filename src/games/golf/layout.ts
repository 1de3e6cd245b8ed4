import { byKind, stockPlace, type GameLayout } from '../../render/layout.js';

const BELOW = 2.6;

/** Golf: seven columns of five fanned down; the stock and the hole below, in the middle. */
export const golfLayout: GameLayout = byKind(7, BELOW + 1, {
  stock: () => stockPlace(2.2, BELOW),
  waste: () => ({ x: 3.6, y: BELOW, fan: 'none', thick: true, count: true, name: 'hole' }),
  tableau: (i) => ({ x: i, y: 0, fan: 'down', room: BELOW - 1.1, empty: 'none', name: 'column', number: i + 1 }),
});
