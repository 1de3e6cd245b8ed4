import { byKind, stockPlace, type GameLayout } from '../../render/layout.js';

/**
 * Congress: the waste left of the stock (as the book has it); two columns of four tableau
 * piles (tableau-0 … 3 left, top to bottom; 4 … 7 right) fanning outwards, the eight
 * foundations in two columns between them.
 */
export const congressLayout: GameLayout = byKind(7.25, 4, {
  waste: () => ({ x: 0, y: 0, fan: 'none', thick: true, name: 'waste' }),
  stock: () => stockPlace(1, 0),
  foundation: (i) => ({ x: 3.7 + Math.floor(i / 4), y: i % 4, fan: 'none', empty: 'foundation', name: 'foundation', number: i + 1 }),
  tableau: (i) => ({
    x: i < 4 ? 2.6 : 5.8,
    y: i % 4,
    fan: i < 4 ? 'left' : 'right',
    room: 0.45,
    step: { down: 0.14, up: 0.14 },
    name: 'tableau',
    number: i + 1,
  }),
});
