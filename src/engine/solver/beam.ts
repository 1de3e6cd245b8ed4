/**
 * Beam passes over the compiled core, for the wins a depth-first search sinks its time below:
 * in a single-pass game (Congress, Seasons) an early choice that loses keeps the depth-first
 * search busy for millions of positions, while a breadth-first sweep that keeps only the `width`
 * most promising positions of each level (most cards home, fewest on the waste) walks past it.
 * Measured before this was built: an engine-level beam of width 300 won 3 of the 6 Congress
 * deals of seeds 1-50 that the depth-first search left unknown after 20 s.
 *
 * A pass never proves a loss (it drops positions); it runs level by level, resumable, and ends
 * with a winning line (the moves from the root, forced ones included) or none. Positions are
 * copied in and out of its own core, keyed exactly so that no position is taken twice in a pass,
 * and the positions to avoid (the game's history) are never entered.
 */
import { Core, type CoreGame } from './core.js';
import { CoreKey } from './core-key.js';
import { KeyBuffer, KeySet } from './keyset.js';
import { Grow, MemoryFull } from './grow.js';
import { unmetered, type MemoryMeter } from './memory.js';
import type { Rules, Table } from '../types.js';
import { now } from './clock.js';

/** Forced moves after one move, at most (as the depth-first search allows). */
const MAX_AUTOS = 1000;
const MAX_MOVES = 4096;
/** Positions one pass remembers, at most (tens of megabytes). */
const SEEN_MAX = 1 << 20;

export class CoreBeam {
  readonly core: Core;
  private readonly keyer: CoreKey;
  private readonly keyBuf: KeyBuffer;
  /** One position's state: cards, lengths, face-down counts, talon mask, redeals. */
  private readonly snapSize: number;
  private cur: Uint8Array;
  private next: Uint8Array;
  private curCount = 0;
  /** The next position of the current level to expand (a level stops and resumes between them). */
  private at = 0;
  /** Per node of every level so far: its parent's node number, and where its moves lie in `moves`. */
  private readonly parent: Grow;
  private readonly movesAt: Grow;
  private readonly moves: Grow;
  private movesTop = 0;
  private nodeTop = 0;
  /** Node numbers of the current level. */
  private curNodes = new Int32Array(0);
  /** Positions the pass has met (it ends when this is full: a pass's memory stays bounded). */
  private readonly seen: KeySet;
  private readonly gen = new Int32Array(MAX_MOVES);
  /** The forced moves after the move being tried, and what undoes each. */
  private readonly autos = new Int32Array(MAX_AUTOS + 1);
  private readonly autoUndo = new Int32Array(MAX_AUTOS + 1);
  /** Candidates of the next level: parent slot, move, score. */
  private candParent = new Int32Array(1 << 12);
  private candMove = new Int32Array(1 << 12);
  private candScore = new Float64Array(1 << 12);
  private candCount = 0;
  private rng = 0x1234567;
  /** Positions expanded by the pass. */
  nodes = 0;
  /** The winning line found (moves from the root, internal), or null. */
  won: number[] | null = null;
  /** The pass has ended (a win, or no position left). */
  over = false;

  constructor(
    rules: Rules,
    game: CoreGame,
    origin: Table,
    skipShifts: boolean,
    private readonly width: number,
    private readonly avoid: KeySet | null,
    private readonly meter: MemoryMeter = unmetered(),
  ) {
    const core = (this.core = new Core(rules, game, origin, skipShifts));
    this.keyer = new CoreKey(core);
    const max = core.hooks.key ? core.hooks.maxKey!(core) : this.keyer.max;
    // as long as the avoided positions' keys (the search's keys leave room for more bytes)
    this.keyBuf = new KeyBuffer(max, avoid?.stride ?? 0);
    const stride = this.keyBuf.words.length;
    this.snapSize = core.np * core.cap + core.np * 2 + core.talonMask.length + 1;
    // (a pass is made midway through a search: the meter must have room for it, else MemoryFull
    // and nothing taken)
    const levels = 2 * this.snapSize * width;
    if (!meter.take(levels)) throw new MemoryFull();
    try {
      this.seen = new KeySet(stride, SEEN_MAX, width * 16, meter, true);
    } catch (err) {
      meter.give(levels);
      throw err;
    }
    this.cur = new Uint8Array(this.snapSize * width);
    this.next = new Uint8Array(this.snapSize * width);
    meter.charge(this.ownBytes() - levels);
    this.parent = new Grow(1 << 12, meter);
    this.movesAt = new Grow(1 << 12, meter);
    this.moves = new Grow(1 << 14, meter);
  }

  /** Bytes of its level and candidate arrays (its key set and stacks count on their own). */
  private ownBytes(): number {
    return this.cur.byteLength + this.next.byteLength + this.candParent.byteLength * 2 + this.candScore.byteLength;
  }

  /** Gives everything it holds back to the search's meter (the pass is not used again). */
  release(): void {
    this.meter.give(this.ownBytes());
    this.seen.release();
    for (const g of [this.parent, this.movesAt, this.moves]) g.release();
    this.cur = this.next = new Uint8Array(0);
    this.candParent = this.candMove = new Int32Array(0);
    this.candScore = new Float64Array(0);
  }

  /** Starts the pass at `root` (the search's root table). */
  begin(root: Table): void {
    const core = this.core;
    core.load(root);
    this.nodeTop = 0;
    this.movesTop = 0;
    this.parent.ensure(1)[0] = -1;
    this.movesAt.ensure(2)[0] = 0;
    this.recordAutos(-1);
    this.movesAt.a[1] = this.movesTop;
    this.nodeTop = 1;
    this.curNodes = new Int32Array([0]);
    this.save(this.cur, 0);
    this.curCount = 1;
    if (core.isWon()) this.finish(0);
  }

  /** Works until `deadline` (stopping between two positions of a level); true when the pass is over. */
  run(deadline: number): boolean {
    while (!this.over) {
      if (now() >= deadline) return false;
      this.level(deadline);
    }
    return true;
  }

  /** Expands the level's positions from `at` on until `deadline`; once all are, keeps the best children as the next level. */
  private level(deadline: number): void {
    const core = this.core;
    if (this.at === 0) this.candCount = 0;
    for (let i = this.at; i < this.curCount; i++) {
      if ((i & 15) === 15 && now() >= deadline) {
        this.at = i;
        return;
      }
      this.load(this.cur, i);
      const n = core.generate(this.gen, 0);
      for (let j = 0; j < n; j++) {
        const m = this.gen[j];
        const u = core.apply(m);
        const a = this.applyAutos(m);
        this.nodes++;
        if (core.isWon()) {
          this.undoAutos(a);
          core.undo(m, u);
          this.finish(this.addNode(this.curNodes[i], m));
          return;
        }
        this.makeKey();
        const fresh = this.isNew();
        if (fresh < 0) {
          this.over = true;
          return;
        }
        if (fresh) this.addCandidate(i, m, this.score(m));
        this.undoAutos(a);
        core.undo(m, u);
      }
    }
    this.at = 0;
    if (this.candCount === 0) {
      this.over = true;
      return;
    }
    // the best `width` candidates, best first
    const order = this.best();
    const nodes = new Int32Array(order.length);
    for (let k = 0; k < order.length; k++) {
      const c = order[k];
      this.load(this.cur, this.candParent[c]);
      const m = this.candMove[c];
      nodes[k] = this.addNode(this.curNodes[this.candParent[c]], m);
      this.save(this.next, k);
    }
    [this.cur, this.next] = [this.next, this.cur];
    this.curNodes = nodes;
    this.curCount = order.length;
  }

  /** A new node below `parentNode`: plays `m` and its forced moves on the core, records them; its number. */
  private addNode(parentNode: number, m: number): number {
    const id = this.nodeTop++;
    this.parent.ensure(id + 1)[id] = parentNode;
    const at = this.movesTop;
    this.moves.ensure(at + 1)[at] = m;
    this.movesTop = at + 1;
    this.core.apply(m);
    this.recordAutos(m);
    this.movesAt.ensure(id + 2)[id] = at;
    this.movesAt.a[id + 1] = this.movesTop;
    return id;
  }

  /** Plays the forced moves after `last` for good, recorded in `moves`. */
  private recordAutos(last: number): void {
    const n = this.applyAutos(last);
    const moves = this.moves.ensure(this.movesTop + n);
    for (let i = 0; i < n; i++) moves[this.movesTop++] = this.autos[i];
  }

  /** Plays the forced moves after `last`, for `undoAutos` to take back; their count. */
  private applyAutos(last: number): number {
    const safe = this.core.hooks.safe;
    if (!safe) return 0;
    let n = 0;
    for (; n < MAX_AUTOS; n++) {
      const m = safe(this.core, last);
      if (m < 0) break;
      this.autos[n] = m;
      this.autoUndo[n] = this.core.apply(m);
      last = m;
    }
    return n;
  }

  private undoAutos(n: number): void {
    for (let i = n - 1; i >= 0; i--) this.core.undo(this.autos[i], this.autoUndo[i]);
  }

  /** Most cards home first, then fewest on the waste (and the game's own `beamScore`), then the game's move order; a little noise. */
  private score(m: number): number {
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

  private addCandidate(parent: number, m: number, s: number): void {
    const i = this.candCount++;
    if (i >= this.candMove.length) {
      const grow = <T extends Int32Array | Float64Array>(a: T): T => {
        const b = new (a.constructor as new (n: number) => T)(a.length * 2);
        b.set(a);
        return b;
      };
      const before = this.ownBytes();
      if (!this.meter.take(before)) throw new MemoryFull();
      this.meter.give(before);
      this.candParent = grow(this.candParent);
      this.candMove = grow(this.candMove);
      this.candScore = grow(this.candScore);
      this.meter.charge(this.ownBytes() - before);
    }
    this.candParent[i] = parent;
    this.candMove[i] = m;
    this.candScore[i] = s;
  }

  private best(): Int32Array {
    const n = this.candCount;
    const idx = new Int32Array(n);
    for (let i = 0; i < n; i++) idx[i] = i;
    const s = this.candScore;
    idx.sort((a, b) => s[b] - s[a]);
    return idx.subarray(0, Math.min(n, this.width));
  }

  /** 1: the key of the core's position is new to the pass (and not to be avoided), now added; 0: not new; -1: no room. */
  private isNew(): number {
    const key = this.keyBuf.words;
    if (this.avoid?.has(key)) return 0;
    return this.seen.add(key);
  }

  private makeKey(): void {
    const core = this.core;
    const out = this.keyBuf.out;
    this.keyBuf.seal(core.hooks.key ? core.hooks.key(core, out) : this.keyer.write(core, out));
  }

  private save(into: Uint8Array, slot: number): void {
    const core = this.core;
    let at = slot * this.snapSize;
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

  private load(from: Uint8Array, slot: number): void {
    const core = this.core;
    let at = slot * this.snapSize;
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

  /** The line to node `id`: every move from the root on. */
  private finish(id: number): void {
    const chain: number[] = [];
    for (let v = id; v >= 0; v = this.parent.a[v]) chain.push(v);
    const line: number[] = [];
    for (let k = chain.length - 1; k >= 0; k--) {
      const v = chain[k];
      for (let j = this.movesAt.a[v]; j < this.movesAt.a[v + 1]; j++) line.push(this.moves.a[j]);
    }
    this.won = line;
    this.over = true;
  }
}
