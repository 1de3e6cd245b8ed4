/**
 * One deal's search, in the page's solver worker (`SolverBoard`), and what it has learned
 * (`DealKnowledge`): a search is rooted on the position asked about and replaces the one running
 * (`analyze()`'s is never cut short), every answer is learned, and the way the game in play came
 * to its table is kept, since the lines hints follow must never lead back to it.
 */
import type { GameSession } from '../../engine/session.js';
import { DealKnowledge } from '../../engine/solver/knowledge.js';
import type { SolveResult } from '../../engine/solver/types.js';
import type { Move, Table } from '../../engine/types.js';
import { solverClient, type SolverBoard, type SolverJob } from '../../worker/solver-client.js';

/** A search on its way. */
export interface Running {
  readonly table: Table;
  /** It looks for a line that never leads back to the way (else: the verdict, whatever the line). */
  readonly avoid: boolean;
  /** `analyze()`'s search: nothing cuts it short (the others wait for it). */
  readonly analysis: boolean;
  /** A hint's brief search: its running out of time is no verdict on the position (only its line or lead is kept). */
  readonly brief?: boolean;
  readonly job: SolverJob<SolveResult>;
}

export class DealSearch {
  /** The game whose deal is searched (the game in play, once adopted). */
  game: GameSession | null = null;
  knowledge: DealKnowledge | null = null;
  running: Running | null = null;
  private board: SolverBoard | null = null;
  /** The positions of the way to the table in play. */
  private way: { table: Table; keys: Set<string> } | null = null;
  private lineCache: { table: Table; version: number; line: readonly Move[] | null } | null = null;

  /** `learned`: told of every answer learned (not of searches cancelled, or of an earlier game). */
  constructor(private readonly learned: (run: Running, res: SolveResult) => void) {}

  /** A new game in play (a deal, a restore): a new search and nothing known. */
  adopt(g: GameSession | null): void {
    this.close();
    this.game = g;
    this.knowledge = g ? new DealKnowledge(g.rules) : null;
  }

  /** Stops the search and closes the deal's board in the worker (what was learned stays). */
  close(): void {
    this.running?.job.cancel();
    this.running = null;
    this.board?.close();
    this.board = null;
    this.way = null;
  }

  /** Cancels the search running unless it is `analyze()`'s or about `t`. */
  keepOnly(t: Table | undefined): void {
    if (this.running && !this.running.analysis && this.running.table !== t) {
      this.running.job.cancel();
      this.running = null;
    }
  }

  /** Has the game in play been in `t` (its table now, or a position on its way)? */
  readonly seen = (t: Table): boolean => {
    const g = this.game;
    if (!g) return false;
    if (t === g.table) return true;
    if (this.way?.table !== g.table) this.way = { table: g.table, keys: new Set(g.path.map((p) => this.knowledge!.keyOf(p))) };
    return this.way.keys.has(this.knowledge!.keyOf(t));
  };

  /** The kept winning line from `t` that never leads back (what hints follow), worked out once per position and what is known. */
  lineFrom(t: Table): readonly Move[] | null {
    const k = this.knowledge;
    if (!k) return null;
    const c = this.lineCache;
    if (c?.table === t && c.version === k.version) return c.line;
    const line = k.lineFrom(t, this.seen);
    this.lineCache = { table: t, version: k.version, line };
    return line;
  }

  /** What a hint follows from `t` (`DealKnowledge.wayFrom`). */
  wayFrom(t: Table): { follow: readonly Move[] | null; lead: readonly Move[] | null } {
    return this.knowledge?.wayFrom(t, this.seen) ?? { follow: null, lead: null };
  }

  /**
   * Searches the position in play (`avoid`: for a line that never leads back; else the verdict
   * whatever the line), continuing the search already running there unless it is `urgent`.
   */
  search(avoid: boolean, ms: number, urgent: boolean, brief = false): Running {
    const g = this.game!;
    const r = this.running;
    if (r && r.table === g.table && (r.analysis || (r.avoid === avoid && !urgent))) return r;
    return this.start(g.history, g.table, { avoid, ms, urgent, analysis: false, brief });
  }

  /** Sends a search of `t` (reached by `moves` from the deal) to the deal's board, replacing the board's search in progress. */
  start(
    moves: readonly Move[],
    t: Table,
    o: { avoid: boolean; ms: number; urgent: boolean; analysis: boolean; brief?: boolean; positions?: number },
  ): Running {
    const g = this.game!;
    this.running?.job.cancel();
    this.board ??= solverClient().openBoard(g.variant, g.options, g.start);
    const job = this.board.run(moves, { avoid: o.avoid, ms: o.ms, urgent: o.urgent, positions: o.positions });
    const run: Running = { table: t, avoid: o.avoid, analysis: o.analysis, brief: o.brief, job };
    this.running = run;
    void job.result.then((res) => {
      if (this.running === run) this.running = null;
      if ((res.result === 'unknown' && res.reason === 'cancelled') || g !== this.game) return;
      this.knowledge!.learn(run.table, res, run.avoid, !run.brief);
      this.learned(run, res);
    });
    return run;
  }
}
