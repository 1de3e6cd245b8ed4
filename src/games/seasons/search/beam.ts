/**
 * Seasons' position for the beam passes (engine/solver/beam.ts): level by level (one move each),
 * every position of the level expanded, the `width` best of the new positions kept (seen ones
 * dropped), until a win or no position is left. It only finds wins; the depth-first search
 * proves losses. A depth-first search sinks its time under an early choice that loses: on seeds
 * 1-50 (`build=any`), beam passes won 5 of 8 deals that it left undecided in 2 s.
 *
 * Positions are kept as byte snapshots, and only as 32-bit hashes to drop repeats (a collision
 * may drop a position, never give a wrong line: every line is replayed); exact keys only to
 * leave out positions to avoid.
 */
import { MemoryFull } from '../../../engine/solver/grow.js';
import type { MemoryMeter } from '../../../engine/solver/memory.js';
import { KeyBuffer, type KeySet } from '../../../engine/solver/keyset.js';
import { Beam, type BeamPosition } from '../../../engine/solver/beam.js';
import type { Table } from '../../../engine/types.js';
import * as P from './position.js';
import type { SeasonsPosition } from './position.js';

// module-local: imported bindings can compile to property reads (tsx), too slow in hot loops
const { CELLS, CELL_CAP, DEAL, WASTE_UP, WASTE_CELL, CELL_UP, CELL_CELL, SUIT, mk } = P;
/** Levels per pass at most (a won line has some 100-150 moves). */
const MAX_LEVELS = 600;
const HASH_BITS = 22;
/** New positions per level at most. */
const CANDIDATES = (1 << 22) - 1;

export class SeasonsBeam implements BeamPosition {
  readonly snapBytes: number;
  /** The score's penalties for a card above one of its suit that must go up first, in a cell and on the waste. */
  private blockCell = 4;
  private blockWaste = 3;
  /** (allocated with the first pass) */
  private hashes = new Int32Array(0);
  private hashCount = 0;
  private readonly keyBuf: KeyBuffer;
  private readonly minRel = new Int32Array(4);
  private rng = 0x9e3779b9;
  private avoid: KeySet | null = null;

  /** `meter`: the search's, which every array's bytes are taken from (refused: `MemoryFull`, the pass is over). */
  constructor(
    private readonly pos: SeasonsPosition,
    private readonly meter: MemoryMeter,
  ) {
    this.snapBytes = 11 + pos.talon.length + 52;
    this.keyBuf = new KeyBuffer(pos.maxKey());
  }

  /** Gives its seen table back to the search's meter (the beam is not used again). */
  release(): void {
    this.meter.give(this.hashes.byteLength);
    this.hashes = new Int32Array(0);
  }

  /** A pass of this width, never passing a position in `avoid` (exact keys). */
  pass(width: number, seed: number, avoid: KeySet | null): Beam {
    // odd passes weigh blocked cards less: they win other deals
    this.blockCell = seed % 2 === 0 ? 4 : 2;
    this.blockWaste = seed % 2 === 0 ? 3 : 1;
    this.rng = (0x9e3779b9 ^ Math.imul(seed + 1, 0x85ebca6b)) | 0;
    this.avoid = avoid;
    if (this.hashes.length === 0) {
      if (!this.meter.take(4 << HASH_BITS)) throw new MemoryFull();
      this.hashes = new Int32Array(1 << HASH_BITS);
    }
    this.hashes.fill(0);
    this.hashCount = 0;
    return new Beam(this, width, this.meter, { maxLevels: MAX_LEVELS, maxCandidates: CANDIDATES });
  }

  setRoot(root: Table): void {
    this.pos.load(root);
  }

  save(buf: Uint8Array, k: number): void {
    const p = this.pos;
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

  load(buf: Uint8Array, k: number): void {
    const p = this.pos;
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
  generate(out: Int32Array): number {
    const p = this.pos;
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

  play(m: number): number {
    this.pos.apply(m);
    return 0;
  }

  unplay(m: number): void {
    this.pos.undo(m);
  }

  won(): boolean {
    return this.pos.upTotal === 52;
  }

  fresh(): number {
    if (this.seen()) return 0;
    if (this.avoid === null) return 1;
    this.keyBuf.seal(this.pos.key(this.keyBuf.out));
    return this.avoid.has(this.keyBuf.words) ? 0 : 1;
  }

  /** The score, then a little noise. */
  rank(): number {
    this.rng = (Math.imul(this.rng, 1103515245) + 12345) | 0;
    return this.score() * 4 + ((this.rng >>> 16) & 3);
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
}
