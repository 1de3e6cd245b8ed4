/**
 * The element's language: its own `lang`, else the nearest ancestor's (across shadow roots),
 * else the browser's languages, else English; a tag the board does not speak falls through to
 * the next. The message table of that language, joined with the words of the game in play, and a
 * re-render whenever it changes, without a new deal. The element calls `update()` when its own
 * `lang` changes; the ancestor that gives the language (and `<html>`) is watched here. A
 * language other than English is loaded the first time it is asked for (`ready`), with the
 * words of the game in play in that language (a file per game and language).
 */
import type { LitElement, ReactiveController } from 'lit';
import { VARIANTS } from '../../games/registry.js';
import {
  browserLang,
  hasGameWords,
  langFor,
  langSource,
  loadGameWords,
  loadLanguage,
  messagesFor,
  type GameWords,
  type Lang,
  type Messages,
} from '../../i18n/index.js';

export class LocalizeController implements ReactiveController {
  private lang: Lang = 'en';
  private words: GameWords | null = null;
  private variant = '';
  private observer: MutationObserver | null = null;
  private watched: Element | null | undefined;
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
  useGame(variant: string, words: GameWords): void {
    this.variant = variant;
    this.words = words;
    if (!this.hasWords(words)) void this.loadWords(variant, words).then(() => this.host.requestUpdate());
  }

  /** A game's words in the language in force are here (or it has none to load). */
  hasWords(words: GameWords): boolean {
    return hasGameWords(words, this.lang);
  }

  /** Loads a game's words in the language in force (a deal waits for them, as for the language's own). */
  loadWords(variant: string, words: GameWords): Promise<void> {
    return loadGameWords(variant, words, this.lang, (VARIANTS as readonly string[]).includes(variant));
  }

  hostConnected(): void {
    this.observer = new MutationObserver(() => this.update());
    this.watched = undefined;
    this.update();
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observer = null;
  }

  /** Watches `<html>` and the ancestor that gives the language, for changes of `lang` (the element's own comes as an attribute change). */
  private watch(source: Element | null): void {
    const observer = this.observer;
    if (!observer || this.watched === source) return;
    this.watched = source;
    observer.disconnect();
    for (const el of [this.host.ownerDocument.documentElement, source]) {
      if (el && el !== this.host) observer.observe(el, { attributeFilter: ['lang'] });
    }
  }

  /** Reads the language in force again; re-renders when it changed (once its table has arrived). */
  update(): void {
    const host = this.host;
    const source = host.isConnected ? langSource(host) : host.getAttribute('lang') ? host : null;
    this.watch(source);
    const lang = langFor(source?.getAttribute('lang')) ?? browserLang();
    if (lang === this.lang) return;
    this.lang = lang;
    this.loading = true;
    const words = this.words;
    const ready: Promise<void> = Promise.all([loadLanguage(lang), words && this.loadWords(this.variant, words)])
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
