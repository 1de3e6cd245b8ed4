/**
 * The element's language, as Shoelace's LocalizeController does it: the element's own `lang`,
 * else the nearest ancestor's, else `<html lang>`; the message table of that language; and a
 * re-render whenever it changes. The element calls `update()` when its own `lang` attribute
 * changes; `<html lang>` is watched here.
 */
import type { LitElement, ReactiveController } from 'lit';
import { langOf, messagesFor, type Messages } from '../../i18n/index.js';

export class LocalizeController implements ReactiveController {
  private lang = 'en';
  private observer: MutationObserver | null = null;

  constructor(private readonly host: LitElement) {
    host.addController(this);
  }

  /** The message table in force. */
  get messages(): Messages {
    return messagesFor(this.lang);
  }

  hostConnected(): void {
    this.update();
    this.observer = new MutationObserver(() => this.update());
    this.observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observer = null;
  }

  /** Reads the language in force again; re-renders when it changed. */
  update(): void {
    const host = this.host;
    const lang = messagesFor(host.isConnected ? langOf(host) : (host.getAttribute('lang') ?? '')).lang;
    if (lang === this.lang) return;
    this.lang = lang;
    host.requestUpdate();
  }
}
