/**
 * The page's one way to the solver: every `<patience-game>` of the page shares one
 * `SolverClient` and so one worker (`solverClient()`), each board with its own search for its
 * deal. Where no worker can be made (a strict CSP that forbids it, a bundler without workers) or
 * the worker fails, the same `SolverService` is downloaded then and runs on the page in slices of a
 * few milliseconds, and the boards and jobs in flight move there. The worker starts after the
 * page's next frame, so a board's first cards are drawn before its solver is fetched.
 */
import type { GameDescription } from '../engine/description/types.js';
import { definedDescription } from '../games/registry.js';
import type { SolveResult } from '../engine/solver/types.js';
import type { WinnableDeal } from '../engine/solver/winnable.js';
import type { Move, Options, Table } from '../engine/types.js';
import type { SolverRequest, SolverResponse } from './protocol.js';
import { loadLocalService } from './local-service.js';
import type { SolverService } from './service.js';
import { startSolverWorker } from './start-worker.js';

/** Makes the solver's worker (may throw or reject: the client then uses the page). */
export type WorkerFactory = () => Worker | Promise<Worker>;

/** A job for the solver: its answer, and a way to drop it (the answer is then `cancelled`). */
export interface SolverJob<T> {
  readonly result: Promise<T>;
  cancel(): void;
}

export interface RunOptions {
  /** The line must not lead back to a position of the history (hints). */
  avoid: boolean;
  /** Milliseconds of search (Infinity: as long as `positions` takes). */
  ms: number;
  /** At most this many positions searched (none: no limit but the time). */
  positions?: number;
  /** Ahead of background work (a hint, `analyze()`). */
  urgent?: boolean;
}

/** A board's deal in the solver: runs searches of its positions, each given by the moves from the start. */
export interface SolverBoard {
  run(moves: readonly Move[], options: RunOptions): SolverJob<SolveResult>;
  close(): void;
}

type Answer = SolveResult | WinnableDeal | null;
interface Pending {
  msg: SolverRequest & { id: number };
  resolve(a: Answer): void;
  /** The job's own answer when it is cancelled or fails. */
  fallback: Answer;
}

/** Main-thread slices: short, so the page stays smooth. */
const PAGE_SLICE_MS = 8;
/** How long a worker may stay silent beyond the longest job in flight before it counts as stuck. */
const GRACE_MS = 3000;

let defaultFactory: WorkerFactory | null = typeof Worker !== 'undefined' && typeof location !== 'undefined' ? startSolverWorker : null;

/** Sets how the page's solver worker is made (default: `solver-worker.js` beside the element; null: the page). */
export function setDefaultWorkerFactory(factory: WorkerFactory | null): void {
  defaultFactory = factory;
}

export class SolverClient {
  /** Where the last job was sent: the worker, or the page (null: none yet). */
  lastRan: 'worker' | 'main-thread' | null = null;
  private worker: Worker | null = null;
  private starting: Promise<void> | null = null;
  /** Messages waiting for the worker to start. */
  private outbox: SolverRequest[] = [];
  private local: SolverService | null = null;
  /** The page runs the solver (its code may still be on its way). */
  private onPage = false;
  private readonly pending = new Map<number, Pending>();
  private readonly boards = new Map<number, SolverRequest & { type: 'open' }>();
  private nextId = 1;
  private watchdog: ReturnType<typeof setTimeout> | undefined;
  private idle: ReturnType<typeof setTimeout> | undefined;

  /**
   * `factory`: how to make the worker (undefined: the default set by `setDefaultWorkerFactory`;
   * null: never a worker). `lingerMs`: how long the worker outlives the last board.
   */
  constructor(
    private readonly factory?: WorkerFactory | null,
    private readonly lingerMs = 0,
  ) {}

  openBoard(variant: string, options: Options, start: Table): SolverBoard {
    const board = this.nextId++;
    const open = { type: 'open' as const, board, variant, options: { ...options }, start, ...described(variant) };
    this.boards.set(board, open);
    clearTimeout(this.idle);
    this.post(open);
    return {
      run: (moves, o) =>
        this.job<SolveResult>(
          {
            type: 'run',
            id: this.nextId++,
            board,
            moves: moves.slice(),
            avoid: o.avoid,
            ms: o.ms,
            positions: o.positions,
            urgent: o.urgent ?? false,
          },
          cancelled(),
        ),
      close: () => {
        if (!this.boards.delete(board)) return;
        for (const p of [...this.pending.values()]) if (p.msg.type === 'run' && p.msg.board === board) this.settle(p.msg.id, p.fallback);
        this.post({ type: 'close', board });
        this.maybeIdle();
      },
    };
  }

  /** `winnable`: the first seed from `seed` whose deal is proven winnable (null when cancelled). */
  findWinnable(variant: string, options: Options, seed: number, nodes?: number): SolverJob<WinnableDeal | null> {
    clearTimeout(this.idle);
    return this.job<WinnableDeal | null>(
      { type: 'deal', id: this.nextId++, variant, options: { ...options }, seed, nodes, ...described(variant) },
      null,
    );
  }

  /** Ends the worker (when no board is open, unless `force`); the next job starts a new one. */
  end(force = false): void {
    if (!force && (this.boards.size > 0 || this.pending.size > 0)) return;
    clearTimeout(this.idle);
    clearTimeout(this.watchdog);
    this.worker?.terminate();
    this.worker = null;
    this.starting = null;
  }

  private job<T extends Answer>(msg: SolverRequest & { id: number }, fallback: T): SolverJob<T> {
    const result = new Promise<T>((resolve) => {
      this.pending.set(msg.id, { msg, resolve: resolve as (a: Answer) => void, fallback });
    });
    this.post(msg);
    return {
      result,
      cancel: () => {
        if (!this.pending.has(msg.id)) return;
        this.settle(msg.id, fallback);
        this.post({ type: 'cancel', id: msg.id });
      },
    };
  }

  private settle(id: number, answer: Answer): void {
    const p = this.pending.get(id);
    if (!p) return;
    this.pending.delete(id);
    p.resolve(answer);
    if (this.pending.size === 0) clearTimeout(this.watchdog);
    this.maybeIdle();
  }

  private maybeIdle(): void {
    if (this.boards.size > 0 || this.pending.size > 0 || !this.worker) return;
    clearTimeout(this.idle);
    if (this.lingerMs > 0) this.idle = setTimeout(() => this.end(), this.lingerMs);
    else this.end();
  }

  private readonly onAnswer = (msg: SolverResponse): void => {
    this.arm();
    const p = this.pending.get(msg.id);
    if (!p) return;
    if ('error' in msg) {
      // A failed search: no verdict; a failed winnable-deal search deals its start seed, unproven.
      const m = p.msg;
      this.settle(
        msg.id,
        m.type === 'deal'
          ? { seed: m.seed, moves: null, tries: 0, nodes: 0 }
          : { result: 'unknown', reason: 'error', error: msg.error, nodes: 0, ms: 0 },
      );
    } else {
      this.settle(msg.id, 'deal' in msg ? msg.deal : msg.result);
    }
  };

  /** Sends to the worker, starting it when needed, or to the page's service. */
  private post(msg: SolverRequest): void {
    if (this.onPage) {
      // While the page's solver loads, what it must hear is in `boards` and `pending`.
      this.lastRan = 'main-thread';
      this.local?.receive(msg);
      return;
    }
    const factory = this.factory === undefined ? defaultFactory : this.factory;
    if (!factory) return this.toPage();
    if (this.worker) return this.sendToWorker(msg);
    // Messages wait for the worker in order; a failed start moves everything to the page.
    this.outbox.push(msg);
    this.starting ??= this.start(factory);
  }

  private sendToWorker(msg: SolverRequest): void {
    if (!this.worker) return;
    this.lastRan = 'worker';
    try {
      this.worker.postMessage(msg);
      if ('id' in msg && msg.type !== 'cancel') this.arm();
    } catch {
      this.toPage();
    }
  }

  private async start(factory: WorkerFactory): Promise<void> {
    try {
      await afterNextFrame();
      if (this.onPage) return;
      const w = await factory();
      w.addEventListener('message', (e: MessageEvent<SolverResponse>) => this.onAnswer(e.data));
      w.addEventListener('error', (e) => {
        e.preventDefault?.();
        this.toPage();
      });
      w.addEventListener('messageerror', () => this.toPage());
      if (this.onPage) {
        w.terminate();
        return;
      }
      this.worker = w;
      const queued = this.outbox;
      this.outbox = [];
      for (const msg of queued) this.sendToWorker(msg);
    } catch {
      this.toPage();
    } finally {
      this.starting = null;
    }
  }

  /** Restarts the watchdog: a worker silent for longer than any job in flight is stuck. */
  private arm(): void {
    clearTimeout(this.watchdog);
    if (this.onPage || this.pending.size === 0) return;
    let longest = 0;
    for (const p of this.pending.values()) if (p.msg.type === 'run') longest = Math.max(longest, p.msg.ms);
    // A winnable-deal search answers when it finds one, a search counted in positions when it has
    // searched them: give them the worker's benefit of the doubt.
    if (!Number.isFinite(longest) || [...this.pending.values()].some((p) => p.msg.type === 'deal')) return;
    this.watchdog = setTimeout(() => this.toPage(), longest + GRACE_MS);
  }

  /** The worker cannot be used: the page's own service takes over every open board and job. */
  private toPage(): void {
    if (this.onPage) return;
    this.onPage = true;
    clearTimeout(this.watchdog);
    this.worker?.terminate();
    this.worker = null;
    this.outbox = [];
    this.lastRan = 'main-thread';
    loadLocalService().then(
      (Service) => {
        const local = new Service((msg) => this.onAnswer(msg), yieldToPage, PAGE_SLICE_MS);
        this.local = local;
        for (const open of this.boards.values()) local.receive(open);
        for (const p of this.pending.values()) local.receive(p.msg);
      },
      (err: unknown) => {
        // No solver at all (its code could not be downloaded): every job answers without a verdict.
        const error = err instanceof Error ? err.message : String(err);
        for (const p of [...this.pending.values()]) this.onAnswer({ id: p.msg.id, error });
      },
    );
  }
}

const cancelled = (): SolveResult => ({ result: 'unknown', reason: 'cancelled', nodes: 0, ms: 0 });

/** Runs `fn` as a new task soon (a MessageChannel avoids setTimeout's 4 ms clamp). */
function yieldToPage(fn: () => void): void {
  if (typeof MessageChannel === 'undefined') {
    setTimeout(fn, 0);
    return;
  }
  const ch = new MessageChannel();
  ch.port1.onmessage = () => {
    ch.port1.close();
    fn();
  };
  ch.port2.postMessage(null);
}

/** After the page's next frame (or 100 ms, where frames do not come: a hidden page). */
function afterNextFrame(): Promise<void> {
  if (typeof requestAnimationFrame === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      setTimeout(resolve, 0);
    });
  });
}

let shared: SolverClient | null = null;

/** The page's solver client (one worker for every board of the page; it ends 5 s after the last board). */
export function solverClient(): SolverClient {
  return (shared ??= new SolverClient(undefined, 5000));
}

/** A defined game's description, sent along so that the worker knows the game. */
const described = (variant: string): { description?: GameDescription } => {
  const d = definedDescription(variant);
  return d ? { description: d } : {};
};
