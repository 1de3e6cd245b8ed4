import type { LitElement } from 'lit';
import type { BoardGeometry } from '../../render/geometry.js';
import type { GameController, ShownGame } from './game-controller.js';
import { prefersReducedMotion, type MotionSpeedController } from './motion-speed-controller.js';

/** How long a card glides to its new place. */
const MOVE_MS = 180;

/**
 * Card motion (FLIP): remembers where every card was drawn and, after each render, animates
 * the cards that moved or turned from there; deals fly out of the stock, and a win ends in a
 * cascade. The element calls `animate()` from `updated()`.
 */
export class AnimationController {
  private lastPos = new Map<number, { x: number; y: number; up: boolean }>();
  private lastCardW = 0;
  /** The game last drawn: another one (a deal, a restore) is laid out afresh. */
  private lastGame: ShownGame | null = null;
  private flipFrom: Map<number, { x: number; y: number }> | null = null;
  private celebrate = false;

  constructor(
    private readonly host: LitElement,
    private readonly games: GameController,
    private readonly motion: MotionSpeedController,
  ) {}

  /** Dragged cards: the next glide of these cards starts where they were let go (board px). */
  glideFrom(from: Map<number, { x: number; y: number }>): void {
    this.flipFrom = from;
  }

  /** After each render: every card that changed place glides from where it was (or from the stock, on a deal). */
  animate(geo: BoardGeometry | null): void {
    const host = this.host;
    const gc = this.games;
    if (!geo) {
      this.lastPos.clear();
      return;
    }
    const fresh = gc.shown !== this.lastGame;
    const resized = geo.cardW !== this.lastCardW && this.lastCardW !== 0 && !fresh;
    const speed = this.motion.speed;
    const motion = speed > 0 && !prefersReducedMotion() && typeof Element.prototype.animate === 'function';
    const els = new Map<number, HTMLElement>();
    for (const el of host.renderRoot.querySelectorAll<HTMLElement>('.card')) els.set(Number(el.dataset.card), el);
    const stock = geo.piles.find((p) => p.kind === 'stock');
    const origin = stock ? { x: stock.x, y: stock.y } : { x: geo.width / 2 - geo.cardW / 2, y: -geo.cardH * 0.2 };
    const total = geo.piles.reduce((s, p) => s + p.cards.length, 0);
    const stagger = Math.min(16, 700 / Math.max(1, total)) * speed;
    const next = new Map<number, { x: number; y: number; up: boolean }>();
    let k = 0;
    for (const p of geo.piles) {
      p.cards.forEach((c, j) => {
        const abs = { x: p.x + c.x, y: p.y + c.y, up: c.faceUp };
        next.set(c.card, abs);
        const el = els.get(c.card);
        if (!motion || resized || !el) return;
        const to = `translate(${c.x}px, ${c.y}px)`;
        if (fresh) {
          if (!gc.lastWasDeal || !host.isConnected || stock === p) return;
          el.animate(
            [
              { transform: `translate(${origin.x - p.x}px, ${origin.y - p.y}px)`, zIndex: 900 },
              { transform: to, zIndex: 900 },
            ],
            { duration: 260 * speed, delay: k++ * stagger, easing: 'cubic-bezier(.2,.7,.3,1)', fill: 'backwards' },
          );
          return;
        }
        const last = this.lastPos.get(c.card);
        const prev = this.flipFrom?.get(c.card) ?? last;
        // A card turned face up unfolds from its edge as it goes.
        const turned = last !== undefined && !last.up && c.faceUp;
        const moved = prev && (Math.abs(prev.x - abs.x) >= 0.5 || Math.abs(prev.y - abs.y) >= 0.5);
        if (!prev || (!moved && !turned)) return;
        const flip = turned ? ' scaleX(0.1)' : '';
        el.animate(
          [
            { transform: `translate(${prev.x - p.x}px, ${prev.y - p.y}px)${flip}`, zIndex: 800 + j },
            { transform: to, zIndex: 800 + j },
          ],
          { duration: (turned && !moved ? 160 : MOVE_MS) * speed, easing: 'cubic-bezier(.2,.8,.3,1)' },
        );
      });
    }
    this.lastPos = next;
    this.lastCardW = geo.cardW;
    this.lastGame = gc.shown;
    this.flipFrom = null;
    if (gc.game?.won && !this.celebrate) {
      this.celebrate = true;
      if (motion && !fresh) this.cascade(geo, els, speed);
      // A keyboard player lands on "New game"; a host script's win leaves focus alone.
      const focused = (host.renderRoot as ShadowRoot).activeElement;
      if (focused?.classList.contains('pile')) host.renderRoot.querySelector<HTMLElement>('.end .primary')?.focus();
    } else if (!gc.game?.won) this.celebrate = false;
  }

  /** The win: the foundation cards leap off in arcs, one after another, and settle back. */
  private cascade(geo: BoardGeometry, els: Map<number, HTMLElement>, speed: number): void {
    let k = 0;
    for (const p of geo.piles) {
      if (p.kind !== 'foundation') continue;
      const dir = p.x + geo.cardW / 2 < geo.width / 2 ? -1 : 1;
      [...p.cards].reverse().forEach((c, i) => {
        const el = els.get(c.card);
        if (!el) return;
        const dx = dir * geo.cardW * (1.2 + ((i * 37) % 10) / 6);
        const fall = geo.height - p.y - geo.cardH;
        const base = `translate(${c.x}px, ${c.y}px)`;
        el.animate(
          [
            { transform: base, zIndex: 950, opacity: 1, offset: 0 },
            {
              transform: `translate(${c.x + dx * 0.5}px, ${c.y - geo.cardH * 0.35}px) rotate(${dir * 8}deg)`,
              zIndex: 950,
              opacity: 1,
              offset: 0.25,
            },
            { transform: `translate(${c.x + dx}px, ${c.y + fall}px) rotate(${dir * 20}deg)`, zIndex: 950, opacity: 0, offset: 0.7 },
            { transform: base, zIndex: 950, opacity: 0, offset: 0.8 },
            { transform: base, zIndex: 950, opacity: 1, offset: 1 },
          ],
          { duration: 1500 * speed, delay: (300 + (k++ % 52) * 45) * speed, easing: 'ease-in-out' },
        );
      });
    }
  }
}
