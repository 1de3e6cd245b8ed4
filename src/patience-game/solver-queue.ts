/**
 * One solver worker for the background work of every `<patience-game>` on a page (status
 * verdicts and hints), so a page with a dozen games runs one worker, not a dozen. Jobs run one
 * at a time through a `SolverClient`; an urgent job (a hint, which must answer at once) goes
 * first and puts a running background job back at the head of the queue. The worker ends a few
 * seconds after the last element using it leaves the page (an element moved or re-made in the
 * meantime keeps it).
 */
import type { SolveResult } from '../engine/solver/types.js';
import type { Options, Table } from '../engine/types.js';
import { SolverClient, type WorkerFactory } from '../solver/solver-client.js';

export interface SolverJob {
  readonly result: Promise<SolveResult>;
  /** Drops the job (queued or running); its result resolves `unknown` (`cancelled`). */
  cancel(): void;
}

interface Job {
  owner: object;
  variant: string;
  options: Options;
  table: Table;
  timeMs: number;
  urgent: boolean;
  resolve(r: SolveResult): void;
  /** Set while it runs: true when an urgent job put it back in the queue. */
  preempted?: boolean;
}

const cancelled = (): SolveResult => ({ result: 'unknown', reason: 'cancelled', nodes: 0, ms: 0 });

export class SolverQueue {
  private client: SolverClient | null = null;
  private readonly queue: Job[] = [];
  private running: Job | null = null;
  private readonly owners = new Set<object>();
  private idle: ReturnType<typeof setTimeout> | undefined;

  /** `linger`: how long the worker outlives the last element (ms; 0: it ends at once). */
  constructor(
    private readonly factory: WorkerFactory,
    private readonly linger = 0,
  ) {}

  /** Where the last job ran: `worker`, `main-thread` (the fallback), or null. */
  get lastRan(): 'worker' | 'main-thread' | null {
    return this.client?.lastRan ?? null;
  }

  /** Registers an element that will submit jobs (the worker lives while one is registered). */
  join(owner: object): void {
    this.owners.add(owner);
    clearTimeout(this.idle);
  }

  /** An element leaves: its jobs are dropped, and the worker ends with the last one. */
  leave(owner: object): void {
    this.owners.delete(owner);
    for (const j of this.queue.filter((x) => x.owner === owner)) this.drop(j);
    if (this.running?.owner === owner) this.client?.cancel();
    if (this.owners.size > 0) return;
    clearTimeout(this.idle);
    if (this.linger > 0) this.idle = setTimeout(() => this.end(), this.linger);
    else this.end();
  }

  /** Ends the worker now when no element uses it (the next job makes a new one). */
  end(): void {
    if (this.owners.size > 0) return;
    clearTimeout(this.idle);
    this.client?.dispose();
    this.client = null;
  }

  submit(owner: object, variant: string, options: Options, table: Table, timeMs: number, urgent = false): SolverJob {
    let job!: Job;
    const result = new Promise<SolveResult>((resolve) => {
      job = { owner, variant, options, table, timeMs, urgent, resolve };
    });
    if (urgent) {
      let at = 0;
      while (at < this.queue.length && this.queue[at].urgent) at++;
      this.queue.splice(at, 0, job);
      const r = this.running;
      if (r && !r.urgent) {
        // The background job starts again after the urgent one.
        r.preempted = true;
        this.queue.splice(at + 1, 0, r);
        this.client?.cancel();
      }
    } else {
      this.queue.push(job);
    }
    this.pump();
    return { result, cancel: () => this.cancel(job) };
  }

  private cancel(job: Job): void {
    if (this.running === job) {
      this.client?.cancel();
      return;
    }
    this.drop(job);
  }

  private drop(job: Job): void {
    const i = this.queue.indexOf(job);
    if (i >= 0) this.queue.splice(i, 1);
    job.resolve(cancelled());
  }

  private pump(): void {
    if (this.running || this.queue.length === 0) return;
    const job = this.queue.shift()!;
    this.running = job;
    job.preempted = false;
    this.client ??= new SolverClient({ worker: this.factory });
    void this.client.analyze(job.variant, job.options, job.table, { timeMs: job.timeMs }).then((r) => {
      if (this.running === job) this.running = null;
      if (!job.preempted) job.resolve(r);
      // Let the caller see its result before the next job starts.
      queueMicrotask(() => this.pump());
    });
  }
}
