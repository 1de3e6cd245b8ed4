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
import { RANK, RED, SUIT } from '../../engine/solver/core-helpers.js';

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
  /** Per card: the cards that must move before it, and what its every way asks for. */
  private readonly lo = new Int32Array(52);
  private readonly hi = new Int32Array(52);
  private readonly routeLo = new Int32Array(52);
  private readonly routeHi = new Int32Array(52);
  /** Per card: the lower cards of its suit not up yet, and what must move before them. */
  private readonly belowLo = new Int32Array(52);
  private readonly belowHi = new Int32Array(52);
  /** Cards in columns and the waste, each pile top to bottom. */
  private readonly cards = new Int32Array(52);
  /** The cards whose every way asks for something (see `lost`). */
  private readonly waiting = new Int32Array(52);

  /**
   * Is the position lost by the test above? The compiled core's piles (`held`, `cap` per pile,
   * `len`, `down`): its columns, the foundations' heights by suit (`home`), the waste;
   * `stack`: the waste can no longer be turned over.
   */
  lost(
    held: Uint8Array,
    cap: number,
    len: Int32Array,
    down: Int32Array,
    columns: Int32Array,
    home: Int32Array,
    waste: number,
    stack: boolean,
  ): boolean {
    const pile = this.pile;
    const above = this.above;
    const lo = this.lo;
    const hi = this.hi;
    const cards = this.cards;
    pile.fill(FREE);
    lo.fill(0);
    hi.fill(0);
    // the piles, each card waiting for the cards above it
    const NC = columns.length;
    const f = home;
    let n = 0;
    for (let q = 0; q <= NC; q++) {
      if (q === NC && !stack) break;
      let a = -1;
      let wlo = 0;
      let whi = 0;
      const p = q < NC ? columns[q] : waste;
      for (let i = len[p] - 1; i >= 0; i--) {
        const c = held[p * cap + i];
        pile[c] = q;
        above[c] = a;
        this.built[c] = q < NC && i > down[p] ? 1 : 0;
        lo[c] = wlo;
        hi[c] = whi;
        this.routeLo[c] = this.routeHi[c] = 0;
        wlo |= BLO[c];
        whi |= BHI[c];
        cards[n++] = a = c;
      }
    }
    // The cards whose every way asks for something: not a king (an empty column asks for
    // nothing), not lying on the card it was built on (it may move with a run from below),
    // a lower card of its suit not up, and neither card it could go onto up or a column's top.
    let w = 0;
    for (let j = 0; j < n; j++) {
      const y = cards[j];
      const rank = RANK[y];
      if (rank === 13 || rank <= f[SUIT[y]] + 1) continue;
      if (this.built[y] === 1) continue;
      const s0 = RED[y] ? 0 : 1;
      const p0 = s0 * 13 + rank;
      const p1 = (3 - s0) * 13 + rank;
      if (f[s0] > rank || f[3 - s0] > rank) continue;
      if ((pile[p0] >= 0 && pile[p0] < NC && above[p0] < 0) || (pile[p1] >= 0 && pile[p1] < NC && above[p1] < 0)) continue;
      this.waiting[w++] = y;
    }
    for (let pass = 0; pass < PASSES && w > 0; pass++) {
      // lower cards of each suit not up yet, with what they wait for
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
      let changed = false;
      for (let j = 0; j < w; j++) {
        const y = this.waiting[j];
        let rlo = this.belowLo[y];
        let rhi = this.belowHi[y];
        const s0 = RED[y] ? 0 : 1;
        for (let k = 0; k < 2; k++) {
          const p = (k === 0 ? s0 : 3 - s0) * 13 + RANK[y];
          const pp = pile[p];
          if (pp === FREE) {
            // in the stock or a waste that can be turned over: p itself must move
            rlo &= BLO[p];
            rhi &= BHI[p];
          } else if (pp === NC) {
            rlo &= lo[p] | BLO[p];
            rhi &= hi[p] | BHI[p];
          } else {
            const a = above[p];
            rlo &= lo[a] | BLO[a];
            rhi &= hi[a] | BHI[a];
          }
        }
        if ((rlo & ~this.routeLo[y]) !== 0 || (rhi & ~this.routeHi[y]) !== 0) {
          this.routeLo[y] |= rlo;
          this.routeHi[y] |= rhi;
          changed = true;
        }
      }
      if (!changed) return false;
      // each card waits for the cards above it, what they wait for, and what its ways ask for
      let accLo = 0;
      let accHi = 0;
      for (let j = 0; j < n; j++) {
        const c = cards[j];
        if (above[c] < 0) accLo = accHi = 0;
        lo[c] = accLo | this.routeLo[c];
        hi[c] = accHi | this.routeHi[c];
        if ((lo[c] & BLO[c]) !== 0 || (hi[c] & BHI[c]) !== 0) return true;
        accLo |= BLO[c] | this.routeLo[c];
        accHi |= BHI[c] | this.routeHi[c];
      }
    }
    return false;
  }
}
