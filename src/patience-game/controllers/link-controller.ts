/**
 * `link`: the deal in play lives in the page's URL fragment (link-fragment.ts), so a reader can
 * send it.
 *
 * - Read: at the board's first deal, and again whenever the fragment changes by navigation
 *   (`hashchange`: a link pasted into the address bar of the open page). The board deals the
 *   fragment's deal of its own variant, with the fragment's options (the properties follow, as
 *   after `restore()`). A fragment entry that cannot be dealt fires `patience-error`
 *   (`bad-link`) and the board deals as it would have without it.
 * - Written: on every deal (and `restore()`, and a game `persist` resumes), with
 *   `history.replaceState`, so no history entry is added.
 * - Two boards with `link` on one page: each reads and writes only the entry of its own variant.
 *   Two boards of the same variant both deal the fragment's deal when the page loads; after that
 *   the entry follows whichever of them dealt last.
 * - "Copy link" puts the page's address, fragment included, on the clipboard; where the Clipboard
 *   API is missing or refuses, a dialog shows the link in a field, selected, to copy by hand.
 */
import type { LitElement, ReactiveController } from 'lit';
import { loadedGame } from '../../games/registry.js';
import type { GameSession } from '../../engine/session.js';
import { PatienceErrorEvent } from '../../events.js';
import type { GameController } from './game-controller.js';
import type { LiveRegionController } from './live-region-controller.js';
import { entryFor, formatDeal, parseDeal, strayEntries, withEntry } from '../link-fragment.js';
import type { PlayerMessages } from '../../i18n/players.js';

type LinkHost = LitElement & { readonly link: boolean; readonly variant?: string };

export class LinkController implements ReactiveController {
  /** The fragment has not been read since the page loaded or it changed. */
  private pending = true;
  /** The link the fallback dialog shows (null: closed). */
  fallback: string | null = null;
  /** "Copied" shows on the button for a moment. */
  copied = false;
  private copiedTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly host: LinkHost,
    private readonly games: GameController,
    /** The players' words in the language in force (players.ts). */
    private readonly words: () => PlayerMessages,
    private readonly live: LiveRegionController,
  ) {
    host.addController(this);
    games.onChange((kind, game) => {
      if (kind === 'deal' || kind === 'restore') this.write(game);
    });
  }

  hostConnected(): void {
    window.addEventListener('hashchange', this.onHashChange);
  }

  hostDisconnected(): void {
    window.removeEventListener('hashchange', this.onHashChange);
    clearTimeout(this.copiedTimer);
  }

  private readonly onHashChange = (): void => {
    this.pending = true;
    this.host.requestUpdate();
  };

  /**
   * Before a deal: when the fragment has news for this board, sets its `seed` and options to the
   * fragment's deal and returns true. Called by the element first thing in every check for a deal.
   */
  take(): boolean {
    const variant = this.host.variant;
    // Called once the board's game has loaded (its options say how to read an entry).
    if (!this.pending || !this.host.link || typeof variant !== 'string' || !loadedGame(variant.trim())) return false;
    this.pending = false;
    const hash = location.hash;
    const m = this.words();
    for (const stray of strayEntries(hash)) {
      const r = parseDeal(stray);
      if (!r.ok) this.error(m.badLink(stray, r.reason));
    }
    const entry = entryFor(hash, variant.trim());
    if (entry === null) return false;
    const r = parseDeal(entry);
    if (!r.ok) {
      this.error(m.badLink(entry, r.reason));
      return false;
    }
    const g = this.games.game;
    const same =
      g !== null && g.variant === r.deal.variant && g.seed === r.deal.seed && JSON.stringify(g.options) === JSON.stringify(r.deal.options);
    if (same) return false;
    const self = this.host as unknown as Record<string, unknown>;
    self.seed = r.deal.seed;
    for (const [name, value] of Object.entries(r.deal.options)) self[name] = value;
    return true;
  }

  private error(message: string): void {
    this.host.dispatchEvent(new PatienceErrorEvent({ code: 'bad-link', message, attribute: 'link' }));
  }

  /** Writes the deal of `game` into the fragment (no history entry). */
  write(game: GameSession | null = this.games.game): void {
    if (!this.host.link || !game) return;
    const def = loadedGame(game.variant)?.rules;
    if (!def) return;
    const hash = withEntry(location.hash, formatDeal(def, game.seed, game.options));
    if (hash === location.hash) return;
    try {
      history.replaceState(history.state, '', `${location.href.split('#')[0]}${hash}`);
    } catch {
      // A sandboxed or opaque document may refuse: the game goes on, its link unwritten.
    }
  }

  /** The page's address with this board's deal in it. */
  get url(): string {
    this.write();
    const g = this.games.game;
    const def = g ? loadedGame(g.variant)?.rules : undefined;
    const hash = g && def ? withEntry(location.hash, formatDeal(def, g.seed, g.options)) : location.hash;
    return `${location.href.split('#')[0]}${hash}`;
  }

  /** "Copy link": the clipboard, else the dialog with the link to copy by hand. */
  async copy(): Promise<void> {
    const url = this.url;
    try {
      const clip = navigator.clipboard;
      if (!clip || typeof clip.writeText !== 'function') throw new Error('no clipboard');
      await clip.writeText(url);
    } catch {
      this.showFallback(url);
      return;
    }
    this.live.announce(this.words().linkCopied);
    this.copied = true;
    this.host.requestUpdate();
    clearTimeout(this.copiedTimer);
    this.copiedTimer = setTimeout(() => {
      this.copied = false;
      this.host.requestUpdate();
    }, 2000);
  }

  private dialog(): HTMLDialogElement | null {
    return this.host.renderRoot.querySelector<HTMLDialogElement>('dialog.link');
  }

  private showFallback(url: string): void {
    this.fallback = url;
    this.host.requestUpdate();
    void this.host.updateComplete.then(() => {
      const d = this.dialog();
      if (d && !d.open) d.showModal();
      const field = d?.querySelector<HTMLInputElement>('input');
      field?.focus();
      field?.select();
    });
  }

  close(): void {
    const d = this.dialog();
    if (d?.open) d.close();
    this.closed();
  }

  /** The dialog closed: focus goes back to the toolbar's button. */
  closed(): void {
    if (this.fallback === null) return;
    this.fallback = null;
    this.host.requestUpdate();
    void this.host.updateComplete.then(() => this.host.renderRoot.querySelector<HTMLElement>('[part~="copy-link"]')?.focus());
  }
}
