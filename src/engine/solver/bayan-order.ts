/**
 * What the Bayan search reads off a position before it expands it: two loss proofs, a move
 * that is safe to force, and (reach 2) the order in which to try the moves.
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
 * Move order (reach 2, measured on lines small enough to solve exactly): prefer moves after
 * which fewer tops lack matching tops to their right (the tops that are hard to cover), and
 * more moves are open. Each move's change of both is worked out locally from one pass over
 * the line.
 */
import * as cards from './bayan-line.js';
import type { BayanLine } from './bayan-line.js';

// module-local: imported bindings can compile to property reads (tsx), too slow in these loops
const { MATCH, RANK, SUIT } = cards;

/** Risk of a top by its number of matching tops to the right (0, 1, 2; more: none). */
const RISK = [12, 4, 1];
/** Weight of one open move against the risk. */
const OPEN = 1.5;

export class BayanScan {
  /** Per place: matching tops to the right, to the left. */
  readonly right: Int32Array;
  readonly left: Int32Array;
  /** Per place: the change of risk of the tops to its left if its top is covered. */
  private readonly drop: Float64Array;
  private readonly perSuit = new Float64Array(4);
  private readonly perRank = new Float64Array(13);
  private readonly countSuit = new Int32Array(4);
  private readonly countRank = new Int32Array(13);
  private readonly newWin = new Uint8Array(8);
  /** Prefix sums: over places i < q, does the top at i match the one 1 place right, 2 places right. */
  private readonly openBefore: Int32Array;
  private readonly pair2: Int32Array;
  /** Tops that can never be covered (see above). */
  mustSurvive = 0;
  /** A move safe to force (see above), or -1. */
  forced = -1;

  constructor(capacity: number) {
    this.right = new Int32Array(capacity + 1);
    this.left = new Int32Array(capacity + 1);
    this.drop = new Float64Array(capacity + 1);
    this.openBefore = new Int32Array(capacity + 2);
    this.pair2 = new Int32Array(capacity + 2);
  }

  /** Reads the position: the two loss proofs, the forced move, and what `score` needs. */
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
    const ps = this.perSuit;
    const pr = this.perRank;
    ps.fill(0);
    pr.fill(0);
    let must = 0;
    let forced = -1;
    const reach2 = line.reach === 2;
    for (let q = 0; q < n; q++) {
      const c = t[q];
      const s = SUIT[c];
      const r = RANK[c];
      left[q] = cs[s] + cr[r];
      cs[s]++;
      cr[r]++;
      const rq = right[q];
      if (rq === 0 && left[q] < 2) must++;
      if (reach2 && forced < 0 && rq === 1 && left[q] === 0 && q + 1 < n && MATCH[c * 64 + t[q + 1]] === 1) forced = (q + 1) * 2;
      if (scoring) {
        this.drop[q] = ps[s] + pr[r];
        const d = (rq > 0 && rq <= RISK.length ? RISK[rq - 1] : 0) - (rq < RISK.length ? RISK[rq] : 0);
        ps[s] += d;
        pr[r] += d;
      }
    }
    this.mustSurvive = must;
    this.forced = forced;
    if (scoring) {
      const ob = this.openBefore;
      const p2 = this.pair2;
      ob[0] = 0;
      p2[0] = 0;
      for (let q = 0; q < n; q++) {
        const row = t[q] * 64;
        ob[q + 1] = ob[q] + (q + 1 < n ? MATCH[row + t[q + 1]] : 0);
        p2[q + 1] = p2[q] + (q + 2 < n ? MATCH[row + t[q + 2]] : 0);
      }
    }
  }

  /**
   * Reach 2: the score of move m after `scan` (lower first): the change of risk minus the
   * change of open moves, weighted.
   */
  score(line: BayanLine, m: number): number {
    const t = line.tops;
    const n = line.n;
    const from = m >> 1;
    const leap = (m & 1) === 1;
    const to = from - (leap ? 2 : 1);
    const b = t[from];
    const right = this.right;
    // the covered top's own risk goes; the tops left of it that match it lose it to their right
    let risk = -riskOf(right[to]) + this.drop[to];
    let rb = right[from];
    if (leap && MATCH[t[to + 1] * 64 + b] === 1) {
      // the top leapt over loses b to its right; b gains it
      rb++;
      risk += riskOf(right[to + 1] - 1) - riskOf(right[to + 1]);
    }
    risk += riskOf(rb) - riskOf(right[from]);
    // open moves: only pairs within two places of the change differ; the old ones are counted
    // by the prefix sums, the new ones over the (at most six) tops around the change
    const lo = to >= 2 ? to - 2 : 0;
    const hi = from + 2 < n ? from + 2 : n - 1;
    const ob = this.openBefore;
    const before = ob[hi] - ob[lo] + (hi - 1 > lo ? this.pair2[hi - 1] - this.pair2[lo] : 0);
    const w = this.newWin;
    let len = 0;
    for (let q = lo; q <= hi; q++) if (q !== from) w[len++] = q === to ? b : t[q];
    const open = pairs(w, len) - before;
    return risk - OPEN * open;
  }
}

function riskOf(r: number): number {
  return r < RISK.length ? RISK[r] : 0;
}

/** Open moves (matching tops 1 or 2 places apart) within a short window of tops. */
function pairs(w: Uint8Array, len: number): number {
  let k = 0;
  for (let i = 0; i + 1 < len; i++) {
    const row = w[i] * 64;
    k += MATCH[row + w[i + 1]];
    if (i + 2 < len) k += MATCH[row + w[i + 2]];
  }
  return k;
}
