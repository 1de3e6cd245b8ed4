/**
 * A kept game, statistics and links for one `<patience-game>`, as far as every board needs them:
 * whether they are wanted (`persist`, `stats`, `link`), and their code (`../players.ts`), loaded
 * the first time they are. Dealing waits for it (a kept game or a link names the deal; statistics
 * count it); until then, and on boards without them, there is nothing to show, keep or count.
 */
import { adoptStyles, type LitElement, type ReactiveController, type TemplateResult } from 'lit';
import type { GameDefinition } from '../../engine/game.js';
import type { GameSession } from '../../engine/session.js';
import type { Messages } from '../../i18n/index.js';
import type { Players, PlayersHost } from '../players.js';
import type { Statistics } from '../stats-store.js';
import type { GameController } from './game-controller.js';
import type { LiveRegionController } from './live-region-controller.js';
import type { LocalizeController } from './localize-controller.js';

export class PlayersController implements ReactiveController {
  private features: Players | null = null;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly host: PlayersHost,
    private readonly games: GameController,
    private readonly localize: LocalizeController,
    private readonly live: LiveRegionController,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    // A board moved in the page gets a new shadow root's sheets: the dialogs' styles again.
    if (this.features) this.adopt(this.features);
  }

  /** Wanted and on their way: a promise of their arrival (null: here, or not wanted). */
  get pending(): Promise<void> | null {
    const { stats, link, persist } = this.host;
    if (this.features || !(stats || link || (persist !== undefined && persist !== null))) return null;
    this.loading ??= import('../players.js').then((m) => {
      const features = new m.Players(this.host, this.games, this.localize, this.live);
      this.features = features;
      this.adopt(features);
      this.host.requestUpdate();
    });
    return this.loading;
  }

  private adopt(features: Players): void {
    const root = this.host.renderRoot;
    if (root instanceof ShadowRoot) adoptStyles(root, [...(this.host.constructor as typeof LitElement).elementStyles, features.styles]);
  }

  /** Before a deal: the game kept under this board's `persist` key, when it can resume (persist-controller.ts). */
  resume(def: GameDefinition, options: Record<string, unknown>, seed: number | null): { game: GameSession; elapsedMs: number } | null {
    return this.features?.persistence.resume(def, options, seed) ?? null;
  }

  /** Before a deal: the URL fragment's deal for this board, when it has news (link-controller.ts). */
  take(): boolean {
    return this.features?.links.take() ?? false;
  }

  get statistics(): Statistics | null {
    return this.features?.statistician.statistics ?? null;
  }

  resetStatistics(): void {
    this.features?.statistician.reset();
  }

  showStatistics(): void {
    this.features?.statistician.show();
  }

  /** The link was just copied (the toolbar's button says so). */
  get copied(): boolean {
    return this.features?.links.copied ?? false;
  }

  copyLink(): Promise<void> {
    return this.features?.links.copy() ?? Promise.resolve();
  }

  dialogs(m: Messages): TemplateResult | typeof import('lit').nothing | null {
    return this.features?.dialogs(m) ?? null;
  }
}
