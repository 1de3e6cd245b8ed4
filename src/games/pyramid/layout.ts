import { byKind, stockPlace, type GameLayout } from '../../render/layout.js';
import { rowOf } from './rules.js';

/** Rows of the pyramid lie this far apart (slots): each covers the lower half of the row above. */
const ROW = 0.5;
const BELOW = 6 * ROW + 1.25;

/**
 * Pyramid: seven rows, each card centred over the two it covers, later rows drawn over earlier
 * ones; stock and waste under the pyramid on the left, the discard on the right.
 */
export const pyramidLayout: GameLayout = {
  ...byKind(7, BELOW + 1, {
    stock: () => stockPlace(1, BELOW),
    waste: () => ({ x: 2.1, y: BELOW, fan: 'none', thick: true, name: 'waste' }),
    discard: () => ({ x: 5, y: BELOW, fan: 'none', thick: true, count: true, empty: 'none', name: 'discard' }),
    tableau: (k) => {
      const r = rowOf(k);
      return { x: (6 - r) / 2 + k - (r * (r + 1)) / 2, y: r * ROW, fan: 'none', empty: 'none', name: 'pyramidCard', number: k + 1 };
    },
  }),
  overlaps: true,
};
