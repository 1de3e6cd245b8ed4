/**
 * The solver's work for one `<patience-game>` (loaded after the board's first cards, behind
 * `SolverController`): the verdict in the status line, hints, `analyze()`,
 * Finish and `winnable` deals, all from one search per deal (`SolverBoard`, in the page's solver
 * worker) and what it has learned (`DealKnowledge`):
 *
 * - After each move the search is re-rooted on the position in play (after a quiet moment) and
 *   runs for `STATUS_MS`; what it proves stays proven for the whole deal. A winning line found
 *   once is followed: while the player follows it, the verdict, hints and Finish need no search.
 * - Its lines never lead back to a position of the game's way so far, so a game played by hints
 *   alone never goes round in circles; where the solver has no line yet, the fallback move is
 *   chosen with that way in view too.
 * - `hint()` answers within about `HINT_WAIT_MS`: a kept line, else whatever the search finds in
 *   that time (it keeps going afterwards), else the fallback move. While the deal has no line
 *   yet, a hint may wait longer (up to `HINT_MAX_WAIT_MS`), out of `HINT_BANK_MS` per deal: a line
 *   found early saves every later hint from guessing (and keeps most hints instant). A position
 *   the search has already given its full time to no verdict is not waited for.
 */
import type { LitElement, ReactiveController } from 'lit';
import type { GameSession } from '../../engine/session.js';
import { finishingMoves, fallbackMove } from '../../engine/solver/heuristic.js';
import { DealKnowledge, type Verdict } from '../../engine/solver/knowledge.js';
import type { SolveResult } from '../../engine/solver/types.js';
import type { WinnableDeal } from '../../engine/solver/winnable.js';
import { sameEngineMove } from '../../engine/same-move.js';
import { moveToJSON, type MoveJSON } from '../../engine/state.js';
import type { Move, Rules, Table } from '../../engine/types.js';
import { now } from '../../engine/solver/clock.js';
import { solverClient, type SolverBoard, type SolverJob } from '../../worker/solver-client.js';
import type { Messages } from '../../i18n/index.js';
import { addLateStyles } from '../views/late-styles.js';
import { renderVerdict, verdictStyles } from '../views/verdict.js';
import { moveInWords } from '../words.js';
import type { GameController } from './game-controller.js';
import type { LiveRegionController } from './live-region-controller.js';
import type { LocalizeController } from './localize-controller.js';

export type { Verdict } from '../../engine/solver/knowledge.js';

export interface AnalyzeResult {
  result: 'winnable' | 'unwinnable' | 'unknown';
  /** For a winnable position: a winning line, each move as `play()` takes it. */
  moves?: MoveJSON[];
  /** Search nodes visited. */
  nodes?: number;
  ms: number;
}

/** The element, with its `no-analysis` attribute (no background verdict). */
export type SolverHost = LitElement & { readonly noAnalysis: boolean };

/** How long a hint stays highlighted. */
export const HINT_MS = 2000;
/** How long `hint()` waits for the search before the fallback move answers. */
export const HINT_WAIT_MS = 80;
/** Once a deal's bank is spent (a hard deal, no line in sight), hints wait only this long. */
export const HINT_HARD_WAIT_MS = 30;
/** What the hints of one deal may wait beyond `HINT_WAIT_MS`, all together, while no line is known. */
export const HINT_BANK_MS = 3000;
/** The longest one hint waits for the search, bank or not: a player waits no longer than this. */
export const HINT_MAX_WAIT_MS = 1400;
/** The background verdict: the quiet time after a move before it starts, and its search time. */
export const STATUS_DEBOUNCE_MS = 150;
export const STATUS_MS = 1500;
/** How long a hint may take before the Hint button says it is thinking. */
export const THINKING_AFTER_MS = 250;
/** Moves left in a winning line short enough to play out for the player, hidden cards or not. */
export const FINISH_MOVES = 12;

interface Running {
  table: Table;
  avoid: boolean;
  /** `analyze()`'s search: nothing cuts it short (the others wait for it). */
  analysis: boolean;
  job: SolverJob<SolveResult>;
}

export class SolverWork implements ReactiveController {
  /** The move highlighted on the board now, if any. */
  shown: Move | null = null;
  /** The verdict on the position in play (null: none yet, or analysis is off / the game is over). */
  verdict: Verdict | null = null;
  /** The verdict shown is about an earlier position: a search is pending or running. */
  checking = false;
  /** A hint has been asked for and is still being looked for (shown once it takes a moment). */
  thinking = false;

  private game: GameSession | null = null;
  private board: SolverBoard | null = null;
  private knowledge: DealKnowledge | null = null;
  /** The positions of the way to the table in play (what hints must not lead back to). */
  private way: { table: Table; keys: Set<string> } | null = null;
  private running: Running | null = null;
  private seenTable: Table | null = null;
  private seenOff = false;
  private bgTimer: ReturnType<typeof setTimeout> | undefined;
  private hintTimer: ReturnType<typeof setTimeout> | undefined;
  private shownTable: Table | null = null;
  /** The hint being looked for: asked again meanwhile, it answers both. */
  private pendingHint: Promise<MoveJSON | null> | null = null;
  private thinkingTimer: ReturnType<typeof setTimeout> | undefined;
  /** `analyze()` calls made together run one after another. */
  private analyses: Promise<unknown> = Promise.resolve();
  private finishCache: { table: Table; moves: Move[] | null } | null = null;
  /** What is left of this deal's `HINT_BANK_MS`. */
  private bank = HINT_BANK_MS;

  constructor(
    private readonly host: SolverHost,
    private readonly games: GameController,
    private readonly localize: LocalizeController,
    private readonly live: LiveRegionController,
  ) {
    host.addController(this);
    addLateStyles(host, verdictStyles);
    games.onInterrupt(() => this.hide());
  }

  /** The verdict in the status line (verdict.ts). */
  renderVerdict(m: Messages, moveCount: number): ReturnType<typeof renderVerdict> {
    return renderVerdict(m, this.verdict, this.checking, moveCount);
  }

  hostConnected(): void {
    // Look at the position again (the board was closed when the element left).
    this.seenTable = null;
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.hide();
    this.closeBoard();
    this.game = null;
  }

  /** Before each render: the verdict follows the position in play. */
  hostUpdate(): void {
    const g = this.games.game;
    const t = g?.table ?? null;
    if (this.shown && this.shownTable !== t) this.clearHint();
    this.current();
    if (t === this.seenTable && this.host.noAnalysis === this.seenOff) return;
    // A move from a lost position: what it leads to is lost too.
    const k = this.knowledge;
    if (g && k && this.seenTable && g.path.at(-1) === this.seenTable && k.isLost(this.seenTable) && !k.verdict(g.table)) {
      k.remember(g.table, 'unwinnable');
    }
    this.seenOff = this.host.noAnalysis;
    this.seenTable = t;
    this.refresh(false);
  }

  // ---------------------------------------------------------------- the deal's search

  /** The game in play, adopted at once when it changed since the last render (a call right after `restore()`). */
  private current(): GameSession | null {
    const g = this.games.game;
    if (g !== this.game) this.adopt(g);
    return g;
  }

  /** A new game in play (a deal, a restore): a new search and nothing known. */
  private adopt(g: GameSession | null): void {
    this.closeBoard();
    this.game = g;
    this.verdict = null;
    this.bank = HINT_BANK_MS;
    this.knowledge = g ? new DealKnowledge(g.rules) : null;
  }

  private closeBoard(): void {
    clearTimeout(this.bgTimer);
    this.running?.job.cancel();
    this.running = null;
    this.board?.close();
    this.board = null;
    this.way = null;
    this.finishCache = null;
  }

  /** Keys of the positions the game in play went through to its table. */
  private wayKeys(g: GameSession): Set<string> {
    if (this.way?.table !== g.table) this.way = { table: g.table, keys: new Set(g.path.map((t) => this.knowledge!.keyOf(t))) };
    return this.way.keys;
  }

  private seen = (t: Table): boolean => {
    const g = this.game;
    return g !== null && (t === g.table || this.wayKeys(g).has(this.knowledge!.keyOf(t)));
  };

  /**
   * Searches the position in play (`avoid`: for a line that never leads back; else the verdict
   * whatever the line), continuing the search already running there; learns what it answers.
   */
  private search(avoid: boolean, ms: number, urgent: boolean): Running {
    const g = this.game!;
    const t = g.table;
    const r = this.running;
    if (r && r.table === t && (r.analysis || (r.avoid === avoid && !urgent))) return r;
    return this.start(g, g.history, t, avoid, ms, urgent, false);
  }

  /** Sends a search to the deal's board (it replaces the board's search in progress). */
  private start(
    g: GameSession,
    moves: readonly Move[],
    t: Table,
    avoid: boolean,
    ms: number,
    urgent: boolean,
    analysis: boolean,
    positions?: number,
  ): Running {
    this.running?.job.cancel();
    this.board ??= solverClient().openBoard(g.variant, g.options, g.start);
    const job = this.board.run(moves, { avoid, ms, urgent, positions });
    const running: Running = { table: t, avoid, analysis, job };
    this.running = running;
    void job.result.then((res) => this.answered(g, running, res));
    return running;
  }

  private answered(g: GameSession, run: Running, res: SolveResult): void {
    if (this.running === run) this.running = null;
    if (res.result === 'unknown' && res.reason === 'cancelled') return;
    if (g !== this.game) return;
    const before = this.onScreen();
    this.knowledge!.learn(run.table, res, run.avoid);
    this.finishCache = null;
    // No line avoids the way here: the true verdict, whatever its line.
    if (
      res.result === 'unknown' &&
      res.reason === 'avoided' &&
      g.table === run.table &&
      this.knowledge!.verdict(run.table) === null &&
      !this.host.noAnalysis
    ) {
      this.search(false, STATUS_MS, false);
      return;
    }
    this.refresh(false);
    // Rendered only when something shown changed (`analyze()` answers without a render).
    if (this.onScreen() !== before) this.host.requestUpdate();
  }

  /** What of the solver the board shows: the verdict, whether it is being checked, the Finish button. */
  private onScreen(): string {
    return `${this.verdict}|${this.checking}|${this.game !== null && !this.game.won && this.finish() !== null}`;
  }

  // ---------------------------------------------------------------- the status verdict

  /** Brings the verdict up to date with the position in play; starts the search when it is needed. */
  private refresh(render: boolean): void {
    const g = this.game;
    const before = this.verdict;
    clearTimeout(this.bgTimer);
    if (!g || g.won || this.host.noAnalysis) {
      this.verdict = null;
      this.checking = false;
      if (this.running && !this.running.analysis && this.running.table !== g?.table) this.running.job.cancel();
    } else {
      const t = g.table;
      const k = this.knowledge!;
      const v = g.lost ? 'unwinnable' : k.verdict(t);
      this.checking = v === null;
      if (v) this.verdict = v;
      // Said once, when the game stops being winnable (not at a deal, not with the end panel up).
      if (v === 'unwinnable' && before !== null && before !== 'unwinnable' && g.moveCount > 0 && !g.lost) {
        this.live.announce(this.localize.messages.verdict.lostNow);
      }
      if (this.running && !this.running.analysis && this.running.table !== t) {
        this.running.job.cancel();
        this.running = null;
      }
      // Unknown yet, or winnable with no line that hints may follow: search (after a quiet moment; at once on a deal).
      const wanted = v === null || (v === 'winnable' && !this.hintLine(k, t) && !k.noLineFrom(t));
      if (wanted && !this.running) {
        this.bgTimer = setTimeout(
          () => {
            if (this.game === g && g.table === t && !this.running) this.search(true, STATUS_MS, false);
          },
          g.canUndo ? STATUS_DEBOUNCE_MS : 0,
        );
      }
    }
    if (render) this.host.requestUpdate();
  }

  // ---------------------------------------------------------------- hints

  /**
   * The move worth playing now: the next move of a winning line from here that never leads back
   * to a position of the game so far, else the fallback move (which never does either); null
   * when every move leads back or none is left.
   */
  private async hint(): Promise<Move | null> {
    const g = this.current();
    if (!g || g.won) return null;
    const t = g.table;
    const k = this.knowledge!;
    let line = this.hintLine(k, t);
    const known = k.verdict(t);
    if (!line && !g.lost && known !== 'unwinnable' && known !== 'unknown' && !k.noLineFrom(t)) {
      // The search runs on in the background after the wait, for the verdict and the next hint.
      clearTimeout(this.bgTimer);
      const wait = this.bank > 0 ? Math.min(HINT_MAX_WAIT_MS, HINT_WAIT_MS + this.bank) : HINT_HARD_WAIT_MS;
      // The search runs at least as long as the hint may wait (else it would give up first).
      const run = this.search(true, Math.max(STATUS_MS, wait), true);
      const t0 = now();
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([run.job.result, new Promise((resolve) => (timer = setTimeout(resolve, wait)))]);
      clearTimeout(timer);
      this.bank = Math.max(0, this.bank - Math.max(0, now() - t0 - HINT_WAIT_MS));
      // Let `answered` learn first.
      await Promise.resolve();
      if (this.game !== g || g.table !== t) return null;
      line = this.hintLine(k, t);
    }
    const next = line?.[0];
    const moves = g.moves();
    return (next && moves.find((x) => sameEngineMove(x, next))) ?? fallbackMove(g.rules, t, moves, this.seen, (u) => k.isLost(u));
  }

  /**
   * `hint()`: the move worth playing now, highlighted for `HINT_MS` and said aloud, as JSON; null
   * (and "no hint" said) when there is none.
   */
  suggest(): Promise<MoveJSON | null> {
    if (this.pendingHint) return this.pendingHint;
    // Said only when the search takes a moment (most hints answer at once: no flicker).
    this.thinkingTimer = setTimeout(() => {
      this.thinking = true;
      this.host.requestUpdate();
    }, THINKING_AFTER_MS);
    const done = (): void => {
      clearTimeout(this.thinkingTimer);
      this.pendingHint = null;
      if (!this.thinking) return;
      this.thinking = false;
      this.host.requestUpdate();
    };
    const p = this.suggestNow().finally(done);
    this.pendingHint = p;
    return p;
  }

  private async suggestNow(): Promise<MoveJSON | null> {
    const m = await this.hint();
    const g = this.games.game;
    if (!g) return null;
    if (!m || !g.moves().includes(m)) {
      if (!m) this.live.announce(this.localize.messages.noHint);
      return null;
    }
    this.show(m);
    const messages = this.localize.messages;
    this.live.announce(messages.hint(moveInWords(messages, this.games.kit!.layout, g, m, g.table, g.rules.apply(g.table, m))));
    return this.toJSON(m);
  }

  /** The kept line hints follow from `t` (worked out once per position and what is known). */
  private hintLine(k: DealKnowledge, t: Table): readonly Move[] | null {
    const c = this.lineCache;
    if (c?.table === t && c.version === k.version) return c.line;
    const line = k.lineFrom(t, this.seen);
    this.lineCache = { table: t, version: k.version, line };
    return line;
  }
  private lineCache: { table: Table; version: number; line: readonly Move[] | null } | null = null;

  /** Highlights a move's piles for `HINT_MS`. */
  private show(move: Move): void {
    clearTimeout(this.hintTimer);
    this.shown = move;
    this.shownTable = this.game?.table ?? null;
    this.hintTimer = setTimeout(() => this.hide(), HINT_MS);
    this.host.requestUpdate();
  }

  hide(): void {
    if (this.clearHint()) this.host.requestUpdate();
  }

  private clearHint(): boolean {
    clearTimeout(this.hintTimer);
    const had = this.shown !== null;
    this.shown = null;
    this.shownTable = null;
    return had;
  }

  private toJSON(move: Move | null): MoveJSON | null {
    return move && this.game ? moveToJSON(this.game.rules, move) : null;
  }

  // ---------------------------------------------------------------- analysis

  /**
   * The solver's verdict on the position in play (a snapshot: later moves do not change it),
   * from what the deal's search knows, else a search of up to `timeMs` and `positions`
   * (`positions` alone: no time limit, the same answer on every machine); `unknown` when the
   * budget runs out or the element leaves the page.
   */
  analyze(options: { timeMs?: number; positions?: number } = {}): Promise<AnalyzeResult> {
    const t0 = now();
    const given = (v: unknown): number | undefined => (typeof v === 'number' && v > 0 ? v : undefined);
    const positions = given(options?.positions);
    const timeMs = given(options?.timeMs) ?? (positions ? Infinity : 2000);
    const ms = () => Math.round(now() - t0);
    const g = this.current();
    if (!g) return Promise.resolve({ result: 'unknown', nodes: 0, ms: 0 });
    const t = g.table;
    const moves = g.history;
    const answer = this.analyses.then(async (): Promise<AnalyzeResult> => {
      const k = this.knowledge!;
      const known = (): AnalyzeResult | null => {
        const line = k.anyLineFrom(t);
        if (line) return { result: 'winnable', moves: line.map((m) => moveToJSON(g.rules, m)), nodes: 0, ms: ms() };
        if (g.rules.legalMoves(t).length === 0 || k.isLost(t)) return { result: 'unwinnable', nodes: 0, ms: ms() };
        return null;
      };
      const before = known();
      if (before || this.game !== g) return before ?? { result: 'unknown', nodes: 0, ms: ms() };
      // The board's own search, on the position asked about (the search of the position in play waits, and comes back after).
      const r = await this.start(g, moves, t, false, timeMs, true, true, positions).job.result;
      // (the positions the search took, for a verdict it proved too)
      const after = known();
      return after ? { ...after, nodes: r.nodes } : { result: 'unknown', nodes: r.nodes, ms: ms() };
    });
    this.analyses = answer;
    return answer;
  }

  // ---------------------------------------------------------------- Finish

  /**
   * Auto-complete: the rest of a kept winning line from the position in play (once the end is in
   * sight: nothing face down outside the stock, or few moves left), else the foundation moves
   * that finish a game with nothing hidden; null when neither is known.
   */
  finish(): Move[] | null {
    const g = this.current();
    if (!g || g.won) return null;
    if (this.finishCache?.table === g.table) return this.finishCache.moves;
    const rest = this.knowledge!.anyLineFrom(g.table);
    const moves = rest && endInSight(g.rules, g.table, rest) ? [...rest] : finishingMoves(g.rules, g.table);
    this.finishCache = { table: g.table, moves };
    return moves;
  }

  // ---------------------------------------------------------------- winnable deals

  /** `winnable`: the first seed from `start` whose deal the solver proves winnable; null once `signal` aborts. */
  findWinnable(variant: string, options: Record<string, unknown>, start: number, signal: AbortSignal): Promise<WinnableDeal | null> {
    const job = solverClient().findWinnable(variant, options as Record<string, string>, start);
    signal.addEventListener('abort', () => job.cancel(), { once: true });
    return job.result;
  }

  /** Keeps a winning line found for the deal in play (so the verdict, hints and Finish have it at once). */
  keepLine(table: Table, moves: readonly Move[]): void {
    this.current();
    this.knowledge?.keepLine(table, moves);
    this.finishCache = null;
  }
}

/**
 * Finish must not play the game for the player from the deal: the end is in sight when few moves
 * are left, when what is left only sends cards home (or turns the stock), or, in a game dealt
 * with cards face down outside the stock, once none is left so (the classic moment).
 */
function endInSight(rules: Rules, table: Table, rest: readonly Move[]): boolean {
  if (rest.length <= FINISH_MOVES) return true;
  if (rest.every((m) => m.kind === 'deal' || m.kind === 'recycle' || rules.specs[m.to].kind === 'foundation')) return true;
  return dealsHidden(rules) && !hidden(rules, table);
}

const hidden = (rules: Rules, t: Table): boolean => t.piles.some((p, i) => p.down > 0 && rules.specs[i].kind !== 'stock');
const dealtHidden = new WeakMap<Rules, boolean>();
/** Does the game deal cards face down outside the stock (as Klondike does)? */
function dealsHidden(rules: Rules): boolean {
  let v = dealtHidden.get(rules);
  if (v === undefined) dealtHidden.set(rules, (v = hidden(rules, rules.deal(1))));
  return v;
}
