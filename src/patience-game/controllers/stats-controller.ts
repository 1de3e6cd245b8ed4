/**
 * `stats`: counts the games of a `<patience-game>` into the shared records of stats-store.ts,
 * and opens and closes the statistics dialog (views/players-view.ts).
 *
 * The rules:
 * - A game counts as played at its first move on this board (a dealt or `restore()`d game);
 *   a game `persist` resumes with moves in it was counted when they were made.
 * - It is won when it reaches a won position, whatever made the move (the player, a hint,
 *   auto-play, Finish); once per game, so undoing the win and winning again counts it once.
 * - It ends unwon when the board leaves it after moves without a win: a new deal (New game,
 *   `newGame()`, another seed, option or variant), `restore()`, or the page closing on a game that
 *   `persist` does not keep. The streak ends there.
 * - Daily deals (`seed="daily"`) have their own record, whose streak counts days: it goes on when
 *   the day's deal is won and the last one won was the day before's, and is over once a day's
 *   deal goes unwon (or unplayed: by the day after next it reads 0).
 * - `winnable` deals have their own record too.
 */
import type { LitElement, ReactiveController } from 'lit';
import type { GameSession } from '../../engine/session.js';
import {
  PatienceErrorEvent,
  PatienceStatsEvent,
  type PatienceErrorCode,
  type PatienceStatsDetail,
  type PatienceWinEvent,
} from '../../events.js';
import { dayBefore } from '../daily.js';
import type { GameChange, GameController } from './game-controller.js';
import {
  freshRecord,
  readRecord,
  recordKey,
  statisticsOf,
  subscribe,
  updateRecord,
  type RecordId,
  type Statistics,
  type StatsRecord,
  type StoreHooks,
} from '../stats-store.js';
import type { PlayerMessages } from '../../i18n/players.js';

/** The element's attributes the statistics depend on, and the date of the daily deal in play (null: none). */
type StatsHost = LitElement & {
  readonly stats: boolean;
  readonly winnable: boolean;
  readonly persist?: string | null;
  readonly daily: string | null;
};

/** The game in play, as the statistics see it. */
interface Tracked {
  game: GameSession;
  id: RecordId;
  /** The UTC date of its daily deal. */
  date: string | null;
  /** Counted as played. */
  counted: boolean;
  /** Its win was seen (and counted, when it had been counted as played). */
  won: boolean;
  /** Already counted as left unwon (the page was hidden away). */
  ended: boolean;
}

export class StatsController implements ReactiveController {
  /** The statistics dialog is open. */
  open = false;
  /** Reset was pressed once: the next press clears. */
  confirming = false;
  /** What the dialog's status line says (reset asked, done). */
  note = '';
  private tracked: Tracked | null = null;
  /** A win seen, waiting for its patience-win. */
  private winning: Tracked | null = null;
  private unsubscribe: (() => void) | null = null;
  private refusedOnce = false;

  constructor(
    private readonly host: StatsHost,
    games: GameController,
    /** The players' words in the language in force (players.ts). */
    private readonly words: () => PlayerMessages,
  ) {
    host.addController(this);
    // The element's own event, heard on the element itself: on the page or not.
    host.addEventListener('patience-win', this.onWin);
    // Told of every change of the game, after persist (made before this).
    games.onChange((kind, game) => this.changed(kind, game));
  }

  hostConnected(): void {
    window.addEventListener('pagehide', this.onPageHide);
    this.unsubscribe = subscribe(() => {
      if (this.open) this.host.requestUpdate();
    });
  }

  hostDisconnected(): void {
    window.removeEventListener('pagehide', this.onPageHide);
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  private readonly hooks: StoreHooks = {
    corrupt: () => this.error('bad-statistics', this.words().badStatistics),
    refused: () => {
      if (this.refusedOnce) return;
      this.refusedOnce = true;
      this.error('storage-unavailable', this.words().statsUnavailable);
    },
  };

  private error(code: Extract<PatienceErrorCode, 'bad-statistics' | 'storage-unavailable'>, message: string): void {
    this.host.dispatchEvent(new PatienceErrorEvent({ code, message, attribute: 'stats' }));
  }

  // ---- counting ----

  private changed(kind: GameChange, game: GameSession): void {
    const t = this.tracked;
    if (kind === 'deal' || kind === 'restore' || !t || t.game !== game) {
      this.leave();
      const date = this.host.daily;
      this.tracked = {
        game,
        id: { variant: game.variant, options: { ...game.options }, daily: date !== null, winnable: this.host.winnable },
        date,
        // A game resumed with its moves was counted when they were made; a won one is over.
        counted: (kind === 'restore' && game.history.length > 0) || game.won,
        won: game.won,
        ended: false,
      };
      this.confirming = false;
      if (kind === 'deal' || kind === 'restore') return;
    }
    const g = this.tracked!;
    if (kind !== 'undo' && !g.counted && this.host.stats) {
      g.counted = true;
      this.update(g, (r) => ({ ...r, played: r.played + 1 }));
    }
    if (game.won && !g.won) {
      g.won = true;
      // Counted when patience-win comes, a moment later, with the same time and moves.
      if (g.counted && this.host.stats) this.winning = g;
    }
  }

  /** The win of the game in play: its playing time and moves, as patience-win tells them. */
  private readonly onWin = (e: PatienceWinEvent): void => {
    const g = this.winning;
    this.winning = null;
    if (!g || g !== this.tracked || e.target !== this.host) return;
    const rec = this.update(g, (r) => won(r, g.date, e.detail.moves, e.detail.durationMs));
    this.fire(g, rec, 'won');
  };

  /** The board leaves the game in play: unwon after moves, it ends the streak. */
  private leave(): void {
    const t = this.tracked;
    if (!t || !t.counted || t.won || t.ended || !this.host.stats) return;
    t.ended = true;
    const rec = this.update(t, (r) => (t.date !== null && r.lastWon === t.date ? r : { ...r, currentStreak: 0 }));
    this.fire(t, rec, 'abandoned');
  }

  /** Closing the page leaves the game, unless `persist` keeps it for the next visit. */
  private readonly onPageHide = (): void => {
    if (this.host.persist === null || this.host.persist === undefined) this.leave();
  };

  private update(t: Tracked, change: (r: StatsRecord) => StatsRecord): StatsRecord {
    const rec = updateRecord(recordKey(t.id), change, this.hooks);
    this.host.requestUpdate();
    return rec;
  }

  private fire(t: Tracked, rec: StatsRecord, reason: PatienceStatsDetail['reason']): void {
    const options = t.id.options as PatienceStatsDetail['options'];
    this.host.dispatchEvent(
      new PatienceStatsEvent({
        variant: t.id.variant,
        options: { ...options },
        daily: t.id.daily,
        winnable: t.id.winnable,
        statistics: statisticsOf(rec, t.id.daily),
        reason,
      }),
    );
  }

  // ---- the public API ----

  /** The record of the game and options in play; null when `stats` is off or no game is in play. */
  get statistics(): Statistics | null {
    const t = this.tracked;
    if (!this.host.stats || !t) return null;
    return statisticsOf(readRecord(recordKey(t.id), this.hooks), t.id.daily);
  }

  /** The record of the game in play (for the dialog). */
  get id(): RecordId | null {
    return this.tracked?.id ?? null;
  }

  /** Clears the record of the game and options in play; the game in play counts again from its next move. */
  reset(): void {
    const t = this.tracked;
    if (!this.host.stats || !t) return;
    const rec = this.update(t, () => freshRecord());
    if (!t.won) t.counted = false;
    t.ended = false;
    this.fire(t, rec, 'reset');
  }

  // ---- the dialog ----

  private dialog(): HTMLDialogElement | null {
    return this.host.renderRoot.querySelector<HTMLDialogElement>('dialog.stats');
  }

  show(): void {
    this.open = true;
    this.confirming = false;
    this.note = '';
    this.host.requestUpdate();
    void this.host.updateComplete.then(() => {
      const d = this.dialog();
      if (d && !d.open) d.showModal();
      d?.querySelector<HTMLElement>('.close')?.focus();
    });
  }

  close(): void {
    const d = this.dialog();
    if (d?.open) d.close();
    this.closed();
  }

  /** The dialog closed (its Close button, Escape): focus goes back to the toolbar's button. */
  closed(): void {
    if (!this.open) return;
    this.open = false;
    this.confirming = false;
    this.host.requestUpdate();
    void this.host.updateComplete.then(() => this.host.renderRoot.querySelector<HTMLElement>('[part~="stats"]')?.focus());
  }

  /** The dialog's Reset: once to ask, twice to clear. */
  pressReset(): void {
    const m = this.words();
    if (!this.confirming) {
      this.confirming = true;
      this.note = m.resetAsk;
    } else {
      this.reset();
      this.confirming = false;
      this.note = m.resetDone;
    }
    this.host.requestUpdate();
  }
}

/** A record after a win of `moves` moves in `ms`; `date`: the daily deal's date, null for others. */
export function won(r: StatsRecord, date: string | null, moves: number, ms: number): StatsRecord {
  let streak = r.currentStreak + 1;
  let lastWon = r.lastWon;
  if (date !== null) {
    // Daily deals: a streak of days. A second win of the same day's deal adds no day.
    streak = r.lastWon === date ? Math.max(1, r.currentStreak) : r.lastWon === dayBefore(date) ? r.currentStreak + 1 : 1;
    if (lastWon === undefined || date > lastWon) lastWon = date;
  }
  const next: StatsRecord = {
    ...r,
    won: r.won + 1,
    played: Math.max(r.played, r.won + 1),
    currentStreak: streak,
    bestStreak: Math.max(r.bestStreak, streak),
    bestTimeMs: r.bestTimeMs === null ? ms : Math.min(r.bestTimeMs, ms),
    fewestMoves: r.fewestMoves === null ? moves : Math.min(r.fewestMoves, moves),
  };
  if (lastWon !== undefined) next.lastWon = lastWon;
  return next;
}
