/**
 * The Seasons search: the compiled depth-first search (engine/solver/compiled.ts with
 * seasons/solver.ts' hooks), which alone proves a loss, taking turns with beam passes
 * (beam.ts), which find wins it misses: a depth-first search sinks its time below an early
 * choice that loses. The depth-first search goes first (easy deals are won at once), then a
 * beam pass, then the depth-first search again for a share of the pass's positions, and so on,
 * each pass wider than the last.
 *
 * Re-rooting re-roots the depth-first search (what it proved lost stays lost) and starts the
 * passes again from the new root; the passes never go through a position to avoid. Every
 * winning line is replayed through `rules.legalMove` and `rules.apply` to a won table.
 */
import { buildsLike } from '../../../engine/solver/hook-helpers.js';
import { downAlternateWrap, downAnySuitWrap, upInSuitWrap } from '../../../engine/rules.js';
import type { Move, Rules, Table } from '../../../engine/types.js';
import { now } from '../../../engine/solver/clock.js';
import { CompiledSearch } from '../../../engine/solver/compiled.js';
import { withinMemory } from '../../../engine/solver/grow.js';
import type { MemoryMeter } from '../../../engine/solver/memory.js';
import { replayLine } from '../../../engine/solver/replay.js';
import type { CoreGame } from '../../../engine/solver/core.js';
import { KeyBuffer, KeySet } from '../../../engine/solver/keyset.js';
import { verdict, type Budget, type Search, type SolveResult, type UnknownReason } from '../../../engine/solver/types.js';
import { SeasonsBeam } from './beam.js';
import { FIRST_CORNER, PILES, RANK, SeasonsPosition, engineMove } from './position.js';

/** Depth-first positions before the first pass. */
const DFS_FIRST = 30_000;
/** Depth-first positions after each pass, per position of the pass. */
const DFS_SHARE = 0.25;
/** Widths of the passes: each about three times the last, then the widest again. */
const WIDTHS = [300, 1000, 3000, 10_000, 30_000];
/** Positions per slice of a pass (a pass stops and resumes between levels). */
const BEAM_SLICE = 20_000;

/**
 * Rules this search knows, whatever the game is called: a stock turned once, one card at a time;
 * four foundations up in suit from the first card's rank, turning the corner; five piles down,
 * turning the corner, in any suit or alternate colours, one card at a time; one deck of 52.
 */
const shapeSeen = new WeakMap<Rules, boolean>();
function seasonsShaped(rules: Rules): boolean {
  let known = shapeSeen.get(rules);
  if (known !== undefined) return known;
  const deck = rules.deck;
  const kinds = rules.specs.map((s) => s.kind).join();
  known =
    deck.length === 52 &&
    rules.stock?.draw === 1 &&
    rules.stock.redeals === 0 &&
    rules.mechanics?.baseFirst !== null &&
    rules.mechanics?.baseFirst !== undefined &&
    kinds === 'stock,waste,foundation,foundation,foundation,foundation,tableau,tableau,tableau,tableau,tableau' &&
    rules.specs.every((s) =>
      s.kind === 'foundation'
        ? s.lift === 'none' && buildsLike(s.fits, upInSuitWrap, deck)
        : s.kind === 'tableau'
          ? s.lift === 'top' && (buildsLike(s.fits, downAnySuitWrap, deck) || buildsLike(s.fits, downAlternateWrap, deck))
          : true,
    );
  shapeSeen.set(rules, known);
  return known;
}

export function seasonsApplies(rules: Rules, table: Table): boolean {
  if (rules.specs.length !== PILES || table.piles.length !== PILES || !seasonsShaped(rules)) return false;
  if (table.piles[FIRST_CORNER].cards.length === 0) return false;
  return table.piles.every((p) => p.cards.every((c) => c >= 0 && c < 52));
}

const baseOf = (table: Table): number => RANK[table.piles[FIRST_CORNER].cards[0]];

export class SeasonsSearch implements Search {
  private readonly rules: Rules;
  private readonly budget: Budget;
  private readonly dfs: CompiledSearch;
  /** The depth-first search's last answer, when it has finished (then only passes go on). */
  private dfsDone: SolveResult | null = null;
  private pos!: SeasonsPosition;
  private beam!: SeasonsBeam;
  private start!: Table;
  private avoid: KeySet | null = null;
  private beaming = false;
  private passes = 0;
  private dfsPause = DFS_FIRST;
  private beamNodes = 0;
  private passNodes = 0;
  private spentMs = 0;
  private done: SolveResult | null = null;

  constructor(rules: Rules, game: CoreGame, table: Table, budget: Budget = {}) {
    this.rules = rules;
    this.budget = budget;
    this.dfs = new CompiledSearch(rules, game, table, { memory: budget.memory, bytes: budget.bytes }, true);
    this.setRoot(table, []);
  }

  get nodes(): number {
    return this.dfs.nodes + this.beamNodes;
  }

  /** The depth-first search's meter, which the passes' bytes are counted on too. */
  get meter(): MemoryMeter {
    return this.dfs.meter;
  }

  reroot(table: Table, avoid: readonly Table[] = []): void {
    this.dfs.reroot(table, avoid);
    this.setRoot(table, avoid);
  }

  private setRoot(table: Table, avoid: readonly Table[]): void {
    this.start = table;
    this.dfsDone = null;
    this.beaming = false;
    this.passes = 0;
    this.dfsPause = DFS_FIRST;
    this.beamNodes = 0;
    this.spentMs = 0;
    this.done = null;
    if (!this.pos || this.pos.base !== baseOf(table) || !this.pos.talonFits(table)) {
      this.pos = new SeasonsPosition(baseOf(table), this.rules.options.build === 'alternate', table);
      (this.beam as SeasonsBeam | undefined)?.release();
      this.beam = new SeasonsBeam(this.pos, this.dfs.meter);
    }
    this.avoid = null;
    const buf = new KeyBuffer(this.pos.maxKey());
    const keyOf = (t: Table): Int32Array => {
      this.pos.load(t);
      buf.seal(this.pos.key(buf.out));
      return buf.words;
    };
    const root = keyOf(table).slice();
    const related = avoid.filter((t) => seasonsApplies(this.rules, t) && baseOf(t) === this.pos.base && this.pos.talonFits(t));
    if (related.length > 0) {
      const set = new KeySet(buf.words.length, related.length + 1);
      for (const t of related) {
        const k = keyOf(t);
        if (k.some((w, i) => w !== root[i])) set.add(k);
      }
      if (set.size > 0) this.avoid = set;
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
    const t0 = now();
    const budgetMs = this.budget.ms ?? Infinity;
    const budgetNodes = this.budget.nodes ?? Infinity;
    const deadline = t0 + Math.min(ms, budgetMs - this.spentMs);
    const nodeLimit = Math.min(budgetNodes, this.nodes + nodes);
    while (!this.done) {
      const left = deadline - now();
      if (left <= 0 || this.nodes >= nodeLimit) break;
      if (this.beaming) this.beamSlice(Math.min(BEAM_SLICE, nodeLimit - this.nodes));
      else this.dfsSlice(left, nodeLimit - this.nodes);
    }
    this.spentMs += now() - t0;
    if (this.done) return (this.done = this.stamp(this.done));
    if (this.spentMs >= budgetMs || this.nodes >= budgetNodes) return (this.done = this.finish('unknown', 'budget'));
    return null;
  }

  private dfsSlice(ms: number, nodes: number): void {
    if (this.dfsDone) {
      this.beaming = true;
      return;
    }
    const r = this.dfs.step(ms, Math.min(nodes, this.dfsPause - this.dfs.nodes));
    if (r) {
      // a verdict is final; a search out of memory leaves the passes to go on
      if (r.result !== 'unknown' || r.reason !== 'memory') this.done = r;
      else this.dfsDone = r;
      return;
    }
    // (the pass begins in beamSlice, where a pass the memory cannot hold is over)
    if (this.dfs.nodes >= this.dfsPause) this.beaming = true;
  }

  private beginPass(): void {
    const i = this.passes++;
    this.pos.load(this.start);
    this.beam.begin(WIDTHS[Math.min(i, WIDTHS.length - 1)], i, this.avoid);
    this.passNodes = 0;
    this.beaming = true;
  }

  private beamSlice(nodes: number): void {
    // a pass the search's memory cannot hold is over (and with the depth-first search out of memory too, the search)
    const n = withinMemory(
      () => {
        if (this.beam.status !== 'going') this.beginPass();
        return this.beam.run(nodes);
      },
      () => {
        if (this.dfsDone) this.done = this.finish('unknown', 'memory');
        this.beam.status = 'spent';
        return 0;
      },
    );
    if (this.done) return;
    this.beamNodes += n;
    this.passNodes += n;
    if (this.beam.status === 'won') {
      this.done = this.finish('winnable');
      return;
    }
    if (this.beam.status === 'spent') {
      this.beaming = false;
      this.dfsPause = this.dfs.nodes + Math.max(1000, Math.round(this.passNodes * DFS_SHARE));
    }
  }

  /** The answer with this search's counts. */
  private stamp(r: SolveResult): SolveResult {
    return { ...r, nodes: this.nodes, ms: Math.round(this.spentMs * 10) / 10 };
  }

  private finish(result: 'winnable' | 'unknown', reason: UnknownReason = 'budget'): SolveResult {
    return verdict(result, reason, this.nodes, this.spentMs, () => this.line());
  }

  /** The beam's winning line as engine moves, replayed through the engine to a won table. */
  private line(): Move[] {
    const line = this.beam.line;
    return replayLine(this.rules, this.start, line.length, (t, i) => engineMove(t, line[i]));
  }
}
