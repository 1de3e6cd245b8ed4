/**
 * The element's way to the solver: `analyze()` runs it in a Worker (inlined in
 * the bundle, see inline-worker.ts) and falls back to the main thread, in
 * slices of a few milliseconds, where no worker can be made (a strict CSP that
 * forbids blob: workers, a bundler without `?worker&inline`) or the worker
 * fails. One analysis at a time: a new one cancels the one before.
 */
import { createSearch, rulesOf } from '../engine/solver/index.js';
import type { SolveResult } from '../engine/solver/types.js';
import type { Options, Table } from '../engine/types.js';
import type { SolveRequest, WorkerResponse } from './protocol.js';

export type { SolveResult } from '../engine/solver/types.js';

/** Makes the solver worker (may throw or reject: the client then uses the main thread). */
export type WorkerFactory = () => Worker | Promise<Worker>;

export interface SolverClientOptions {
  /**
   * Makes the worker. Default: the one registered with `setDefaultWorkerFactory`
   * (the bundle's inlined worker, once `inline-worker.ts` is imported), else none.
   * `null`: never a worker, always the main thread. Tests pass
   * `() => new Worker(new URL('…/solver-worker.ts', import.meta.url), { type: 'module' })`.
   */
  worker?: WorkerFactory | null;
  /** Main-thread fallback: milliseconds of search per slice (default 8). */
  sliceMs?: number;
}

export interface AnalyzeOptions {
  /** Time the search may take, in milliseconds (default 2000). */
  timeMs?: number;
}

let defaultFactory: WorkerFactory | null = null;

/**
 * Sets the worker factory clients use by default. `inline-worker.ts` registers
 * the worker inlined in the bundle when it is imported (the package entry does);
 * without it clients run on the main thread.
 */
export function setDefaultWorkerFactory(factory: WorkerFactory | null): void {
  defaultFactory = factory;
}

interface Pending {
  id: number;
  request: SolveRequest;
  resolve: (r: SolveResult) => void;
  /** Main-thread run in progress: set to stop it. */
  stop?: () => void;
  watchdog?: ReturnType<typeof setTimeout>;
  t0: number;
}

/** After the budget, how long to wait for a worker's answer before giving up on it. */
const GRACE_MS = 2000;

export class SolverClient {
  /** Where the last analysis ran: in a worker or on the main thread (null: none yet). */
  lastRan: 'worker' | 'main-thread' | null = null;
  private readonly factory: WorkerFactory | null;
  private readonly useDefault: boolean;
  private readonly sliceMs: number;
  private worker: Promise<Worker | null> | null = null;
  /** Set once making or running the worker failed: the main thread from then on. */
  private broken = false;
  private pending: Pending | null = null;
  private nextId = 1;

  constructor(options: SolverClientOptions = {}) {
    this.factory = options.worker === undefined ? null : options.worker;
    this.useDefault = options.worker === undefined;
    this.sliceMs = options.sliceMs ?? 8;
  }

  /** Solves the position within `timeMs`: `winnable` (with a line of engine moves), `unwinnable` or `unknown`. */
  analyze(variant: string, options: Options, table: Table, { timeMs = 2000 }: AnalyzeOptions = {}): Promise<SolveResult> {
    this.cancel();
    const id = this.nextId++;
    const request: SolveRequest = { type: 'solve', id, variant, options: { ...options }, table, budget: { ms: timeMs } };
    return new Promise<SolveResult>((resolve) => {
      const p: Pending = { id, request, resolve, t0: now() };
      this.pending = p;
      void this.getWorker().then((w) => {
        if (this.pending !== p) return;
        if (!w) {
          this.runMain(p);
          return;
        }
        this.lastRan = 'worker';
        p.watchdog = setTimeout(() => {
          // no answer long after the budget: give up on the worker
          if (this.pending === p) this.fail('the solver worker did not answer');
        }, timeMs + GRACE_MS);
        try {
          w.postMessage(request);
        } catch {
          this.fail('the solver worker could not take the request');
        }
      });
    });
  }

  /** Stops the analysis in progress; its promise resolves `unknown` (reason `cancelled`). */
  cancel(): void {
    const p = this.pending;
    if (!p) return;
    this.settle(p, { result: 'unknown', reason: 'cancelled', nodes: 0, ms: Math.round(now() - p.t0) });
    p.stop?.();
    if (this.worker && !p.stop) {
      void this.worker.then((w) => w?.postMessage({ type: 'cancel', id: p.id }));
    }
  }

  /** Cancels and ends the worker; a later `analyze` starts a new one. */
  dispose(): void {
    this.cancel();
    const w = this.worker;
    this.worker = null;
    void w?.then((x) => x?.terminate());
  }

  private settle(p: Pending, r: SolveResult): void {
    if (this.pending !== p) return;
    this.pending = null;
    clearTimeout(p.watchdog);
    p.resolve(r);
  }

  private getWorker(): Promise<Worker | null> {
    const factory = this.useDefault ? defaultFactory : this.factory;
    if (this.broken || !factory) return Promise.resolve(null);
    if (!this.worker) {
      this.worker = (async () => {
        try {
          const w = await factory();
          w.addEventListener('message', (e: MessageEvent<WorkerResponse>) => this.onMessage(e.data));
          w.addEventListener('error', (e) => {
            e.preventDefault?.();
            this.fail('the solver worker failed');
          });
          w.addEventListener('messageerror', () => this.fail('the solver worker sent an unreadable message'));
          return w;
        } catch {
          this.broken = true;
          return null;
        }
      })();
    }
    return this.worker;
  }

  private onMessage(msg: WorkerResponse): void {
    const p = this.pending;
    if (!p || msg.id !== p.id) return;
    if ('error' in msg) {
      this.settle(p, { result: 'unknown', reason: 'error', error: msg.error, nodes: 0, ms: Math.round(now() - p.t0) });
      return;
    }
    this.settle(p, msg.result);
  }

  /** The worker is unusable: end it and finish the pending request on the main thread. */
  private fail(_why: string): void {
    this.broken = true;
    const w = this.worker;
    this.worker = null;
    void w?.then((x) => x?.terminate());
    const p = this.pending;
    if (p && !p.stop) {
      clearTimeout(p.watchdog);
      const spent = now() - p.t0;
      const left = Math.max(50, (p.request.budget.ms ?? 2000) - spent);
      this.runMain(p, left);
    }
  }

  /** Runs the search on the main thread in slices, yielding between them. */
  private runMain(p: Pending, timeMs = p.request.budget.ms ?? 2000): void {
    this.lastRan = 'main-thread';
    let stopped = false;
    p.stop = () => {
      stopped = true;
    };
    let search;
    try {
      const { variant, options, table } = p.request;
      search = createSearch(rulesOf(variant, options), table, { ms: timeMs });
    } catch (err) {
      this.settle(p, { result: 'unknown', reason: 'error', error: String(err), nodes: 0, ms: 0 });
      return;
    }
    const slice = (): void => {
      if (stopped || this.pending !== p) return;
      let r: SolveResult | null;
      try {
        r = search.step(this.sliceMs);
      } catch (err) {
        this.settle(p, { result: 'unknown', reason: 'error', error: err instanceof Error ? err.message : String(err), nodes: search.nodes, ms: 0 });
        return;
      }
      if (r) this.settle(p, r);
      else yieldToPage(slice);
    };
    yieldToPage(slice);
  }
}

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** Runs `fn` as a new task soon (a MessageChannel avoids setTimeout's 4 ms clamp). */
function yieldToPage(fn: () => void): void {
  if (typeof MessageChannel !== 'undefined') {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => {
      ch.port1.close();
      fn();
    };
    ch.port2.postMessage(null);
  } else {
    setTimeout(fn, 0);
  }
}
