/**
 * The one schedule every game's search runs (a `Search`): the depth-first driver
 * (depth-first.ts), alone or taking turns with passes that find wins it sinks its time below:
 * a best-first pass first for a share of the budget (`SearchPlan.bestFirst`), and beam passes
 * of growing width (`SearchPlan.beam`): the depth-first search goes first (easy deals are won
 * at once), then a pass, then the depth-first search again for as many positions as the pass
 * took, and so on. Only the depth-first search proves a loss. Budgets (positions,
 * milliseconds), the verdict and its line live here; the line is the game's to expand, and is
 * always replayed through the engine's `legalMove`/`apply` to a won table.
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
import { verdict, type Budget, type Search, type SolveResult, type UnknownReason } from './types.js';

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
}

/** What a game's search is made of: its depth-first driver, its passes, its lines. */
export interface SearchPlan {
  readonly dfs: DepthFirst;
  /** The game's line as engine moves, replayed through the engine: `internal` from a pass, or null for the driver's stack. */
  line(start: Table, internal: readonly number[] | null): Move[];
  /** On a re-root: the rest of a line found before, when the new root is on it (and it avoids `avoid`), else null. */
  follow?(table: Table, avoid: readonly Table[]): Move[] | null;
  /** A first pass of the depth-first search leaving out pruned moves: positions it may take (all the budget's: `share` of what the best-first pass leaves). */
  readonly prune?: { readonly share: number; readonly nodes: number };
  /** A best-first pass first: its share of a node budget (else `nodes` positions), and how to make it. */
  readonly bestFirst?: { readonly share: number; readonly nodes: number; make(avoid: KeySet | null): Pass };
  /** Beam passes taking turns with the depth-first search (searches without a node budget): the pass of this width. */
  readonly beam?: { readonly first: number; width(pass: number): number; make(width: number, avoid: KeySet | null): Pass };
}

/** A pass's work; a pass the search's memory cannot hold any longer is over (the depth-first search goes on). */
const passRun = (run: () => boolean): boolean => withinMemory(run, () => true);

export class ScheduledSearch implements Search {
  private readonly dfs: DepthFirst;
  private start!: Table;
  private spentMs = 0;
  private done: SolveResult | null = null;
  private beam: Pass | null = null;
  private beamPasses = 0;
  private beamNodes = 0;
  private dfsUntil = 0;
  private bestFirst: Pass | null = null;
  private bestFirstNodes = 0;
  private bestFirstUntil = 0;

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
    return this.dfs.nodes + this.beamNodes + this.bestFirstNodes;
  }

  reroot(table: Table, avoid: readonly Table[] = []): void {
    const { plan, budget } = this;
    this.start = table;
    this.spentMs = 0;
    this.done = null;
    this.beam?.release();
    this.beam = null;
    this.beamPasses = 0;
    this.beamNodes = 0;
    this.dfsUntil = plan.beam?.first ?? Infinity;
    this.bestFirst?.release();
    this.bestFirst = null;
    this.bestFirstNodes = 0;
    const bf = plan.bestFirst;
    this.bestFirstUntil = bf === undefined ? 0 : budget.nodes !== undefined ? Math.floor(budget.nodes * bf.share) : bf.nodes;
    const prune = plan.prune;
    const pruneFor = !prune ? 0 : budget.nodes !== undefined ? (budget.nodes - this.bestFirstUntil) * prune.share : prune.nodes;
    const rest = plan.follow?.(table, avoid);
    if (rest) {
      this.dfs.nodes = 0;
      this.done = { result: 'winnable', moves: rest, nodes: 0, ms: 0 };
      return;
    }
    const r = withinMemory(
      () => this.dfs.begin(table, avoid, pruneFor),
      (): DfsEnd => 'memory',
    );
    if (r) {
      this.done = this.end(r);
      return;
    }
    if (this.bestFirstUntil > 0) {
      const pass = withinMemory(
        () => bf!.make(this.dfs.avoided),
        () => null,
      );
      if (pass && passRun(() => (pass.begin(table), false))) pass.release();
      else this.bestFirst = pass;
    }
  }

  step(ms: number, nodes = Infinity): SolveResult | null {
    return withinMemory(
      () => this.stepWithin(ms, nodes),
      () => (this.done = this.finish('unknown', 'memory')),
    );
  }

  private stepWithin(ms: number, nodes: number): SolveResult | null {
    if (this.done) return this.done;
    if (this.bestFirst) return this.stepBestFirst(ms, nodes);
    const beamPlan = this.plan.beam;
    // node budgets (a quick proof for a `winnable` deal) are the depth-first search's alone
    if (!beamPlan || this.budget.nodes !== undefined) return this.stepDfs(ms, nodes);
    const t0 = now();
    const deadline = t0 + Math.min(ms, (this.budget.ms ?? Infinity) - this.spentMs);
    for (;;) {
      if (this.beam) {
        const beam = this.beam;
        const before = beam.nodes;
        const b0 = now();
        const over = passRun(() => beam.run(deadline, Infinity));
        this.spentMs += now() - b0;
        this.beamNodes += beam.nodes - before;
        if (beam.won) return (this.done = this.finish('winnable', 'budget', beam.won));
        if (!over) break;
        beam.release();
        this.beam = null;
        this.beamPasses++;
        this.dfsUntil = this.dfs.nodes + beam.nodes;
      }
      const left = deadline - now();
      if (left <= 0) break;
      const r = this.stepDfs(left, this.dfsUntil - this.dfs.nodes);
      if (r) return r;
      if (this.dfs.nodes < this.dfsUntil) break;
      const width = beamPlan.width(this.beamPasses);
      const beam = withinMemory(
        () => beamPlan.make(width, this.dfs.avoided),
        () => null,
      );
      // no room for a pass beside what the depth-first search holds: it goes on alone
      if (!beam) this.dfsUntil = Infinity;
      else if (passRun(() => (beam.begin(this.start), false))) beam.release();
      else this.beam = beam;
    }
    if (this.spentMs >= (this.budget.ms ?? Infinity)) return (this.done = this.finish('unknown', 'budget'));
    return null;
  }

  /** The best-first pass for about `ms` and at most `nodes` more positions: its win, or null (the pass is dropped once over). */
  private stepBestFirst(ms: number, nodes: number): SolveResult | null {
    const pass = this.bestFirst!;
    const t0 = now();
    const deadline = t0 + Math.min(ms, (this.budget.ms ?? Infinity) - this.spentMs);
    const before = pass.nodes;
    const over = passRun(() => pass.run(deadline, Math.min(this.bestFirstUntil, before + nodes)));
    this.spentMs += now() - t0;
    this.bestFirstNodes = pass.nodes;
    if (pass.won) return (this.done = this.finish('winnable', 'budget', pass.won));
    if (over || pass.nodes >= this.bestFirstUntil) {
      pass.release();
      this.bestFirst = null;
    }
    if (this.spentMs >= (this.budget.ms ?? Infinity)) return (this.done = this.finish('unknown', 'budget'));
    return null;
  }

  /** The depth-first search for about `ms` and at most `nodes` more positions. */
  private stepDfs(ms: number, nodes: number): SolveResult | null {
    const t0 = now();
    const budgetMs = this.budget.ms ?? Infinity;
    const budgetNodes = (this.budget.nodes ?? Infinity) - this.bestFirstNodes;
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

  private finish(result: 'winnable' | 'unwinnable' | 'unknown', reason: UnknownReason = 'budget', internal?: readonly number[]): SolveResult {
    return verdict(result, reason, this.nodes, this.spentMs, () => this.plan.line(this.start, internal ?? null));
  }
}
