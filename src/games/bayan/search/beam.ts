/**
 * Bayan's position for the beam passes (engine/solver/beam.ts), reach 2: level by level (every
 * move takes one pile away, so a level is a number of piles), keep the `width` positions that
 * look best by the measure the depth-first search orders its moves with (`BayanScan.score`,
 * added up along the line, ranked to 1/1024), each position once.
 * Unlike a depth-first search it never sinks its whole time below one early choice, and it
 * wins most of the deals the depth-first search leaves unknown (deals 1-80: 80% at width
 * 1000, against about 40% for the depth-first search in the same positions); but it proves
 * nothing: a position left out of the beam is not lost. The same loss proofs and forced move
 * apply.
 */
import type { Table } from '../../../engine/types.js';
import type { BeamPosition } from '../../../engine/solver/beam.js';
import * as cards from './line.js';
import { BayanLine } from './line.js';
import { BayanScan } from './order.js';

// module-local: imported bindings can compile to property reads (tsx), too slow in these loops
const { MATCH } = cards;
/** Buckets for the ends of lines kept apart by a diverse pass (alike ones may share one: harmless). */
const SIG_MASK = (1 << 14) - 1;

export class BayanBeam implements BeamPosition {
  /** A position: its number of tops, the tops, its measure (8 bytes). */
  readonly snapBytes: number;
  private readonly line: BayanLine;
  private readonly scan: BayanScan;
  /** Whether `scan` holds the position now in `line` (a position just loaded is read again). */
  private scanned = false;
  /** The measure of the position in `line`, and of its parent while a move is tried. */
  private h = 0;
  private parentH = 0;
  private readonly f64 = new Float64Array(1);
  private readonly f64Bytes = new Uint8Array(this.f64.buffer);
  /** The next level's positions by hash (their slot + 1, 0: empty), to keep each once. */
  private slots = new Int32Array(0);
  private slotHash = new Int32Array(0);
  private width = 0;
  /** A diverse pass: how many tops at each end make lines alike, how many alike lines at most. */
  private span = 0;
  private alike = 0;
  private readonly heads = new Int32Array(SIG_MASK + 1);
  private readonly tails = new Int32Array(SIG_MASK + 1);

  constructor(
    reach: number,
    private readonly cap: number,
  ) {
    this.line = new BayanLine(reach, cap);
    this.scan = new BayanScan(cap);
    this.snapBytes = 1 + cap + 8;
  }

  /**
   * The next pass: of this width; a diverse one (`span` > 0) keeps at most `share` of its width
   * with the same `span` tops at the start of the line, or at its end: ranked by the measure
   * alone, a level fills up with every combination of the choices at one end (they do not
   * interact with the other), the other end never moves, and the whole beam shares its fate.
   */
  configure(width: number, span: number, share: number): void {
    this.width = width;
    this.span = span;
    this.alike = Math.max(1, Math.floor(share * width));
  }

  setRoot(root: Table): void {
    this.line.load(root.piles.map((p) => p.cards[p.cards.length - 1]));
    this.h = 0;
    this.scanned = false;
  }

  save(into: Uint8Array, at: number): void {
    const line = this.line;
    into[at] = line.n;
    into.set(line.tops.subarray(0, line.n), at + 1);
    this.f64[0] = this.h;
    into.set(this.f64Bytes, at + 1 + this.cap);
  }

  load(from: Uint8Array, at: number): void {
    this.line.loadBytes(from, at + 1, from[at]);
    this.f64Bytes.set(from.subarray(at + 1 + this.cap, at + 9 + this.cap));
    this.h = this.f64[0];
    this.scanned = false;
  }

  /** The moves, none when two tops can never be covered; a move that covers a top whose loss splits the line never. */
  generate(out: Int32Array): number {
    const line = this.line;
    const scan = this.scan;
    const n = line.n;
    scan.scan(line, true);
    this.scanned = true;
    if (scan.mustSurvive >= 2) return 0;
    if (scan.forced >= 0) {
      out[0] = scan.forced;
      return 1;
    }
    const t = line.tops;
    let k = 0;
    for (let to = 0; to < n - 1; to++) {
      const row = t[to] * 64;
      const slide = MATCH[row + t[to + 1]] === 1;
      const leap = to + 2 < n && MATCH[row + t[to + 2]] === 1;
      if ((!slide && !leap) || (n > 2 && line.splitBy(t[to], true))) continue;
      if (slide) out[k++] = (to + 1) * 2;
      if (leap) out[k++] = (to + 2) * 2 + 1;
    }
    return k;
  }

  /** Plays m; the measure is the candidate's (`rank`), else the parent's and the move's. */
  play(m: number, rank?: number): number {
    this.parentH = this.h;
    if (rank !== undefined) this.h = rank;
    else {
      if (!this.scanned) {
        this.scan.scan(this.line, true);
        this.scanned = true;
      }
      this.h = this.rankMove(m);
    }
    return this.line.play(m);
  }

  /** The child's measure: the parent's and the move's (a forced move adds none; `scan` holds the parent). */
  rankMove(m: number): number {
    return this.scan.forced >= 0 ? this.h : this.h + this.scan.score(this.line, m);
  }

  unplay(m: number, covered: number): void {
    this.line.undo(m, covered);
    this.h = this.parentH;
  }

  won(): boolean {
    return this.line.n === 1;
  }

  /** (Repeats are left out as the next level is chosen: `keep`.) */
  fresh(): number {
    return 1;
  }

  rank(): number {
    return this.h;
  }

  /** The lowest measure first, to 1/1024. */
  rankLevel(ranks: Float64Array, n: number): void {
    let low = Infinity;
    for (let i = 0; i < n; i++) if (ranks[i] < low) low = ranks[i];
    for (let i = 0; i < n; i++) ranks[i] = -Math.round((ranks[i] - low) * 1024);
  }

  /** Empties the table of the next level's positions (sized for the width, at most half full) and the diverse pass's counts. */
  levelBegins(): void {
    let size = 16;
    while (size < this.width * 2) size <<= 1;
    if (this.slots.length !== size) {
      this.slots = new Int32Array(size);
      this.slotHash = new Int32Array(size);
    } else this.slots.fill(0);
    if (this.span > 0) {
      this.heads.fill(0);
      this.tails.fill(0);
    }
  }

  /** The child just written at `at`: kept when its ends are not too alike (a diverse pass) and it is new to the level. */
  keep(next: Uint8Array, at: number): boolean {
    const n = next[at];
    const tops = at + 1;
    let ends = 0;
    if (this.span > 0) {
      // at most `share` of the width alike at either end of the line
      let head = 7;
      let tail = 11;
      for (let q = 0; q < this.span && q < n; q++) {
        head = (Math.imul(head, 31) + next[tops + q]) | 0;
        tail = (Math.imul(tail, 37) + next[tops + n - 1 - q]) | 0;
      }
      ends = ((head & SIG_MASK) << 16) | (tail & SIG_MASK);
      if (this.heads[head & SIG_MASK] >= this.alike || this.tails[tail & SIG_MASK] >= this.alike) return false;
    }
    if (!this.keepOnce(next, at, n)) return false;
    if (this.span > 0) {
      this.heads[ends >>> 16]++;
      this.tails[ends & SIG_MASK]++;
    }
    return true;
  }

  /** Is the child at `at` (`len` tops) new to the level? Then it is noted. */
  private keepOnce(next: Uint8Array, at: number, len: number): boolean {
    const snap = this.snapBytes;
    let h = 0x9e3779b9 | 0;
    for (let i = 0; i < len; i++) {
      h = Math.imul(h ^ next[at + 1 + i], 0x85ebca6b);
      h ^= h >>> 13;
    }
    const slots = this.slots;
    const mask = slots.length - 1;
    for (let s = h & mask; ; s = (s + 1) & mask) {
      const e = slots[s];
      if (e === 0) {
        slots[s] = at / snap + 1;
        this.slotHash[s] = h;
        return true;
      }
      if (this.slotHash[s] !== h) continue;
      const other = (e - 1) * snap + 1;
      let i = 0;
      while (i < len && next[other + i] === next[at + 1 + i]) i++;
      if (i === len) return false;
    }
  }
}
