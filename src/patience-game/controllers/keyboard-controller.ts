/**
 * Keyboard play for `<patience-game>`: a roving focus over the piles (one tab stop for the
 * whole board), arrow keys between piles by their place on the board, Up/Down inside a fanned
 * pile to choose how many cards to lift, Enter/Space to pick up and put down, Escape to cancel,
 * and the shortcuts (Ctrl/Cmd+Z undo, Ctrl+Y or Ctrl+Shift+Z redo, H hint, N new game).
 *
 * Listeners sit on the host element itself, so a page with several games routes each key to the
 * game that has focus, and nothing is left behind on `document`.
 */
import type { LitElement, ReactiveController } from 'lit';
import type { BoardGeometry } from '../../render/geometry.js';
import type { BoardLayoutController } from './board-layout-controller.js';
import type { SelectionGestures } from './selection-gestures.js';

export type Direction = 'up' | 'down' | 'left' | 'right';

/** The element's own commands the shortcuts run (its public methods). */
export type KeyboardHost = LitElement & { undo(): unknown; redo(): unknown; hint(): unknown; newGame(): void };

const ARROWS: Record<string, Direction> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

export class KeyboardController implements ReactiveController {
  /** The pile that holds the board's one tab stop. */
  focus = 0;
  /** How many cards of the focused pile Enter lifts. */
  depth = 1;
  /** The player is using the keyboard (shows the lift choice); a pointer press ends it. */
  active = false;

  constructor(
    private readonly host: KeyboardHost,
    private readonly layout: BoardLayoutController,
    private readonly selection: SelectionGestures,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('keydown', this.onKeyDown);
    this.host.addEventListener('pointerdown', this.onPointerDown);
    this.host.addEventListener('focusin', this.onFocusIn);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.onKeyDown);
    this.host.removeEventListener('pointerdown', this.onPointerDown);
    this.host.removeEventListener('focusin', this.onFocusIn);
  }

  /** Keeps the tab stop on a pile that exists (Bayan's line gets shorter). */
  clamp(count: number): void {
    if (this.focus >= count) this.focus = Math.max(0, count - 1);
  }

  /** Moves the tab stop (and DOM focus, when the board has it) to pile `i`. */
  focusPile(i: number, domFocus = true): void {
    if (i !== this.focus) this.depth = 1;
    this.focus = i;
    this.host.requestUpdate();
    if (domFocus) {
      void this.host.updateComplete.then(() => this.pileElement(i)?.focus({ preventScroll: false }));
    }
  }

  /** A pile got focus some other way (a click, Tab): make it the tab stop. */
  private readonly onFocusIn = (e: FocusEvent): void => {
    const el = e.composedPath().find((t) => t instanceof HTMLElement && t.dataset.pile !== undefined) as HTMLElement | undefined;
    if (!el) return;
    const i = Number(el.dataset.pile);
    if (i !== this.focus) {
      this.focus = i;
      this.depth = 1;
      this.host.requestUpdate();
    }
  };

  private pileElement(i: number): HTMLElement | null {
    return this.host.renderRoot.querySelector<HTMLElement>(`.pile[data-pile="${i}"]`);
  }

  private readonly onPointerDown = (): void => {
    if (this.active) {
      this.active = false;
      this.host.requestUpdate();
    }
  };

  private readonly onKeyDown = (e: KeyboardEvent): void => {
    if (e.defaultPrevented || e.altKey) return;
    const path = e.composedPath();
    // Board keys belong to the piles; a button on the board (the end panel, peek) keeps its own.
    const first = path[0];
    const inBoard = !(first instanceof HTMLButtonElement) && path.some((t) => t instanceof HTMLElement && t.classList.contains('board'));
    const mod = e.ctrlKey || e.metaKey;
    // A letter as the key writes it; on a keyboard that writes no Latin letters (Cyrillic, Arabic, Greek…), the letter of its place.
    const key = /^[a-z]$/i.test(e.key)
      ? e.key.toLowerCase()
      : e.key.length === 1 && /^Key[A-Z]$/.test(e.code)
        ? e.code[3].toLowerCase()
        : e.key;

    // Shortcuts work wherever focus is inside the element.
    if (mod && key === 'z' && !e.shiftKey) return this.handled(e, () => this.host.undo());
    if (mod && ((key === 'z' && e.shiftKey) || key === 'y')) return this.handled(e, () => this.host.redo());
    if (mod) return;
    const typing = path.some((t) => t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)));
    if (typing) return;
    if (key === 'h' && !e.shiftKey) return this.handled(e, () => void this.host.hint());
    if (key === 'n' && !e.shiftKey) return this.handled(e, () => this.host.newGame());
    if (!inBoard) return;

    const geo = this.layout.geometry;
    if (!geo || geo.piles.length === 0) return;
    this.clamp(geo.piles.length);
    const dir = ARROWS[e.key];
    if (dir) {
      this.active = true;
      return this.handled(e, () => this.arrow(dir, geo));
    }
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'Spacebar') {
      this.active = true;
      return this.handled(e, () => {
        this.selection.activate(this.focus, this.depth);
        this.depth = 1;
      });
    }
    if (key === 'p' && !e.shiftKey) return this.handled(e, () => this.selection.peek(this.focus));
    if (e.key === 'Escape' && this.selection.held !== null) return this.handled(e, () => this.selection.cancel());
    if (e.key === 'Home') return this.handled(e, () => this.focusPile(0));
    if (e.key === 'End') return this.handled(e, () => this.focusPile(geo.piles.length - 1));
  };

  private handled(e: KeyboardEvent, run: () => void): void {
    e.preventDefault();
    e.stopPropagation();
    run();
    this.host.requestUpdate();
  }

  private arrow(dir: Direction, geo: BoardGeometry): void {
    const pile = geo.piles[this.focus];
    // Inside a pile fanned down: Up lifts one card more, Down one fewer (before leaving the pile).
    if (this.selection.held === null && pile?.place.fan === 'down') {
      const max = this.selection.maxLift(this.focus);
      if (dir === 'up' && this.depth < max) {
        this.depth++;
        return this.selection.announceLift(this.focus, this.depth);
      }
      if (dir === 'down' && this.depth > 1) {
        this.depth--;
        return this.selection.announceLift(this.focus, this.depth);
      }
    }
    const next = nearestPile(geo, this.focus, dir);
    if (next !== null) this.focusPile(next);
  }
}

/**
 * The pile next to `from` in a direction, by the places of the piles on the board (their first
 * card), preferring piles in line: distance along the direction plus twice the distance across.
 */
export function nearestPile(geo: BoardGeometry, from: number, dir: Direction): number | null {
  const a = geo.piles[from];
  if (!a) return null;
  let best: number | null = null;
  let bestScore = Infinity;
  for (const b of geo.piles) {
    if (b.index === from) continue;
    const dx = b.place.x - a.place.x;
    const dy = b.place.y - a.place.y;
    const along = dir === 'left' ? -dx : dir === 'right' ? dx : dir === 'up' ? -dy : dy;
    const across = dir === 'left' || dir === 'right' ? Math.abs(dy) : Math.abs(dx);
    if (along <= 0.01) continue;
    const score = along + 2 * across;
    if (score < bestScore - 1e-9) {
      bestScore = score;
      best = b.index;
    }
  }
  return best;
}
