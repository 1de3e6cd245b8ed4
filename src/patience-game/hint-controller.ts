/**
 * Hints, analysis, the status verdict, auto-play and auto-complete for one `<patience-game>`:
 * the one place that decides which move is worth playing, with the solver behind it.
 *
 * - The solver runs in a Web Worker through `SolverClient` (the bundle's inline worker; the
 *   main thread in slices where a page forbids it). The status verdict after each move
 *   (debounced, cancelled by the next move) and hints go through one worker shared by every
 *   element of the page (`SolverQueue`; a hint jumps the queue); `analyze()` has the element's
 *   own worker, made when first called, so a host script's analysis is never cut short.
 * - Every winning line the solver finds is kept (the positions along it, by `positionKey`):
 *   while the player follows a line, hints, the verdict and "Finish" come from it at once.
 * - A position proven unwinnable makes every position reached from it by moves unwinnable too
 *   (what can be reached from a successor can be reached from it), with no search.
 * - `hint()` answers within `HINT_WAIT_MS`: a kept line, else a short search (`HINT_SOLVE_MS`),
 *   else the heuristic (`heuristicHint`).
 * - `winnable` deals come from `findWinnableDeal` (winnable-deal.ts), node-budgeted.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { nextSafeMove } from '../engine/solver/index.js';
import type { SolveResult } from '../engine/solver/types.js';
import type { PatienceGame as EngineGame } from '../engine/session.js';
import { sameEngineMove } from '../engine/same-move.js';
import { moveToJSON, type MoveJSON } from '../engine/state.js';
import type { Move, Rules, Table } from '../engine/types.js';
import type { PatienceMoveEvent } from '../events.js';
import type { Messages } from '../i18n/index.js';
import { createInlineWorker } from '../solver/inline-worker.js';
import type { GameController } from './game-controller.js';
import { SolverQueue, type SolverJob } from './solver-queue.js';
import { DealSolver, findWinnableDeal, type WinnableDeal } from './winnable-deal.js';

export interface AnalyzeResult {
  result: 'winnable' | 'unwinnable' | 'unknown';
  /** For a winnable position: a winning line, each move as `play()` takes it. */
  moves?: MoveJSON[];
  /** Search nodes visited. */
  nodes?: number;
  ms: number;
}

export type Verdict = 'winnable' | 'unwinnable' | 'unknown';

export interface HintHost extends ReactiveControllerHost, HTMLElement {
  readonly gameController: GameController;
  readonly messages: Messages;
  /** `no-analysis`: no background verdict. */
  readonly noAnalysis: boolean;
  /** `auto-play`: safe cards go to the foundations after each move. */
  readonly autoPlay: boolean;
  /** Cards are picked up or dragged (auto-play waits). */
  readonly holding: boolean;
  readonly reducedMotion: boolean;
  announce(text: string): void;
}

/** How long a hint stays highlighted. */
export const HINT_MS = 2000;
/**
 * The search a hint may start, and how long `hint()` waits for it before the heuristic answers.
 * The worker reads its messages between slices of up to 40 ms, so a hint may first wait for a
 * background search to give way: 40 + 45 ms stays within the wait.
 */
export const HINT_SOLVE_MS = 45;
export const HINT_WAIT_MS = 85;
/** The background verdict: the quiet time after a move before it starts, and its search time. */
export const STATUS_DEBOUNCE_MS = 250;
export const STATUS_MS = 1500;
/** Auto-play: the wait after the player's move (its card lands), and between safe moves. */
const AUTO_FIRST_MS = 200;
const AUTO_STEP_MS = 160;
/** Winning lines kept, and verdicts remembered. */
const LINES_KEPT = 4;
const VERDICTS_KEPT = 2000;

/** The solver's worker: the bundle's inline worker (`SolverClient` falls back to the main thread when it cannot be made). */
const workerFactory = (): Worker => createInlineWorker();
/** Background verdicts and hints of every element on the page: one worker. */
const shared = new SolverQueue(workerFactory, 5000);
/** Ends the shared worker now if no element uses it (tests: the next one is made afresh). @internal */
export const endSharedWorker = (): void => shared.end();

interface Line {
  /** positionKey → index into `moves` of the move to play from there. */
  readonly at: Map<string, number>;
  readonly moves: readonly Move[];
}

export class HintController implements ReactiveController {
  /** The move highlighted on the board now, if any. */
  shown: Move | null = null;
  /** The verdict on the position in play (null: none yet, or analysis is off / the game is over). */
  verdict: Verdict | null = null;
  /** The verdict shown is about an earlier position: a search is pending or running. */
  checking = false;

  private shownTable: Table | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** `analyze()`: this element's own worker, made on the first call. */
  private api: SolverQueue | null = null;
  private bgJob: SolverJob | null = null;
  private deals: DealSolver | null = null;
  private lines: Line[] = [];
  private verdicts = new Map<string, Verdict>();
  private keys = new WeakMap<Table, string>();
  /** The position the verdict is about, and the game it belongs to. */
  private seenTable: Table | null = null;
  private seenGame: EngineGame | null = null;
  private seenOff = false;
  /** The position the last move event left (for "reached from an unwinnable position"). */
  private evTable: Table | null = null;
  private evGame: EngineGame | null = null;
  /** Background search: the position it is for (scheduled or running) and its token. */
  private bgFor: Table | null = null;
  private bgTimer: ReturnType<typeof setTimeout> | undefined;
  private bgToken = 0;
  private autoTimer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped when the element leaves the page: analyses in flight give up. */
  private analysis = 0;

  constructor(private readonly host: HintHost) {
    host.addController(this);
  }

  hostConnected(): void {
    shared.join(this);
    this.host.addEventListener('patience-move', this.onMove);
    this.host.addEventListener('patience-redo', this.onMove);
    this.host.addEventListener('patience-undo', this.onUndo);
    // Look at the position again (the search was stopped when the element left).
    this.seenTable = null;
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.host.removeEventListener('patience-move', this.onMove);
    this.host.removeEventListener('patience-redo', this.onMove);
    this.host.removeEventListener('patience-undo', this.onUndo);
    this.hide();
    this.stopAutoPlay();
    this.analysis++;
    this.cancelBackground();
    shared.leave(this);
    this.api?.leave(this);
    this.api = null;
    this.deals?.dispose();
    this.deals = null;
  }

  /** Before each render: the verdict follows the position in play. */
  hostUpdate(): void {
    const g = this.host.gameController.game;
    const t = g?.table ?? null;
    if (this.shown && this.shownTable !== t) this.clearHint();
    if (t === this.seenTable && g === this.seenGame && this.host.noAnalysis === this.seenOff) return;
    this.seenOff = this.host.noAnalysis;
    if (g !== this.seenGame) this.verdict = null;
    this.seenTable = t;
    this.seenGame = g;
    this.refresh(false);
  }

  /** Where the solver ran last (tests, diagnostics): `worker`, `main-thread`, or null. @internal */
  get lastRan(): { bg: string | null; api: string | null; deals: string | null } {
    return { bg: shared.lastRan, api: this.api?.lastRan ?? null, deals: this.deals?.lastRan ?? null };
  }

  /** A search in the page's shared worker (`urgent`: ahead of background work). */
  private solve(g: EngineGame, t: Table, timeMs: number, urgent: boolean): SolverJob {
    return shared.submit(this, g.variant, g.options, t, timeMs, urgent);
  }

  private keyOf(t: Table): string {
    let k = this.keys.get(t);
    if (k === undefined) this.keys.set(t, (k = positionKey(t)));
    return k;
  }

  // ---------------------------------------------------------------- what the solver knows

  /** A kept winning line through `t`, and the index of the move to play from there. */
  private lineAt(t: Table): { line: Line; index: number } | null {
    const key = this.keyOf(t);
    for (const line of this.lines) {
      const index = line.at.get(key);
      if (index !== undefined) return { line, index };
    }
    return null;
  }

  /** Keeps what a search found out about `table`. `full`: it had the status budget (an `unknown` is worth remembering). */
  private learn(rules: Rules, table: Table, r: SolveResult, full: boolean): void {
    if (r.result === 'winnable') {
      const at = new Map<string, number>();
      let t = table;
      r.moves.forEach((m, i) => {
        const k = this.keyOf(t);
        if (!at.has(k)) at.set(k, i);
        t = rules.apply(t, m);
      });
      this.lines = [{ at, moves: r.moves }, ...this.lines].slice(0, LINES_KEPT);
      this.verdicts.delete(this.keyOf(table));
    } else if (r.result === 'unwinnable') {
      this.remember(this.keyOf(table), 'unwinnable');
    } else if (full && (r.reason === 'budget' || r.reason === 'memory')) {
      this.remember(this.keyOf(table), 'unknown');
    }
  }

  private remember(key: string, v: Verdict): void {
    this.verdicts.delete(key);
    this.verdicts.set(key, v);
    if (this.verdicts.size > VERDICTS_KEPT) this.verdicts.delete(this.verdicts.keys().next().value!);
  }

  /** What is known about `t` without a search. */
  private known(g: EngineGame, t: Table): Verdict | null {
    if (g.lost) return 'unwinnable';
    if (this.lineAt(t)) return 'winnable';
    return this.verdicts.get(this.keyOf(t)) ?? null;
  }

  // ---------------------------------------------------------------- the status verdict

  /** Brings the verdict up to date with the position in play; starts a background search when nothing is known. */
  private refresh(render: boolean): void {
    const g = this.host.gameController.game;
    const before = this.verdict;
    if (!g || g.won || this.host.noAnalysis) {
      this.verdict = null;
      this.checking = false;
      this.cancelBackground();
    } else {
      const t = g.table;
      const v = this.known(g, t);
      if (v) {
        this.cancelBackground();
        this.verdict = v;
        this.checking = false;
        // Said once, when the game stops being winnable (not at a deal, not with the end panel up).
        if (v === 'unwinnable' && before !== null && before !== 'unwinnable' && g.moveCount > 0 && !g.lost) {
          this.host.announce(this.host.messages.verdict.lostNow);
        }
      } else {
        this.checking = true;
        if (this.bgFor !== t) this.scheduleBackground(t);
      }
    }
    if (render) this.host.requestUpdate();
  }

  private cancelBackground(): void {
    clearTimeout(this.bgTimer);
    this.bgTimer = undefined;
    this.bgFor = null;
    this.bgToken++;
    this.bgJob?.cancel();
    this.bgJob = null;
  }

  /** The verdict on `t`, in the worker, after a quiet moment (a new position cancels it). */
  private scheduleBackground(t: Table, delay = STATUS_DEBOUNCE_MS): void {
    this.cancelBackground();
    this.bgFor = t;
    const token = this.bgToken;
    this.bgTimer = setTimeout(async () => {
      const g = this.host.gameController.game;
      if (!g || g.table !== t || token !== this.bgToken) return;
      this.bgJob = this.solve(g, t, STATUS_MS, false);
      const r = await this.bgJob.result;
      if (token !== this.bgToken) return;
      this.bgJob = null;
      this.bgFor = null;
      if (r.result === 'unknown' && r.reason === 'cancelled') return;
      this.learn(g.rules, t, r, true);
      if (this.host.gameController.game === g && g.table === t) {
        // An unknown that is not worth remembering (an error): say unknown all the same.
        if (!this.known(g, t)) this.remember(this.keyOf(t), 'unknown');
        this.refresh(true);
      }
    }, delay);
  }

  /** A move or redo: what an unwinnable position leads to is unwinnable; auto-play goes on. */
  private readonly onMove = (e: Event): void => {
    const g = this.host.gameController.game;
    if (!g) return;
    const from = this.evGame === g ? this.evTable : null;
    this.evTable = g.table;
    this.evGame = g;
    if (from && this.verdicts.get(this.keyOf(from)) === 'unwinnable' && !this.lineAt(g.table)) {
      this.remember(this.keyOf(g.table), 'unwinnable');
    }
    const source = e.type === 'patience-move' ? (e as PatienceMoveEvent).detail.source : 'redo';
    if (source !== 'auto' && source !== 'redo' && this.host.autoPlay) this.scheduleAutoPlay(AUTO_FIRST_MS);
  };

  private readonly onUndo = (): void => {
    const g = this.host.gameController.game;
    this.evTable = g?.table ?? null;
    this.evGame = g;
    this.stopAutoPlay();
  };

  // ---------------------------------------------------------------- auto-play

  /** Plays the next safe move to a foundation after `delay`, and so on while there is one (each its own move and undo). */
  private scheduleAutoPlay(delay: number): void {
    clearTimeout(this.autoTimer);
    this.autoTimer = setTimeout(() => {
      const gc = this.host.gameController;
      const g = gc.game;
      if (!this.host.autoPlay || !g || g.won || !this.host.isConnected) return;
      if (this.host.holding) return this.scheduleAutoPlay(AUTO_STEP_MS);
      const safe = nextSafeMove(g.rules, g.table);
      // The engine's move, as the game in play lists it.
      const m = safe && g.moves().find((x) => sameEngineMove(x, safe));
      if (m && gc.play(m, 'auto')) this.scheduleAutoPlay(this.host.reducedMotion ? 0 : AUTO_STEP_MS);
    }, this.host.reducedMotion ? 0 : delay);
  }

  /** Stops auto-play's chain of safe moves (undo, Finish, the element leaving). */
  stopAutoPlay(): void {
    clearTimeout(this.autoTimer);
    this.autoTimer = undefined;
  }

  // ---------------------------------------------------------------- hints

  /** The heuristic's move (engine form), or null when no useful move is left. */
  best(): Move | null {
    const g = this.host.gameController.game;
    if (!g) return null;
    const history = g.history;
    const gc = this.host.gameController;
    return heuristicHint(g.rules, g.table, g.moves(), history[history.length - 1], (t) => gc.seen(t));
  }

  /**
   * The move worth playing now: the solver's when it has a winning line from here (a kept one,
   * or one a short search finds), else the heuristic's. Answers within about `HINT_WAIT_MS`.
   */
  async hint(): Promise<Move | null> {
    const g = this.host.gameController.game;
    if (!g || g.won) return null;
    const t = g.table;
    const fromLine = this.lineMove(g, t);
    if (fromLine) return fromLine;
    if (!this.verdicts.has(this.keyOf(t)) && !g.lost) {
      // This element's background search (if any) gives way to the hint's short one, and starts again after it.
      const resume = this.bgFor === t || this.checking;
      this.cancelBackground();
      const job = this.solve(g, t, HINT_SOLVE_MS, true);
      let late = false;
      const r = await Promise.race([job.result, new Promise<null>((resolve) => setTimeout(() => resolve(null), HINT_WAIT_MS))]);
      if (r === null) {
        late = true;
        job.cancel();
      } else if (!(r.result === 'unknown' && r.reason === 'cancelled')) {
        this.learn(g.rules, t, r, false);
      }
      const now = this.host.gameController.game;
      if (now === g && g.table === t) {
        if (resume && !this.known(g, t) && !this.host.noAnalysis) this.scheduleBackground(t, 0);
        else if (!late) this.refresh(true);
        const m = this.lineMove(g, t);
        if (m) return m;
      }
    }
    return this.best();
  }

  /** The next move of a kept winning line through `t` (the live move object), or null. */
  private lineMove(g: EngineGame, t: Table): Move | null {
    const hit = this.lineAt(t);
    if (!hit) return null;
    const m = hit.line.moves[hit.index];
    return g.moves().find((x) => sameEngineMove(x, m)) ?? null;
  }

  /** Highlights a move's piles for `HINT_MS`. */
  show(move: Move): void {
    clearTimeout(this.timer);
    this.shown = move;
    this.shownTable = this.host.gameController.game?.table ?? null;
    this.timer = setTimeout(() => this.hide(), HINT_MS);
    this.host.requestUpdate();
  }

  hide(): void {
    if (this.clearHint()) this.host.requestUpdate();
  }

  private clearHint(): boolean {
    clearTimeout(this.timer);
    this.timer = undefined;
    const had = this.shown !== null;
    this.shown = null;
    this.shownTable = null;
    return had;
  }

  // ---------------------------------------------------------------- analysis

  /**
   * The solver's verdict on the position in play (a snapshot: later moves do not change it), in
   * the worker; `unknown` when `timeMs` runs out or the element leaves the page.
   */
  async analyze(options: { timeMs?: number } = {}): Promise<AnalyzeResult> {
    const t0 = performance.now();
    const g = this.host.gameController.game;
    const timeMs = typeof options?.timeMs === 'number' && options.timeMs > 0 ? options.timeMs : 2000;
    const ms = () => Math.round(performance.now() - t0);
    if (!g) return { result: 'unknown', nodes: 0, ms: ms() };
    const { rules, table } = g;
    const token = this.analysis;
    if (!this.api) {
      this.api = new SolverQueue(workerFactory);
      this.api.join(this);
    }
    // Calls made together run one after another (none cuts another short).
    const r = await this.api.submit(this, g.variant, g.options, table, timeMs).result;
    if (token !== this.analysis) return { result: 'unknown', nodes: r.nodes, ms: ms() };
    this.learn(rules, table, r, false);
    if (this.host.gameController.game === g && g.table === table) this.refresh(true);
    return r.result === 'winnable'
      ? { result: 'winnable', moves: r.moves.map((m) => moveToJSON(rules, m)), nodes: r.nodes, ms: ms() }
      : { result: r.result, nodes: r.nodes, ms: ms() };
  }

  /**
   * Auto-complete: the rest of a kept winning line from the position in play (once the end is
   * in sight, see `offersFinish`), else the foundation moves that finish a game with nothing
   * hidden; null when neither is known.
   */
  finish(): Move[] | null {
    const g = this.host.gameController.game;
    if (!g || g.won) return null;
    const c = this.finishCache;
    if (c?.table === g.table && c.lines === this.lines) return c.moves;
    const hit = this.lineAt(g.table);
    const rest = hit ? hit.line.moves.slice(hit.index) : null;
    const moves = rest && offersFinish(g.rules, g.table, rest) ? rest : finishingMoves(g.rules, g.table);
    this.finishCache = { table: g.table, lines: this.lines, moves };
    return moves;
  }
  private finishCache: { table: Table; lines: Line[]; moves: Move[] | null } | null = null;

  // ---------------------------------------------------------------- winnable deals

  /**
   * `winnable`: the first seed from `start` whose deal the solver proves winnable within the
   * game's node budget (winnable-deal.ts); its winning line is kept. null when cancelled.
   */
  async findWinnable(variant: string, options: Record<string, unknown>, start: number, cancelled: () => boolean): Promise<WinnableDeal | null> {
    this.deals ??= new DealSolver(workerFactory);
    const token = this.analysis;
    const found = await findWinnableDeal(this.deals, variant, options, start, () => cancelled() || token !== this.analysis);
    return found;
  }

  /** Keeps a winning line found for a deal (so the verdict, hints and Finish have it at once). */
  keepLine(rules: Rules, table: Table, moves: readonly Move[]): void {
    this.learn(rules, table, { result: 'winnable', moves: [...moves], nodes: 0, ms: 0 }, false);
  }

  /** Stops a winnable-deal search in progress. */
  cancelDeal(): void {
    this.deals?.cancel();
  }

  toJSON(move: Move | null): MoveJSON | null {
    const g = this.host.gameController.game;
    return move && g ? moveToJSON(g.rules, move) : null;
  }
}

// ---- the heuristic ----

/** Does the move only put back what the previous move did? */
const reverses = (m: Move, last: Move | undefined): boolean =>
  last !== undefined && last.kind === 'move' && m.kind === 'move' && m.from === last.to && m.to === last.from && m.count === last.count;

/** How much a move is worth: progress first (foundations, cards turned up), dealing last. */
export function scoreMove(rules: Rules, table: Table, m: Move, last?: Move): number {
  if (reverses(m, last)) return -100;
  const specs = rules.specs;
  switch (m.kind) {
    case 'deal':
      return 2;
    case 'recycle':
      return 1;
    case 'cover':
      return 50;
    case 'pair': {
      // Setting aside cards that have closed cards under them opens the game up.
      const hidden = (i: number | undefined) => (i === undefined ? 0 : table.piles[i].down > 0 ? 1 : 0);
      return 50 + 5 * (hidden(m.from) + hidden(m.pair));
    }
  }
  const src = table.piles[m.from];
  const dst = table.piles[m.to];
  const from = specs[m.from];
  const to = specs[m.to];
  const n = src.cards.length;
  if (to.kind === 'foundation') return 100;
  // Below dealing: taking a card back from a foundation is rarely progress.
  if (from.kind === 'foundation') return 0.5;
  if (src.down > 0 && src.down === n - m.count) return 80; // turns a card up
  if (from.kind === 'waste' || from.kind === 'reserve' || from.kind === 'stock') return 50;
  if (n === m.count) {
    // Emptying a pile helps, unless the cards only go to another empty pile.
    return dst.cards.length === 0 && from.kind === to.kind ? 0 : 40;
  }
  // The run already lies on a card it could lie on: moving it only shuffles (below dealing).
  const under = src.cards[n - m.count - 1];
  if (from.fits && src.down <= n - m.count - 1 && from.fits(under, src.cards[n - m.count])) return 0.8;
  return 20;
}

/** A table as text, equal for equal positions (for spotting a position seen before). */
export function positionKey(table: Table): string {
  let k = String(table.redeals);
  for (const p of table.piles) k += `|${p.down}:${p.cards.join(',')}`;
  return k;
}

/**
 * A legal move worth playing (engine form), or null when none is: no legal move, or every move
 * only leads back to a position already seen (`seen`). Ties go to the move that leaves the most
 * moves open.
 */
export function heuristicHint(
  rules: Rules,
  table: Table,
  moves: readonly Move[],
  last?: Move,
  seen: (t: Table) => boolean = () => false,
): Move | null {
  let best: Move | null = null;
  let bestScore = -Infinity;
  for (const m of moves) {
    let s = scoreMove(rules, table, m, last);
    if (s < bestScore - 1) continue;
    const next = rules.apply(table, m);
    if (seen(next)) continue;
    s += Math.min(0.9, rules.legalMoves(next).length / 100);
    if (s > bestScore) {
      bestScore = s;
      best = m;
    }
  }
  return best;
}

/** Moves left in a winning line short enough to play out for the player, hidden cards or not. */
const FINISH_MOVES = 12;

/**
 * Finish must not play the game for the player from the deal: a kept winning line is offered
 * once no card is face down outside the stock (the classic moment to auto-complete), or when
 * few moves are left.
 */
function offersFinish(rules: Rules, table: Table, rest: readonly Move[]): boolean {
  return rest.length <= FINISH_MOVES || table.piles.every((p, i) => p.down === 0 || rules.specs[i].kind === 'stock');
}

/**
 * Auto-complete: when no card is face down anywhere, plays foundation moves (and turns the
 * stock when none is left) greedily; returns the moves if that wins, else null.
 */
export function finishingMoves(rules: Rules, table: Table, limit = 600): Move[] | null {
  if (!rules.specs.some((s) => s.kind === 'foundation')) return null;
  if (table.piles.some((p) => p.down > 0)) return null;
  const out: Move[] = [];
  let t = table;
  let turns = 0;
  while (!rules.isWon(t)) {
    if (out.length >= limit) return null;
    const moves = rules.legalMoves(t);
    let m = moves.find((x) => x.kind === 'move' && rules.specs[x.to].kind === 'foundation' && rules.specs[x.from].kind !== 'foundation');
    if (m) turns = 0;
    else {
      m = moves.find((x) => x.kind === 'deal' || x.kind === 'recycle');
      // Going round the whole stock without a foundation move: stuck.
      if (!m || ++turns > 200) return null;
    }
    out.push(m);
    t = rules.apply(t, m);
  }
  return out;
}
