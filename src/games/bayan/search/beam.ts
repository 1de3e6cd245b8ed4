/**
 * Beam passes for the Bayan search (reach 2): level by level (every move takes one pile away,
 * so a level is a number of piles), keep the `width` positions that look best by the measure
 * the depth-first search orders its moves with (`BayanScan.score`), each position once.
 * Unlike a depth-first search it never sinks its whole time below one early choice, and it
 * wins most of the deals the depth-first search leaves unknown (deals 1-80: 80% at width
 * 1000, against about 40% for the depth-first search in the same positions); but it proves
 * nothing: a position left out of the beam is not lost. The same loss proofs and forced move
 * apply.
 */
import * as cards from './line.js';
import { BayanLine } from './line.js';
import { BayanScan } from './order.js';

// module-local: imported bindings can compile to property reads (tsx), too slow in these loops
const { MATCH } = cards;
/** Candidates per level at most (packed with their measure into one float). */
const INDEX = 1 << 24;
/** Buckets for the ends of lines kept apart by a diverse pass (alike ones may share one: harmless). */
const SIG_MASK = (1 << 14) - 1;

export class BayanBeam {
  private readonly cap: number;
  private readonly line: BayanLine;
  private readonly scan: BayanScan;
  /** The next level's positions by hash (child index + 1, 0: empty), to keep each once. */
  private slots = new Int32Array(0);
  private slotHash = new Int32Array(0);
  private width = 0;
  /** A diverse pass: how many tops at each end make lines alike, how many alike lines at most. */
  private span = 0;
  private alike = 0;
  private readonly heads = new Int32Array(SIG_MASK + 1);
  private readonly tails = new Int32Array(SIG_MASK + 1);
  /** The positions of the current level (tops, `n` each) and their measure. */
  private cur = new Uint8Array(0);
  private curH = new Float64Array(0);
  private count = 0;
  private next = new Uint8Array(0);
  private nextH = new Float64Array(0);
  /** Candidates of the next level: parent, move, measure. */
  private candParent = new Int32Array(0);
  private candMove = new Int32Array(0);
  private candH = new Float64Array(0);
  private packed = new Float64Array(0);
  /** Per level below the root: each position's parent in the level above, and its move. */
  private parents: Int32Array[] = [];
  private moves: Int32Array[] = [];
  private n = 0;
  /** Children generated in this pass. */
  nodes = 0;
  /** No pass under way. */
  idle = true;

  /** Bytes it holds: its levels, candidates, seen table and the pass's parents and moves. */
  get bytes(): number {
    let n = 0;
    for (const a of [this.slots, this.slotHash, this.heads, this.tails, this.cur, this.curH, this.next, this.nextH]) n += a.byteLength;
    for (const a of [this.candParent, this.candMove, this.candH, this.packed]) n += a.byteLength;
    for (const a of this.parents) n += a.byteLength;
    for (const a of this.moves) n += a.byteLength;
    return n;
  }

  constructor(reach: number, capacity: number) {
    this.cap = capacity;
    this.line = new BayanLine(reach, capacity);
    this.scan = new BayanScan(capacity);
  }

  /**
   * A new pass from the line of tops `root`. A diverse pass (`span` > 0) keeps at most `share`
   * of its width with the same `span` tops at the start of the line, or at its end: ranked by
   * the measure alone, a level fills up with every combination of the choices at one end (they
   * do not interact with the other), the other end never moves, and the whole beam shares its
   * fate.
   */
  begin(root: readonly number[], width: number, span = 0, share = 1): void {
    this.width = width;
    this.span = span;
    this.alike = Math.max(1, Math.floor(share * width));
    this.n = root.length;
    if (this.cur.length < width * this.cap) {
      this.cur = new Uint8Array(width * this.cap);
      this.next = new Uint8Array(width * this.cap);
      this.curH = new Float64Array(width);
      this.nextH = new Float64Array(width);
    }
    this.cur.set(root, 0);
    this.curH[0] = 0;
    this.count = 1;
    this.parents = [];
    this.moves = [];
    this.nodes = 0;
    this.idle = false;
  }

  /** Ends the pass under way. */
  reset(): void {
    this.idle = true;
    this.parents = [];
    this.moves = [];
  }

  /**
   * Goes down one level: 'won' (the line is `winningLine()`), 'empty' (every position of the
   * beam was a dead end), or null (a level done).
   */
  stepLevel(): 'won' | 'empty' | null {
    const n = this.n;
    const cap = this.cap;
    const line = this.line;
    const scan = this.scan;
    let k = 0;
    for (let p = 0; p < this.count; p++) {
      line.loadBytes(this.cur, p * cap, n);
      scan.scan(line, true);
      if (scan.mustSurvive >= 2) continue;
      this.ensureCandidates(k + 2 * n);
      if (scan.forced >= 0) {
        this.addCandidate(k++, p, scan.forced, this.curH[p]);
        continue;
      }
      // a top whose loss splits the line can never be covered: no move covering it
      const t = line.tops;
      for (let to = 0; to < n - 1; to++) {
        const row = t[to] * 64;
        const slide = MATCH[row + t[to + 1]] === 1;
        const leap = to + 2 < n && MATCH[row + t[to + 2]] === 1;
        if ((!slide && !leap) || (n > 2 && line.splitBy(t[to], true))) continue;
        if (slide) {
          const m = (to + 1) * 2;
          this.addCandidate(k++, p, m, this.curH[p] + scan.score(line, m));
        }
        if (leap) {
          const m = (to + 2) * 2 + 1;
          this.addCandidate(k++, p, m, this.curH[p] + scan.score(line, m));
        }
      }
    }
    this.nodes += k;
    if (k === 0) return 'empty';
    const packed = this.rank(k);
    // the best children first, each position once; many are
    // the same position reached by moves in another order, so they are ranked in batches
    this.clearSeen();
    const parents = new Int32Array(this.width);
    const moves = new Int32Array(this.width);
    let count = 0;
    let batchEnd = 0;
    if (this.span > 0) {
      this.heads.fill(0);
      this.tails.fill(0);
    }
    for (let i = 0; i < k && count < this.width; i++) {
      if (i === batchEnd) {
        batchEnd = Math.min(k, i + Math.max(2 * (this.width - count), 64));
        if (batchEnd < k) partition(packed, i, k - 1, batchEnd - 1);
        packed.subarray(i, batchEnd).sort();
      }
      const v = packed[i];
      const c = v - Math.floor(v / INDEX) * INDEX; // not %: a float modulo is slow
      const p = this.candParent[c];
      const m = this.candMove[c];
      if (n === 2) {
        parents[0] = p;
        moves[0] = m;
        this.parents.push(parents);
        this.moves.push(moves);
        return 'won';
      }
      // the child, straight into the next level: the parent's tops with the move played
      const at = count * cap;
      const next = this.next;
      const cur = this.cur;
      const base = p * cap;
      const from = m >> 1;
      for (let q = 0; q < from; q++) next[at + q] = cur[base + q];
      next[at + from - (m & 1 ? 2 : 1)] = cur[base + from];
      for (let q = from + 1; q < n; q++) next[at + q - 1] = cur[base + q];
      let ends = 0;
      if (this.span > 0) {
        // at most `share` of the width alike at either end of the line
        let head = 7;
        let tail = 11;
        for (let q = 0; q < this.span && q < n - 1; q++) {
          head = (Math.imul(head, 31) + next[at + q]) | 0;
          tail = (Math.imul(tail, 37) + next[at + n - 2 - q]) | 0;
        }
        ends = ((head & SIG_MASK) << 16) | (tail & SIG_MASK);
        if (this.heads[head & SIG_MASK] >= this.alike || this.tails[tail & SIG_MASK] >= this.alike) continue;
      }
      if (!this.keepOnce(count, n - 1)) continue;
      if (this.span > 0) {
        this.heads[ends >>> 16]++;
        this.tails[ends & SIG_MASK]++;
      }
      this.nextH[count] = this.candH[c];
      parents[count] = p;
      moves[count] = this.candMove[c];
      count++;
    }
    if (count === 0) return 'empty';
    this.parents.push(parents);
    this.moves.push(moves);
    [this.cur, this.next] = [this.next, this.cur];
    [this.curH, this.nextH] = [this.nextH, this.curH];
    this.count = count;
    this.n = n - 1;
    return null;
  }

  /** The level the last `stepLevel` made: each position's tops, its parent in the level above, its move. */
  level(): { tops: number[][]; parents: Int32Array; moves: Int32Array } {
    const d = this.moves.length - 1;
    const tops: number[][] = [];
    for (let p = 0; p < this.count; p++) tops.push(Array.from(this.cur.subarray(p * this.cap, p * this.cap + this.n)));
    return { tops, parents: this.parents[d].subarray(0, this.count), moves: this.moves[d].subarray(0, this.count) };
  }

  /** The winning line found by the last `stepLevel`, as move codes from the root. */
  winningLine(): number[] {
    const out: number[] = [];
    let at = 0;
    for (let d = this.moves.length - 1; d >= 0; d--) {
      out.push(this.moves[d][at]);
      at = this.parents[d][at];
    }
    return out.reverse();
  }

  /** Empties the table of the next level's positions (sized for the width, at most half full). */
  private clearSeen(): void {
    let size = 16;
    while (size < this.width * 2) size <<= 1;
    if (this.slots.length !== size) {
      this.slots = new Int32Array(size);
      this.slotHash = new Int32Array(size);
    } else this.slots.fill(0);
  }

  /** The child just written at `child` in the next level (`len` tops): is it new? Then it is kept. */
  private keepOnce(child: number, len: number): boolean {
    const next = this.next;
    const cap = this.cap;
    const at = child * cap;
    let h = 0x9e3779b9 | 0;
    for (let i = 0; i < len; i++) {
      h = Math.imul(h ^ next[at + i], 0x85ebca6b);
      h ^= h >>> 13;
    }
    const slots = this.slots;
    const mask = slots.length - 1;
    for (let s = h & mask; ; s = (s + 1) & mask) {
      const e = slots[s];
      if (e === 0) {
        slots[s] = child + 1;
        this.slotHash[s] = h;
        return true;
      }
      if (this.slotHash[s] !== h) continue;
      const other = (e - 1) * cap;
      let i = 0;
      while (i < len && next[other + i] === next[at + i]) i++;
      if (i === len) return false;
    }
  }

  private addCandidate(i: number, parent: number, move: number, h: number): void {
    this.candParent[i] = parent;
    this.candMove[i] = move;
    this.candH[i] = h;
  }

  private ensureCandidates(size: number): void {
    if (this.candH.length >= size) return;
    const grow = Math.max(size, this.candH.length * 2, 1024);
    const p = new Int32Array(grow);
    p.set(this.candParent);
    this.candParent = p;
    const m = new Int32Array(grow);
    m.set(this.candMove);
    this.candMove = m;
    const h = new Float64Array(grow);
    h.set(this.candH);
    this.candH = h;
  }

  /** The candidates packed each into one number, measure (to 1/1024) then index, to sort natively. */
  private rank(k: number): Float64Array {
    if (this.packed.length < k) this.packed = new Float64Array(Math.max(k, this.packed.length * 2));
    const packed = this.packed.subarray(0, k);
    const h = this.candH;
    let low = Infinity;
    for (let i = 0; i < k; i++) if (h[i] < low) low = h[i];
    for (let i = 0; i < k; i++) packed[i] = Math.round((h[i] - low) * 1024) * INDEX + i;
    return packed;
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
