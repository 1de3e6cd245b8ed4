/**
 * Turns a layout description and a table into pixel positions: where every pile and every card
 * lies for a given card width. Pure (no DOM), so it is shared by rendering, drag hit-testing,
 * keyboard navigation and the tests.
 */
import { CARD_H, CARD_W } from './card-svg.js';
import { STEP, type GameLayout, type LayoutContext, type PilePlace } from './layout.js';
import type { PileKind } from '../engine/types.js';

/** Gap between columns and rows, as a fraction of the card width. */
export const GAP = 0.14;
/** Padding around the board, as a fraction of the card width. */
export const PAD = 0.25;
/** Narrowest fan spacing before cards overlap beyond recognition (fractions of the card). */
const MIN_STEP = { down: 0.035, up: 0.12 };

export interface CardBox {
  /** The engine's card (unique on the table, both decks of a two-deck game included). */
  readonly card: number;
  readonly faceUp: boolean;
  /** Position relative to the pile's box, in px. */
  readonly x: number;
  readonly y: number;
  /** Wholly covered by the cards above it (hidden from assistive technology). */
  readonly covered: boolean;
}

export interface PileBox {
  readonly index: number;
  readonly id: string;
  readonly kind: PileKind;
  readonly place: PilePlace;
  /** The pile's box on the board, covering its fanned cards (px). */
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly cards: readonly CardBox[];
}

export interface BoardGeometry {
  readonly cardW: number;
  readonly cardH: number;
  readonly width: number;
  readonly height: number;
  readonly piles: readonly PileBox[];
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Slot size and board size for a card width. */
export function metrics(layout: GameLayout, cardW: number) {
  const cardH = (cardW * CARD_H) / CARD_W;
  const gap = cardW * GAP;
  const pad = cardW * PAD;
  return {
    cardW,
    cardH,
    gap,
    pad,
    slotX: cardW + gap,
    slotY: cardH + gap,
    width: layout.cols * (cardW + gap) - gap + 2 * pad,
    height: layout.rows * (cardH + gap) - gap + 2 * pad,
  };
}

/** The card width at which a layout fills `containerWidth`, capped at `cap`. Never below 16 px. */
export function cardWidthFor(layout: GameLayout, containerWidth: number, cap = Infinity): number {
  const units = layout.cols * (1 + GAP) - GAP + 2 * PAD;
  const w = Math.min(containerWidth / units, cap);
  return Math.max(16, Math.floor(w * 10) / 10);
}

/**
 * Offsets of each card along the fan (0 for the first), compressed to fit `room` px:
 * face-down spacing shrinks first, then face-up spacing.
 */
export function fanOffsets(faceUp: readonly boolean[], size: number, step: { down: number; up: number }, room: number): number[] {
  const n = faceUp.length;
  let downs = 0;
  let ups = 0;
  for (let i = 0; i < n - 1; i++) {
    if (faceUp[i]) ups++;
    else downs++;
  }
  let d = step.down * size;
  let u = step.up * size;
  if (downs * d + ups * u > room) {
    d = downs ? Math.max(Math.min(d, MIN_STEP.down * size), (room - ups * u) / downs) : d;
    if (downs * d + ups * u > room && ups) u = Math.max(0, (room - downs * d) / ups);
  }
  const out = [0];
  for (let i = 1; i < n; i++) out.push(out[i - 1] + (faceUp[i - 1] ? u : d));
  return out;
}

/** Pixel positions of every pile and card. */
export function boardGeometry(layout: GameLayout, ctx: LayoutContext, cardW: number): BoardGeometry {
  const m = metrics(layout, cardW);
  const places = layout.place(ctx);
  const innerRight = m.width - m.pad;
  const innerBottom = m.height - m.pad;
  const piles: PileBox[] = places.map((place, index) => {
    const pile = ctx.table.piles[index];
    const spec = ctx.specs[index];
    const x = m.pad + place.x * m.slotX;
    const y = m.pad + place.y * m.slotY;
    const n = pile.cards.length;
    const faceUp = pile.cards.map((_, i) => i >= pile.down);
    const cards: CardBox[] = [];
    let w = m.cardW;
    let h = m.cardH;
    if (place.fan === 'none' || n === 0) {
      // A stack: the top card in place, the edges of a few cards under it showing.
      const t = place.thick ? Math.max(0.6, m.cardW * 0.012) : 0;
      for (let i = 0; i < n; i++) {
        const off = Math.min(Math.floor(i / 4), 4) * t;
        cards.push({ card: pile.cards[i], faceUp: faceUp[i], x: round(-off), y: round(-off), covered: i < n - 1 });
      }
    } else {
      const down = place.fan === 'down';
      const size = down ? m.cardH : m.cardW;
      const step = place.step ?? (down ? STEP.down : STEP.side);
      const edge = down ? innerBottom - y - m.cardH : place.fan === 'right' ? innerRight - x - m.cardW : x - m.pad;
      const room = place.room !== undefined ? Math.min(place.room * (down ? m.slotY : m.slotX), edge) : edge;
      const first = place.fanLast ? Math.max(0, n - place.fanLast) : 0;
      const offs = fanOffsets(faceUp.slice(first), size, step, Math.max(0, room));
      const sign = place.fan === 'left' ? -1 : 1;
      for (let i = 0; i < n; i++) {
        const o = i < first ? 0 : offs[i - first] * sign;
        cards.push({
          card: pile.cards[i],
          faceUp: faceUp[i],
          x: down ? 0 : round(o),
          y: down ? round(o) : 0,
          covered: i < first,
        });
      }
      const reach = offs[offs.length - 1] ?? 0;
      if (down) h += reach;
      else w += reach;
    }
    // A left fan grows the box to the left of the pile's place.
    const bx = place.fan === 'left' && n > 0 ? x + Math.min(0, ...cards.map((c) => c.x)) : x;
    const shifted = bx !== x ? cards.map((c) => ({ ...c, x: round(c.x + (x - bx)) })) : cards;
    return { index, id: spec.id, kind: spec.kind, place, x: round(bx), y: round(y), w: round(w), h: round(h), cards: shifted };
  });
  return { cardW: m.cardW, cardH: m.cardH, width: round(m.width), height: round(m.height), piles };
}

/** Area of the overlap of two boxes. */
export function overlap(a: { x: number; y: number; w: number; h: number }, b: { x: number; y: number; w: number; h: number }): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}
