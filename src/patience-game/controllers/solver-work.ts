/**
 * The solver's work for one `<patience-game>` (loaded after the board's first cards, behind
 * `SolverController`), all from one search per deal and what it has learned (`DealSearch`,
 * deal-search.ts, in the page's solver worker), in pieces that each do one thing:
 *
 * - the verdict in the status line (`StatusVerdict`, status-verdict.ts);
 * - hints (`Hints`, hints.ts): a kept line that never leads back, else what the search finds in a
 *   moment, else the fallback move;
 * - `analyze()` (here): a snapshot verdict, its calls answered one after another;
 * - Finish (finish.ts) and `winnable` deals (the worker's own search of seeds).
 *
 * What a search proves stays proven for the whole deal; a winning line found once is followed, so
 * while the player follows it the verdict, hints and Finish need no search.
 */
import type { ReactiveController } from 'lit';
import type { GameSession } from '../../engine/session.js';
import type { Verdict } from '../../engine/solver/knowledge.js';
import type { SolveResult } from '../../engine/solver/types.js';
import type { WinnableDeal } from '../../engine/solver/winnable.js';
import { moveToJSON, type MoveJSON } from '../../engine/state.js';
import type { Move, Table } from '../../engine/types.js';
import { now } from '../../engine/solver/clock.js';
import { solverClient } from '../../worker/solver-client.js';
import type { Messages } from '../../i18n/index.js';
import { addLateStyles } from '../views/late-styles.js';
import { verdictStyles } from '../views/verdict.js';
import { DealSearch, type Running } from './deal-search.js';
import { finishFrom } from './finish.js';
import type { GameController } from './game-controller.js';
import { Hints } from './hints.js';
import type { LiveRegionController } from './live-region-controller.js';
import type { LocalizeController } from './localize-controller.js';
import { STATUS_MS, StatusVerdict, type SolverHost } from './status-verdict.js';

export type { Verdict } from '../../engine/solver/knowledge.js';
// (here, so that it comes in this file with the solver's work, and Lit's task with it)
export { WinnableDealing } from './winnable-dealing.js';

export interface AnalyzeResult {
  result: 'winnable' | 'unwinnable' | 'unknown';
  /** For a winnable position: a winning line, each move as `play()` takes it. */
  moves?: MoveJSON[];
  /** Search nodes visited. */
  nodes?: number;
  ms: number;
}

export type { SolverHost } from './status-verdict.js';

export class SolverWork implements ReactiveController {
  private readonly deal = new DealSearch((run, res) => this.learned(run, res));
  private readonly status: StatusVerdict;
  private readonly hints: Hints;
  private seenTable: Table | null = null;
  private seenOff = false;
  /** `analyze()` calls made together run one after another. */
  private analyses: Promise<unknown> = Promise.resolve();
  private finishCache: { table: Table; moves: Move[] | null } | null = null;

  constructor(
    private readonly host: SolverHost,
    private readonly games: GameController,
    localize: LocalizeController,
    live: LiveRegionController,
  ) {
    host.addController(this);
    addLateStyles(host, verdictStyles);
    this.status = new StatusVerdict(host, this.deal, localize, live);
    this.hints = new Hints(host, games, this.deal, this.status, localize, live);
    games.onInterrupt(() => this.hints.hide());
  }

  get shown(): Move | null {
    return this.hints.shown;
  }
  get verdict(): Verdict | null {
    return this.status.verdict;
  }
  get checking(): boolean {
    return this.status.checking;
  }
  get thinking(): boolean {
    return this.hints.thinking;
  }
  renderVerdict(m: Messages, moveCount: number): ReturnType<StatusVerdict['render']> {
    return this.status.render(m, moveCount);
  }

  hostConnected(): void {
    // Look at the position again (the board was closed when the element left).
    this.seenTable = null;
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.hints.hide();
    this.status.stop();
    this.deal.close();
    this.deal.game = null;
    this.finishCache = null;
  }

  /** Before each render: the verdict follows the position in play. */
  hostUpdate(): void {
    const g = this.games.game;
    const t = g?.table ?? null;
    this.hints.follow(t);
    this.current();
    if (t === this.seenTable && this.host.noAnalysis === this.seenOff) return;
    // A move from a lost position: what it leads to is lost too.
    const k = this.deal.knowledge;
    if (g && k && this.seenTable && g.path.at(-1) === this.seenTable && k.isLost(this.seenTable) && !k.verdict(g.table)) {
      k.remember(g.table, 'unwinnable');
    }
    this.seenOff = this.host.noAnalysis;
    this.seenTable = t;
    this.status.refresh();
  }

  /** The game in play, adopted at once when it changed since the last render (a call right after `restore()`). */
  private current(): GameSession | null {
    const g = this.games.game;
    if (g !== this.deal.game) {
      this.status.reset();
      this.hints.reset();
      this.deal.adopt(g);
      this.finishCache = null;
    }
    return g;
  }

  /** A search answered and the deal's knowledge learned it. */
  private learned(run: Running, res: SolveResult): void {
    const before = this.onScreen();
    this.finishCache = null;
    const g = this.deal.game!;
    // No line avoids the way here: the true verdict, whatever its line.
    if (
      res.result === 'unknown' &&
      res.reason === 'avoided' &&
      g.table === run.table &&
      this.deal.knowledge!.verdict(run.table) === null &&
      !this.host.noAnalysis
    ) {
      this.deal.search(false, STATUS_MS, false);
      return;
    }
    this.status.refresh();
    // Rendered only when something shown changed (`analyze()` answers without a render).
    if (this.onScreen() !== before) this.host.requestUpdate();
  }

  /** What of the solver the board shows: the verdict, whether it is being checked, the Finish button. */
  private onScreen(): string {
    const g = this.deal.game;
    return `${this.status.verdict}|${this.status.checking}|${g !== null && !g.won && this.finish() !== null}`;
  }

  suggest(): Promise<MoveJSON | null> {
    this.current();
    return this.hints.suggest();
  }

  hide(): void {
    this.hints.hide();
  }

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
    const k = this.deal.knowledge!;
    const known = (): AnalyzeResult | null => {
      const line = k.anyLineFrom(t);
      if (line) return { result: 'winnable', moves: line.map((m) => moveToJSON(g.rules, m)), nodes: 0, ms: ms() };
      if (g.rules.legalMoves(t).length === 0 || k.isLost(t)) return { result: 'unwinnable', nodes: 0, ms: ms() };
      return null;
    };
    const answer = this.analyses.then(async (): Promise<AnalyzeResult> => {
      const before = known();
      if (before || this.deal.game !== g) return before ?? { result: 'unknown', nodes: 0, ms: ms() };
      // The board's own search, on the position asked about (the search of the position in play waits, and comes back after).
      const run = this.deal.start(moves, t, { avoid: false, ms: timeMs, urgent: true, analysis: true, positions });
      const r = await run.job.result;
      // (the positions the search took, for a verdict it proved too)
      const after = known();
      return after ? { ...after, nodes: r.nodes } : { result: 'unknown', nodes: r.nodes, ms: ms() };
    });
    this.analyses = answer;
    return answer;
  }

  /** Finish (finish.ts), worked out once per position. */
  finish(): Move[] | null {
    const g = this.current();
    if (!g || g.won) return null;
    if (this.finishCache?.table !== g.table)
      this.finishCache = { table: g.table, moves: finishFrom(g.rules, g.table, this.deal.knowledge!) };
    return this.finishCache.moves;
  }

  /** `winnable`: the first seed from `start` whose deal the solver proves winnable; null once `signal` aborts. */
  findWinnable(variant: string, options: Record<string, unknown>, start: number, signal: AbortSignal): Promise<WinnableDeal | null> {
    const job = solverClient().findWinnable(variant, options as Record<string, string>, start);
    signal.addEventListener('abort', () => job.cancel(), { once: true });
    return job.result;
  }

  /** Keeps a winning line found for the deal in play (so the verdict, hints and Finish have it at once). */
  keepLine(table: Table, moves: readonly Move[]): void {
    this.current();
    this.deal.knowledge?.keepLine(table, moves);
    this.finishCache = null;
  }
}
