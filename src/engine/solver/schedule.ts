/**
 * The one schedule every game's search runs (a `Search`): the depth-first driver
 * (depth-first.ts), alone or taking turns with passes that find wins it sinks its time below
 * (`SearchPlan.passes`: beams, best-first passes): the depth-first search goes first (easy deals
 * are won at once), then a pass, then the depth-first search again for a share of the positions
 * the pass took, and so on, each pass as the game says (wider, more patient). Only the
 * depth-first search proves a loss; once it is out of memory the passes go on alone. Budgets (positions, milliseconds), the
 * verdict and its line live here; the line is the game's to expand, and is always replayed
 * through the engine's `legalMove`/`apply` to a won table.
 *
 * A pass is made midway through a search: its first arrays are taken from the search's meter or
 * it is not made (the depth-first search goes on alone); a pass the meter cannot hold any longer
 * is over.
 */
import type { Move, Table } from '../types.js';
import { now } from './clock.js';
import type { DepthFirst, DfsEnd } from './depth-first.js';
import { withinMemory } from './grow.js';
import type { KeySet } from './keyset.js';
import type { MemoryMeter } from './memory.js';
import { verdict, type Budget, type Lead, type Search, type SolveResult, type UnknownReason } from './types.js';

/** A pass's lead: the internal moves from the root to its most promising position, and the game's score of it (higher: nearer a win). */
export interface PassLead {
  readonly score: number;
  readonly line: number[];
}

/** A pass beside the depth-first search (a beam, a best-first queue). */
export interface Pass {
  /** Positions it expanded. */
  readonly nodes: number;
  /** Its winning line (the game's internal moves from the root), once it has one. */
  readonly won: readonly number[] | null;
  begin(root: Table): void;
  /** Runs until `deadline` or `nodeLimit` positions in all: true when the pass is over. */
  run(deadline: number, nodeLimit: number): boolean;
  release(): void;
  /** The line (internal moves from the root) to the position the pass holds furthest on, by the game's own score (higher: nearer a win). */
  lead?(): PassLead | null;
}

/** What a game's search is made of: its depth-first driver, its passes, its lines. */
export interface SearchPlan {
  readonly dfs: DepthFirst;
  /** The game's line as engine moves, replayed through the engine: `internal` from a pass, or null for the driver's stack; never passing a position of `avoid` (the root's). */
  line(start: Table, internal: readonly number[] | null, avoid: readonly Table[]): Move[];
  /** A pass's lead (internal moves from the root) as engine moves, replayed through the engine; without it, the search has no leads. */
  lead?(start: Table, internal: readonly number[], avoid: readonly Table[]): Move[];
  /** A new root (the passes' own state follows it): the rest of a line found before, when the root is on it (and it avoids `avoid`), else null. */
  reroot?(table: Table, avoid: readonly Table[]): Move[] | null;
  /** A first pass of the depth-first search leaving out pruned moves: positions it may take (`share` of a node budget, else `nodes`). */
  readonly prune?: { readonly share: number; readonly nodes: number };
  /** Passes taking turns with the depth-first search. */
  readonly passes?: Passes;
}

export interface Passes {
  /** Depth-first positions before the first pass, and after a pass of `n` positions. */
  readonly first: number;
  after(n: number): number;
  /** Whether passes run under a node budget too (else a node budget is the depth-first search's alone: a quick proof). */
  readonly withNodeBudget: boolean;
  /** Pass number `i` (0 first) from the root, never entering a position of `avoid` (the driver's); null: none from this root (the depth-first search goes on alone). */
  make(i: number, avoid: KeySet | null): Pass | null;
}

/** A pass's work: whether it is over, or 'memory' when the search's memory cannot hold it any longer (then it is over too). */
const passRun = (run: () => boolean): boolean | 'memory' => withinMemory<boolean | 'memory'>(run, () => 'memory');

export class ScheduledSearch implements Search {
  private readonly dfs: DepthFirst;
  private start!: Table;
  /** The positions the root's lines must not pass (the board's history). */
  private avoid: readonly Table[] = [];
  private spentMs = 0;
  private done: SolveResult | null = null;
  /** The pass under way (when `passing`), the passes made since the root was set, their positions. */
  private pass: Pass | null = null;
  private passing = false;
  private passCount = 0;
  private passNodes = 0;
  /** Where the depth-first turn ends; whether the depth-first search ran out of memory (the passes go on alone). */
  private dfsUntil = 0;
  private dfsOut = false;
  /** The best lead of the passes over since the root was set. */
  private kept: PassLead | null = null;

  constructor(
    private readonly plan: SearchPlan,
    readonly meter: MemoryMeter,
    table: Table,
    private readonly budget: Budget = {},
  ) {
    this.dfs = plan.dfs;
    this.reroot(table);
  }

  get nodes(): number {
    return this.dfs.nodes + this.passNodes;
  }

  reroot(table: Table, avoid: readonly Table[] = []): void {
    const { plan, budget } = this;
    this.start = table;
    this.avoid = avoid;
    this.spentMs = 0;
    this.done = null;
    this.pass?.release();
    this.pass = null;
    this.passing = false;
    this.passCount = 0;
    this.passNodes = 0;
    this.dfsUntil = plan.passes?.first ?? Infinity;
    this.dfsOut = false;
    this.kept = null;
    const prune = plan.prune;
    const pruneFor = !prune ? 0 : budget.nodes !== undefined ? budget.nodes * prune.share : prune.nodes;
    const rest = plan.reroot?.(table, avoid);
    if (rest) {
      this.dfs.nodes = 0;
      this.done = { result: 'winnable', moves: rest, nodes: 0, ms: 0 };
      return;
    }
    const r = withinMemory(
      () => this.dfs.begin(table, avoid, pruneFor),
      (): DfsEnd => 'memory',
    );
    if (r) this.done = this.end(r);
  }

  step(ms: number, nodes = Infinity): SolveResult | null {
    return withinMemory(
      () => this.stepWithin(ms, nodes),
      () => (this.done = this.finish('unknown', 'memory')),
    );
  }

  private stepWithin(ms: number, nodes: number): SolveResult | null {
    if (this.done) return this.done;
    const passes = this.plan.passes;
    if (!passes || (this.budget.nodes !== undefined && !passes.withNodeBudget)) return this.stepDfs(ms, nodes);
    const t0 = now();
    const budgetMs = this.budget.ms ?? Infinity;
    const budgetNodes = this.budget.nodes ?? Infinity;
    const deadline = t0 + Math.min(ms, budgetMs - this.spentMs);
    const nodeLimit = Math.min(budgetNodes, this.nodes + nodes);
    while (!this.done) {
      if (now() >= deadline || this.nodes >= nodeLimit) break;
      if (this.passing) this.passTurn(passes, deadline, nodeLimit);
      else this.dfsTurn(deadline, nodeLimit);
    }
    this.spentMs += now() - t0;
    // (the turns' own answers: their time to the end of the step)
    const done = this.done as SolveResult | null;
    if (done) return (this.done = { ...done, ms: Math.round(this.spentMs * 10) / 10 });
    if (this.spentMs >= budgetMs || this.nodes >= budgetNodes) return (this.done = this.finish('unknown', 'budget'));
    return null;
  }

  /** The depth-first search's turn, until its share is spent (then a pass's turn). */
  private dfsTurn(deadline: number, nodeLimit: number): void {
    if (this.dfsOut) {
      this.passing = true;
      return;
    }
    const dfs = this.dfs;
    const limit = Math.min(dfs.nodes + nodeLimit - this.nodes, this.dfsUntil);
    const r = withinMemory(
      () => dfs.run(limit, deadline, now),
      (): DfsEnd => 'memory',
    );
    // a verdict is final; out of memory, the passes go on alone
    if (r === 'memory') this.dfsOut = true;
    else if (r) this.done = this.end(r);
    else if (dfs.nodes >= this.dfsUntil) this.passing = true;
  }

  /** A pass's turn: the next pass begun when none is under way, run until it is over (then the depth-first search's turn). */
  private passTurn(passes: Passes, deadline: number, nodeLimit: number): void {
    let pass = this.pass;
    if (!pass) {
      const made = withinMemory(
        () => passes.make(this.passCount, this.dfs.avoided),
        () => null,
      );
      const begun = made !== null && passRun(() => (made.begin(this.start), false)) === false;
      if (!begun) {
        made?.release();
        // no room for a pass beside what the depth-first search holds: it goes on alone
        if (this.dfsOut) this.done = this.finish('unknown', 'memory');
        this.dfsUntil = Infinity;
        this.passing = false;
        return;
      }
      pass = this.pass = made;
      this.passCount++;
    }
    const before = pass.nodes;
    const over = passRun(() => pass.run(deadline, before + nodeLimit - this.nodes));
    this.passNodes += pass.nodes - before;
    if (pass.won) {
      this.done = this.finish('winnable', 'budget', pass.won);
      return;
    }
    if (over === false) return;
    if (over === 'memory' && this.dfsOut) {
      this.done = this.finish('unknown', 'memory');
      return;
    }
    this.dfsUntil = this.dfs.nodes + passes.after(pass.nodes);
    this.kept = this.bestLead();
    pass.release();
    this.pass = null;
    this.passing = false;
  }

  /**
   * With no verdict yet: the line to the most promising position the passes (or, without passes,
   * the depth-first search) have reached from the root (engine moves, replayed through the
   * engine), for a hint to play while no winning line is known; null when they have not gone
   * anywhere or the game's search gives no leads.
   */
  lead(): Lead | null {
    const best = this.bestLead();
    if (!best || best.line.length === 0 || !this.plan.lead) return null;
    return { score: best.score, moves: this.plan.lead(this.start, best.line, this.avoid) };
  }

  private bestLead(): PassLead | null {
    // (without passes, the depth-first search's own: its most promising position)
    if (!this.plan.passes) return this.dfs.lead();
    const current = this.pass?.lead?.() ?? null;
    return current && (!this.kept || current.score > this.kept.score) ? current : this.kept;
  }

  /** The depth-first search for about `ms` and at most `nodes` more positions. */
  private stepDfs(ms: number, nodes: number): SolveResult | null {
    const t0 = now();
    const budgetMs = this.budget.ms ?? Infinity;
    const budgetNodes = this.budget.nodes ?? Infinity;
    const deadline = t0 + Math.min(ms, budgetMs - this.spentMs);
    const dfs = this.dfs;
    const r = dfs.run(Math.min(budgetNodes, dfs.nodes + nodes), deadline, now);
    this.spentMs += now() - t0;
    if (r) return (this.done = this.end(r));
    if (this.spentMs >= budgetMs || dfs.nodes >= budgetNodes) return (this.done = this.finish('unknown', 'budget'));
    return null;
  }

  /** The verdict for how the depth-first search ended. */
  private end(r: NonNullable<DfsEnd>): SolveResult {
    if (r === 'won') return this.finish('winnable');
    if (r === 'lost') return this.finish('unwinnable');
    return this.finish('unknown', r);
  }

  private finish(
    result: 'winnable' | 'unwinnable' | 'unknown',
    reason: UnknownReason = 'budget',
    internal?: readonly number[],
  ): SolveResult {
    return verdict(result, reason, this.nodes, this.spentMs, () => this.plan.line(this.start, internal ?? null, this.avoid));
  }
}
