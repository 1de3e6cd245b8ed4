import type { GameLayout, PilePlace } from '../../render/layout.js';

/**
 * FreeCell: the four free cells top left, the four foundations top right, the eight columns
 * fanned down below, as Microsoft's game lays them out.
 */
export const freecellLayout: GameLayout = {
  cols: 8,
  rows: 4.2,
  place(ctx) {
    let cell = 0;
    let foundation = 0;
    let column = 0;
    return ctx.specs.slice(0, ctx.table.piles.length).map((spec): PilePlace => {
      if (spec.kind === 'reserve') {
        const i = cell++;
        return { x: i, y: 0, fan: 'none', empty: 'none', name: 'freeCell', number: i + 1 };
      }
      if (spec.kind === 'foundation') {
        const i = foundation++;
        return { x: 4 + i, y: 0, fan: 'none', empty: 'foundation', name: 'foundation', number: i + 1 };
      }
      const i = column++;
      return { x: i, y: 1.1, fan: 'down', empty: 'none', name: 'column', number: i + 1 };
    });
  },
};
