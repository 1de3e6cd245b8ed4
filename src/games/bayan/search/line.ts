/**
 * The Bayan search's position: the line of top cards (only tops ever matter: piles move whole
 * and match by their tops), played and taken back in place, with the counts of suits and ranks
 * left that the loss proofs read.
 *
 * A move code is `from * 2 + (leap ? 1 : 0)`: the top at `from` goes onto the one 1 place left
 * (a slide) or `reach` places left (a leap), and the gap closes.
 */

export const SUIT = new Int32Array(64);
export const RANK = new Int32Array(64);
for (let c = 0; c < 64; c++) {
  SUIT[c] = ((c & 63) / 13) | 0;
  RANK[c] = (c & 63) % 13;
}
/** MATCH[a * 64 + b]: the cards share suit or rank (a card matches itself). */
export const MATCH = new Uint8Array(64 * 64);
for (let a = 0; a < 64; a++) for (let b = 0; b < 64; b++) MATCH[a * 64 + b] = SUIT[a] === SUIT[b] || RANK[a] === RANK[b] ? 1 : 0;

export class BayanLine {
  readonly reach: number;
  readonly tops: Uint8Array;
  n = 0;
  /** Tops left of each suit and each rank; per suit, a mask of the ranks left. */
  readonly suits = new Int32Array(4);
  readonly ranks = new Int32Array(13);
  readonly masks = new Int32Array(4);

  constructor(reach: number, capacity: number) {
    this.reach = reach;
    this.tops = new Uint8Array(capacity + 1);
  }

  load(tops: ArrayLike<number>): void {
    this.loadBytes(tops, 0, tops.length);
  }

  /** Loads the n tops at `at` in `from`. */
  loadBytes(from: ArrayLike<number>, at: number, n: number): void {
    this.n = n;
    this.suits.fill(0);
    this.ranks.fill(0);
    this.masks.fill(0);
    for (let i = 0; i < n; i++) {
      const c = from[at + i];
      this.tops[i] = c;
      this.suits[SUIT[c]]++;
      this.ranks[RANK[c]]++;
      this.masks[SUIT[c]] |= 1 << RANK[c];
    }
  }

  /** Plays move m; returns the card it covered. */
  play(m: number): number {
    const t = this.tops;
    const from = m >> 1;
    const to = from - (m & 1 ? this.reach : 1);
    const c = t[to];
    t[to] = t[from];
    t.copyWithin(from, from + 1, this.n);
    this.n--;
    this.suits[SUIT[c]]--;
    this.ranks[RANK[c]]--;
    this.masks[SUIT[c]] &= ~(1 << RANK[c]);
    return c;
  }

  /** Takes move m back; `c` is the card it covered. */
  undo(m: number, c: number): void {
    const t = this.tops;
    const from = m >> 1;
    const to = from - (m & 1 ? this.reach : 1);
    t.copyWithin(from + 1, from, this.n);
    this.n++;
    t[from] = t[to];
    t[to] = c;
    this.suits[SUIT[c]]++;
    this.ranks[RANK[c]]++;
    this.masks[SUIT[c]] |= 1 << RANK[c];
  }

  /**
   * After covering card c: did the tops fall apart into groups that can never meet? See the
   * cards as edges between their suit and their rank: two tops match when their edges share an
   * end. A move takes away the covered card's edge and keeps the other, so a group of tops
   * joined by matches never merges with another, and each keeps at least one top: once there
   * are two, one pile can never be reached. Taking c away can only split c's own group, and
   * does so when its suit and its rank both keep tops but no longer reach each other.
   */
  splitBy(c: number, stillIn = false): boolean {
    const s = SUIT[c];
    const r = RANK[c];
    // `stillIn`: c is still among the tops; ask as if it were gone
    const out = stillIn ? 1 : 0;
    if (this.suits[s] === out || this.ranks[r] === out) return false;
    const masks = this.masks;
    const own = masks[s];
    // most often another suit holds rank r and a rank that suit s still holds: joined, no split
    const rest = own & ~(1 << r);
    for (let q = 0; q < 4; q++) if (q !== s && ((masks[q] >> r) & 1) === 1 && (masks[q] & rest) !== 0) return false;
    if (stillIn) masks[s] = rest;
    let suitsIn = 1 << s;
    let ranksIn = 0;
    let before = -1;
    while (suitsIn !== before) {
      before = suitsIn;
      for (let q = 0; q < 4; q++) if ((suitsIn >> q) & 1) ranksIn |= masks[q];
      for (let q = 0; q < 4; q++) if (masks[q] & ranksIn) suitsIn |= 1 << q;
    }
    masks[s] = own;
    return ((ranksIn >> r) & 1) === 0;
  }

  /** Do all the tops form one group (see `splitBy`)? */
  whole(): boolean {
    const masks = this.masks;
    let suitsIn = 1 << SUIT[this.tops[0]];
    let ranksIn = 0;
    let before = -1;
    while (suitsIn !== before) {
      before = suitsIn;
      for (let q = 0; q < 4; q++) if ((suitsIn >> q) & 1) ranksIn |= masks[q];
      for (let q = 0; q < 4; q++) if (masks[q] & ranksIn) suitsIn |= 1 << q;
    }
    for (let q = 0; q < 4; q++) if (masks[q] !== 0 && !((suitsIn >> q) & 1)) return false;
    return true;
  }
}
