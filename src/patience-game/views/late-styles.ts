/**
 * Styles that come with code loaded after the element (the players' dialogs, the daily badge, the
 * solver's verdict and hints, a held or dragged card): adopted after the element's own in its shadow root, and again whenever the
 * board is connected, so that each part loaded later brings its styles without the others'.
 */
import { adoptStyles, type CSSResult, type LitElement, type ReactiveController } from 'lit';

class LateStyles implements ReactiveController {
  readonly sheets: CSSResult[] = [];

  constructor(private readonly host: LitElement) {
    host.addController(this);
  }

  hostConnected(): void {
    const root = this.host.renderRoot;
    if (root instanceof ShadowRoot) adoptStyles(root, [...(this.host.constructor as typeof LitElement).elementStyles, ...this.sheets]);
  }
}

const late = new WeakMap<LitElement, LateStyles>();

/** Adds `sheet` to `host`'s shadow root (once), after the element's own styles. */
export function addLateStyles(host: LitElement, sheet: CSSResult): void {
  let styles = late.get(host);
  if (!styles) late.set(host, (styles = new LateStyles(host)));
  if (styles.sheets.includes(sheet)) return;
  styles.sheets.push(sheet);
  styles.hostConnected();
}
