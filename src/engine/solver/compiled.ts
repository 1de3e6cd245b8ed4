/**
 * The fast search for every game the compiled core can hold (core.ts): depth-first with
 * in-place apply/undo, integer moves on a preallocated stack, an exact transposition table
 * (KeySet; keys are never a bare hash), forced safe moves, move ordering, Tarjan's components
 * so that a position is marked lost only when everything reachable from it was searched, and
 * restarts with a little noise in the ordering (lost marks survive them, and re-rooting).
 * Every winning line is expanded to engine moves and replayed through `rules.legalMoves` and
 * `rules.apply` to a won table before it is returned.
 */
import type { Move, Rules, Table } from '../types.js';
import { now } from './clock.js';
import { Core, MOVE, coreApplies, engineMove, mCount, mFrom, mKind, mTo, mkMove, type CoreGame, type CoreHooks } from './core.js';
import { GenericSearch } from './generic.js';
import type { GameHooks } from './hooks.js';
import { CoreKey } from './core-key.js';
import { replayLine } from './replay.js';
import { shortenLine } from './shorten.js';
import { KeyBuffer, KeySet, VarKeySet } from './keyset.js';
import { verdict, type Budget, type Search, type SolveResult, type UnknownReason } from './types.js';
import { Grow, withinMemory } from './grow.js';
import { MemoryMeter, SEARCH_BYTES } from './memory.js';
import { CoreStagedBestFirst, pushBestFirst } from './best-first.js';
import { CoreBeam } from './beam.js';
import { Components, stackLine } from './components.js';

const RESTART_FIRST = 5000;
const RESTART_GROWTH = 1.5;
const NOISE = 50;
/** Deepest search stack (positions on the current line): deeper ends in `unknown` (memory). */
const MAX_DEPTH = 1 << 20;
/** Keys of at most this many words go to the short table (fixed-length entries), longer ones to the long one (each key its own length). */
const SHORT_WORDS = 10;
/**
 * Default cap on positions remembered: about this many bytes of short keys and their
 * bookkeeping (a page's worker keeps one search per board); the long table may hold as many
 * positions, in at most `LONG_BYTES` of its own (a game's keys are mostly of one kind: it grows
 * only as it fills). Measured: Spider's four suits keep about 100 bytes a position there, one
 * position for every three or four searched.
 */
const MEMORY_BYTES = SEARCH_BYTES;
const LONG_BYTES = SEARCH_BYTES;
/** Bytes a game's `restrictionKey` may add to a key. */
const RESTRICTION_BYTES = 4;
/** Moves one position can have, at most (the generator's scratch). */
const MAX_MOVES = 4096;
/**
 * With beam passes (`CoreHooks.beam`): the depth-first search alone for this many positions
 * (easy deals are won at once), then beam passes of growing width, each followed by the
 * depth-first search for as many positions as the pass took (it alone proves a loss).
 * Measured on seeds 1-50, 2 s each, one run: 20,000 first won Congress 43 / Seasons any 42,
 * 100,000 first 44 / 43 (the depth-first search alone: 40 / 37).
 */
const DFS_FIRST = 100_000;
/** Positions of the first, pruned pass (`CoreHooks.prune`) without a node budget. */
const PRUNE_NODES = 500_000;
const beamWidth = (pass: number): number => Math.min(3000, 100 * 3 ** pass);

/** A pass's work; a pass the search's memory cannot hold any longer is over (the depth-first search goes on). */
const passRun = (run: () => boolean): boolean => withinMemory(run, () => true);

export class CompiledSearch implements Search {
  private readonly rules: Rules;
  private readonly game: CoreGame;
  private hooks!: CoreHooks;
  private readonly skipShifts: boolean;
  private readonly budget: Budget;
  private core!: Core;
  private keyer!: CoreKey;
  private origin!: Table;
  private start!: Table;
  /** Positions by key: short keys (most), long keys; an entry's number is its index × 2 + which. */
  private short!: KeySet;
  private long!: VarKeySet | null;
  /** Whether the last `insert` added its key. */
  private fresh_ = false;
  private keyBuf!: KeyBuffer;
  /** The key of the position in the core (`keyBuf`'s words). */
  private key!: Int32Array;
  private customKey = false;
  private avoidSet: KeySet | null = null;
  /** Set when the search met an avoided position since the root was (re)opened. */
  private avoidedHit = false;

  /** What the search holds, counted (key sets, frames, components, passes): at most `SEARCH_BYTES`. */
  readonly meter = new MemoryMeter();
  private readonly moves = new Grow(1024, this.meter);
  private readonly genMoves = new Int32Array(MAX_MOVES);
  private readonly genScore = new Float64Array(MAX_MOVES);
  private readonly autos = new Grow(256, this.meter);
  private readonly autoUndo = new Grow(256, this.meter);
  private readonly fEnd = new Grow(256, this.meter);
  private readonly fIdx = new Grow(256, this.meter);
  private readonly fMove = new Grow(256, this.meter);
  private readonly fUndo = new Grow(256, this.meter);
  private readonly fAutoEnd = new Grow(256, this.meter);
  private readonly fEnt = new Grow(256, this.meter);
  /** Per depth: the move back to the position before (`CoreHooks.reversible`), or -1. */
  private readonly fBack = new Grow(256, this.meter);
  private depth = 0;
  private autoTop = 0;
  private readonly comps = new Components(this.meter);
  private noise = 0;
  /** In the first pass, leaving out `CoreHooks.prune`'s moves (nothing is marked lost), until this many positions. */
  private pruning = false;
  private pruneUntil = 0;
  private rng = 0x2545f491;
  private restartEvery = 0;
  private restartAt = 0;
  private nodeCount = 0;
  private spentMs = 0;
  private done: SolveResult | null = null;
  /** The beam pass under way, the passes made since the root was opened, and where the depth-first turn ends. */
  private beam: CoreBeam | null = null;
  private beamPasses = 0;
  private beamNodes = 0;
  private dfsUntil = 0;
  /** The staged best-first pass (`CoreHooks.bestFirst`) under way, its positions, and where it ends. */
  private bestFirst: CoreStagedBestFirst | null = null;
  private bestFirstNodes = 0;
  private bestFirstUntil = 0;

  constructor(rules: Rules, game: CoreGame, table: Table, budget: Budget = {}, skipShifts = false) {
    this.rules = rules;
    this.game = game;
    this.skipShifts = skipShifts;
    this.budget = budget;
    if (budget.bytes) this.meter.ceiling = budget.bytes;
    this.fresh(table);
    this.openAt(table, []);
  }

  get nodes(): number {
    return this.nodeCount + this.beamNodes + this.bestFirstNodes;
  }

  /** A new core, key and transposition table with `table` as the origin of talon places. */
  private fresh(table: Table): void {
    this.origin = table;
    this.core = new Core(this.rules, this.game, table, this.skipShifts);
    this.hooks = this.core.hooks;
    this.keyer = new CoreKey(this.core);
    this.customKey = this.hooks.key !== undefined;
    this.keyBuf = new KeyBuffer((this.customKey ? this.hooks.maxKey!(this.core) : this.keyer.max) + RESTRICTION_BYTES);
    this.key = this.keyBuf.words;
    const stride = this.key.length;
    const shortStride = Math.min(stride, SHORT_WORDS);
    const cap = this.budget.memory ?? Math.min(4_000_000, Math.floor(MEMORY_BYTES / (shortStride * 4 + 32)));
    (this.short as KeySet | undefined)?.release();
    this.long?.release();
    this.short = new KeySet(shortStride, cap, undefined, this.meter);
    this.long = stride > shortStride ? new VarKeySet(cap, LONG_BYTES, undefined, this.meter) : null;
    this.comps.clear();
  }

  reroot(table: Table, avoid: readonly Table[] = []): void {
    const fits = this.related(table);
    if (!fits) this.fresh(table);
    this.openAt(table, avoid);
  }

  /** May `table` share keys with the positions searched so far (its talon and, for a game's own key, its piles come from the origin's)? */
  private related(table: Table): boolean {
    return table.piles.length === this.core.np && this.core.talonFits(table) && (this.hooks.sameOrigin?.(this.origin, table) ?? true);
  }

  /** Makes `table` the root: budget afresh, forced moves played, avoided positions keyed, the root opened. */
  private openAt(table: Table, avoid: readonly Table[]): void {
    this.start = table;
    this.nodeCount = 0;
    this.spentMs = 0;
    this.done = null;
    this.dropBeam();
    this.beamPasses = 0;
    this.beamNodes = 0;
    this.dfsUntil = DFS_FIRST;
    this.noise = 0;
    this.restartEvery = this.restartAt = this.hooks.restarts?.first ?? RESTART_FIRST;
    this.pruning = this.hooks.prune !== undefined;
    const bf = this.hooks.bestFirst;
    this.bestFirst?.release();
    this.bestFirst = null;
    this.bestFirstNodes = 0;
    this.bestFirstUntil = bf === undefined ? 0 : this.budget.nodes !== undefined ? Math.floor(this.budget.nodes * bf.share) : bf.nodes;
    this.pruneUntil =
      this.budget.nodes !== undefined ? (this.budget.nodes - this.bestFirstUntil) * (this.hooks.pruneShare ?? 0.5) : PRUNE_NODES;
    const core = this.core;
    this.avoidSet?.release();
    this.avoidSet = null;
    if (avoid.length > 0) {
      // each avoided position as the search would key it: after its forced moves
      this.makeRootKey(table);
      const rootKey = this.key.slice();
      const set = new KeySet(this.key.length, avoid.length + 1, undefined, this.meter);
      for (const t of avoid) {
        if (!this.related(t)) continue;
        this.makeRootKey(t);
        let same = true;
        for (let i = 0; i < rootKey.length; i++) if (rootKey[i] !== this.key[i]) same = false;
        if (!same) set.add(this.key);
      }
      if (set.size > 0) this.avoidSet = set;
    }
    core.load(table);
    this.depth = 0;
    this.autoTop = 0;
    this.applyAutos();
    this.fAutoEnd.ensure(1)[0] = this.autoTop;
    if (core.isWon()) {
      this.done = this.finish('winnable');
      return;
    }
    if (this.bestFirstUntil > 0) {
      const pass = withinMemory(
        () => new CoreStagedBestFirst(this.rules, this.game, this.origin, this.skipShifts, bf!.quantum, this.avoidSet, this.meter),
        () => null,
      );
      if (pass && passRun(() => (pass.begin(table), false))) pass.release();
      else this.bestFirst = pass;
    }
    this.openRoot();
  }

  /** The key of `table` after its forced moves (the core then holds that position). */
  private makeRootKey(table: Table): void {
    this.core.load(table);
    this.autoTop = 0;
    this.applyAutos();
    this.makeKey();
  }

  /** The key of the position in the core; after a move that restricts what follows (`after` >= 0), with that restriction. */
  private makeKey(after = -1): void {
    const out = this.keyBuf.out;
    let n = this.customKey ? this.hooks.key!(this.core, out) : this.keyer.write(this.core, out);
    if (after >= 0) n = this.hooks.restrictionKey!(this.core, after, out, n);
    this.keyBuf.seal(n);
  }

  // ---------------------------------------------------------------- forced moves

  /** Plays forced moves while there are any; `last`: the move just played (-1: look everywhere). */
  private applyAutos(last = -1): void {
    const safe = this.hooks.safe;
    if (!safe) return;
    const core = this.core;
    for (let guard = 0; guard < 1000; guard++) {
      const m = safe(core, last);
      if (m < 0) return;
      const i = this.autoTop++;
      this.autos.ensure(i + 1)[i] = m;
      this.autoUndo.ensure(i + 1)[i] = core.apply(m);
      last = m;
    }
  }

  private undoAutos(downTo: number): void {
    const autos = this.autos.a;
    const undo = this.autoUndo.a;
    while (this.autoTop > downTo) {
      this.autoTop--;
      this.core.undo(autos[this.autoTop], undo[this.autoTop]);
    }
  }

  // ---------------------------------------------------------------- frames

  /** Generates the moves of the position (only those `allowedAfter(after)` lets through when after >= 0), best first. */
  private pushFrame(d: number, after: number): void {
    const at = d === 0 ? 0 : this.fEnd.a[d - 1];
    const core = this.core;
    const hooks = this.hooks;
    const gm = this.genMoves;
    const gs = this.genScore;
    const all = core.generate(gm, 0);
    let n = 0;
    for (let i = 0; i < all; i++) {
      const m = gm[i];
      if (after >= 0 && !hooks.allowedAfter!(core, after, m)) continue;
      if (this.pruning && hooks.prune!(core, m)) continue;
      gm[n] = m;
      let s = hooks.score ? hooks.score(core, m) : 0;
      if (this.noise > 0) {
        this.rng = (Math.imul(this.rng, 1103515245) + 12345) | 0;
        s += (((this.rng >>> 8) % 1000) / 1000) * this.noise;
      }
      gs[n++] = s;
    }
    pushBestFirst(gm, gs, n, this.moves, at);
    this.fEnd.ensure(d + 1)[d] = at + n;
    this.fIdx.ensure(d + 1)[d] = at;
  }

  /** Opens table entry e at depth d (reached by `after` when it restricts what follows, else -1). */
  /** Finds or adds the key in the core's position: its entry number (sets `fresh_`), or -1 when memory is full. */
  private insert(): number {
    const long = this.long;
    const bytes = this.keyBuf.length;
    if (long !== null && bytes > this.short.stride * 4) {
      const e = long.insert(this.key, (bytes + 3) >> 2);
      this.fresh_ = long.fresh;
      return e < 0 ? -1 : e * 2 + 1;
    }
    const e = this.short.insert(this.key);
    this.fresh_ = this.short.fresh;
    return e < 0 ? -1 : e * 2;
  }

  /** Is the new position in the core lost because a position won whenever it is (`CoreHooks.dominators`) is? (The key is then overwritten.) */
  private dominated(): boolean {
    const dominators = this.hooks.dominators!;
    const kb = this.keyBuf;
    for (let i = 0; ; i++) {
      const n = dominators(this.core, i, kb.out);
      if (n === 0) return false;
      kb.seal(n);
      if (kb.length > this.short.stride * 4) continue;
      const e = this.short.find(this.key);
      if (e >= 0 && this.comps.isLost(e * 2)) return true;
    }
  }

  private open(e: number, d: number, after: number): void {
    this.comps.open(e);
    this.fEnt.ensure(d + 1)[d] = e;
    this.pushFrame(d, after);
  }

  private openRoot(): void {
    this.makeKey();
    this.depth = 0;
    this.comps.next();
    this.avoidedHit = false;
    const e = this.insert();
    if (e < 0) {
      this.done = this.finish('unknown', 'memory');
      return;
    }
    if (!this.fresh_ && this.comps.isLost(e)) {
      this.done = this.finish('unwinnable');
      return;
    }
    this.fBack.ensure(1)[0] = -1;
    this.open(e, 0, -1);
  }

  // ---------------------------------------------------------------- search

  step(ms: number, nodes = Infinity): SolveResult | null {
    return withinMemory(
      () => this.stepWithin(ms, nodes),
      () => (this.done = this.finish('unknown', 'memory')),
    );
  }

  private stepWithin(ms: number, nodes: number): SolveResult | null {
    if (this.done) return this.done;
    if (this.bestFirst) return this.stepBestFirst(ms, nodes);
    // node budgets (a quick proof for a `winnable` deal) are the depth-first search's alone
    if (!this.hooks.beam || this.budget.nodes !== undefined) return this.dfs(ms, nodes);
    const t0 = now();
    const deadline = t0 + Math.min(ms, (this.budget.ms ?? Infinity) - this.spentMs);
    for (;;) {
      if (this.beam) {
        const beam = this.beam;
        const before = beam.nodes;
        const b0 = now();
        const over = passRun(() => beam.run(deadline));
        this.spentMs += now() - b0;
        this.beamNodes += beam.nodes - before;
        if (beam.won) return (this.done = this.finish('winnable', 'budget', beam.won));
        if (!over) break;
        this.dropBeam();
        this.beamPasses++;
        this.dfsUntil = this.nodeCount + beam.nodes;
      }
      const left = deadline - now();
      if (left <= 0) break;
      const r = this.dfs(left, this.dfsUntil - this.nodeCount);
      if (r) return r;
      if (this.nodeCount < this.dfsUntil) break;
      const width = beamWidth(this.beamPasses);
      const beam = withinMemory(
        () => new CoreBeam(this.rules, this.game, this.origin, this.skipShifts, width, this.avoidSet, this.meter),
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

  private dropBeam(): void {
    this.beam?.release();
    this.beam = null;
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
  private dfs(ms: number, nodes: number): SolveResult | null {
    const t0 = now();
    const budgetMs = this.budget.ms ?? Infinity;
    const budgetNodes = (this.budget.nodes ?? Infinity) - this.bestFirstNodes;
    const deadline = t0 + Math.min(ms, budgetMs - this.spentMs);
    const nodeLimit = Math.min(budgetNodes, this.nodeCount + nodes);
    const core = this.core;
    const hooks = this.hooks;
    let tick = 0;
    for (;;) {
      if ((++tick & 255) === 0 && now() >= deadline) break;
      if (this.nodeCount >= nodeLimit) break;
      const d = this.depth;
      const idx = this.fIdx.a[d];
      if (idx === this.fEnd.a[d]) {
        // every move of this position tried: close it
        this.comps.close(this.fEnt.a[d], d > 0 ? this.fEnt.a[d - 1] : -1, !(d === 0 && this.avoidedHit) && !this.pruning);
        if (d === 0 && this.pruning) {
          this.endPruning();
          if (this.done) break;
          continue;
        }
        if (d === 0) {
          this.spentMs += now() - t0;
          return (this.done = this.avoidedHit ? this.finish('unknown', 'avoided') : this.finish('unwinnable'));
        }
        this.undoAutos(this.fAutoEnd.a[d - 1]);
        core.undo(this.fMove.a[d], this.fUndo.a[d]);
        this.depth = d - 1;
        continue;
      }
      if (this.pruning && this.nodeCount >= this.pruneUntil) {
        this.endPruning();
        if (this.done) break;
        continue;
      }
      if (this.nodeCount >= this.restartAt) {
        this.restart();
        if (this.done) break;
        continue;
      }
      const m = this.moves.a[idx];
      this.fIdx.a[d] = idx + 1;
      if (m === this.fBack.a[d]) {
        // back to the open position before: a way back, met without playing it
        this.comps.met(this.fEnt.a[d], this.fEnt.a[d - 1]);
        continue;
      }
      const u = core.apply(m);
      const autoBefore = this.autoTop;
      this.applyAutos(m);
      this.nodeCount++;
      const nd = d + 1;
      if (nd >= MAX_DEPTH) {
        this.undoAutos(autoBefore);
        core.undo(m, u);
        this.spentMs += now() - t0;
        return (this.done = this.finish('unknown', 'memory'));
      }
      this.fMove.ensure(nd + 1)[nd] = m;
      this.fUndo.ensure(nd + 1)[nd] = u;
      this.fAutoEnd.ensure(nd + 1)[nd] = this.autoTop;
      const avoid = this.avoidSet;
      if (avoid !== null) {
        // (before the win: the forced moves to it may pass through an avoided position)
        this.makeKey();
        if (avoid.has(this.key)) {
          // as if the root were reached again: nothing here is lost because of it
          this.avoidedHit = true;
          this.comps.reachesRoot(this.fEnt.a[d], this.fEnt.a[0]);
          this.undoAutos(autoBefore);
          core.undo(m, u);
          continue;
        }
      }
      if (core.isWon()) {
        this.depth = nd;
        this.spentMs += now() - t0;
        return (this.done = this.finish('winnable'));
      }
      // only the moves any winning line can be reordered to play next: keyed with the restriction
      const after = this.autoTop === autoBefore && hooks.restricts && hooks.restricts(core, m) ? m : -1;
      if (avoid === null || after >= 0) this.makeKey(after);
      const e = this.insert();
      if (e < 0) {
        this.undoAutos(autoBefore);
        core.undo(m, u);
        this.spentMs += now() - t0;
        return (this.done = this.finish('unknown', 'memory'));
      }
      // new, but seen to be lost at once, or lost as a position won whenever it is
      if (this.fresh_ && ((hooks.lost && hooks.lost(core)) || (after < 0 && hooks.dominators && this.dominated()))) {
        this.comps.markLost(e);
        this.undoAutos(autoBefore);
        core.undo(m, u);
        continue;
      }
      // lost, or open in this search (a way back); seen before a restart but not proven lost: searched again
      if (!this.fresh_ && this.comps.met(this.fEnt.a[d], e)) {
        this.undoAutos(autoBefore);
        core.undo(m, u);
        continue;
      }
      this.depth = nd;
      this.fBack.ensure(nd + 1)[nd] =
        hooks.reversible && !hooks.restricts && u === 0 && this.autoTop === autoBefore && mKind(m) === MOVE
          ? mkMove(MOVE, mTo(m), mFrom(m), mCount(m))
          : -1;
      this.open(e, nd, after);
    }
    this.spentMs += now() - t0;
    if (this.done) return this.done;
    if (this.spentMs >= budgetMs || this.nodeCount >= budgetNodes) {
      return (this.done = this.finish('unknown', 'budget'));
    }
    return null;
  }

  /** The pruned pass is over: every move from now on, from the root, restarts as at first. */
  private endPruning(): void {
    this.pruning = false;
    this.unwind();
    this.noise = 0;
    this.restartEvery = this.hooks.restarts?.first ?? RESTART_FIRST;
    this.restartAt = this.nodeCount + this.restartEvery;
    this.openRoot();
  }

  private unwind(): void {
    while (this.depth > 0) {
      const d = this.depth;
      this.undoAutos(this.fAutoEnd.a[d - 1]);
      this.core.undo(this.fMove.a[d], this.fUndo.a[d]);
      this.depth = d - 1;
    }
  }

  /** Back to the root; the next search orders moves with some noise and runs longer. */
  private restart(): void {
    this.unwind();
    const r = this.hooks.restarts;
    this.noise = r?.noise ?? NOISE;
    this.restartEvery = Math.ceil(this.restartEvery * (r?.growth ?? RESTART_GROWTH));
    this.restartAt = this.nodeCount + this.restartEvery;
    this.openRoot();
  }

  private finish(
    result: 'winnable' | 'unwinnable' | 'unknown',
    reason: UnknownReason = 'budget',
    internal?: readonly number[],
  ): SolveResult {
    return verdict(result, reason, this.nodes, this.spentMs, () =>
      this.replay(internal ?? stackLine(this.depth, this.fMove.a, this.fAutoEnd.a, this.autos.a)),
    );
  }

  /** Internal moves from the root as engine moves, each replayed through the engine to a won table; detours cut. */
  private replay(internal: readonly number[]): Move[] {
    const line = replayLine(this.rules, this.start, internal.length, (_t, i) => engineMove(internal[i]));
    return shortenLine(this.rules, this.start, line);
  }
}

/**
 * A game's search: `own` where it gives one, else the compiled core's where it applies to the
 * table, else the generic search with the game's hooks.
 */
export function withCompiled(hooks: GameHooks, core: CoreGame, own?: (rules: Rules, table: Table, budget: Budget) => Search | null) {
  return (rules: Rules, table: Table, budget: Budget): Search =>
    own?.(rules, table, budget) ??
    (coreApplies(rules, table)
      ? new CompiledSearch(rules, core, table, budget, rules.skipPileShifts)
      : new GenericSearch(rules, hooks, table, budget));
}
