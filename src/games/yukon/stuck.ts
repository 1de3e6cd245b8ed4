/**
 * Yukon: a position lost because some card can never be lifted off the card it lies on.
 *
 * Every card lies on another card or on a pile's floor, and to go home it must once be lifted
 * off it, as the bottom card of the cards moved (a move whose bottom card lies lower carries
 * both). Call that first lift the card's *release*. When it happens, the card goes home (it is
 * its pile's top, and every lower card of its suit is home), onto a card one rank up in the
 * other colour that is a pile's top, or (a king) into an empty pile; a card face down must have
 * been a pile's top before, to turn up. A card becomes a pile's top only after the release of
 * the card now on it, or, if it is home, after it came back: as its foundation's top (the home
 * cards above it came back before), onto such a card or (a king) an empty pile. So each release
 * needs earlier releases; those that can happen are found as the least fixed point, starting
 * from none, of "some way of it needs only releases already found" (over-counting what may
 * happen: a real game's releases, in their order, are all found). A card whose release is never
 * found keeps the deal from being won.
 */
import { K_FOUNDATION, K_TABLEAU, type Core } from '../../engine/solver/core.js';
import { RANK, RED, SUIT, pilesOf } from '../../engine/solver/core-helpers.js';

/** The two cards (faces) one rank up in the other colour, per face; -1 for a king's. */
const PARENTS = new Int8Array(104).fill(-1);
for (let c = 0; c < 52; c++) {
  if (RANK[c] === 13) continue;
  let k = 0;
  for (let s = 0; s < 4; s++) if (RED[s * 13] !== RED[c]) PARENTS[c * 2 + k++] = s * 13 + RANK[c];
}

/** A test of the position in `core` (allocates nothing per call): true when some card can never be released. */
export function stuckTest(core: Core): () => boolean {
  const piles = Int32Array.from(pilesOf(core, K_TABLEAU));
  const founds = Int32Array.from(pilesOf(core, K_FOUNDATION));
  const { cap, cards, len, down } = core;
  /** Per face: the face on it (-1: none; it is its pile's top), whether on a foundation or face down. */
  const above = new Int8Array(52);
  const home = new Uint8Array(52);
  const faceDown = new Uint8Array(52);
  const released = new Uint8Array(52);
  /** Per face home: whether it can come back to a pile. */
  const back = new Uint8Array(52);
  /** Per suit: cards home. */
  const h = new Int32Array(4);

  /** Can face `z` be a pile's top with the releases and comebacks found? */
  const free = (z: number): boolean => (home[z] === 1 ? back[z] === 1 : above[z] < 0 || released[above[z]] === 1);
  const lands = (z: number, empty: boolean): boolean => (RANK[z] === 13 ? empty : free(PARENTS[z * 2]) || free(PARENTS[z * 2 + 1]));

  const goesHome = (w: number): boolean => {
    const s = SUIT[w];
    for (let r = h[s]; r < RANK[w] - 1; r++) if (!free(s * 13 + r)) return false;
    return true;
  };

  return () => {
    home.fill(0);
    h.fill(0);
    for (let i = 0; i < founds.length; i++) {
      const f = founds[i];
      const n = len[f];
      if (n === 0) continue;
      h[SUIT[cards[f * cap]]] = n;
      for (let j = 0; j < n; j++) home[cards[f * cap + j] & 63] = 1;
    }
    let empty = false;
    for (let i = 0; i < piles.length; i++) {
      const p = piles[i];
      const n = len[p];
      if (n === 0) empty = true;
      for (let j = 0; j < n; j++) {
        const c = cards[p * cap + j] & 63;
        above[c] = j + 1 < n ? cards[p * cap + j + 1] & 63 : -1;
        faceDown[c] = j < down[p] ? 1 : 0;
      }
    }
    released.fill(0);
    back.fill(0);
    let left = 0;
    for (let c = 0; c < 52; c++) if (!home[c]) left++;
    for (let changed = true; changed && left > 0;) {
      changed = false;
      // top cards first: a release mostly needs the ones above it
      for (let i = 0; i < piles.length; i++) {
        const p = piles[i];
        for (let j = len[p] - 1; j >= 0; j--) {
          const w = cards[p * cap + j] & 63;
          if (released[w] || (faceDown[w] && !free(w))) continue;
          if (!lands(w, empty) && !(free(w) && goesHome(w))) continue;
          released[w] = 1;
          left--;
          changed = true;
          // a pile's bottom card released: that pile may be emptied
          if (j === 0) empty = true;
        }
      }
      for (let s = 0; s < 4; s++) {
        for (let r = h[s] - 1; r >= 0; r--) {
          const z = s * 13 + r;
          if (back[z]) continue;
          if ((r + 1 < h[s] && !back[z + 1]) || !lands(z, empty)) break;
          back[z] = 1;
          changed = true;
        }
      }
    }
    return left > 0;
  };
}
