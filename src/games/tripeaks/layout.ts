import { byKind, stockPlace, type GameLayout } from '../../render/layout.js';

/** Rows of the peaks lie this far apart (slots): each covers the lower half of the row above. */
const ROW = 0.5;
const BELOW = 3 * ROW + 1.2;

/** Column of peak card k: each card centred over the two that cover it. */
function column(k: number): number {
  if (k < 3) return 3 * k + 1.5;
  if (k < 9) return k - 3 + ((k - 3) >> 1) + 1;
  if (k < 18) return k - 9 + 0.5;
  return k - 18;
}

/** TriPeaks: three overlapping peaks on a shared bottom row of ten, later rows over earlier ones; stock and waste below. */
export const tripeaksLayout: GameLayout = {
  ...byKind(10, BELOW + 1, {
    stock: () => stockPlace(3.4, BELOW),
    waste: () => ({ x: 4.6, y: BELOW, fan: 'none', thick: true, name: 'waste' }),
    tableau: (k) => ({
      x: column(k),
      y: (k < 3 ? 0 : k < 9 ? 1 : k < 18 ? 2 : 3) * ROW,
      fan: 'none',
      empty: 'none',
      name: 'peakCard',
      number: k + 1,
    }),
  }),
  overlaps: true,
};
