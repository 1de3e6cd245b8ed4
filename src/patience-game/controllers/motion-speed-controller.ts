/**
 * `--patience-speed`: a factor on the duration of every animation (card glides, flips, the deal,
 * the win, shakes, glows, Finish's pace). `1` is the normal pace, `2` twice as slow, `0.5` twice
 * as fast, and `0` no motion at all, exactly as with `prefers-reduced-motion`; a negative value
 * counts as `0`, and a value that is not a number as `1` (the property is registered as a
 * `<number>` whose initial value is 1).
 *
 * CSS animations read the property directly (`calc(0.15s * var(--patience-speed, 1))`). The card
 * motion made in script needs the number: a zero-height probe as wide as `--patience-speed`
 * hundred pixels is watched by a ResizeObserver, so the value is read once when it changes
 * rather than by a style recalculation at every render.
 */
import { html, type LitElement, type ReactiveController } from 'lit';

/** Registers `--patience-speed` as an inherited `<number>` (initial 1), once per page. */
function register(): void {
  try {
    if (typeof CSS !== 'undefined' && typeof CSS.registerProperty === 'function') {
      CSS.registerProperty({ name: '--patience-speed', syntax: '<number>', inherits: true, initialValue: '1' });
    }
  } catch {
    // Already registered (the package loaded twice, or by the page): the same thing.
  }
}
register();

/** The `--patience-speed` factor in force on `el`, from its computed style. */
export function speedOf(el: Element): number {
  if (typeof getComputedStyle !== 'function') return 1;
  const raw = getComputedStyle(el).getPropertyValue('--patience-speed').trim();
  if (raw === '') return 1;
  const n = Number(raw);
  return Number.isFinite(n) ? Math.max(0, n) : 1;
}

/** The player asked for less motion: cards jump, nothing shakes or leaps. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The probe the element renders (styled by `.speed-probe` in views/players-view.ts). */
export const speedProbe = html`<div class="speed-probe" aria-hidden="true"></div>`;

const PX_PER_UNIT = 100;

/** Keeps `speed` equal to the element's `--patience-speed`, re-rendering when it changes. */
export class MotionSpeedController implements ReactiveController {
  speed = 1;
  private observer: ResizeObserver | null = null;
  private probe: Element | null = null;
  private read = false;

  constructor(private readonly host: LitElement) {
    host.addController(this);
  }

  /** No motion: `prefers-reduced-motion`, or `--patience-speed: 0`. */
  get reduced(): boolean {
    return prefersReducedMotion() || this.speed === 0;
  }

  hostConnected(): void {
    this.observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => this.measure()) : null;
    this.probe = null;
    // Read at once, so the first render (the deal's flight) already has it.
    this.speed = speedOf(this.host);
    this.read = true;
  }

  hostUpdate(): void {
    if (!this.read && this.host.isConnected) {
      this.speed = speedOf(this.host);
      this.read = true;
    }
  }

  hostUpdated(): void {
    const probe = this.host.renderRoot.querySelector('.speed-probe');
    if (probe && probe !== this.probe && this.observer) {
      if (this.probe) this.observer.unobserve(this.probe);
      this.observer.observe(probe);
      this.probe = probe;
    }
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observer = null;
    this.probe = null;
    this.read = false;
  }

  private measure(): void {
    if (!this.probe) return;
    const speed = Math.round((this.probe.getBoundingClientRect().width / PX_PER_UNIT) * 1000) / 1000;
    if (speed !== this.speed) {
      this.speed = speed;
      this.host.requestUpdate();
    }
  }
}
