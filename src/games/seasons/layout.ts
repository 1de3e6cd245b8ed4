import { RANK_CHARS, rank } from '../../engine/cards.js';
import { byKind, stockPlace, type GameLayout, type LayoutContext } from '../../render/layout.js';

/** The rank the empty foundations of Seasons start from: that of any foundation's first card. */
const seasonsBase = (ctx: LayoutContext): string | undefined => {
  for (let p = 0; p < ctx.table.piles.length; p++) {
    const c = ctx.table.piles[p].cards;
    if (ctx.specs[p]?.kind === 'foundation' && c.length > 0) return RANK_CHARS[rank(c[0]) - 1]?.replace('T', '10');
  }
  return undefined;
};
/** Seasons' corner (foundation-0 … 3) and cross (tableau-0 … 4: top, left, centre, right, bottom) cells. */
const CORNERS: readonly (readonly [number, number])[] = [
  [0, 0],
  [2, 0],
  [0, 2],
  [2, 2],
];
const CROSS: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [2, 1],
  [1, 2],
];
const SQUARE_X = 1.4;

/** Seasons: deck and waste on the left; a 3 × 3 square, foundations in the corners, the cross working. */
export const seasonsLayout: GameLayout = byKind(4.4, 3, {
  stock: () => stockPlace(0, 0),
  waste: () => ({ x: 0, y: 1, fan: 'none', thick: true, name: 'waste' }),
  foundation: (i, ctx) => ({
    x: SQUARE_X + CORNERS[i % 4][0],
    y: CORNERS[i % 4][1],
    fan: 'none',
    thick: true,
    empty: 'foundation',
    emptyLabel: seasonsBase(ctx),
    name: 'foundation',
    number: i + 1,
  }),
  tableau: (i) => ({
    x: SQUARE_X + CROSS[i % 5][0],
    y: CROSS[i % 5][1],
    fan: 'none',
    thick: true,
    count: true,
    empty: 'none',
    name: 'cell',
    number: i + 1,
  }),
});
