/**
 * Yukon (RULES.md §12) for the solver: the game compiled for the fast search (what a pile takes,
 * safe cards home, move ordering, piles and foundations keyed as interchangeable).
 */
import { K_FOUNDATION, K_TABLEAU, mCount, mFrom, mTo, type Core, type CoreHooks } from '../../engine/solver/core.js';
import { RANK, RED, SUIT, insertSorted, pilesOf, sameDown } from '../../engine/solver/core-helpers.js';
import { BitWriter } from '../../engine/solver/keyset.js';
import { withCompiled } from '../../engine/solver/compiled.js';
import type { GameSolver } from '../../engine/solver/hooks.js';
import { withMechanics } from '../../engine/solver/mechanics.js';
import { stuckTest } from './stuck.js';

export function yukonCore(core: Core): CoreHooks {
  const founds = Int32Array.from(pilesOf(core, K_FOUNDATION));
  const piles = Int32Array.from(pilesOf(core, K_TABLEAU));
  const cap = core.cap;
  const cards = core.cards;
  const len = core.len;
  const down = core.down;
  const h = new Int32Array(4);
  const at = new Int32Array(4);
  const heights = (): void => {
    h.fill(0);
    at.fill(-1);
    for (let i = 0; i < founds.length; i++) {
      const f = founds[i];
      if (len[f] > 0) {
        h[SUIT[cards[f * cap]]] = len[f];
        at[SUIT[cards[f * cap]]] = f;
      }
    }
  };
  /** Does card `o` go on card `u` (down, other colour)? */
  const onto = (u: number, o: number): boolean => RANK[o] === RANK[u] - 1 && RED[o] !== RED[u];
  // the key's scratch: each pile's segment (pile if cards are face down, their count, face-up
  // count, face-up cards), and the piles' order
  const np = piles.length;
  const segSize = 52 + 3;
  const seg = new Uint8Array(np * segSize);
  const segLen = new Int32Array(np);
  const order = new Int32Array(np);
  const bits = new BitWriter();
  const stuck = stuckTest(core);
  const cmp = (a: number, b: number): number => {
    const la = segLen[a];
    const lb = segLen[b];
    const m = la < lb ? la : lb;
    for (let j = 0; j < m; j++) {
      const d = seg[a * segSize + j] - seg[b * segSize + j];
      if (d !== 0) return d;
    }
    return la - lb;
  };

  return {
    symmetric: () => [Array.from(piles), Array.from(founds)],
    reversible: true,
    cardKey: (c) => c & 63,

    // Exact and packed: each suit's foundation height; the piles sorted (interchangeable), each
    // by its face-down count (and pile when it has any: they never move until they turn up), its
    // face-up count, then each face-up card as one down in the other colour (0, which suit) or
    // any other (1, card).
    key(_c, out) {
      heights();
      for (let j = 0; j < np; j++) {
        const p = piles[j];
        const n = len[p];
        const d = down[p];
        let q = j * segSize;
        seg[q++] = d > 0 ? j + 1 : 0;
        seg[q++] = d;
        seg[q++] = n - d;
        for (let i = p * cap + d; i < p * cap + n; i++) seg[q++] = cards[i];
        segLen[j] = q - j * segSize;
        insertSorted(order, j, cmp);
      }
      bits.begin(out);
      bits.put(h[0] | (h[1] << 4) | (h[2] << 8) | (h[3] << 12), 16);
      for (let i = 0; i < np; i++) {
        let q = order[i] * segSize;
        const pile = seg[q++];
        const d = seg[q++];
        bits.put(d < 7 ? d : 7, 3);
        if (d >= 7) bits.put(d, 6);
        if (d > 0) bits.put(pile, 3);
        const u = seg[q++];
        bits.put(u, 6);
        let prev = -1;
        for (let x = 0; x < u; x++) {
          const c = seg[q++];
          if (prev >= 0 && onto(prev, c)) bits.put((SUIT[c] >> 1) << 1, 2);
          else bits.put(1 | ((c & 63) << 1), 7);
          prev = c;
        }
      }
      return bits.end();
    },
    maxKey: () => Math.ceil((16 + np * 18 + 52 * 7) / 8),
    sameOrigin: sameDown,
    lost: () => stuck(),

    // the first pass leaves out cards taken back off a foundation, and cards taken off the card
    // they fit on with nothing turned up (a shuffle between two piles)
    prune(_c, m) {
      const from = mFrom(m);
      if (core.kind[from] === K_FOUNDATION) return true;
      const left = len[from] - mCount(m);
      const base = from * cap;
      return left > down[from] && onto(cards[base + left - 1], cards[base + left]);
    },

    score(_c, m) {
      const from = mFrom(m);
      const to = mTo(m);
      if (core.kind[from] === K_FOUNDATION) return 0;
      if (core.kind[to] === K_FOUNDATION) return 100;
      const n = len[from];
      const count = mCount(m);
      const left = n - count;
      // turns a card up: the more cards still face down there, the better
      if (left > 0 && left === down[from]) return 60 + down[from];
      if (left === 0) return len[to] === 0 ? -10 : 50;
      // the cards already lie on a card they fit: only a shuffle
      const base = from * cap;
      if (left > down[from] && onto(cards[base + left - 1], cards[base + left])) return 1;
      return 20 - count / 4;
    },
  };
}

export const yukonSolver: GameSolver = {
  search: withCompiled(withMechanics(yukonCore)),
  core: withMechanics(yukonCore),
  winnableNodes: () => 20_000,
};

export default yukonSolver;
