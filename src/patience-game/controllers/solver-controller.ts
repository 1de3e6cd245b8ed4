/**
 * The solver for one `<patience-game>`, as the rest of the element sees it: the verdict in the
 * status line, hints, `analyze()`, Finish and `winnable` deals. The work itself (`SolverWork`,
 * solver-work.ts, with the page's side of the worker) is loaded once the board's first cards are
 * drawn, or at once when a call needs it; until then there is no verdict yet and nothing to show.
 */
import { nothing, type ReactiveController, type TemplateResult } from 'lit';
import type { Verdict } from '../../engine/solver/knowledge.js';
import type { WinnableDeal } from '../../engine/solver/winnable.js';
import type { MoveJSON } from '../../engine/state.js';
import type { Move, Table } from '../../engine/types.js';
import type { GameController } from './game-controller.js';
import type { LiveRegionController } from './live-region-controller.js';
import type { LocalizeController } from './localize-controller.js';
import type { AnalyzeResult, SolverHost, SolverWork } from './solver-work.js';
import type { Messages } from '../../i18n/index.js';
import { renderChecking } from '../views/solver-status.js';
import { afterFirstFrame } from './after-first-frame.js';
import { LazyPart } from './lazy-part.js';

export type { AnalyzeResult, SolverHost } from './solver-work.js';

export type { Verdict } from '../../engine/solver/knowledge.js';

export class SolverController implements ReactiveController {
  /** Made for a board on the page (a board that left before opens nothing in the worker; it is made when the board comes back), or at once for a call. */
  private readonly part = new LazyPart(
    () => import('./solver-work.js'),
    (m) => {
      if (!this.forCall && !this.host.isConnected) return null;
      // It joins the host's controllers (connected at once) and follows the game from here.
      const work = new m.SolverWork(this.host, this.games, this.localize, this.live);
      this.host.requestUpdate();
      return work;
    },
  );
  private forCall = false;
  private waiting = false;
  /** A hint asked for before the work came: asked again meanwhile, it answers both. */
  private pendingHint: Promise<MoveJSON | null> | null = null;

  constructor(
    private readonly host: SolverHost,
    private readonly games: GameController,
    private readonly localize: LocalizeController,
    private readonly live: LiveRegionController,
  ) {
    host.addController(this);
  }

  /** After a render that drew a board: the work comes once that frame is on screen, behind the first cards. */
  hostUpdated(): void {
    if (this.work || this.waiting || !this.games.game) return;
    this.waiting = true;
    const go = () => {
      this.waiting = false;
      void this.load();
    };
    afterFirstFrame(go);
  }

  private get work(): SolverWork | null {
    return this.part.value;
  }

  /** The work, made once its code has come (`forCall`: made even for a board off the page). */
  private load(forCall = false): Promise<SolverWork | null> {
    if (forCall) this.forCall = true;
    return this.part.get();
  }

  /** Settles once the work is here, for a board showing a game (`updateComplete` waits for it). */
  get ready(): Promise<unknown> | null {
    return this.work || !this.games.game || !this.host.isConnected ? null : this.load();
  }

  /** The move highlighted on the board now, if any. */
  get shown(): Move | null {
    return this.work?.shown ?? null;
  }
  /** The verdict on the position in play (null: none yet, or analysis is off / the game is over). */
  get verdict(): Verdict | null {
    return this.work?.verdict ?? null;
  }
  /** The verdict shown is about an earlier position: a search is pending or running. */
  get checking(): boolean {
    const g = this.games.shown;
    return this.work ? this.work.checking : !this.host.noAnalysis && g !== null && !g.won;
  }
  /** The verdict in the status line: until the work has come, that the position is being looked at. */
  renderVerdict(m: Messages, moveCount: number): TemplateResult | typeof nothing {
    if (this.work) return this.work.renderVerdict(m, moveCount);
    return this.checking ? renderChecking(m) : nothing;
  }
  /** A hint has been asked for and is still being looked for. */
  get thinking(): boolean {
    return this.work?.thinking ?? false;
  }

  /** A move worth playing now (highlighted for a moment), or null when none is left. */
  suggest(): Promise<MoveJSON | null> {
    if (this.work) return this.work.suggest();
    this.pendingHint ??= this.load(true).then(
      (w) => {
        this.pendingHint = null;
        return w!.suggest();
      },
      // (its code could not come, as offline: no hint, and nothing thrown at the page)
      () => {
        this.pendingHint = null;
        return null;
      },
    );
    return this.pendingHint;
  }

  async analyze(options: { timeMs?: number; positions?: number } = {}): Promise<AnalyzeResult> {
    const work = await this.load(true).catch(() => null);
    return work ? work.analyze(options) : { result: 'unknown', nodes: 0, ms: 0 };
  }

  /** Finish: the rest of a kept winning line, or the moves that finish a game with nothing hidden; null when neither is known. */
  finish(): Move[] | null {
    return this.work?.finish() ?? null;
  }

  hide(): void {
    this.work?.hide();
  }

  /** `winnable`: the first seed from `start` whose deal the solver proves winnable; null once `signal` aborts. */
  async findWinnable(variant: string, options: Record<string, unknown>, start: number, signal: AbortSignal): Promise<WinnableDeal | null> {
    return (await this.load(true))!.findWinnable(variant, options, start, signal);
  }

  /** Keeps a winning line found for the deal in play (so the verdict, hints and Finish have it at once). */
  keepLine(table: Table, moves: readonly Move[]): void {
    this.work?.keepLine(table, moves);
  }
}
