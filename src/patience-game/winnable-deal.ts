/**
 * `winnable`: the deal for seed S is the first seed of S, S+1, S+2 … (mod 2^32) whose deal the
 * solver proves winnable within a fixed number of search nodes (`WINNABLE_NODES`, per game):
 * nodes, not milliseconds, so the same seed gives the same deal on every machine (for a given
 * version of the solver). The searches run in the solver worker, one seed after another, with
 * the main thread (in slices) as the fallback where no worker can be made.
 *
 * `SolverClient` takes a time budget only, so this module speaks the worker's protocol
 * (`src/solver/protocol.ts`) itself with a node budget. Once the client takes `nodes`, this
 * channel can become a `SolverClient`.
 */
import { createSearch, rulesOf } from '../engine/solver/index.js';
import type { SolveResult } from '../engine/solver/types.js';
import { PatienceGame } from '../engine/session.js';
import type { Move, Options, Table } from '../engine/types.js';
import type { SolveRequest, WorkerResponse } from '../solver/protocol.js';
import type { WorkerFactory } from '../solver/solver-client.js';

/**
 * Search nodes per seed, by game (and option where it matters), chosen so that finding a deal
 * usually takes well under a second: hard games get small budgets (their quickly proven deals
 * are the ones found), easy ones bigger ones (more varied deals).
 */
export const WINNABLE_NODES: Readonly<Record<string, number>> = {
  'bayan/reach=2': 2_000,
  'bayan/reach=3': 20_000,
  'two-by-two': 20_000,
  joker: 10_000,
  envelopes: 20_000,
  'seasons/build=any': 10_000,
  'seasons/build=alternate': 500,
  klondike: 20_000,
  congress: 10_000,
};

/** Seeds tried at most; when none of them is proven winnable the start seed is dealt. */
export const WINNABLE_MAX_TRIES = 2_000;

/** The node budget for a game under its options (see `WINNABLE_NODES`). */
export function winnableNodes(variant: string, options: Options): number {
  for (const [name, value] of Object.entries(options)) {
    const n = WINNABLE_NODES[`${variant}/${name}=${value}`];
    if (n !== undefined) return n;
  }
  return WINNABLE_NODES[variant] ?? 10_000;
}

export interface WinnableDeal {
  /** The seed dealt. */
  seed: number;
  /** The solver's winning line from the deal (null when no seed was proven winnable). */
  moves: Move[] | null;
  /** Seeds tried. */
  tries: number;
  /** Search nodes spent, all seeds together. */
  nodes: number;
  ms: number;
}

const now = (): number => performance.now();

/** Searches positions with a node budget: in a worker when one can be made, else on the main thread in slices. */
export class DealSolver {
  /** Where the last search ran. */
  lastRan: 'worker' | 'main-thread' | null = null;
  private worker: Promise<Worker | null> | null = null;
  private broken = false;
  private job: { id: number; request: SolveRequest; resolve: (r: SolveResult) => void; stop?: () => void } | null = null;
  private nextId = 1;

  constructor(private readonly factory: WorkerFactory | null) {}

  solve(variant: string, options: Options, table: Table, nodes: number): Promise<SolveResult> {
    this.cancel();
    const request: SolveRequest = { type: 'solve', id: this.nextId++, variant, options: { ...options }, table, budget: { nodes } };
    return new Promise((resolve) => {
      const job = { id: request.id, request, resolve };
      this.job = job;
      void this.getWorker().then((w) => {
        if (this.job !== job) return;
        if (!w) return this.runMain(job);
        this.lastRan = 'worker';
        try {
          w.postMessage(request);
        } catch {
          this.fail();
        }
      });
    });
  }

  /** Stops the search in progress; its promise resolves `unknown` (`cancelled`). */
  cancel(): void {
    const job = this.job;
    if (!job) return;
    this.settle(job.id, { result: 'unknown', reason: 'cancelled', nodes: 0, ms: 0 });
    job.stop?.();
    if (!job.stop) void this.worker?.then((w) => w?.postMessage({ type: 'cancel', id: job.id }));
  }

  dispose(): void {
    this.cancel();
    const w = this.worker;
    this.worker = null;
    void w?.then((x) => x?.terminate());
  }

  private settle(id: number, r: SolveResult): void {
    const job = this.job;
    if (!job || job.id !== id) return;
    this.job = null;
    job.resolve(r);
  }

  private getWorker(): Promise<Worker | null> {
    if (this.broken || !this.factory) return Promise.resolve(null);
    const factory = this.factory;
    this.worker ??= (async () => {
      try {
        const w = await factory();
        w.addEventListener('message', (e: MessageEvent<WorkerResponse>) => {
          const msg = e.data;
          // An error inside the worker: search this position on the main thread instead.
          if ('error' in msg) this.fail();
          else this.settle(msg.id, msg.result);
        });
        w.addEventListener('error', (e) => {
          e.preventDefault?.();
          this.fail();
        });
        return w;
      } catch {
        this.broken = true;
        return null;
      }
    })();
    return this.worker;
  }

  /** The worker is unusable: end it; the search in progress starts again on the main thread (same nodes, same verdict). */
  private fail(): void {
    this.broken = true;
    const w = this.worker;
    this.worker = null;
    void w?.then((x) => x?.terminate());
    const job = this.job;
    if (job && !job.stop) this.runMain(job);
  }

  private runMain(job: NonNullable<DealSolver['job']>): void {
    this.lastRan = 'main-thread';
    let stopped = false;
    job.stop = () => {
      stopped = true;
    };
    const { variant, options, table, budget } = job.request;
    let search: ReturnType<typeof createSearch>;
    try {
      search = createSearch(rulesOf(variant, options), table, budget);
    } catch (err) {
      this.settle(job.id, { result: 'unknown', reason: 'error', error: String(err), nodes: 0, ms: 0 });
      return;
    }
    const slice = (): void => {
      if (stopped || this.job !== job) return;
      let r: SolveResult | null;
      try {
        r = search.step(8);
      } catch (err) {
        r = { result: 'unknown', reason: 'error', error: String(err), nodes: search.nodes, ms: 0 };
      }
      if (r) this.settle(job.id, r);
      else setTimeout(slice, 0);
    };
    setTimeout(slice, 0);
  }
}

/**
 * The first seed from `start` (S, S+1 … mod 2^32) whose deal `solver` proves winnable within
 * the game's node budget; the start seed when none of `WINNABLE_MAX_TRIES` seeds is; null when
 * `cancelled()` says to stop.
 */
export async function findWinnableDeal(
  solver: DealSolver,
  variant: string,
  options: Record<string, unknown>,
  start: number,
  cancelled: () => boolean,
  nodes?: number,
): Promise<WinnableDeal | null> {
  const t0 = now();
  let spent = 0;
  for (let i = 0; i < WINNABLE_MAX_TRIES; i++) {
    const seed = (start + i) % 2 ** 32;
    const dealt = PatienceGame.deal(variant, options, seed);
    if (!dealt.ok) return null;
    // The game's options with their defaults filled in decide the budget.
    const parsed = dealt.value.options;
    nodes ??= winnableNodes(variant, parsed);
    const r = await solver.solve(variant, parsed, dealt.value.table, nodes);
    if (cancelled() || (r.result === 'unknown' && r.reason === 'cancelled')) return null;
    spent += r.nodes;
    if (r.result === 'winnable') return { seed, moves: r.moves, tries: i + 1, nodes: spent, ms: Math.round(now() - t0) };
  }
  return { seed: start, moves: null, tries: WINNABLE_MAX_TRIES, nodes: spent, ms: Math.round(now() - t0) };
}
