/**
 * The element's language, as Shoelace's LocalizeController does it: the element's own `lang`,
 * else the nearest ancestor's, else `<html lang>`; the message table of that language, joined with
 * the words of the game in play; and a re-render whenever it changes. The element calls
 * `update()` when its own `lang` attribute changes; `<html lang>` is watched here. A language
 * other than English is loaded the first time it is asked for (`ready`).
 */
import type { LitElement, ReactiveController } from 'lit';
import { langFor, langOf, loadLanguage, messagesFor, type GameWords, type Messages } from '../../i18n/index.js';

export class LocalizeController implements ReactiveController {
  private lang = 'en';
  private words: GameWords | null = null;
  private observer: MutationObserver | null = null;
  /** Settles once the table of the language in force has arrived (a failed load leaves English). */
  ready: Promise<void> = Promise.resolve();
  /** The table of the language in force is on its way. */
  loading = false;

  constructor(private readonly host: LitElement) {
    host.addController(this);
  }

  /** The message table in force. */
  get messages(): Messages {
    return messagesFor(this.lang, this.words);
  }

  /** The words of the game in play join the table. */
  useGame(words: GameWords | null): void {
    this.words = words;
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

  /** Reads the language in force again; re-renders when it changed (once its table has arrived). */
  update(): void {
    const host = this.host;
    const lang = langFor(host.isConnected ? langOf(host) : (host.getAttribute('lang') ?? ''));
    if (lang === this.lang) return;
    this.lang = lang;
    this.loading = true;
    const ready: Promise<void> = loadLanguage(lang)
      .catch(() => undefined)
      .then(() => {
        if (this.ready !== ready) return;
        this.loading = false;
        host.requestUpdate();
      });
    this.ready = ready;
    host.requestUpdate();
  }
}
