/**
 * How a game says where its piles lie on the board: a declarative description (each game's
 * `src/games/<game>/layout.ts`), read by the one renderer (`geometry.ts` + `<patience-game>`).
 * No game has renderer code of its own. Pure data: the engine's registry holds the layouts.
 *
 * Units are *slots*: `x` counts card widths plus the gap between columns, `y` card heights plus
 * the gap between rows, so `{ x: 3, y: 1 }` is the fourth column of the second row and
 * fractional values sit between.
 */
import type { EmptyPileKind } from './card-svg.js';
import type { Options, PileSpec, Table } from '../engine/types.js';
import type { PileName } from '../i18n/types.js';

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
  /** `left-handed` leaves it as it is (a table read like text). */
  readonly keepsSides?: boolean;
  /**
   * Its tableau piles lie partly over one another by design (rows that cover the row above, as
   * a pyramid's), drawn in table order; every other pile still lies apart from them all.
   */
  readonly overlaps?: boolean;
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

/** Builds a layout from one function per pile kind. */
export function byKind(
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

/** The stock: stacked, its thickness and its count shown. */
export const stockPlace = (x: number, y: number): PilePlace => ({ x, y, fan: 'none', thick: true, count: true, name: 'stock' });
