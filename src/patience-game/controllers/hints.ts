/**
 * Hints: the move worth playing now, highlighted on the board for `HINT_MS` and said aloud.
 *
 * A hint is the next move of a kept winning line that never leads back to a position of the
 * game so far, else of the search's lead that never leads back (the line to the most promising
 * position it has seen, where its game ranks positions). With neither, the deal's search looks
 * for `HINT_SHORT_WAIT_MS`, or `HINT_MAX_WAIT_MS` out of a bank of `HINT_BANK_MS` that each hint
 * given adds `HINT_REFILL_MS` to, and the hint is what it found, else the fallback move (which
 * never leads back either). A line found early saves every later hint from guessing, and a long
 * game (Spider's) gets a long search now and then (after about thirty hints given), while most
 * hints stay instant. A position the search has already given its full time to no verdict is not
 * waited for.
 */
import { Task, TaskStatus } from '@lit/task';
import { now } from '../../engine/solver/clock.js';
import { fallbackMove } from '../../engine/solver/heuristic.js';
import { sameEngineMove } from '../../engine/same-move.js';
import { moveToJSON, type MoveJSON } from '../../engine/state.js';
import type { Move, Table } from '../../engine/types.js';
import { hintStyles } from '../views/hint-styles.js';
import { addLateStyles } from '../views/late-styles.js';
import { moveInWords } from '../words.js';
import type { DealSearch } from './deal-search.js';
import type { GameController } from './game-controller.js';
import type { LiveRegionController } from './live-region-controller.js';
import type { LocalizeController } from './localize-controller.js';
import { type SolverHost, type StatusVerdict } from './status-verdict.js';

/** How long a hint stays highlighted. */
export const HINT_MS = 2000;
/** What a hint waits for the search while the bank is too low for a long wait. */
export const HINT_SHORT_WAIT_MS = 30;
/** What the hints of one deal may wait at first, all together, while no line is known (and at most). */
export const HINT_BANK_MS = 3000;
/** What each hint given adds to the bank. */
export const HINT_REFILL_MS = 30;
/** A long wait for the search (out of the bank): a player waits no longer than this. */
export const HINT_MAX_WAIT_MS = 1300;
/** How long past its wait a hint waits for the search's answer to come back from the worker. */
const ANSWER_SLACK_MS = 100;
/** How long a hint may take before the Hint button says it is thinking. */
export const THINKING_AFTER_MS = 250;

export class Hints {
  /** The move highlighted on the board now, if any. */
  shown: Move | null = null;
  private shownTable: Table | null = null;
  private shownTimer: ReturnType<typeof setTimeout> | undefined;
  /** What is left of this deal's `HINT_BANK_MS`. */
  private bank = HINT_BANK_MS;
  /** The hint being looked for (asked again meanwhile, it answers both); its status renders the Hint button. */
  private readonly looking: Task<[], MoveJSON | null>;
  /** The hint has taken long enough to say so (no flicker for the many that answer at once). */
  private slow = false;

  constructor(
    private readonly host: SolverHost,
    private readonly games: GameController,
    private readonly deal: DealSearch,
    private readonly status: StatusVerdict,
    private readonly localize: LocalizeController,
    private readonly live: LiveRegionController,
  ) {
    this.looking = new Task(host, { task: () => this.suggestNow(), autoRun: false });
    addLateStyles(host, hintStyles);
  }

  /** A hint has been asked for and is still being looked for (once it takes a moment). */
  get thinking(): boolean {
    return this.slow && this.looking.status === TaskStatus.PENDING;
  }

  /** A new deal: its own bank. */
  reset(): void {
    this.bank = HINT_BANK_MS;
  }

  /** `hint()`: the move, highlighted and said aloud, as JSON; null (and "no hint" said) when there is none. */
  suggest(): Promise<MoveJSON | null> {
    if (this.looking.status !== TaskStatus.PENDING) {
      this.slow = false;
      const timer = setTimeout(() => {
        this.slow = true;
        this.host.requestUpdate();
      }, THINKING_AFTER_MS);
      void this.looking.run().finally(() => clearTimeout(timer));
    }
    return this.looking.taskComplete;
  }

  /** Before each render: a hint shown for an earlier position goes. */
  follow(t: Table | null): void {
    if (this.shown && this.shownTable !== t) this.clear();
  }

  hide(): void {
    if (this.clear()) this.host.requestUpdate();
  }

  private async suggestNow(): Promise<MoveJSON | null> {
    const m = await this.hint();
    const g = this.games.game;
    if (!g) return null;
    if (!m || !g.moves().includes(m)) {
      if (!m) this.live.announce(this.localize.messages.noHint);
      return null;
    }
    this.bank = Math.min(HINT_BANK_MS, this.bank + HINT_REFILL_MS);
    this.show(m, g.table);
    const messages = this.localize.messages;
    this.live.announce(messages.hint(moveInWords(messages, this.games.kit!.layout, g, m, g.table, g.rules.apply(g.table, m))));
    return moveToJSON(g.rules, m);
  }

  /** The move worth playing now (see the top of this file); null when every move leads back or none is left. */
  private async hint(): Promise<Move | null> {
    const g = this.deal.game;
    if (!g || g.won) return null;
    const t = g.table;
    const k = this.deal.knowledge!;
    const way = this.deal.wayFrom(t);
    let line = way.follow;
    if (!line && !g.lost && k.searchable(t)) {
      this.status.stop();
      // the bank is spent on long waits only; between them, the search has a moment
      const wait = this.bank >= HINT_MAX_WAIT_MS ? HINT_MAX_WAIT_MS : HINT_SHORT_WAIT_MS;
      // A brief search, over when the hint stops waiting, so that its lead is learned by then
      // (the verdict's own search goes on from where it stands once the hint is shown).
      const run = this.deal.search(true, wait, true, true);
      const t0 = now();
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([run.job.result, new Promise((resolve) => (timer = setTimeout(resolve, wait + ANSWER_SLACK_MS)))]);
      clearTimeout(timer);
      if (wait === HINT_MAX_WAIT_MS) this.bank = Math.max(0, this.bank - (now() - t0));
      // Let the search's answer be learned first.
      await Promise.resolve();
      if (this.deal.game !== g) return null;
      // the table moved on while the search looked (auto-play, a move): the hint is for the table now
      if (g.table !== t) return this.hint();
      this.status.refresh();
      const found = this.deal.wayFrom(t);
      line = found.follow ?? found.lead;
    }
    line ??= way.lead;
    const next = line?.[0];
    const moves = g.moves();
    return (next && moves.find((x) => sameEngineMove(x, next))) ?? fallbackMove(g.rules, t, moves, this.deal.seen, (u) => k.isLost(u));
  }

  private show(move: Move, t: Table): void {
    clearTimeout(this.shownTimer);
    this.shown = move;
    this.shownTable = t;
    this.shownTimer = setTimeout(() => this.hide(), HINT_MS);
    this.host.requestUpdate();
  }

  private clear(): boolean {
    clearTimeout(this.shownTimer);
    const had = this.shown !== null;
    this.shown = null;
    this.shownTable = null;
    return had;
  }
}
