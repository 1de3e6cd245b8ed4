import { byKind, stockPlace, type GameLayout } from '../../render/layout.js';

/** Klondike: stock, waste, gap, four foundations; seven tableau piles fanned down below. */
export const klondikeLayout: GameLayout = byKind(7, 3.8, {
  stock: () => stockPlace(0, 0),
  waste: (_, ctx) =>
    ctx.options.draw === 3
      ? { x: 1, y: 0, fan: 'right', fanLast: 3, room: 0.85, step: { down: 0.2, up: 0.3 }, name: 'waste' }
      : { x: 1, y: 0, fan: 'none', thick: true, name: 'waste' },
  foundation: (i) => ({ x: 3 + i, y: 0, fan: 'none', empty: 'foundation', name: 'foundation', number: i + 1 }),
  tableau: (i) => ({ x: i, y: 1, fan: 'down', empty: 'king', name: 'tableau', number: i + 1 }),
});
