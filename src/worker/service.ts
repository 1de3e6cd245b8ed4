/**
 * Runs the solver's jobs for every board of a page, in slices, so that one long search never
 * keeps another (or a message) waiting: in the solver's worker, or on the page where no worker
 * can be made. Urgent jobs (a hint, `analyze()`) go first, the rest take turns. Each board keeps
 * one search for its whole deal (`BoardSearch`). A game's rules and solver are loaded the first
 * time a message names the game; messages are handled in the order they came.
 */
import { rulesOf } from '../engine/session.js';
import { BoardSearch } from '../engine/solver/board.js';
import { now } from '../engine/solver/clock.js';
import type { GameSolver } from '../engine/solver/hooks.js';
import type { Lead, SolveResult } from '../engine/solver/types.js';
import { WinnableDealSearch } from '../engine/solver/winnable.js';
import type { Options, Rules } from '../engine/types.js';
import { addDescribed } from '../games/defined-games.js';
import { entryOf, loadGame, loadSolver } from '../games/registry.js';
import type { GameDescription } from '../engine/description/types.js';
import type { SolverRequest, SolverResponse } from './protocol.js';

interface RunJob {
  kind: 'run';
  id: number;
  board: number;
  /** Milliseconds of search left, and spent; positions left to search. */
  left: number;
  positions: number;
  spent: number;
  urgent: boolean;
}

interface DealJob {
  kind: 'deal';
  id: number;
  urgent: false;
  search: WinnableDealSearch;
}

type Job = RunJob | DealJob;

const cancelled = (): SolveResult => ({ result: 'unknown', reason: 'cancelled', nodes: 0, ms: 0 });
const message = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** A search out of time or positions says where it sees most promise (what a hint plays meanwhile). */
function leadOf(r: SolveResult | null, board: BoardSearch): { lead?: Lead } {
  if (r && (r.result !== 'unknown' || r.reason !== 'budget')) return {};
  const lead = board.lead();
  return lead ? { lead } : {};
}

export class SolverService {
  private readonly boards = new Map<number, BoardSearch>();
  private readonly jobs: Job[] = [];
  private scheduled = false;
  /** Messages are handled one after another, each once the game it names has loaded. */
  private inbox: Promise<void> = Promise.resolve();

  /**
   * `send`: where answers go. `later`: runs a function as a new task soon (so messages are heard
   * between slices). `sliceMs`: search time per slice.
   */
  constructor(
    private readonly send: (msg: SolverResponse) => void,
    private readonly later: (fn: () => void) => void,
    private readonly sliceMs: number,
  ) {}

  receive(msg: SolverRequest): void {
    this.inbox = this.inbox
      .then(() => this.handle(msg))
      .catch((err: unknown) => {
        if ('id' in msg) this.send({ id: msg.id, error: message(err) });
      });
  }

  /** The rules of a game under options, and its solver, loaded. */
  private async game(variant: string, options: Options, description?: GameDescription): Promise<{ rules: Rules; solver: GameSolver }> {
    if (description && description.id === variant && !entryOf(variant)) addDescribed(description);
    const [game, solver] = await Promise.all([loadGame(variant), loadSolver(variant)]);
    return { rules: rulesOf(game.rules, options), solver };
  }

  private async handle(msg: SolverRequest): Promise<void> {
    switch (msg.type) {
      case 'open': {
        this.dropBoardJob(msg.board);
        this.boards.delete(msg.board);
        const { rules, solver } = await this.game(msg.variant, msg.options, msg.description);
        this.boards.set(msg.board, new BoardSearch(rules, solver, msg.start));
        return;
      }
      case 'close':
        this.dropBoardJob(msg.board);
        this.boards.delete(msg.board);
        return;
      case 'cancel': {
        const i = this.jobs.findIndex((j) => j.id === msg.id);
        if (i >= 0) this.finish(i, cancelled());
        return;
      }
      case 'run': {
        const board = this.boards.get(msg.board);
        if (!board) throw new Error(`No board ${msg.board}: open it first`);
        this.dropBoardJob(msg.board);
        board.aim(msg.moves, msg.avoid);
        const positions = msg.positions ?? Infinity;
        this.add({ kind: 'run', id: msg.id, board: msg.board, left: msg.ms, positions, spent: 0, urgent: msg.urgent });
        return;
      }
      case 'deal': {
        const { rules, solver } = await this.game(msg.variant, msg.options, msg.description);
        this.add({
          kind: 'deal',
          id: msg.id,
          urgent: false,
          search: new WinnableDealSearch(rules, solver, msg.seed, msg.nodes, msg.tries),
        });
        return;
      }
    }
  }

  private add(job: Job): void {
    if (job.urgent) {
      let at = 0;
      while (at < this.jobs.length && this.jobs[at].urgent) at++;
      this.jobs.splice(at, 0, job);
    } else {
      this.jobs.push(job);
    }
    this.schedule();
  }

  private dropBoardJob(board: number): void {
    const i = this.jobs.findIndex((j) => j.kind === 'run' && j.board === board);
    if (i >= 0) this.finish(i, cancelled());
  }

  private finish(i: number, result: SolveResult): void {
    const [job] = this.jobs.splice(i, 1);
    this.send({ id: job.id, result });
  }

  private schedule(): void {
    if (this.scheduled || this.jobs.length === 0) return;
    this.scheduled = true;
    this.later(() => {
      this.scheduled = false;
      this.slice();
      this.schedule();
    });
  }

  /** One slice of the first job; a job that is not done goes to the back of its class. */
  private slice(): void {
    const job = this.jobs[0];
    if (!job) return;
    try {
      if (job.kind === 'deal') {
        const found = job.search.step(this.sliceMs);
        if (found) {
          this.jobs.shift();
          this.send({ id: job.id, deal: found });
          return;
        }
      } else {
        const board = this.boards.get(job.board)!;
        const t0 = now();
        const n0 = board.nodes;
        const r = board.step(Math.min(this.sliceMs, job.left), job.positions);
        const spent = Math.max(now() - t0, 0.01);
        job.left -= spent;
        job.spent += spent;
        job.positions -= board.nodes - n0;
        if (r) return this.finish(0, { ...r, ms: Math.round(job.spent * 10) / 10, ...leadOf(r, board) });
        if (job.left <= 0 || job.positions <= 0)
          return this.finish(0, {
            result: 'unknown',
            reason: 'budget',
            nodes: board.nodes,
            ms: Math.round(job.spent),
            ...leadOf(null, board),
          });
      }
    } catch (err) {
      this.jobs.shift();
      this.send({ id: job.id, error: message(err) });
      return;
    }
    // Take turns: behind the others of its kind (urgent jobs stay ahead of the rest).
    this.jobs.shift();
    this.add(job);
  }
}
