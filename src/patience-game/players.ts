/**
 * The players' features a board may never use: a game kept across page loads (`persist`),
 * statistics (`stats`) and links to a deal (`link`), their controllers, dialogs and styles. One
 * chunk, loaded by `PlayersController` the first time a board turns one of them on.
 */
import type { LitElement } from 'lit';
import type { Messages } from '../i18n/index.js';
import type { GameController } from './controllers/game-controller.js';
import { LinkController } from './controllers/link-controller.js';
import { PersistController } from './controllers/persist-controller.js';
import type { LiveRegionController } from './controllers/live-region-controller.js';
import type { LocalizeController } from './controllers/localize-controller.js';
import { StatsController } from './controllers/stats-controller.js';
import { playersDialogStyles, renderPlayerDialogs } from './views/players-view.js';

export type PlayersHost = LitElement & {
  readonly stats: boolean;
  readonly link: boolean;
  readonly winnable: boolean;
  readonly persist?: string | null;
  readonly daily: string | null;
  readonly variant?: string;
};

export class Players {
  /** Told of each change of the game in this order: persist, stats, link. */
  readonly persistence: PersistController;
  readonly statistician: StatsController;
  readonly links: LinkController;
  readonly styles = playersDialogStyles;

  constructor(host: PlayersHost, games: GameController, localize: LocalizeController, live: LiveRegionController) {
    this.persistence = new PersistController(host, games, localize);
    this.statistician = new StatsController(host, games, localize);
    this.links = new LinkController(host, games, localize, live);
  }

  dialogs(m: Messages): ReturnType<typeof renderPlayerDialogs> {
    return renderPlayerDialogs(m, this.statistician, this.links);
  }
}
