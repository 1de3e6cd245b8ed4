/**
 * A kept game, statistics, links and the daily deal's badge for one `<patience-game>`, as far as
 * every board needs them: whether they are wanted (`persist`, `stats`, `link`; `seed="daily"`),
 * and their code (`../players.ts`; the badge, `../views/daily-badge.ts`), loaded the first time
 * they are. Dealing waits for it, as for the game's code (a kept game or a link names the deal;
 * statistics count it; the badge shows with it); until then, and on boards without them, there
 * is nothing to show, keep or count.
 */
import { nothing, type TemplateResult } from 'lit';
import type { GameDefinition } from '../../engine/game.js';
import type { GameSession } from '../../engine/session.js';
import { wantPlayerWords, type Messages } from '../../i18n/index.js';
import type { Players, PlayersHost } from '../players.js';
import type { Statistics } from '../stats-store.js';
import type { ToolButton } from '../views/bar-view.js';
import { addLateStyles } from '../views/late-styles.js';
import type { GameController } from './game-controller.js';
import type { LiveRegionController } from './live-region-controller.js';
import { LazyPart } from './lazy-part.js';
import type { LocalizeController } from './localize-controller.js';

export class PlayersController {
  // (each with the words of the languages in use: their files of statistics, links and badge words)
  private readonly featuresPart = new LazyPart(
    () => Promise.all([import('../players.js'), wantPlayerWords()]).then(([m]) => m),
    (m) => {
      const features = new m.Players(this.host, this.games, this.localize, this.live);
      addLateStyles(this.host, features.styles);
      this.host.requestUpdate();
      return features;
    },
  );
  private readonly badgePart = new LazyPart(
    () => Promise.all([import('../views/daily-badge.js'), wantPlayerWords()]).then(([m]) => m),
    (m) => {
      addLateStyles(this.host, m.dailyBadgeStyles);
      this.host.requestUpdate();
      return m;
    },
  );

  constructor(
    private readonly host: PlayersHost,
    private readonly games: GameController,
    private readonly localize: LocalizeController,
    private readonly live: LiveRegionController,
  ) {}

  /** Wanted and on their way: a promise of their arrival (null: here, or not wanted). */
  get pending(): Promise<void> | null {
    const { stats, link, persist, seed } = this.host;
    const features = !this.features && (stats || link || (persist !== undefined && persist !== null)) ? this.loadFeatures() : null;
    const badge = !this.dailyBadge && seed === 'daily' ? this.loadBadge() : null;
    return features && badge ? Promise.all([features, badge]).then(() => undefined) : (features ?? badge);
  }

  /** A kept game or a link may name the deal (`persist`, `link`). */
  get namesDeal(): boolean {
    const { link, persist } = this.host;
    return link || (persist !== undefined && persist !== null);
  }

  private get features(): Players | null {
    return this.featuresPart.value;
  }

  private get dailyBadge(): typeof import('../views/daily-badge.js') | null {
    return this.badgePart.value;
  }

  private loadFeatures(): Promise<void> {
    return this.featuresPart.get().then(() => undefined);
  }

  private loadBadge(): Promise<void> {
    return this.badgePart.get().then(() => undefined);
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

  /** The toolbar's Statistics and Copy link buttons, for the features turned on. */
  tools(m: Messages): readonly ToolButton[] {
    return this.features?.tools(m) ?? [];
  }

  /** `seed="daily"`: today's deal for a game and options (null until its code, with the badge's, has come). */
  dailyDeal(def: GameDefinition, options: Record<string, unknown>): { date: string; seed: number } | null {
    return this.dailyBadge?.dailyDeal(def, options) ?? null;
  }

  /** The status line's badge on the daily deal of `date` (null: not a daily deal). */
  badge(m: Messages, date: string | null): TemplateResult | typeof nothing {
    return date !== null && this.dailyBadge ? this.dailyBadge.renderDailyBadge(m, date) : nothing;
  }

  dialogs(m: Messages): TemplateResult | typeof nothing | null {
    return this.features?.dialogs(m) ?? null;
  }
}
