/**
 * The search of every game the compiled core can hold (core.ts): the shared depth-first driver
 * (depth-first.ts) over the core's position (`CorePosition`: in-place apply/undo, integer moves,
 * the game's forced moves, ordering, keys, restrictions and quick proofs from its `CoreHooks`),
 * run by the shared schedule (schedule.ts) with the game's passes: a first pruned pass, a
 * committed best-first pass, beam passes. Every winning line is expanded to engine moves and
 * replayed through `rules.legalMove` and `rules.apply` to a won table before it is returned.
 */
import type { Move, Rules, Table } from '../types.js';
import {
  Core,
  MAX_AUTOS,
  MOVE,
  TALON,
  coreApplies,
  playSafeMoves,
  engineMoves,
  mCount,
  mFrom,
  mKind,
  mTo,
  mkMove,
  type CoreGame,
  type CoreHooks,
} from './core.js';
import { GenericSearch } from './generic.js';
import { CoreKey } from './core-key.js';
import { replayLine } from './replay.js';
import { shortenLine } from './shorten.js';
import { KeyBuffer, type KeySet } from './keyset.js';
import type { Budget, Search } from './types.js';
import { Grow } from './grow.js';
import { MemoryMeter, SEARCH_BYTES } from './memory.js';
import { CoreBestFirst, pushBestFirst } from './best-first.js';
import { CoreBeam } from './beam.js';
import { DepthFirst, type DfsPosition } from './depth-first.js';
import { LineFollower } from './follow.js';
import { ScheduledSearch, type SearchPlan } from './schedule.js';

/** The share of the memory ceiling past which restricted positions are left unkeyed (`CoreHooks.unkeyedRestricted`). */
const UNKEYED_FROM = 0.3;
const RESTART_FIRST = 5000;
const RESTART_GROWTH = 1.5;
const NOISE = 50;
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
 * 100,000 first 44 / 43 (the depth-first search alone: 40 / 37). Under a node budget too: seeds
 * 1-20 within 1 M positions, Congress 16 decided (the depth-first search alone: 15).
 */
const DFS_FIRST = 100_000;
/** With best-first passes: the depth-first search's turn after a pass, at least. */
const BEST_FIRST_AFTER = 10_000;
/** Positions of the first, pruned pass (`CoreHooks.prune`) without a node budget. */
const PRUNE_NODES = 500_000;
const beamWidth = (pass: number): number => Math.min(3000, 100 * 3 ** pass);

/** The compiled core's position as the depth-first driver plays it. */
export class CorePosition implements DfsPosition {
  core!: Core;
  hooks!: CoreHooks;
  /** The table talon places are numbered from (passes key from it too). */
  origin!: Table;
  private keyer!: CoreKey;
  private customKey = false;
  private keyBuf!: KeyBuffer;
  keyWords!: Int32Array;
  maxKeyWords = 0;
  readonly shortKeyWords = SHORT_WORDS;
  capacity = 0;
  readonly moves: Grow;
  readonly autos: Grow;
  private readonly autoUndo: Grow;
  autoTop = 0;
  private readonly genMoves = new Int32Array(MAX_MOVES);
  private readonly genScore = new Float64Array(MAX_MOVES);
  /** Per pile: whether its cards count as gone home, or (where piles must empty to win) as left to clear. */
  private home!: Uint8Array;
  private empties: Uint8Array | null = null;
  private noise = 0;
  private pruning = false;
  private rng = 0x2545f491;

  constructor(
    private readonly rules: Rules,
    private readonly game: CoreGame,
    table: Table,
    private readonly skipShifts: boolean,
    meter: MemoryMeter,
    private readonly memory: number | undefined,
  ) {
    this.moves = new Grow(1024, meter);
    this.autos = new Grow(256, meter);
    this.autoUndo = new Grow(256, meter);
    this.fresh(table);
    // (where the game has no passes, and cards lie face down: turning them up is the progress
    // that leads somewhere; in an open game a line to most cards home led hints astray: King
    // Albert, hint-only in positions, 3 of 5 winnable deals won with it, 5 without)
    const hidden = table.piles.some((p, i) => i !== this.core.stock && p.down > 0);
    if (!this.hooks.bestFirst && !this.hooks.beam && hidden) this.progress = () => this.measure();
    // (keyed while the key sets have room: a restricted position is then searched once)
    const tight = (): boolean => meter.held > meter.ceiling * UNKEYED_FROM;
    if (this.hooks.unkeyedRestricted) this.unkeyed = (m, u, forced) => !forced && tight() && this.restricts(m, u);
  }

  /** (only where the game's knowledge says so: `CoreHooks.unkeyedRestricted`) */
  readonly unkeyed?: (m: number, u: number, forced: boolean) => boolean;

  /** (only where the game has no passes: theirs lead) */
  readonly progress?: () => number;

  get keyBytes(): number {
    return this.keyBuf.length;
  }

  /**
   * How near a win (for the depth-first search's lead, where the game has no passes: `progress`): the
   * game's `progress`, else cards gone home (or, where piles must empty, cards left in them)
   * against cards face down and on the waste.
   */
  private measure(): number {
    const core = this.core;
    if (this.hooks.progress) return this.hooks.progress(core);
    const { len, down } = core;
    let s = 0;
    for (let p = 0; p < core.np; p++) {
      if (p !== core.stock) s -= 3 * down[p];
      if (this.empties !== null ? this.empties[p] === 1 : this.home[p] === 1) s += (this.empties !== null ? -10 : 10) * len[p];
    }
    return core.waste >= 0 ? s - 2 * len[core.waste] : s;
  }

  fresh(table: Table): void {
    this.origin = table;
    this.core = new Core(this.rules, this.game, table, this.skipShifts);
    this.hooks = this.core.hooks;
    this.keyer = new CoreKey(this.core, table);
    this.customKey = this.hooks.key !== undefined;
    this.keyBuf = new KeyBuffer((this.customKey ? this.hooks.maxKey!(this.core) : this.keyer.max) + RESTRICTION_BYTES);
    this.keyWords = this.keyBuf.words;
    this.maxKeyWords = this.keyWords.length;
    const m = this.rules.mechanics;
    const specs = this.rules.specs;
    this.home = Uint8Array.from(specs, (sp) => (sp.kind === 'foundation' || sp.kind === 'discard' ? 1 : 0));
    this.empties = m?.winEmpty ? Uint8Array.from(specs, (_, p) => (m.winEmpty!.includes(p) ? 1 : 0)) : null;
    const shortStride = Math.min(this.maxKeyWords, SHORT_WORDS);
    this.capacity = this.memory ?? Math.min(4_000_000, Math.floor(MEMORY_BYTES / (shortStride * 4 + 32)));
  }

  /** May `table` share keys with the positions searched so far (its talon and, for a game's own key, its piles come from the origin's)? */
  related(table: Table): boolean {
    return (
      table.piles.length === this.core.np &&
      this.core.talonFits(table) &&
      this.keyer.hiddenKept(this.origin, table) &&
      this.keyer.chainsHold(table) &&
      (this.hooks.sameOrigin?.(this.origin, table) ?? true)
    );
  }

  setRoot(table: Table): void {
    this.core.load(table);
    this.autoTop = 0;
    this.autosAfter(-1);
  }

  round(round: number, pruning: boolean): void {
    this.pruning = pruning;
    this.noise = round > 0 ? (this.hooks.restarts?.noise ?? NOISE) : 0;
    this.hooks.round?.(this.core, round);
  }

  /** The key of the position in the core; after a move that restricts what follows (`after` >= 0), with that restriction. */
  writeKey(after: number): void {
    const out = this.keyBuf.out;
    let n = this.customKey ? this.hooks.key!(this.core, out) : this.keyer.write(this.core, out);
    if (after >= 0) n = this.hooks.restrictionKey!(this.core, after, out, n);
    this.keyBuf.seal(n);
  }

  writeExactKey(): void {
    this.keyBuf.seal(this.customKey ? this.hooks.key!(this.core, this.keyBuf.out) : this.keyer.write(this.core, this.keyBuf.out, true));
  }

  /** A talon move deals through tables (and the forced moves each would set off) that may be ones to avoid. */
  avoidsBefore(m: number, avoid: KeySet): boolean {
    if (mKind(m) !== TALON) return false;
    return this.core.talonPasses(m, () => {
      const at = this.autoTop;
      this.autosAfter(-1);
      this.writeExactKey();
      this.undoAutos(at);
      return avoid.has(this.keyWords);
    });
  }

  /** The moves of the position (only those `allowedAfter(after)` lets through when after >= 0), best first. */
  generate(at: number, after: number): number {
    const core = this.core;
    const hooks = this.hooks;
    const gm = this.genMoves;
    const gs = this.genScore;
    const all = core.generate(gm, 0);
    let n = 0;
    for (let i = 0; i < all; i++) {
      const m = gm[i];
      if (after >= 0 && !hooks.allowedAfter!(core, after, m)) continue;
      if (hooks.skip && hooks.skip(core, m)) continue;
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
    return n;
  }

  play(m: number): number {
    return this.core.apply(m);
  }

  unplay(m: number, u: number): void {
    this.core.undo(m, u);
  }

  /** Plays forced moves while there are any; `last`: the move just played (-1: look everywhere). */
  autosAfter(last: number): void {
    if (!this.hooks.safe) return;
    const at = this.autoTop;
    this.autoTop += playSafeMoves(this.core, last, this.autos.ensure(at + MAX_AUTOS), this.autoUndo.ensure(at + MAX_AUTOS), at);
  }

  undoAutos(downTo: number): void {
    const autos = this.autos.a;
    const undo = this.autoUndo.a;
    while (this.autoTop > downTo) {
      this.autoTop--;
      this.core.undo(autos[this.autoTop], undo[this.autoTop]);
    }
  }

  won(): boolean {
    return this.core.isWon();
  }

  restricts(m: number, u: number): boolean {
    return this.hooks.restricts !== undefined && this.hooks.restricts(this.core, m, u);
  }

  /** New, but seen to be lost at once, or lost as a position won whenever it is (`CoreHooks.dominators`) is. */
  lost(m: number, _u: number, after: number, lostKey: () => boolean): boolean {
    const hooks = this.hooks;
    if (hooks.lost && hooks.lost(this.core, m)) return true;
    if (after >= 0 || !hooks.dominators) return false;
    // (the key is overwritten)
    for (let i = 0; ; i++) {
      const n = hooks.dominators(this.core, i, this.keyBuf.out);
      if (n === 0) return false;
      this.keyBuf.seal(n);
      if (lostKey()) return true;
    }
  }

  back(m: number, u: number, forced: boolean): number {
    const hooks = this.hooks;
    return hooks.reversible && !hooks.restricts && u === 0 && !forced && mKind(m) === MOVE ? mkMove(MOVE, mTo(m), mFrom(m), mCount(m)) : -1;
  }

  /** Internal moves from the root as engine moves, each replayed through the engine to a won table (unless not `won`: a lead); detours cut. */
  line(start: Table, internal: readonly number[], avoid: readonly Table[], won = true): Move[] {
    // (a talon move stands for deals and a move: expanded on the table it meets)
    const moves: Move[] = [];
    const tables: Table[] = [start];
    let t = start;
    for (const m of internal) {
      const from = moves.length;
      engineMoves(this.rules, t, m, moves);
      const line = replayLine(this.rules, t, moves.length - from, (_t, i) => moves[from + i], false, tables);
      for (let i = 0; i < line.length; i++) moves[from + i] = line[i];
      t = tables[tables.length - 1];
    }
    if (won && !this.rules.isWon(t)) throw new Error('Solver line does not win');
    return shortenLine(this.rules, start, moves, tables, avoid);
  }
}

/** The depth-first driver over the compiled core's position. */
export function compiledDfs(rules: Rules, game: CoreGame, table: Table, skipShifts: boolean, meter: MemoryMeter, memory?: number) {
  const pos = new CorePosition(rules, game, table, skipShifts, meter, memory);
  const dfs = new DepthFirst(pos, meter, pos.hooks.restarts ?? { first: RESTART_FIRST, growth: RESTART_GROWTH }, LONG_BYTES);
  return { pos, dfs };
}

/** The compiled core's search: the shared driver over `CorePosition`, with the game's passes (`CoreHooks.prune`, `bestFirst`, `beam`). */
export class CompiledSearch extends ScheduledSearch {
  constructor(rules: Rules, game: CoreGame, table: Table, budget: Budget = {}, skipShifts = false) {
    const meter = new MemoryMeter(budget.bytes);
    const { pos, dfs } = compiledDfs(rules, game, table, skipShifts, meter, budget.memory);
    const { prune, pruneShare, bestFirst, beam } = pos.hooks;
    const won = new LineFollower(rules);
    const plan: SearchPlan = {
      dfs,
      line: (start, internal, avoid) => won.keep(start, pos.line(start, internal ?? dfs.line(), avoid)),
      reroot: (t, avoid) => won.rest(t, avoid),
      lead: (start, internal, avoid) => pos.line(start, internal, avoid, false),
      prune: prune ? { share: pruneShare ?? 0.5, nodes: PRUNE_NODES } : undefined,
      passes: bestFirst
        ? {
            first: bestFirst.first,
            // (a pass that ends at once must not leave the depth-first search no turn at all)
            after: (n) => Math.max(BEST_FIRST_AFTER, n * bestFirst.after),
            withNodeBudget: true,
            make: (i, avoid) =>
              new CoreBestFirst(
                rules,
                game,
                pos.origin,
                skipShifts,
                bestFirst.patience * (bestFirst.growth ?? 2) ** Math.min(i, 6),
                avoid,
                meter,
                i,
              ),
          }
        : beam
          ? {
              first: DFS_FIRST,
              after: (n) => n,
              withNodeBudget: true,
              make: (i, avoid) => new CoreBeam(rules, game, pos.origin, skipShifts, beamWidth(i), avoid, meter),
            }
          : undefined,
    };
    super(plan, meter, table, budget);
  }
}

/**
 * A game's search: `own` where it gives one, else the compiled core's; a table the core cannot
 * hold (a game a page defines: too many piles or cards, a line that shrinks) gets the engine-level
 * search.
 */
export function withCompiled(core: CoreGame, own?: (rules: Rules, table: Table, budget: Budget) => Search | null) {
  return (rules: Rules, table: Table, budget: Budget): Search =>
    own?.(rules, table, budget) ??
    (coreApplies(rules, table)
      ? new CompiledSearch(rules, core, table, budget, rules.skipPileShifts)
      : new GenericSearch(rules, table, budget));
}
