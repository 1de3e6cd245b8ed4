/**
 * Pointer input for `<patience-game>`: drag and drop with mouse, pen and touch (Pointer Events
 * with pointer capture), and taps (select, place, deal, double-tap home).
 *
 * A press on a liftable card lifts it with the cards on it once the pointer has moved a few
 * pixels; the lifted cards follow the pointer through a `transform` updated once per animation
 * frame. On release they go to the legal pile they overlap most, or glide back. A press that
 * does not move is a tap.
 */
import type { LitElement, ReactiveController } from 'lit';
import { now } from '../../engine/solver/clock.js';
import type { Move } from '../../engine/types.js';
import { overlap } from '../../render/geometry.js';
import type { AnimationController } from './animation-controller.js';
import type { BoardLayoutController } from './board-layout-controller.js';
import type { GameController } from './game-controller.js';
import { speedOf, type MotionSpeedController } from './motion-speed-controller.js';
import type { SelectionGestures } from './selection-gestures.js';

/** What a drag works with: where piles lie, what may go where, the game, the card motion. */
export interface DragParts {
  readonly layout: BoardLayoutController;
  readonly selection: SelectionGestures;
  readonly games: GameController;
  readonly animation: AnimationController;
  readonly motion: MotionSpeedController;
}

interface Press {
  pointerId: number;
  x0: number;
  y0: number;
  pile: number | null;
  index: number | null;
  count: number;
  /** Board rect at the press (client px). */
  origin: DOMRect;
  els: HTMLElement[] | null;
  dx: number;
  dy: number;
}

/** Movement (px) before a press becomes a drag: more for fingers than for mice. */
const THRESHOLD = { mouse: 4, pen: 6, touch: 8 } as Record<string, number>;
const DOUBLE_TAP_MS = 350;
const BACK_MS = 200;

export class DragController implements ReactiveController {
  private press: Press | null = null;
  private over: number | null = null;
  /** The last pointer position on the board (px), for the drop-target mark. */
  private at = { x: 0, y: 0 };
  private frame = 0;
  private lastTap: { pile: number | null; index: number | null; at: number } | null = null;

  constructor(
    private readonly host: LitElement,
    private readonly parts: DragParts,
  ) {
    host.addController(this);
  }

  private get board(): HTMLElement | null {
    return this.host.renderRoot.querySelector<HTMLElement>('.board');
  }

  hostDisconnected(): void {
    this.abort();
  }

  /** Whether cards are being dragged right now. */
  get active(): boolean {
    return this.press?.els != null;
  }

  // Bound in the template on the board element (not on document: nothing leaks).
  readonly onPointerDown = (e: PointerEvent): void => {
    if (this.press || !e.isPrimary || (e.pointerType === 'mouse' && e.button !== 0)) return;
    const board = this.board;
    if (!board) return;
    const { pile, index } = locate(e);
    this.press = {
      pointerId: e.pointerId,
      x0: e.clientX,
      y0: e.clientY,
      pile,
      index,
      count: pile !== null && index !== null ? this.parts.selection.liftCount(pile, index) : 0,
      origin: board.getBoundingClientRect(),
      els: null,
      dx: 0,
      dy: 0,
    };
    try {
      board.setPointerCapture(e.pointerId);
    } catch {
      // Synthetic events (tests, assistive tech) may carry no capturable pointer.
    }
  };

  readonly onPointerMove = (e: PointerEvent): void => {
    const p = this.press;
    if (!p || e.pointerId !== p.pointerId) return;
    p.dx = e.clientX - p.x0;
    p.dy = e.clientY - p.y0;
    this.at = { x: e.clientX - p.origin.left, y: e.clientY - p.origin.top };
    if (!p.els) {
      if (Math.hypot(p.dx, p.dy) < (THRESHOLD[e.pointerType] ?? 5) || p.count === 0 || p.pile === null) return;
      const els = this.cardElements(p.pile, p.count);
      if (!els.length) {
        // The cards are not on the board (it re-rendered since the press): no drag.
        p.count = 0;
        return;
      }
      p.els = els;
      for (const el of p.els) el.toggleAttribute('data-dragging', true);
      this.parts.selection.drag(p.pile, p.count);
    }
    e.preventDefault();
    if (!this.frame) this.frame = requestAnimationFrame(this.paint);
  };

  readonly onPointerUp = (e: PointerEvent): void => {
    const p = this.press;
    if (!p || e.pointerId !== p.pointerId) return;
    this.release();
    if (p.els) {
      p.dx = e.clientX - p.x0;
      p.dy = e.clientY - p.y0;
      this.finishDrag(p, e.clientX - p.origin.left, e.clientY - p.origin.top);
      return;
    }
    const at = now();
    const last = this.lastTap;
    const double = last !== null && last.pile === p.pile && last.index === p.index && at - last.at < DOUBLE_TAP_MS;
    this.lastTap = double ? null : { pile: p.pile, index: p.index, at };
    this.parts.selection.tap(p.pile, p.index, double);
  };

  readonly onPointerCancel = (e: PointerEvent): void => {
    const p = this.press;
    if (!p || e.pointerId !== p.pointerId) return;
    this.release();
    if (p.els) this.glideBack(p);
  };

  /** Drops the drag in progress (the element left the page). */
  abort(): void {
    const p = this.press;
    if (!p) return;
    this.release();
    if (p.els) for (const el of p.els) clear(el);
  }

  private release(): void {
    const p = this.press;
    this.press = null;
    this.markOver(null);
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    try {
      if (p && this.board?.hasPointerCapture(p.pointerId)) this.board.releasePointerCapture(p.pointerId);
    } catch {
      /* already released */
    }
  }

  private readonly paint = (): void => {
    this.frame = 0;
    const p = this.press;
    if (!p?.els) return;
    for (const el of p.els) {
      el.style.setProperty('--dx', `${p.dx}px`);
      el.style.setProperty('--dy', `${p.dy}px`);
    }
    this.markOver(this.bestTarget(p, this.at.x, this.at.y)?.pile ?? null);
  };

  /** The card elements of the top `count` cards of a pile, bottom to top. */
  private cardElements(pile: number, count: number): HTMLElement[] {
    const el = this.host.renderRoot.querySelector<HTMLElement>(`.pile[data-pile="${pile}"]`);
    if (!el) return [];
    const cards = [...el.querySelectorAll<HTMLElement>(':scope > .card')];
    return count <= cards.length ? cards.slice(cards.length - count) : [];
  }

  /** The legal pile the lifted cards overlap most (the pile under the pointer wins ties), with its move. */
  private bestTarget(p: Press, px: number, py: number): { pile: number; move: Move } | null {
    const geo = this.parts.layout.geometry;
    const src = geo?.piles[p.pile!];
    if (!geo || !src || p.count < 1 || src.cards.length < p.count) return null;
    const lead = src.cards[src.cards.length - p.count];
    const box = { x: src.x + lead.x + p.dx, y: src.y + lead.y + p.dy, w: geo.cardW, h: geo.cardH };
    let best: { pile: number; move: Move } | null = null;
    let bestArea = 0;
    for (const [t, move] of this.parts.selection.targets(p.pile!, p.count)) {
      const pb = geo.piles[t];
      if (!pb) continue;
      const under = px >= pb.x && px <= pb.x + pb.w && py >= pb.y && py <= pb.y + pb.h;
      const area = overlap(box, pb) + (under ? geo.cardW * geo.cardH : 0);
      if (area > bestArea) {
        bestArea = area;
        best = { pile: t, move };
      }
    }
    return best;
  }

  /** Marks the pile a drop would go to now (a class on the pile element; null: none). */
  private markOver(pile: number | null): void {
    if (pile === this.over) return;
    const root = this.host.renderRoot;
    if (this.over !== null) root.querySelector(`.pile[data-pile="${this.over}"]`)?.removeAttribute('data-over');
    if (pile !== null) root.querySelector(`.pile[data-pile="${pile}"]`)?.toggleAttribute('data-over', true);
    this.over = pile;
  }

  private finishDrag(p: Press, px: number, py: number): void {
    const geo = this.parts.layout.geometry;
    const src = geo?.piles[p.pile!];
    this.markOver(null);
    const best = this.bestTarget(p, px, py);
    if (!geo || !src || !best) return this.glideBack(p);
    const from = new Map<number, { x: number; y: number }>();
    src.cards.slice(src.cards.length - p.count).forEach((c) => from.set(c.card, { x: src.x + c.x + p.dx, y: src.y + c.y + p.dy }));
    for (const el of p.els!) clear(el);
    this.parts.selection.drag(null, 0);
    // The lifted cards glide on from where they were let go.
    this.parts.animation.glideFrom(from);
    this.parts.games.play(best.move, 'pointer');
  }

  /** A refused drop: the cards glide back to their pile. */
  private glideBack(p: Press): void {
    const geo = this.parts.layout.geometry;
    const src = p.pile !== null ? geo?.piles[p.pile] : undefined;
    const els = p.els ?? [];
    this.parts.selection.drag(null, 0);
    els.forEach((el, i) => {
      clear(el);
      const c = src?.cards[src.cards.length - els.length + i];
      if (!c || this.parts.motion.reduced || (p.dx === 0 && p.dy === 0)) return;
      el.animate(
        [
          { transform: `translate(${c.x + p.dx}px, ${c.y + p.dy}px)`, zIndex: 1000 + i },
          { transform: `translate(${c.x}px, ${c.y}px)`, zIndex: 1000 + i },
        ],
        { duration: BACK_MS * speedOf(this.host), easing: 'cubic-bezier(.3,.7,.4,1)' },
      );
    });
  }
}

function clear(el: HTMLElement): void {
  el.removeAttribute('data-dragging');
  el.style.removeProperty('--dx');
  el.style.removeProperty('--dy');
}

/** The pile and card a pointer event landed on (data attributes set by the renderer). */
function locate(e: Event): { pile: number | null; index: number | null } {
  let pile: number | null = null;
  let index: number | null = null;
  for (const t of e.composedPath()) {
    if (!(t instanceof HTMLElement)) continue;
    if (index === null && t.dataset.index !== undefined) index = Number(t.dataset.index);
    if (t.dataset.pile !== undefined) {
      pile = Number(t.dataset.pile);
      break;
    }
    if (t.classList.contains('board')) break;
  }
  return { pile, index: pile === null ? null : index };
}
