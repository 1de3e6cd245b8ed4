/**
 * A quick proof that a Klondike position is lost: a card that can never move.
 *
 * For every card Y in a column (or in the waste, once it can no longer be turned over: then
 * only its top can ever leave it), `must[Y]` collects cards that must move, each at least
 * once, before Y first moves:
 * - the cards above Y in its pile, and whatever must move before them;
 * - what every way for Y's first move needs: to its foundation, every lower card of its suit
 *   not up yet (and what must move before each); onto a card P of the rank above and the other
 *   colour, the cards above P in its column, or P itself when P is in the waste or the stock
 *   (and what must move before them). A card on a foundation, a king's way to an empty column,
 *   and the stock ask for nothing more (they could always turn out to be free); nor does a
 *   face-up card lying on the card it was built on, which may first move carried by a run
 *   from further down.
 * The sets only grow, so the loop ends; a card that must move before itself never moves, and
 * a card that never moves never reaches its foundation: the position is lost.
 */
import { CAP, RANK, RED, SUIT } from './klondike-cards.js';

const FREE = -1; // on a foundation, in the stock, or in a waste that can still be turned over
/** Passes over the cards at most (more would only find more). */
const PASSES = 3;

/** Each card's bit in two words of 26 (cards 0…25, 26…51). */
const BLO = new Int32Array(52);
const BHI = new Int32Array(52);
for (let c = 0; c < 52; c++) {
  if (c < 26) BLO[c] = 1 << c;
  else BHI[c] = 1 << (c - 26);
}

export class Deadlock {
  /** Per card: its pile (a column, NC for the waste, FREE) and the card right above it (-1: none). */
  private readonly pile = new Int32Array(52);
  private readonly above = new Int32Array(52);
  /** Per card: 1 when it lies face up on the card it was built on. */
  private readonly built = new Uint8Array(52);
  /** Per card: the cards that must move before it. */
  private readonly lo = new Int32Array(52);
  private readonly hi = new Int32Array(52);
  /** Per card: the lower cards of its suit not up yet, and what must move before them. */
  private readonly belowLo = new Int32Array(52);
  private readonly belowHi = new Int32Array(52);
  /** Cards in columns and the waste, each pile top to bottom. */
  private readonly cards = new Int32Array(52);

  /**
   * Is the position lost by the test above? Columns as the search holds them (NC columns of
   * `clen` cards from `cc[q * CAP]`), foundation heights by suit, the waste `tal[0…ptr)`;
   * `stack`: the waste can no longer be turned over.
   */
  lost(NC: number, cc: Uint8Array, clen: Int32Array, cdown: Int32Array, f: Int32Array, tal: Uint8Array, ptr: number, stack: boolean): boolean {
    const pile = this.pile;
    const above = this.above;
    const lo = this.lo;
    const hi = this.hi;
    const cards = this.cards;
    pile.fill(FREE);
    lo.fill(0);
    hi.fill(0);
    let n = 0;
    for (let q = 0; q < NC; q++) {
      const base = q * CAP;
      let a = -1;
      for (let i = clen[q] - 1; i >= 0; i--) {
        const c = cc[base + i];
        pile[c] = q;
        above[c] = a;
        this.built[c] = i > cdown[q] ? 1 : 0;
        cards[n++] = a = c;
      }
    }
    if (stack) {
      let a = -1;
      for (let i = ptr - 1; i >= 0; i--) {
        const c = tal[i];
        pile[c] = NC;
        above[c] = a;
        this.built[c] = 0;
        cards[n++] = a = c;
      }
    }
    for (let pass = 0; pass < PASSES; pass++) {
      let changed = false;
      for (let s = 0; s < 4; s++) {
        let accLo = 0;
        let accHi = 0;
        for (let c = s * 13 + f[s]; c < s * 13 + 13; c++) {
          this.belowLo[c] = accLo;
          this.belowHi[c] = accHi;
          accLo |= lo[c] | BLO[c];
          accHi |= hi[c] | BHI[c];
        }
      }
      for (let j = 0; j < n; j++) {
        const y = cards[j];
        let wlo = 0;
        let whi = 0;
        const a = above[y];
        if (a >= 0) {
          wlo = lo[a] | BLO[a];
          whi = hi[a] | BHI[a];
        }
        // every way: to the foundation, and onto each card of the rank above (a king's way to
        // an empty column asks for nothing)
        let rlo = this.belowLo[y];
        let rhi = this.belowHi[y];
        const rank = RANK[y];
        if (rank < 13 && this.built[y] === 0 && (rlo | rhi) !== 0) {
          const s0 = RED[y] ? 0 : 1;
          for (let k = 0; k < 2; k++) {
            const p = (k === 0 ? s0 : 3 - s0) * 13 + rank;
            const pp = pile[p];
            if (pp === FREE) {
              // up, in the stock or in a waste that can be turned over: at most p itself
              if (f[SUIT[p]] > rank) {
                rlo = rhi = 0;
                break;
              }
              rlo &= BLO[p];
              rhi &= BHI[p];
            } else if (pp === NC) {
              rlo &= lo[p] | BLO[p];
              rhi &= hi[p] | BHI[p];
            } else {
              const q = above[p];
              if (q < 0) {
                rlo = rhi = 0;
                break;
              }
              rlo &= lo[q] | BLO[q];
              rhi &= hi[q] | BHI[q];
            }
          }
          wlo |= rlo;
          whi |= rhi;
        }
        if ((wlo & ~lo[y]) !== 0 || (whi & ~hi[y]) !== 0) {
          lo[y] |= wlo;
          hi[y] |= whi;
          if ((lo[y] & BLO[y]) !== 0 || (hi[y] & BHI[y]) !== 0) return true;
          changed = true;
        }
      }
      if (!changed) break;
    }
    return false;
  }
}
