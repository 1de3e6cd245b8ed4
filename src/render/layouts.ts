/**
 * Where each game's piles lie on the board: one declarative description per variant, read by
 * the one renderer (`geometry.ts` + `<patience-game>`). No game has renderer code of its own.
 *
 * Units are *slots*: `x` counts card widths plus the gap between columns, `y` card heights plus
 * the gap between rows, so `{ x: 3, y: 1 }` is the fourth column of the second row and
 * fractional values sit between. A layout is keyed by variant and used only when the engine's
 * registry has that game.
 */
import type { EmptyPileKind } from './card-svg.js';
import { RANK_CHARS, rank } from '../engine/cards.js';
import type { Options, PileSpec, Table } from '../engine/types.js';
import type { PileName } from '../i18n/types.js';
import { freecellLayout } from './freecell-layout.js';

/** How a pile spreads its cards: stacked, down the board, or sideways. */
export type Fan = 'none' | 'down' | 'right' | 'left';

export interface PilePlace {
  /** Column of the pile's first card, in slots. */
  readonly x: number;
  /** Row of the pile's first card, in slots. */
  readonly y: number;
  readonly fan: Fan;
  /**
   * How far the fan may reach beyond the first card, in slots along the fan. Omitted: to the
   * board's edge. A pile that would reach further fans tighter (face-down cards first).
   */
  readonly room?: number;
  /** Only the top `fanLast` cards spread (Klondike's waste when drawing three). */
  readonly fanLast?: number;
  /** Spacing between cards, in card heights (down) or card widths (sideways): face-down / face-up. */
  readonly step?: { readonly down: number; readonly up: number };
  /** Draw the edges of the cards underneath, as a real stack shows its thickness. */
  readonly thick?: boolean;
  /** Show how many cards the pile holds. */
  readonly count?: boolean;
  /** The mark drawn where the pile is empty. The stock's mark follows its recycle move. */
  readonly empty?: EmptyPileKind;
  readonly emptyLabel?: string;
  /** The pile's name for people (`i18n`), and its number in that name (1-based). */
  readonly name: PileName;
  readonly number?: number;
}

export interface LayoutContext {
  readonly specs: readonly PileSpec[];
  readonly table: Table;
  readonly options: Options;
}

export interface GameLayout {
  /** Board width in slots. */
  readonly cols: number;
  /** Board height in slots; fans compress to stay inside it. */
  readonly rows: number;
  /** One place per pile of the table, in the table's order. */
  place(ctx: LayoutContext): PilePlace[];
}

/** Default fan spacing (fractions of a card's height or width). */
export const STEP = {
  down: { down: 0.1, up: 0.3 },
  side: { down: 0.08, up: 0.22 },
} as const;

/** The n-th pile of each kind, counting from 0, for every pile of the table. */
function kindIndex(specs: readonly PileSpec[], count: number): number[] {
  const seen = new Map<string, number>();
  return specs.slice(0, count).map((s) => {
    const i = seen.get(s.kind) ?? 0;
    seen.set(s.kind, i + 1);
    return i;
  });
}

/** Builds a layout from one function per pile kind; `fallback` places anything unexpected. */
function byKind(
  cols: number,
  rows: number,
  places: Partial<Record<PileSpec['kind'], (i: number, ctx: LayoutContext) => PilePlace>>,
): GameLayout {
  return {
    cols,
    rows,
    place(ctx) {
      const n = ctx.table.piles.length;
      const idx = kindIndex(ctx.specs, n);
      return ctx.specs.slice(0, n).map((spec, p) => {
        const f = places[spec.kind];
        // A pile this layout does not know still gets a place: stacked along the bottom row.
        return f ? f(idx[p], ctx) : { x: p % cols, y: rows - 1, fan: 'none', name: spec.kind, number: idx[p] + 1 };
      });
    },
  };
}

const stockPlace = (x: number, y: number): PilePlace => ({ x, y, fan: 'none', thick: true, count: true, name: 'stock' });

/** Klondike: stock, waste, gap, four foundations; seven tableau piles fanned down below. */
const klondike = byKind(7, 3.8, {
  stock: () => stockPlace(0, 0),
  waste: (_, ctx) =>
    ctx.options.draw === 3
      ? { x: 1, y: 0, fan: 'right', fanLast: 3, room: 0.85, step: { down: 0.2, up: 0.3 }, name: 'waste' }
      : { x: 1, y: 0, fan: 'none', thick: true, name: 'waste' },
  foundation: (i) => ({ x: 3 + i, y: 0, fan: 'none', empty: 'foundation', name: 'foundation', number: i + 1 }),
  tableau: (i) => ({ x: i, y: 1, fan: 'down', empty: 'king', name: 'tableau', number: i + 1 }),
});

/** Bayan: the line of piles drawn in reading order, nine to a row, six rows. */
const BAYAN_COLS = 9;
const bayan = byKind(BAYAN_COLS, 6, {
  tableau: (i) => ({ x: i % BAYAN_COLS, y: Math.floor(i / BAYAN_COLS), fan: 'none', thick: true, count: true, name: 'pile', number: i + 1 }),
});

/** Two by Two: the deck on the left, the four piles in a two-by-two square beside it. */
const twoByTwo = byKind(3.3, 2, {
  stock: () => stockPlace(0, 0.5),
  tableau: (i) => ({ x: 1.3 + (i % 2), y: Math.floor(i / 2), fan: 'none', thick: true, count: true, name: 'pile', number: i + 1 }),
});

/** Joker: four foundations and the joker reserve on top, six columns fanned down below. */
const joker = byKind(6, 4, {
  foundation: (i) => ({ x: i, y: 0, fan: 'none', name: 'foundation', number: i + 1 }),
  reserve: () => ({ x: 4.7, y: 0, fan: 'right', room: 0.3, step: { down: 0.3, up: 0.3 }, empty: 'none', name: 'reserve' }),
  tableau: (i) => ({ x: i, y: 1, fan: 'down', empty: 'none', name: 'column', number: i + 1 }),
});

/** Envelopes: two rows of four envelopes (their closed cards' edges showing), the discard beside. */
const envelopes = byKind(5.4, 2.5, {
  tableau: (i) => ({
    x: i % 4,
    y: Math.floor(i / 4) * 1.25,
    fan: 'down',
    room: 0.3,
    step: { down: 0.07, up: 0.07 },
    empty: 'none',
    name: 'envelope',
    number: i + 1,
  }),
  discard: () => ({ x: 4.4, y: 0.6, fan: 'none', thick: true, count: true, empty: 'none', name: 'discard' }),
});

/** The rank the empty foundations of Seasons start from: that of any foundation's first card. */
const seasonsBase = (ctx: LayoutContext): string | undefined => {
  for (let p = 0; p < ctx.table.piles.length; p++) {
    const c = ctx.table.piles[p].cards;
    if (ctx.specs[p]?.kind === 'foundation' && c.length > 0) return RANK_CHARS[rank(c[0]) - 1]?.replace('T', '10');
  }
  return undefined;
};
/** Seasons' corner (foundation-0 … 3) and cross (tableau-0 … 4: top, left, centre, right, bottom) cells. */
const CORNERS: readonly (readonly [number, number])[] = [[0, 0], [2, 0], [0, 2], [2, 2]];
const CROSS: readonly (readonly [number, number])[] = [[1, 0], [0, 1], [1, 1], [2, 1], [1, 2]];
const SQUARE_X = 1.4;

/** Seasons: deck and waste on the left; a 3 × 3 square, foundations in the corners, the cross working. */
const seasons = byKind(4.4, 3, {
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

/**
 * Congress: the waste left of the stock (as the book has it); two columns of four tableau
 * piles (tableau-0 … 3 left, top to bottom; 4 … 7 right) fanning outwards, the eight
 * foundations in two columns between them.
 */
const congress = byKind(7.25, 4, {
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

/** Every game's layout, keyed by variant. */
export const LAYOUTS: Readonly<Record<string, GameLayout>> = {
  bayan,
  'two-by-two': twoByTwo,
  joker,
  envelopes,
  seasons,
  klondike,
  congress,
  freecell: freecellLayout,
};

/** A plain layout for a game that has none yet: its piles in one wrapped row of stacks. */
export function fallbackLayout(pileCount: number): GameLayout {
  const cols = Math.min(8, Math.max(1, pileCount));
  return {
    cols,
    rows: Math.ceil(pileCount / cols),
    place: (ctx) =>
      ctx.specs.slice(0, ctx.table.piles.length).map((s, i) => ({
        x: i % cols,
        y: Math.floor(i / cols),
        fan: 'none',
        thick: true,
        count: true,
        name: s.kind,
        number: i + 1,
      })),
  };
}

export function layoutFor(variant: string, pileCount: number): GameLayout {
  return LAYOUTS[variant] ?? fallbackLayout(pileCount);
}
