/**
 * Beam passes for Seasons: level by level (one move each), every position of the level
 * expanded, the `width` best of the new positions kept (seen ones dropped), until a win or no
 * position is left. It only finds wins; the depth-first search proves losses. A depth-first
 * search sinks its time under an early choice that loses: on seeds 1-50 (`build=any`), beam
 * passes won 5 of 8 deals that it left undecided in 2 s.
 *
 * Positions are kept as byte snapshots, and only as 32-bit hashes to drop repeats (a collision
 * may drop a position, never give a wrong line: every line is replayed); exact keys only to
 * leave out positions to avoid.
 */
import { Grow, MemoryFull } from '../../../engine/solver/grow.js';
import { unmetered, type MemoryMeter } from '../../../engine/solver/memory.js';
import { KeyBuffer, KeySet } from '../../../engine/solver/keyset.js';
import * as P from './position.js';
import type { SeasonsPosition } from './position.js';

// module-local: imported bindings can compile to property reads (tsx), too slow in hot loops
const { CELLS, CELL_CAP, DEAL, WASTE_UP, WASTE_CELL, CELL_UP, CELL_CELL, SUIT, mk } = P;
/** Levels per pass at most (a won line has some 100-150 moves). */
const MAX_LEVELS = 600;
const HASH_BITS = 22;
/** New positions per level at most (numbered in 22 bits where they are ranked). */
const CANDIDATES = (1 << 22) - 1;

export type BeamStatus = 'won' | 'spent' | 'going';

export class SeasonsBeam {
  private readonly pos: SeasonsPosition;
  private readonly stride: number;
  private width = 0;
  private cur = new Uint8Array(0);
  private next = new Uint8Array(0);
  private curN = 0;
  /** Global number of cur's first position (history indices). */
  private curBase = 0;
  private levels = 0;
  /** The score's penalties for a card above one of its suit that must go up first, in a cell and on the waste. */
  private blockCell = 4;
  private blockWaste = 3;
  /** The level under way: the next of its positions to expand, the new positions so far. */
  private at = 0;
  private nc = 0;
  private readonly candParent: Grow;
  private readonly candMove: Grow;
  private order = new Float64Array(1 << 12);
  private readonly hParent: Grow;
  private readonly hMove: Grow;
  /** (allocated with the first pass) */
  private hashes = new Int32Array(0);
  private hashCount = 0;
  private readonly keyBuf: KeyBuffer;
  private readonly minRel = new Int32Array(4);
  private readonly moves = new Int32Array(64);
  private rng = 0x9e3779b9;
  private avoid: KeySet | null = null;
  /** After a win: the moves from the root. */
  line: number[] = [];
  status: BeamStatus = 'spent';

  /** Bytes it holds: its levels, candidates, history and seen table. */
  /** Gives everything it holds back to the search's meter (the beam is not used again). */
  release(): void {
    this.meter.give(this.cur.byteLength + this.next.byteLength + this.order.byteLength + this.hashes.byteLength);
    for (const g of [this.candParent, this.candMove, this.hParent, this.hMove]) g.release();
    this.cur = this.next = new Uint8Array(0);
    this.order = new Float64Array(0);
    this.hashes = new Int32Array(0);
  }

  /** `meter`: the search's, which every array's bytes are taken from (refused: `MemoryFull`, the pass is over). */
  constructor(
    pos: SeasonsPosition,
    private readonly meter: MemoryMeter = unmetered(),
  ) {
    meter.charge(this.order.byteLength);
    this.candParent = new Grow(1 << 12, meter);
    this.candMove = new Grow(1 << 12, meter);
    this.hParent = new Grow(1 << 12, meter);
    this.hMove = new Grow(1 << 12, meter);
    this.pos = pos;
    this.stride = 11 + pos.talon.length + 52;
    this.keyBuf = new KeyBuffer(pos.maxKey());
  }

  /** Starts a pass of this width from the position now in `pos`, never passing a position in `avoid` (exact keys). */
  begin(width: number, seed: number, avoid: KeySet | null): void {
    this.width = width;
    // odd passes weigh blocked cards less: they win other deals
    this.blockCell = seed % 2 === 0 ? 4 : 2;
    this.blockWaste = seed % 2 === 0 ? 3 : 1;
    this.rng = (0x9e3779b9 ^ Math.imul(seed + 1, 0x85ebca6b)) | 0;
    this.avoid = avoid;
    if (this.hashes.length === 0) {
      if (!this.meter.take(4 << HASH_BITS)) throw new MemoryFull();
      this.hashes = new Int32Array(1 << HASH_BITS);
    }
    if (this.cur.length < width * this.stride) {
      const bytes = 2 * width * this.stride;
      if (!this.meter.take(bytes)) throw new MemoryFull();
      this.meter.give(this.cur.byteLength + this.next.byteLength);
      this.cur = new Uint8Array(width * this.stride);
      this.next = new Uint8Array(width * this.stride);
    }
    this.hashes.fill(0);
    this.hashCount = 0;
    this.save(this.cur, 0);
    this.curN = 1;
    this.curBase = 0;
    this.hParent.ensure(1)[0] = -1;
    this.hMove.ensure(1)[0] = 0;
    this.levels = 0;
    this.at = 0;
    this.nc = 0;
    this.line = [];
    this.status = 'going';
  }

  /** Runs until `budget` positions were expanded (give or take one position's moves); returns how many were. */
  run(budget: number): number {
    let spent = 0;
    while (this.status === 'going' && spent < budget) spent += this.level(budget - spent);
    return spent;
  }

  private save(buf: Uint8Array, i: number): void {
    const p = this.pos;
    let k = i * this.stride;
    buf[k++] = p.t;
    buf[k++] = p.wlen;
    for (let s = 0; s < 4; s++) buf[k++] = p.up[s];
    for (let b = 0; b < CELLS; b++) buf[k++] = p.clen[b];
    for (let j = 0; j < p.wlen; j++) buf[k++] = p.waste[j];
    for (let b = 0; b < CELLS; b++) {
      const at = b * CELL_CAP;
      for (let j = 0; j < p.clen[b]; j++) buf[k++] = p.cells[at + j];
    }
  }

  private load(buf: Uint8Array, i: number): void {
    const p = this.pos;
    let k = i * this.stride;
    p.t = buf[k++];
    p.wlen = buf[k++];
    p.upTotal = 0;
    for (let s = 0; s < 4; s++) p.upTotal += p.up[s] = buf[k++];
    for (let b = 0; b < CELLS; b++) p.clen[b] = buf[k++];
    p.wasteBits.fill(0);
    for (let j = 0; j < p.wlen; j++) {
      const x = (p.waste[j] = buf[k++]);
      p.wasteBits[x >> 3] |= 1 << (x & 7);
    }
    for (let b = 0; b < CELLS; b++) {
      const at = b * CELL_CAP;
      for (let j = 0; j < p.clen[b]; j++) p.cells[at + j] = buf[k++];
    }
  }

  /** The moves of the position in `pos` (of empty cells only the first; no lone card to an empty cell). */
  private generate(): number {
    const p = this.pos;
    const out = this.moves;
    let n = 0;
    if (p.t < p.talon.length) out[n++] = mk(DEAL, 0, 0, 0);
    const w = p.wasteTop();
    if (w >= 0) {
      if (p.fitsUp(w)) out[n++] = mk(WASTE_UP, 0, 0, w);
      let empty = false;
      for (let b = 0; b < CELLS; b++) {
        if (p.clen[b] === 0) {
          if (!empty) out[n++] = mk(WASTE_CELL, 0, b, w);
          empty = true;
        } else if (p.on[w * 64 + p.top(b)] === 1) out[n++] = mk(WASTE_CELL, 0, b, w);
      }
    }
    for (let a = 0; a < CELLS; a++) {
      if (p.clen[a] === 0) continue;
      const x = p.top(a);
      if (p.fitsUp(x)) out[n++] = mk(CELL_UP, a, 0, x);
      let empty = false;
      for (let b = 0; b < CELLS; b++) {
        if (b === a) continue;
        if (p.clen[b] === 0) {
          if (!empty && p.clen[a] > 1) out[n++] = mk(CELL_CELL, a, b, x);
          empty = true;
        } else if (p.on[x * 64 + p.top(b)] === 1) out[n++] = mk(CELL_CELL, a, b, x);
      }
    }
    return n;
  }

  /**
   * How promising the position is: cards up, few on the waste, empty cells, few cards lying
   * above a card of their suit that must go up first (on the waste or in a cell).
   */
  private score(): number {
    const p = this.pos;
    let s = 20 * p.upTotal - 2 * p.wlen;
    const min = this.minRel;
    min.fill(99);
    for (let j = 0; j < p.wlen; j++) {
      const c = p.talon[p.waste[j]];
      const r = p.rel[c];
      if (min[SUIT[c]] < r) s -= this.blockWaste;
      else min[SUIT[c]] = r;
    }
    for (let b = 0; b < CELLS; b++) {
      const n = p.clen[b];
      if (n === 0) {
        s += 3;
        continue;
      }
      min.fill(99);
      const at = b * CELL_CAP;
      for (let j = 0; j < n; j++) {
        const c = p.cells[at + j];
        const r = p.rel[c];
        if (min[SUIT[c]] < r) s -= this.blockCell;
        else min[SUIT[c]] = r;
      }
    }
    return s;
  }

  /** Whether the position's hash was met before in this pass (and notes it). */
  private seen(): boolean {
    const h = this.pos.hash() | 1;
    const mask = (1 << HASH_BITS) - 1;
    let i = h & mask;
    const t = this.hashes;
    for (;;) {
      const v = t[i];
      if (v === 0) break;
      if (v === h) return true;
      i = (i + 1) & mask;
    }
    // half full: stop noting (repeats then cost time, never a wrong line)
    if (this.hashCount * 2 < t.length) {
      t[i] = h;
      this.hashCount++;
    }
    return false;
  }

  private avoided(): boolean {
    this.makeKey();
    return this.avoid!.has(this.keyBuf.words);
  }

  private makeKey(): void {
    this.keyBuf.seal(this.pos.key(this.keyBuf.out));
  }

  /** Expands the level's positions until `budget` were expanded, then keeps the best; returns the positions expanded. */
  private level(budget: number): number {
    const p = this.pos;
    let nc = this.nc;
    let expanded = 0;
    for (; this.at < this.curN && expanded < budget; this.at++) {
      const i = this.at;
      this.load(this.cur, i);
      const n = this.generate();
      for (let j = 0; j < n; j++) {
        const m = this.moves[j];
        p.apply(m);
        expanded++;
        if (p.upTotal === 52) {
          this.won(this.curBase + i, m);
          return expanded;
        }
        if (nc < CANDIDATES && !this.seen() && (this.avoid === null || !this.avoided())) {
          this.candParent.ensure(nc + 1)[nc] = i;
          this.candMove.ensure(nc + 1)[nc] = m;
          if (nc >= this.order.length) {
            if (!this.meter.take(this.order.byteLength * 2)) throw new MemoryFull();
            this.meter.give(this.order.byteLength);
            const o = new Float64Array(this.order.length * 2);
            o.set(this.order);
            this.order = o;
          }
          this.rng = (Math.imul(this.rng, 1103515245) + 12345) | 0;
          // best first: the score, a little noise, then the candidate's number
          this.order[nc] = -((this.score() * 4 + ((this.rng >>> 16) & 3)) * (CANDIDATES + 1)) + nc;
          nc++;
        }
        p.undo(m);
      }
    }
    this.nc = nc;
    if (this.at < this.curN) return expanded;
    this.at = 0;
    this.nc = 0;
    if (nc === 0 || ++this.levels >= MAX_LEVELS) {
      this.status = 'spent';
      return expanded;
    }
    const keep = nc < this.width ? nc : this.width;
    const order = this.order.subarray(0, nc);
    order.sort();
    const base = this.curBase + this.curN;
    for (let r = 0; r < keep; r++) {
      const c = ((order[r] % (CANDIDATES + 1)) + CANDIDATES + 1) % (CANDIDATES + 1);
      const parent = this.candParent.a[c];
      this.load(this.cur, parent);
      p.apply(this.candMove.a[c]);
      this.save(this.next, r);
      this.hParent.ensure(base + r + 1)[base + r] = this.curBase + parent;
      this.hMove.ensure(base + r + 1)[base + r] = this.candMove.a[c];
    }
    const t = this.cur;
    this.cur = this.next;
    this.next = t;
    this.curN = keep;
    this.curBase = base;
    return expanded;
  }

  private won(from: number, last: number): void {
    const line = [last];
    for (let i = from; this.hParent.a[i] >= 0; i = this.hParent.a[i]) line.push(this.hMove.a[i]);
    this.line = line.reverse();
    this.status = 'won';
  }
}
