/**
 * What the Bayan search reads off a position before it expands it: two loss proofs, a move
 * that is safe to force, and (reach 2) how good each move looks.
 *
 * Loss proof, cards that must survive: a top with no matching top to its right can only ever
 * get one there by leaping over it (cards only move left, and a card that jumps over it from
 * the right does not match it), and a leap covers a matching top too, so it needs two matching
 * tops to its left; with fewer it can never be covered, and one pile means every top but one
 * is covered. Two such tops: lost.
 *
 * Forced move (reach 2): when a top's only matching top is its right neighbour, laying the
 * neighbour on it loses nothing. Until they meet, the pair acts as the neighbour alone would:
 * nothing can come between them (only a matching card could land there), every other move
 * stays legal without the first card (a distance of 2 over it becomes 1, and reach 2 takes
 * both), and if the neighbour first leaps over it onto a card, the first card can only lay
 * itself on the neighbour after, leaving itself with no match at all, which only a won line
 * of one pile allows.
 *
 * The measure of a position (reach 2; lower looks better): each top costs by how many
 * matching tops it has to its right (its possible coverers): none costs most, the less the
 * more matching tops it has to its left (it must leap over one of them onto another), then
 * one, two, three; each open move (matching tops 1 or 2 places apart) gains, a leap more
 * than a slide. Weights tuned on 40-card lines by how often a narrow beam wins. A move's
 * change of the measure is worked out locally from three passes over the line.
 */
import * as cards from './line.js';
import type { BayanLine } from './line.js';

// module-local: imported bindings can compile to property reads (tsx), too slow in these loops
const { MATCH, RANK, SUIT } = cards;

/** Cost of a top with 1, 2, 3 matching tops to its right (more: none). */
const COST_RIGHT = [0, 4, 1.5, 0.7];
/** Cost of a top with no matching top to its right, by matching tops to its left (0 … 7 or more). */
const COST_LEAP = [18, 18, 18, 14, 11, 9, 8, 7];
/** Gain of an open slide, an open leap. */
const OPEN_SLIDE = 0.75;
const OPEN_LEAP = 2.25;

/** The cost of a top with r matching tops to its right and l to its left. */
function cost(r: number, l: number): number {
  if (r === 0) return COST_LEAP[l < 7 ? l : 7];
  return r < 4 ? COST_RIGHT[r] : 0;
}

/**
 * The measure of the position itself, counted plainly (for tests: `score` must be the change
 * of this that a move makes).
 */
export function measure(line: BayanLine): number {
  const t = line.tops;
  const n = line.n;
  let total = 0;
  for (let q = 0; q < n; q++) {
    let r = 0;
    let l = 0;
    for (let p = 0; p < n; p++) {
      if (p === q || MATCH[t[q] * 64 + t[p]] !== 1) continue;
      if (p > q) r++;
      else l++;
    }
    total += cost(r, l);
    if (q + 1 < n && MATCH[t[q] * 64 + t[q + 1]] === 1) total -= OPEN_SLIDE;
    if (q + 2 < n && MATCH[t[q] * 64 + t[q + 2]] === 1) total -= OPEN_LEAP;
  }
  return total;
}

export class BayanScan {
  /** Per place: matching tops to the right, to the left. */
  readonly right: Int32Array;
  readonly left: Int32Array;
  /** Per place: the change of cost of the matching tops to its left, to its right, if its top is covered. */
  private readonly dropLeft: Float64Array;
  private readonly dropRight: Float64Array;
  /** Prefix sums: over places i < q, does the top at i match the one 1 place right, 2 places right. */
  private readonly slides: Int32Array;
  private readonly leaps: Int32Array;
  private readonly perSuit = new Float64Array(4);
  private readonly perRank = new Float64Array(13);
  private readonly countSuit = new Int32Array(4);
  private readonly countRank = new Int32Array(13);
  private readonly window = new Uint8Array(8);
  /** Tops that can never be covered (see above). */
  mustSurvive = 0;
  /** A move safe to force (see above), or -1. */
  forced = -1;

  constructor(capacity: number) {
    this.right = new Int32Array(capacity + 1);
    this.left = new Int32Array(capacity + 1);
    this.dropLeft = new Float64Array(capacity + 1);
    this.dropRight = new Float64Array(capacity + 1);
    this.slides = new Int32Array(capacity + 2);
    this.leaps = new Int32Array(capacity + 2);
  }

  /** Reads the position: the two loss proofs, the forced move, and what `score` needs (three passes). */
  scan(line: BayanLine, scoring: boolean): void {
    const t = line.tops;
    const n = line.n;
    const right = this.right;
    const left = this.left;
    const cs = this.countSuit;
    const cr = this.countRank;
    cs.fill(0);
    cr.fill(0);
    for (let q = n - 1; q >= 0; q--) {
      const c = t[q];
      right[q] = cs[SUIT[c]] + cr[RANK[c]];
      cs[SUIT[c]]++;
      cr[RANK[c]]++;
    }
    cs.fill(0);
    cr.fill(0);
    // left to right: matching tops to the left, the proofs, and (scoring) the tops to the left
    // of q that match it, which lose a top to their right if it goes; the open moves so far
    const ps = this.perSuit;
    const pr = this.perRank;
    const dropLeft = this.dropLeft;
    const s1 = this.slides;
    const s2 = this.leaps;
    ps.fill(0);
    pr.fill(0);
    s1[0] = 0;
    s2[0] = 0;
    let must = 0;
    let forced = -1;
    const reach2 = line.reach === 2;
    for (let q = 0; q < n; q++) {
      const c = t[q];
      const su = SUIT[c];
      const ra = RANK[c];
      const l = cs[su] + cr[ra];
      left[q] = l;
      cs[su]++;
      cr[ra]++;
      const r = right[q];
      if (r === 0 && l < 2) must++;
      const row = c * 64;
      const slide = q + 1 < n ? MATCH[row + t[q + 1]] : 0;
      if (reach2 && forced < 0 && r === 1 && l === 0 && slide === 1) forced = (q + 1) * 2;
      if (!scoring) continue;
      dropLeft[q] = ps[su] + pr[ra];
      const d = r > 0 ? cost(r - 1, l) - cost(r, l) : 0;
      ps[su] += d;
      pr[ra] += d;
      s1[q + 1] = s1[q] + slide;
      s2[q + 1] = s2[q] + (q + 2 < n ? MATCH[row + t[q + 2]] : 0);
    }
    this.mustSurvive = must;
    this.forced = forced;
    if (!scoring) return;
    // right to left: the tops to the right of q that match it lose a top to their left
    const dropRight = this.dropRight;
    ps.fill(0);
    pr.fill(0);
    for (let q = n - 1; q >= 0; q--) {
      const c = t[q];
      const su = SUIT[c];
      const ra = RANK[c];
      dropRight[q] = ps[su] + pr[ra];
      const l = left[q];
      const d = l > 0 ? cost(right[q], l - 1) - cost(right[q], l) : 0;
      ps[su] += d;
      pr[ra] += d;
    }
  }

  /** Reach 2: the change of the measure that move m makes (lower looks better), after `scan`. */
  score(line: BayanLine, m: number): number {
    const t = line.tops;
    const n = line.n;
    const right = this.right;
    const left = this.left;
    const from = m >> 1;
    const leap = (m & 1) === 1;
    const to = from - (leap ? 2 : 1);
    const a = t[to];
    const b = t[from];
    // a goes; the tops matching it lose it: those left of it a top to their right, those right
    // of it a top to their left (b and the top leapt over are counted on their own below)
    let delta = -cost(right[to], left[to]) + this.dropLeft[to] + this.dropRight[to];
    delta -= cost(right[from], left[from] - 1) - cost(right[from], left[from]);
    // b moves onto a's place: past the top it leaps over, if any
    let bRight = right[from];
    let bLeft = left[from] - 1;
    if (leap) {
      const x = t[to + 1];
      const xb = MATCH[x * 64 + b];
      const xa = MATCH[x * 64 + a];
      const xr = right[to + 1];
      const xl = left[to + 1];
      if (xa === 1) delta -= cost(xr, xl - 1) - cost(xr, xl);
      delta += cost(xr - xb, xl + xb - xa) - cost(xr, xl);
      bRight += xb;
      bLeft -= xb;
    }
    delta += cost(bRight, bLeft) - cost(right[from], left[from]);
    // open moves: only pairs within two places of the change differ; the old ones are counted
    // by the prefix sums, the new ones over the (at most six) tops around the change
    const lo = to >= 2 ? to - 2 : 0;
    const hi = from + 2 < n ? from + 2 : n - 1;
    const oldSlides = this.slides[hi] - this.slides[lo];
    const oldLeaps = hi - 1 > lo ? this.leaps[hi - 1] - this.leaps[lo] : 0;
    const w = this.window;
    let len = 0;
    for (let q = lo; q <= hi; q++) if (q !== from) w[len++] = q === to ? b : t[q];
    let newSlides = 0;
    let newLeaps = 0;
    for (let i = 0; i + 1 < len; i++) {
      const row = w[i] * 64;
      newSlides += MATCH[row + w[i + 1]];
      if (i + 2 < len) newLeaps += MATCH[row + w[i + 2]];
    }
    return delta - OPEN_SLIDE * (newSlides - oldSlides) - OPEN_LEAP * (newLeaps - oldLeaps);
  }
}
