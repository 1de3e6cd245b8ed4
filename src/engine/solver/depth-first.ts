/**
 * The one depth-first driver behind every game's search: an explicit stack of frames over a
 * position played in place (`DfsPosition`: load, moves, apply/undo, forced moves, key, won),
 * integer moves on a preallocated move stack, an exact transposition table (short keys in a
 * fixed-stride set, long ones in a set of many lengths; keys are never a bare hash), Tarjan's
 * components so that a position is marked lost only when everything reachable from it was
 * searched, restarts with a new ordering (lost marks survive them, and re-rooting), positions
 * to avoid (a board's history) counted as ways back to the root. The driver knows no game and
 * gives no verdict of its own: it runs until a position is won, the root's component is
 * finished, or its memory is full (`run`), and the search around it (schedule.ts) turns that
 * into a verdict with a line replayed through the engine.
 *
 * Nothing is allocated per position: frames are `Grow` arrays, the key is the position's own
 * buffer, and every array is taken from the search's memory meter.
 */
import type { Table } from '../types.js';
import { Components, stackLine } from './components.js';
import { Grow } from './grow.js';
import { KeySet, VarKeySet } from './keyset.js';
import type { MemoryMeter } from './memory.js';

/** Deepest stack (positions on the current line): deeper ends the search on its memory. */
const MAX_DEPTH = 1 << 20;

/**
 * A game's position as the driver plays it. Moves are integers the position generates onto
 * its own move stack (`moves`), best first; forced moves go onto its own `autos` stack.
 */
export interface DfsPosition {
  /** Its move stack: `generate` writes the moves of the position from `at` on. */
  readonly moves: Grow;
  /** The forced moves played, bottom to `autoTop`. */
  readonly autos: Grow;
  readonly autoTop: number;
  /** The key `writeKey` wrote last: its words (zero-padded past its length) and its bytes. */
  readonly keyWords: Int32Array;
  readonly keyBytes: number;
  /** The longest key, in words, and the longest kept in the fixed-stride set (longer ones: the set of many lengths). */
  readonly maxKeyWords: number;
  readonly shortKeyWords: number;
  /** Positions the key sets may hold (each). */
  readonly capacity: number;

  /** May `table` share keys with the positions searched so far (reached from the same origin)? */
  related(table: Table): boolean;
  /** Makes `table` the origin of keys (a search that forgets what it knew). */
  fresh(table: Table): void;
  /** Sets the position to `table` and plays its forced moves (from the bottom of `autos`). */
  setRoot(table: Table): void;
  /** A new round from the root: `round` 0 first, then one per restart; `pruning`: the first pass's moves are left out (nothing proven). */
  round(round: number, pruning: boolean): void;
  /** Writes the key of the position; `after` >= 0: right after that move, which restricts what follows. */
  writeKey(after: number): void;
  /** Generates the position's moves at `at` on the move stack, best first (only those `after` lets follow when >= 0); their count. */
  generate(at: number, after: number): number;
  /** Plays move m; what undoes it. */
  play(m: number): number;
  unplay(m: number, u: number): void;
  /** Plays the forced moves after m (-1: anywhere) onto `autos`. */
  autosAfter(m: number): void;
  undoAutos(downTo: number): void;
  won(): boolean;

  /** How near a win the position is (higher: nearer), for a lead while no winning line is known (`DepthFirst.lead`). */
  progress?(): number;
  /** After m (no forced move after it): does it restrict the next moves (keyed with it)? */
  restricts?(m: number, u: number): boolean;
  /** After m: is the position left unkeyed, only `generate(at, m)`'s moves following (it shares the entry below it)? */
  unkeyed?(m: number, u: number, forced: boolean): boolean;
  /** A position reached by m (undo u): lost at a glance? It is then not even keyed. */
  dead?(m: number, u: number): boolean;
  /** A new position reached by m (undo u): proven lost at once? (`lostKey` looks up a key the position writes.) */
  lost?(m: number, u: number, after: number, lostKey: () => boolean): boolean;
  /** After m (undo u, forced moves played or not): the move straight back to the position before, or -1. */
  back?(m: number, u: number, forced: boolean): number;
  /**
   * The key positions to avoid are known by (a board's history: the very tables played), where
   * `writeKey`'s leaves out what makes two of them differ (the talon's split, where it changes
   * nothing that follows). Default: `writeKey(-1)`.
   */
  writeExactKey?(): void;
  /** Whether move m (not played yet) passes, on its way, a position whose exact key is in `avoid` (a talon card dealt to). */
  avoidsBefore?(m: number, avoid: KeySet): boolean;
}

/** Short keys (most) and long keys: an entry's number is its index × 2 + which. */
class Keys {
  readonly short: KeySet;
  readonly long: VarKeySet | null;
  fresh = false;

  constructor(pos: DfsPosition, meter: MemoryMeter, longBytes: number) {
    const stride = Math.min(pos.maxKeyWords, pos.shortKeyWords);
    this.short = new KeySet(stride, pos.capacity, undefined, meter);
    this.long = pos.maxKeyWords > stride ? new VarKeySet(pos.capacity, longBytes, undefined, meter) : null;
  }

  insert(key: Int32Array, bytes: number): number {
    const long = this.long;
    if (long !== null && bytes > this.short.stride * 4) {
      const e = long.insert(key, (bytes + 3) >> 2);
      this.fresh = long.fresh;
      return e < 0 ? -1 : e * 2 + 1;
    }
    const e = this.short.insert(key);
    this.fresh = this.short.fresh;
    return e < 0 ? -1 : e * 2;
  }

  release(): void {
    this.short.release();
    this.long?.release();
  }
}

/** How `run` ended: won (the stack is the line), the root's component searched (lost, or met positions to avoid), memory full, or paused. */
export type DfsEnd = 'won' | 'lost' | 'avoided' | 'memory' | null;

export interface Restarts {
  /** Positions before the first restart, and the growth of each next search. */
  readonly first: number;
  readonly growth: number;
  /** Positions of the first search, where it is longer than the next (`first`) ones. */
  readonly opening?: number;
}

export class DepthFirst {
  private keys!: Keys;
  private avoidSet: KeySet | null = null;
  private avoidedHit = false;
  /** The most promising new position's line from the root, and its score (`measure`). */
  private bestLead: { readonly score: number; readonly line: number[] } | null = null;
  private readonly comps: Components;
  private readonly fEnd: Grow;
  private readonly fIdx: Grow;
  private readonly fMove: Grow;
  private readonly fUndo: Grow;
  private readonly fAutoEnd: Grow;
  private readonly fEnt: Grow;
  /** 1: a keyed position; 0: one `unkeyed` left out of the table (positions that have them). */
  private readonly fKeyed: Grow | null;
  /** Per depth: the move back to the position before, or -1 (positions that have them). */
  private readonly fBack: Grow | null;
  private depth = 0;
  private rounds = 0;
  private restartEvery = 0;
  private restartAt = 0;
  private pruning = false;
  private pruneUntil = 0;
  /** Positions expanded since the root was opened. */
  nodes = 0;

  constructor(
    readonly pos: DfsPosition,
    private readonly meter: MemoryMeter,
    private readonly restarts: Restarts,
    private readonly longBytes = 0,
  ) {
    this.comps = new Components(meter);
    this.fEnd = new Grow(256, meter);
    this.fIdx = new Grow(256, meter);
    this.fMove = new Grow(256, meter);
    this.fUndo = new Grow(256, meter);
    this.fAutoEnd = new Grow(256, meter);
    this.fEnt = new Grow(256, meter);
    this.fKeyed = pos.unkeyed ? new Grow(256, meter) : null;
    this.fBack = pos.back ? new Grow(256, meter) : null;
    this.keys = new Keys(pos, meter, longBytes);
  }

  /** The origin changes (`DfsPosition.fresh`): a new table of keys, every mark forgotten. */
  fresh(table: Table): void {
    this.keys.release();
    this.pos.fresh(table);
    this.keys = new Keys(this.pos, this.meter, this.longBytes);
    this.comps.clear();
  }

  /** The avoided positions' set (for the passes that must not go through them either). */
  get avoided(): KeySet | null {
    return this.avoidSet;
  }

  /**
   * Makes `table` the root: forced moves played, the positions of `avoid` keyed (after their
   * forced moves), the first round opened; `pruneFor` > 0: a first pass that leaves out the
   * position's pruned moves (and proves nothing) for that many positions. Returns 'won' when
   * the root is won at once, 'lost' when proven lost before, 'memory' when full, else null.
   */
  begin(table: Table, avoid: readonly Table[], pruneFor = 0): DfsEnd {
    const pos = this.pos;
    if (!pos.related(table)) this.fresh(table);
    this.nodes = 0;
    this.pruning = pruneFor > 0;
    this.pruneUntil = pruneFor;
    this.avoidSet?.release();
    this.avoidSet = null;
    pos.setRoot(table);
    if (avoid.length > 0) this.keyAvoided(table, avoid);
    this.bestLead = null;
    this.depth = 0;
    this.fAutoEnd.ensure(1)[0] = pos.autoTop;
    if (pos.won()) return 'won';
    this.rounds = 0;
    this.restartEvery = this.restarts.first;
    this.restartAt = this.restarts.opening ?? this.restarts.first;
    return this.openRoot();
  }

  /**
   * Keys the positions of `avoid` (the root itself, as given, is never avoided): each by its
   * key after its forced moves, as the search meets positions. Where the root's own forced moves
   * pass one of them, they are taken back and searched as moves.
   */
  private keyAvoided(table: Table, avoid: readonly Table[]): void {
    const pos = this.pos;
    pos.undoAutos(0);
    this.exactKey();
    const rootKey = pos.keyWords.slice();
    const set = new KeySet(rootKey.length, avoid.length + 1, undefined, this.meter);
    const asGiven = new KeySet(rootKey.length, avoid.length + 1, undefined, this.meter);
    for (const t of avoid) {
      if (!pos.related(t)) continue;
      pos.setRoot(t);
      pos.undoAutos(0);
      this.exactKey();
      const k = pos.keyWords;
      let same = true;
      for (let i = 0; i < rootKey.length; i++) if (rootKey[i] !== k[i]) same = false;
      if (same) continue;
      asGiven.add(k);
      pos.autosAfter(-1);
      this.exactKey();
      set.add(pos.keyWords);
    }
    if (set.size > 0) this.avoidSet = set;
    else set.release();
    pos.setRoot(table);
    let passes = false;
    for (let j = pos.autoTop; j > 0 && !passes; j--) {
      pos.undoAutos(j);
      this.exactKey();
      passes = asGiven.has(pos.keyWords);
    }
    asGiven.release();
    if (passes) pos.undoAutos(0);
    else pos.setRoot(table);
  }

  /** The internal moves from the root (its forced moves first) to the position on top of the stack. */
  line(): number[] {
    return stackLine(this.depth, this.fMove.a, this.fAutoEnd.a, this.pos.autos.a);
  }

  /** The stack, for a game that shortens its line by itself: depth, and per depth the move to it and the forced moves' end after it. */
  get stack(): { depth: number; moves: Int32Array; autoEnds: Int32Array } {
    return { depth: this.depth, moves: this.fMove.a, autoEnds: this.fAutoEnd.a };
  }

  /** Is the key the position just wrote a position proven lost? */
  private readonly lostKey = (): boolean => {
    const pos = this.pos;
    if (pos.keyBytes > this.keys.short.stride * 4) return false;
    const e = this.keys.short.find(pos.keyWords);
    return e >= 0 && this.comps.isLost(e * 2);
  };

  private openRoot(): DfsEnd {
    const pos = this.pos;
    pos.round(this.rounds, this.pruning);
    pos.writeKey(-1);
    this.depth = 0;
    this.comps.next();
    this.avoidedHit = false;
    const e = this.keys.insert(pos.keyWords, pos.keyBytes);
    if (e < 0) return 'memory';
    if (!this.keys.fresh && this.comps.isLost(e)) return 'lost';
    if (this.fBack !== null) this.fBack.ensure(1)[0] = -1;
    this.open(e, 0, -1);
    return null;
  }

  private open(e: number, d: number, after: number): void {
    this.comps.open(e);
    this.fEnt.ensure(d + 1)[d] = e;
    if (this.fKeyed !== null) this.fKeyed.ensure(d + 1)[d] = 1;
    this.pushFrame(d, after);
  }

  private pushFrame(d: number, after: number): void {
    const at = d === 0 ? 0 : this.fEnd.a[d - 1];
    const n = this.pos.generate(at, after);
    this.fEnd.ensure(d + 1)[d] = at + n;
    this.fIdx.ensure(d + 1)[d] = at;
  }

  private unwind(): void {
    const pos = this.pos;
    while (this.depth > 0) {
      const d = this.depth;
      pos.undoAutos(this.fAutoEnd.a[d - 1]);
      pos.unplay(this.fMove.a[d], this.fUndo.a[d]);
      this.depth = d - 1;
    }
  }

  /** Back to the root; the next round runs longer (the position orders its moves anew). */
  private restart(): DfsEnd {
    this.unwind();
    this.rounds++;
    this.restartEvery = Math.ceil(this.restartEvery * this.restarts.growth);
    this.restartAt = this.nodes + this.restartEvery;
    return this.openRoot();
  }

  /** The pruned pass is over: every move from now on, from the root, rounds as at first. */
  private endPruning(): DfsEnd {
    this.pruning = false;
    this.unwind();
    this.rounds = 0;
    this.restartEvery = this.restarts.first;
    this.restartAt = this.nodes + (this.restarts.opening ?? this.restarts.first);
    return this.openRoot();
  }

  /** Searches until `deadline` (checked now and then, by `clock`) or `nodeLimit` positions: how it ended, or null (paused). */
  run(nodeLimit: number, deadline: number, clock: () => number): DfsEnd {
    const pos = this.pos;
    const comps = this.comps;
    const keys = this.keys;
    const avoid = this.avoidSet;
    const moves = pos.moves;
    let tick = 0;
    for (;;) {
      if ((++tick & 255) === 0 && clock() >= deadline) return null;
      if (this.nodes >= nodeLimit) return null;
      const d = this.depth;
      const idx = this.fIdx.a[d];
      if (idx === this.fEnd.a[d]) {
        // every move of this position tried: close it (an unkeyed one shares the entry below it)
        if (this.fKeyed === null || this.fKeyed.a[d] === 1) {
          comps.close(this.fEnt.a[d], d > 0 ? this.fEnt.a[d - 1] : -1, !(d === 0 && this.avoidedHit) && !this.pruning);
        }
        if (d === 0) {
          if (!this.pruning) return this.avoidedHit ? 'avoided' : 'lost';
          const r = this.endPruning();
          if (r) return r;
          continue;
        }
        pos.undoAutos(this.fAutoEnd.a[d - 1]);
        pos.unplay(this.fMove.a[d], this.fUndo.a[d]);
        this.depth = d - 1;
        continue;
      }
      if (this.pruning && this.nodes >= this.pruneUntil) {
        const r = this.endPruning();
        if (r) return r;
        continue;
      }
      if (this.nodes >= this.restartAt) {
        const r = this.restart();
        if (r) return r;
        continue;
      }
      const m = moves.a[idx];
      this.fIdx.a[d] = idx + 1;
      if (this.fBack !== null && m === this.fBack.a[d]) {
        // back to the open position before: a way back, met without playing it
        comps.met(this.fEnt.a[d], this.fEnt.a[d - 1]);
        continue;
      }
      if (avoid !== null && pos.avoidsBefore !== undefined && pos.avoidsBefore(m, avoid)) {
        this.metAvoided(d);
        continue;
      }
      const autoBefore = pos.autoTop;
      const u = pos.play(m);
      pos.autosAfter(m);
      this.nodes++;
      const nd = d + 1;
      if (nd >= MAX_DEPTH) {
        pos.undoAutos(autoBefore);
        pos.unplay(m, u);
        return 'memory';
      }
      this.fMove.ensure(nd + 1)[nd] = m;
      this.fUndo.ensure(nd + 1)[nd] = u;
      this.fAutoEnd.ensure(nd + 1)[nd] = pos.autoTop;
      // (before the win: the forced moves to it may pass through an avoided position)
      if (avoid !== null && (this.exactKey(), avoid.has(pos.keyWords))) {
        pos.undoAutos(autoBefore);
        pos.unplay(m, u);
        this.metAvoided(d);
        continue;
      }
      if (pos.won()) {
        this.depth = nd;
        return 'won';
      }
      const forced = pos.autoTop !== autoBefore;
      if (pos.unkeyed !== undefined && pos.unkeyed(m, u, forced)) {
        // not keyed: only the moves any winning line can be reordered to play next
        this.depth = nd;
        this.fEnt.ensure(nd + 1)[nd] = this.fEnt.a[d];
        this.fKeyed!.ensure(nd + 1)[nd] = 0;
        if (this.fBack !== null) this.fBack.ensure(nd + 1)[nd] = -1;
        this.pushFrame(nd, m);
        continue;
      }
      if (pos.dead !== undefined && pos.dead(m, u)) {
        pos.undoAutos(autoBefore);
        pos.unplay(m, u);
        continue;
      }
      // only the moves any winning line can be reordered to play next: keyed with the restriction
      const after = !forced && pos.restricts !== undefined && pos.restricts(m, u) ? m : -1;
      if (avoid === null || after >= 0 || this.pos.writeExactKey) pos.writeKey(after);
      const e = keys.insert(pos.keyWords, pos.keyBytes);
      if (e < 0) {
        pos.undoAutos(autoBefore);
        pos.unplay(m, u);
        return 'memory';
      }
      // lost, or open in this search (a way back); seen before a restart but not proven lost: searched again
      if (!keys.fresh && comps.met(this.fEnt.a[d], e)) {
        pos.undoAutos(autoBefore);
        pos.unplay(m, u);
        continue;
      }
      // new, but seen to be lost at once
      if (keys.fresh && pos.lost !== undefined && pos.lost(m, u, after, this.lostKey)) {
        comps.markLost(e);
        pos.undoAutos(autoBefore);
        pos.unplay(m, u);
        continue;
      }
      this.depth = nd;
      if (pos.progress !== undefined) this.measure(nd);
      if (this.fBack !== null) this.fBack.ensure(nd + 1)[nd] = pos.back!(m, u, forced);
      this.open(e, nd, after);
    }
  }

  /** The position's key as positions to avoid are known by. */
  private exactKey(): void {
    if (this.pos.writeExactKey) this.pos.writeExactKey();
    else this.pos.writeKey(-1);
  }

  /** Keeps the line to the new position on top of the stack when it is the most promising one yet. */
  private measure(depth: number): void {
    const score = this.pos.progress!();
    if (this.bestLead !== null && score <= this.bestLead.score) return;
    this.bestLead = { score, line: stackLine(depth, this.fMove.a, this.fAutoEnd.a, this.pos.autos.a) };
  }

  /** The line to the most promising new position met since the root was set (by the position's `progress`), or null. */
  lead(): { readonly score: number; readonly line: number[] } | null {
    return this.bestLead;
  }

  /** A move from depth d met a position to avoid: as if it came back to the root (nothing here is lost because of it). */
  private metAvoided(d: number): void {
    this.avoidedHit = true;
    this.comps.reachesRoot(this.fEnt.a[d], this.fEnt.a[0]);
  }

  /** Gives back what it holds (the search is not used again). */
  release(): void {
    this.keys.release();
    this.avoidSet?.release();
    this.avoidSet = null;
  }
}
