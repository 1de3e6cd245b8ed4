/**
 * Where every pile and card of the game in play is drawn: the board's geometry for the
 * element's width and `--patience-card-width`, measured by a ResizeObserver.
 */
import type { LitElement, ReactiveController } from 'lit';
import { boardGeometry, cardWidthFor, type BoardGeometry } from '../../render/geometry.js';
import { handedLayout } from '../../render/mirror.js';
import type { GameController } from './game-controller.js';

/** Card widths: the cap when `--patience-card-width` is not set. */
const DEFAULT_CAP = 112;

export class BoardLayoutController implements ReactiveController {
  /** The board of the game in play (null: no game), worked out before each render. */
  geometry: BoardGeometry | null = null;
  private width = 0;
  private cap = DEFAULT_CAP;
  private observer: ResizeObserver | null = null;

  constructor(
    private readonly host: LitElement & { readonly leftHanded: boolean },
    private readonly games: GameController,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.observer = new ResizeObserver(() => this.measure());
    if (this.host.hasUpdated) this.observe();
  }

  hostUpdated(): void {
    // The first render made the sizer and the probe.
    if (this.host.hasUpdated) return;
    this.observe();
    this.measure();
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observer = null;
  }

  /**
   * Watches two zero-height elements: one as wide as the element, one as wide as
   * `--patience-card-width`. Neither changes when the board grows taller, so re-rendering never
   * feeds back into the observer.
   */
  private observe(): void {
    for (const el of this.host.renderRoot.querySelectorAll('.sizer, .probe')) this.observer?.observe(el);
  }

  private measure(): void {
    const host = this.host;
    // The width inside the element, from the sizer: right even when page CSS makes the host
    // inline (`* { all: unset }`, where clientWidth is 0) or gives it padding.
    const w = host.renderRoot.querySelector<HTMLElement>('.sizer')?.clientWidth || host.clientWidth;
    let changed = false;
    if (w > 0 && Math.abs(w - this.width) >= 1) [this.width, changed] = [w, true];
    const cap = host.renderRoot.querySelector<HTMLElement>('.probe')?.offsetWidth ?? 0;
    if (cap > 0 && cap !== this.cap) [this.cap, changed] = [cap, true];
    if (changed) host.requestUpdate();
  }

  /** Before each render: the geometry of the game in play. */
  layout(): BoardGeometry | null {
    const host = this.host;
    if (!host.hasUpdated && host.isConnected) {
      // First render: size from the element itself, so the board is right from the first frame.
      this.width = host.clientWidth;
      const cap = getComputedStyle(host).getPropertyValue('--patience-card-width').trim();
      if (/^\d+(\.\d+)?px$/.test(cap)) this.cap = parseFloat(cap);
    }
    const g = this.games.shown;
    const kit = this.games.kit;
    if (!g || !kit) return (this.geometry = null);
    const layout = handedLayout(kit.layout, host.leftHanded);
    const ctx = { specs: g.rules.specs, table: g.table, options: g.options };
    return (this.geometry = boardGeometry(layout, ctx, cardWidthFor(layout, this.width || 640, this.cap)));
  }
}
