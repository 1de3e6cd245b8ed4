/**
 * The one beam pass, for the wins a depth-first search sinks its time below: in a single-pass
 * game (Congress, Seasons) an early choice that loses keeps the depth-first search busy for
 * millions of positions, while a breadth-first sweep that keeps only the `width` most promising
 * positions of each level walks past it. Measured before this was built: an engine-level beam of
 * width 300 won 3 of the 6 Congress deals of seeds 1-50 that the depth-first search left unknown
 * after 20 s.
 *
 * A pass never proves a loss (it drops positions); it runs level by level, resumable between two
 * positions, and ends with a winning line (the game's moves from the root) or none. Positions are
 * the game's byte snapshots (`BeamPosition`), each kept position's move and parent noted for the
 * line; the game says which positions are new to the pass (never one to avoid) and how promising
 * they are. `CoreBeam` is the compiled core's (Congress).
 */
import { Core, MAX_AUTOS, playSafeMoves, type CoreGame } from './core.js';
import { CoreKey } from './core-key.js';
import { KeyBuffer, KeySet } from './keyset.js';
import { Grow, MemoryFull } from './grow.js';
import type { MemoryMeter } from './memory.js';
import type { Rules, Table } from '../types.js';
import { now } from './clock.js';
import type { Pass } from './schedule.js';

/** Moves one position can have, at most. */
const MAX_MOVES = 4096;

/** A game's position as the beam plays it. */
export interface BeamPosition {
  /** Bytes one position takes in a level. */
  readonly snapBytes: number;
  /** Sets the position to the root (its forced moves played). */
  setRoot(root: Table): void;
  save(into: Uint8Array, at: number): void;
  load(from: Uint8Array, at: number): void;
  /** The position's moves into `out`; their count. */
  generate(out: Int32Array): number;
  /** Plays m (and what follows it by itself); what undoes it. `rank`: the candidate's rank, as `rank` or `rankMove` gave it, when a chosen candidate is played. */
  play(m: number, rank?: number): number;
  unplay(m: number, u: number): void;
  won(): boolean;
  /** The position just reached: 1 when new to the pass and not one to avoid (now noted), 0 when not, -1 when the pass can note no more. */
  fresh(): number;
  /** How promising the position just reached by m is: the best first, ties in the order they were reached. */
  rank(m: number): number;
  /**
   * A game that ranks its moves without playing them (each new to the pass, none a win before it
   * is chosen: `winsAtSelection`): the rank of the child by m.
   */
  rankMove?(m: number): number;
  /** Turns a level's ranks (`n` of them, as `rank` gave them) into the ranks it is sorted by. */
  rankLevel?(ranks: Float64Array, n: number): void;
  /** A new level is being chosen (the best candidates, in order, each offered to `keep`). */
  levelBegins?(): void;
  /** The candidate just saved at `at` in the next level: kept (else the next candidate takes its place)? */
  keep?(next: Uint8Array, at: number): boolean;
}

/** How a pass runs: levels and candidates at most; whole levels between two checks of the time and positions; wins seen only among the chosen candidates (every child of a level counted first). */
export interface BeamOptions {
  readonly maxLevels?: number;
  readonly maxCandidates?: number;
  readonly wholeLevels?: boolean;
  readonly winsAtSelection?: boolean;
}

/** Candidates per level that can be ranked by packing, each into one float (rank, then its number). */
const INDEX = 1 << 24;

/** The first length of a level's lists of parents and moves (they grow as a level needs). */
const FIRST_GROW = 1 << 12;

export class Beam implements Pass {
  /** Positions reached by the pass. */
  nodes = 0;
  /** The winning line (the game's moves from the root), or null. */
  won: number[] | null = null;
  /** The pass has ended (a win, no position left, or its levels or notes full). */
  over = false;
  private cur: Uint8Array;
  private next: Uint8Array;
  /** The kept positions' numbers, per slot of the level (and of the next). */
  private curIds: Int32Array;
  private nextIds: Int32Array;
  private curCount = 0;
  /** The next position of the level to expand (a level stops and resumes between them). */
  private at = 0;
  private levels = 0;
  /** Per kept position: its parent's number and its move. */
  private readonly parent: Grow;
  private readonly move: Grow;
  private count = 0;
  /** Candidates of the next level: their parent's slot, move and rank. */
  private readonly candParent: Grow;
  private readonly candMove: Grow;
  private candRank = new Float64Array(1 << 12);
  /** The ranks as given, where the game turns them into others (`rankLevel`). */
  private candRaw = new Float64Array(0);
  private candCount = 0;
  private readonly gen = new Int32Array(MAX_MOVES);

  /** Takes its levels from the search's meter (a pass is made midway through a search: refused, `MemoryFull` and nothing taken). */
  private readonly maxLevels: number;
  private readonly maxCandidates: number;
  private readonly wholeLevels: boolean;
  private readonly winsAtSelection: boolean;
  private packed = new Float64Array(0);

  constructor(
    private readonly pos: BeamPosition,
    private readonly width: number,
    private readonly meter: MemoryMeter,
    options: BeamOptions = {},
  ) {
    this.maxLevels = options.maxLevels ?? Infinity;
    this.maxCandidates = options.maxCandidates ?? Infinity;
    this.wholeLevels = options.wholeLevels ?? false;
    this.winsAtSelection = options.winsAtSelection ?? false;
    // (room for every first array, or none made: the others are charged as each is made)
    const first = this.levelBytes() + this.candRank.byteLength + 4 * FIRST_GROW * 4;
    if (!meter.take(first)) throw new MemoryFull();
    meter.give(first - this.levelBytes());
    this.cur = new Uint8Array(pos.snapBytes * width);
    this.next = new Uint8Array(pos.snapBytes * width);
    this.curIds = new Int32Array(width);
    this.nextIds = new Int32Array(width);
    meter.charge(this.candRank.byteLength);
    this.parent = new Grow(FIRST_GROW, meter);
    this.move = new Grow(FIRST_GROW, meter);
    this.candParent = new Grow(FIRST_GROW, meter);
    this.candMove = new Grow(FIRST_GROW, meter);
  }

  private levelBytes(): number {
    return 2 * this.width * (this.pos.snapBytes + 4);
  }

  /** Gives everything it holds back to the search's meter (the pass is not used again). */
  release(): void {
    this.meter.give(this.levelBytes() + this.candRank.byteLength + this.packed.byteLength + this.candRaw.byteLength);
    for (const g of [this.parent, this.move, this.candParent, this.candMove]) g.release();
    this.cur = this.next = new Uint8Array(0);
    this.candRank = new Float64Array(0);
  }

  /** Starts the pass at `root`. */
  begin(root: Table): void {
    this.pos.setRoot(root);
    this.parent.ensure(1)[0] = -1;
    this.count = 1;
    this.curIds[0] = 0;
    this.pos.save(this.cur, 0);
    this.curCount = 1;
    if (this.pos.won()) this.finish(0, -1);
  }

  /** Works until `deadline` or `nodeLimit` positions (stopping between two positions of a level); true when the pass is over. */
  run(deadline: number, nodeLimit: number): boolean {
    while (!this.over) {
      if (now() >= deadline || this.nodes >= nodeLimit) return false;
      this.level(deadline, nodeLimit);
    }
    return true;
  }

  /** Expands the level's positions from `at` on; once all are, keeps the best candidates as the next level. */
  private level(deadline: number, nodeLimit: number): void {
    const pos = this.pos;
    const snap = pos.snapBytes;
    const gen = this.gen;
    if (this.at === 0) this.candCount = 0;
    for (let i = this.at; i < this.curCount; i++) {
      if (!this.wholeLevels && (((i & 15) === 15 && now() >= deadline) || this.nodes >= nodeLimit)) {
        this.at = i;
        return;
      }
      pos.load(this.cur, i * snap);
      const n = pos.generate(gen);
      if (pos.rankMove) {
        for (let j = 0; j < n; j++) {
          this.nodes++;
          if (this.candCount < this.maxCandidates) this.addCandidate(i, gen[j], pos.rankMove(gen[j]));
        }
        continue;
      }
      for (let j = 0; j < n; j++) {
        const m = gen[j];
        const u = pos.play(m);
        this.nodes++;
        if (!this.winsAtSelection && pos.won()) {
          this.finish(this.curIds[i], m);
          return;
        }
        if (this.candCount < this.maxCandidates) {
          const fresh = pos.fresh();
          if (fresh < 0) {
            this.over = true;
            return;
          }
          if (fresh > 0) this.addCandidate(i, m, pos.rank(m));
        }
        pos.unplay(m, u);
      }
    }
    this.at = 0;
    if (this.candCount === 0 || ++this.levels >= this.maxLevels) {
      this.over = true;
      return;
    }
    const raw = this.rankLevel();
    pos.levelBegins?.();
    const order = this.order();
    const parent = this.parent;
    const move = this.move;
    let kept = 0;
    for (let k = 0; kept < this.width; k++) {
      const c = order(k);
      if (c < 0) break;
      const p = this.candParent.a[c];
      const m = this.candMove.a[c];
      pos.load(this.cur, p * snap);
      pos.play(m, raw[c]);
      if (this.winsAtSelection && pos.won()) {
        this.finish(this.curIds[p], m);
        return;
      }
      pos.save(this.next, kept * snap);
      if (pos.keep && !pos.keep(this.next, kept * snap)) continue;
      const id = this.count++;
      parent.ensure(id + 1)[id] = this.curIds[p];
      move.ensure(id + 1)[id] = m;
      this.nextIds[kept++] = id;
    }
    if (kept === 0) {
      this.over = true;
      return;
    }
    [this.cur, this.next] = [this.next, this.cur];
    [this.curIds, this.nextIds] = [this.nextIds, this.curIds];
    this.curCount = kept;
  }

  /** The game's ranks of the level's candidates turned into their order's (`BeamPosition.rankLevel`); the ranks as given. */
  private rankLevel(): Float64Array {
    const n = this.candCount;
    if (!this.pos.rankLevel) return this.candRank;
    if (this.candRaw.length < n) {
      const size = Math.max(n, this.candRaw.length * 2);
      if (!this.meter.take(size * 8)) throw new MemoryFull();
      this.meter.give(this.candRaw.byteLength);
      this.candRaw = new Float64Array(size);
    }
    this.candRaw.set(this.candRank.subarray(0, n));
    this.pos.rankLevel(this.candRank, n);
    return this.candRaw;
  }

  private addCandidate(parent: number, m: number, rank: number): void {
    const i = this.candCount++;
    this.candParent.ensure(i + 1)[i] = parent;
    this.candMove.ensure(i + 1)[i] = m;
    if (i >= this.candRank.length) {
      const bytes = this.candRank.byteLength;
      if (!this.meter.take(bytes * 2)) throw new MemoryFull();
      this.meter.give(bytes);
      const r = new Float64Array(this.candRank.length * 2);
      r.set(this.candRank);
      this.candRank = r;
    }
    this.candRank[i] = rank;
  }

  /**
   * The candidates best first (ties in the order they were reached): the k-th, or -1 past the
   * last. Whole-number ranks are packed each with its number into one float and sorted natively,
   * a batch at a time (only as many as are taken); others by comparison.
   */
  private order(): (k: number) => number {
    const n = this.candCount;
    const r = this.candRank;
    let best = -Infinity;
    let worst = Infinity;
    let whole = n < INDEX;
    for (let i = 0; i < n && whole; i++) {
      const v = r[i];
      if (!Number.isInteger(v)) whole = false;
      if (v > best) best = v;
      if (v < worst) worst = v;
    }
    if (!whole || (best - worst) * INDEX > Number.MAX_SAFE_INTEGER) {
      const idx = new Int32Array(n);
      for (let i = 0; i < n; i++) idx[i] = i;
      idx.sort((a, b) => r[b] - r[a] || a - b);
      return (k) => (k < n ? idx[k] : -1);
    }
    if (this.packed.length < n) {
      const size = Math.max(n, this.packed.length * 2);
      if (!this.meter.take(size * 8)) throw new MemoryFull();
      this.meter.give(this.packed.byteLength);
      this.packed = new Float64Array(size);
    }
    const packed = this.packed.subarray(0, n);
    for (let i = 0; i < n; i++) packed[i] = (best - r[i]) * INDEX + i;
    let batchEnd = 0;
    return (k) => {
      if (k >= n) return -1;
      if (k === batchEnd) {
        // the next batch: about twice what is still to be taken
        batchEnd = Math.min(n, k + Math.max(2 * (this.width - k), 64));
        if (batchEnd < n) partition(packed, k, n - 1, batchEnd - 1);
        packed.subarray(k, batchEnd).sort();
      }
      const v = packed[k];
      return v - Math.floor(v / INDEX) * INDEX; // not %: a float modulo is slow
    };
  }

  /** The line to a child of position `id` by m (m < 0: to `id` itself): every move from the root on. */
  private finish(id: number, m: number): void {
    const line: number[] = m >= 0 ? [m] : [];
    for (let v = id; v > 0; v = this.parent.a[v]) line.push(this.move.a[v]);
    this.won = line.reverse();
    this.over = true;
  }
}

/** Reorders a[lo..hi] so that a[k] holds the value it would sorted, smaller ones before it, larger after. */
function partition(a: Float64Array, lo: number, hi: number, k: number): void {
  while (lo < hi) {
    const pivot = a[(lo + hi) >> 1];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i] < pivot) i++;
      while (a[j] > pivot) j--;
      if (i <= j) {
        const x = a[i];
        a[i] = a[j];
        a[j] = x;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return;
  }
}

/** Positions one pass remembers, at most (tens of megabytes). */
const SEEN_MAX = 1 << 20;

/**
 * The compiled core's position for a beam: most cards home first, then fewest on the waste and
 * face down (and the game's own `beamScore`), then the game's move order, a little noise; exact
 * keys so that no position is taken twice in a pass.
 */
class CoreBeamPosition implements BeamPosition {
  readonly core: Core;
  private readonly keyer: CoreKey;
  private readonly keyBuf: KeyBuffer;
  readonly snapBytes: number;
  /** Positions the pass has met (it ends when this is full: a pass's memory stays bounded). */
  readonly seen: KeySet;
  /** The forced moves after the move being tried, and what undoes each. */
  private readonly autos = new Int32Array(MAX_AUTOS + 1);
  private readonly autoUndo = new Int32Array(MAX_AUTOS + 1);
  private autoCount = 0;
  private rng = 0x1234567;

  constructor(
    rules: Rules,
    game: CoreGame,
    origin: Table,
    skipShifts: boolean,
    width: number,
    private readonly avoid: KeySet | null,
    meter: MemoryMeter,
  ) {
    const core = (this.core = new Core(rules, game, origin, skipShifts));
    this.keyer = new CoreKey(core, origin);
    const max = core.hooks.key ? core.hooks.maxKey!(core) : this.keyer.max;
    // as long as the avoided positions' keys (the search's keys leave room for more bytes)
    this.keyBuf = new KeyBuffer(max, avoid?.stride ?? 0);
    this.snapBytes = core.np * core.cap + core.np * 2 + core.talonMask.length + 1;
    this.seen = new KeySet(this.keyBuf.words.length, SEEN_MAX, width * 16, meter, true);
  }

  save(into: Uint8Array, at: number): void {
    const core = this.core;
    into.set(core.cards, at);
    at += core.cards.length;
    for (let i = 0; i < core.np; i++) {
      into[at++] = core.len[i];
      into[at++] = core.down[i];
    }
    into.set(core.talonMask, at);
    at += core.talonMask.length;
    into[at] = Math.min(core.redeals, 255);
  }

  load(from: Uint8Array, at: number): void {
    const core = this.core;
    core.cards.set(from.subarray(at, at + core.cards.length));
    at += core.cards.length;
    for (let i = 0; i < core.np; i++) {
      core.len[i] = from[at++];
      core.down[i] = from[at++];
    }
    core.talonMask.set(from.subarray(at, at + core.talonMask.length));
    at += core.talonMask.length;
    core.redeals = from[at];
  }

  setRoot(root: Table): void {
    this.core.load(root);
    this.applyAutos(-1, this.autos, null);
  }

  generate(out: Int32Array): number {
    return this.core.generate(out, 0);
  }

  play(m: number): number {
    const u = this.core.apply(m);
    this.autoCount = this.applyAutos(m, this.autos, this.autoUndo);
    return u;
  }

  unplay(m: number, u: number): void {
    for (let i = this.autoCount - 1; i >= 0; i--) this.core.undo(this.autos[i], this.autoUndo[i]);
    this.core.undo(m, u);
  }

  /** Plays the forced moves after `last` into `moves` (what undoes each into `undo`); their count. */
  applyAutos(last: number, moves: Int32Array | number[], undo: Int32Array | null): number {
    return playSafeMoves(this.core, last, moves, undo);
  }

  won(): boolean {
    return this.core.isWon();
  }

  fresh(): number {
    const core = this.core;
    const out = this.keyBuf.out;
    this.keyBuf.seal(core.hooks.key ? core.hooks.key(core, out) : this.keyer.write(core, out));
    const key = this.keyBuf.words;
    if (this.avoid?.has(key)) return 0;
    return this.seen.add(key);
  }

  rank(m: number): number {
    const core = this.core;
    let home = 0;
    const f = core.foundations;
    for (let i = 0; i < f.length; i++) home += core.len[f[i]];
    const waste = core.waste >= 0 ? core.len[core.waste] : 0;
    let down = 0;
    for (let i = 0; i < core.np; i++) if (i !== core.stock) down += core.down[i];
    this.rng = (Math.imul(this.rng, 1103515245) + 12345) | 0;
    const noise = ((this.rng >>> 8) & 1023) / 1024;
    const own = core.hooks.beamScore ? core.hooks.beamScore(core, m) : 0;
    return home * 10 - waste * 2 - down * 3 + own + (core.hooks.score ? core.hooks.score(core, m) * 0.001 : 0) + noise;
  }
}

/** A beam pass over the compiled core: its line is the core's moves with the forced ones after each (as the depth-first search's). */
export class CoreBeam implements Pass {
  private readonly pos: CoreBeamPosition;
  private readonly beam: Beam;
  private root: Table | null = null;
  private line: number[] | null = null;

  constructor(rules: Rules, game: CoreGame, origin: Table, skipShifts: boolean, width: number, avoid: KeySet | null, meter: MemoryMeter) {
    this.pos = new CoreBeamPosition(rules, game, origin, skipShifts, width, avoid, meter);
    try {
      this.beam = new Beam(this.pos, width, meter);
    } catch (err) {
      this.pos.seen.release();
      throw err;
    }
  }

  get nodes(): number {
    return this.beam.nodes;
  }

  /** The winning line with the forced moves put back in. */
  get won(): number[] | null {
    const moves = this.beam.won;
    if (!moves || this.line) return this.line;
    const pos = this.pos;
    pos.core.load(this.root!);
    const line: number[] = [];
    const autos: number[] = [];
    let n = pos.applyAutos(-1, autos, null);
    for (const m of moves) {
      line.push(...autos.slice(0, n));
      line.push(m);
      pos.core.apply(m);
      n = pos.applyAutos(m, autos, null);
    }
    line.push(...autos.slice(0, n));
    return (this.line = line);
  }

  begin(root: Table): void {
    this.root = root;
    this.beam.begin(root);
  }

  run(deadline: number, nodeLimit: number): boolean {
    return this.beam.run(deadline, nodeLimit);
  }

  release(): void {
    this.beam.release();
    this.pos.seen.release();
  }
}
