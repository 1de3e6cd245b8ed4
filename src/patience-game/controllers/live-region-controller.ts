/** What a screen-reader user hears: the element's visually hidden live region (`part="live"`). */
import type { LitElement, ReactiveController } from 'lit';

export class LiveRegionController implements ReactiveController {
  /** Said before the region was rendered: written at the next update. */
  private pending: string | null = null;

  constructor(private readonly host: LitElement) {
    host.addController(this);
  }

  /** Says `text` (replacing whatever was said before). */
  announce(text: string): void {
    const live = this.host.renderRoot?.querySelector?.('.live');
    if (live && this.host.hasUpdated) live.textContent = text;
    else this.pending = text;
  }

  hostUpdated(): void {
    if (this.pending === null) return;
    const live = this.host.renderRoot.querySelector('.live');
    if (live) live.textContent = this.pending;
    this.pending = null;
  }
}
