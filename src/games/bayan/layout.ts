import { byKind, type GameLayout } from '../../render/layout.js';

const COLS = 9;

/**
 * Bayan: the line of piles drawn in reading order, nine to a row, six rows. Not mirrored for the
 * left hand: it is read like text, and its rule speaks of the piles to the left.
 */
export const bayanLayout: GameLayout = {
  ...byKind(COLS, 6, {
    tableau: (i) => ({ x: i % COLS, y: Math.floor(i / COLS), fan: 'none', thick: true, count: true, name: 'pile', number: i + 1 }),
  }),
  keepsSides: true,
};
