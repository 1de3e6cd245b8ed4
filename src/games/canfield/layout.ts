import { RANK_CHARS, rank } from '../../engine/cards.js';
import { byKind, stockPlace, type GameLayout, type LayoutContext } from '../../render/layout.js';

/** The base rank, shown on the empty foundations: that of foundation-0's first card. */
const base = (ctx: LayoutContext): string | undefined => {
  const p = ctx.specs.findIndex((s) => s.kind === 'foundation');
  const c = p >= 0 ? ctx.table.piles[p]?.cards : undefined;
  return c && c.length > 0 ? RANK_CHARS[rank(c[0]) - 1]?.replace('T', '10') : undefined;
};

/**
 * Canfield: stock and waste top left, the four foundations top right; the reserve below the
 * stock (stacked, its count shown) and the four piles fanned down beside it.
 */
export const canfieldLayout: GameLayout = byKind(6, 4.4, {
  stock: () => stockPlace(0, 0),
  waste: (_, ctx) =>
    ctx.options.draw === 3
      ? { x: 1, y: 0, fan: 'right', fanLast: 3, room: 0.8, step: { down: 0.2, up: 0.3 }, name: 'waste' }
      : { x: 1, y: 0, fan: 'none', thick: true, name: 'waste' },
  reserve: () => ({ x: 0, y: 1.1, fan: 'none', thick: true, count: true, empty: 'none', name: 'reserve' }),
  foundation: (i, ctx) => ({ x: 2 + i, y: 0, fan: 'none', empty: 'foundation', emptyLabel: base(ctx), name: 'foundation', number: i + 1 }),
  tableau: (i) => ({ x: 2 + i, y: 1.1, fan: 'down', name: 'tableau', number: i + 1 }),
});
