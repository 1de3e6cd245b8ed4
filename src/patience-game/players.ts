/**
 * The players' features a board may never use: a game kept across page loads (`persist`),
 * statistics (`stats`) and links to a deal (`link`), their controllers, toolbar buttons, words,
 * dialogs and styles. One chunk, loaded by `PlayersController` the first time a board turns one
 * of them on.
 */
import { svg, type LitElement } from 'lit';
import type { Messages } from '../i18n/index.js';
import { playerMessagesFor, type PlayerMessages } from '../i18n/players.js';
import type { GameController } from './controllers/game-controller.js';
import { LinkController } from './controllers/link-controller.js';
import { PersistController } from './controllers/persist-controller.js';
import type { LiveRegionController } from './controllers/live-region-controller.js';
import type { LocalizeController } from './controllers/localize-controller.js';
import { StatsController } from './controllers/stats-controller.js';
import type { ToolButton } from './views/bar-view.js';
import { playersDialogStyles, renderPlayerDialogs } from './views/players-view.js';

const ICONS = {
  stats: svg`<path d="M4 20V10h3v10zm6.5 0V4h3v16zM17 20v-7h3v7zM3 21h18v1H3z"/>`,
  link: svg`<g transform="rotate(-45 12 12)" fill="none" stroke="currentColor" stroke-width="2.2"><rect x="1.5" y="8" width="12" height="8" rx="4"/><rect x="10.5" y="8" width="12" height="8" rx="4"/></g>`,
  copied: svg`<path d="M9.5 16.6 4.9 12l-1.4 1.4 6 6 11-11-1.4-1.4z"/>`,
};

export type PlayersHost = LitElement & {
  readonly stats: boolean;
  readonly link: boolean;
  readonly winnable: boolean;
  readonly persist?: string | null;
  readonly seed?: number | 'daily';
  readonly daily: string | null;
  readonly variant?: string;
};

export class Players {
  /** Told of each change of the game in this order: persist, stats, link. */
  readonly persistence: PersistController;
  readonly statistician: StatsController;
  readonly links: LinkController;
  readonly styles = playersDialogStyles;

  constructor(
    private readonly host: PlayersHost,
    private readonly games: GameController,
    localize: LocalizeController,
    live: LiveRegionController,
  ) {
    const words = () => this.words(localize.messages);
    this.persistence = new PersistController(host, games, localize);
    this.statistician = new StatsController(host, games, words);
    this.links = new LinkController(host, games, words, live);
  }

  /** The players' words in the language of `m`, with the options' words of the game in play. */
  words(m: Messages): PlayerMessages {
    return playerMessagesFor(m, this.games.kit?.words ?? null);
  }

  tools(m: Messages): ToolButton[] {
    const p = this.words(m);
    const tools: ToolButton[] = [];
    if (this.host.stats) tools.push({ part: 'stats', icon: ICONS.stats, label: p.statistics, run: () => this.statistician.show() });
    if (this.host.link) {
      const icon = this.links.copied ? ICONS.copied : ICONS.link;
      tools.push({ part: 'copy-link', icon, label: p.copyLink, run: () => void this.links.copy() });
    }
    return tools;
  }

  dialogs(m: Messages): ReturnType<typeof renderPlayerDialogs> {
    return renderPlayerDialogs(m, this.words(m), this.statistician, this.links);
  }
}
