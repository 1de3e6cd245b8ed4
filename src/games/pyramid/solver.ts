/**
 * Pyramid (RULES.md §9) for the solver: the game compiled for the fast search. The pyramid's
 * cards never move but to the discard, and the talon (stock and waste) keeps its order, so a
 * position is which pyramid cards are left, which talon cards are left, how many of them are
 * in the stock, and the redeals used.
 */
import { MOVE, PAIR, K_TABLEAU, mKind, mFrom, mPair, mkMove, type Core, type CoreHooks } from '../../engine/solver/core.js';
import type { Table } from '../../engine/types.js';
import { RANK, pilesOf } from '../../engine/solver/core-helpers.js';
import { withCompiled } from '../../engine/solver/compiled.js';
import type { GameHooks, GameSolver } from '../../engine/solver/hooks.js';
import { isBottomOf } from '../../engine/solver/hook-helpers.js';
import { CARDS, DISCARD, FIRST, coveredBy } from './rules.js';

export function pyramidCore(core: Core): CoreHooks {
  const pyr = Int32Array.from(pilesOf(core, K_TABLEAU));
  const cover = Int32Array.from({ length: CARDS }, (_, k) => coveredBy(k));
  const { stock, waste, cap, cards, len, talonMask } = core;
  const unlimited = core.maxRedeals >= 1 << 20;
  const free = new Int32Array(CARDS + 2);
  const topRank = (p: number): number => RANK[cards[p * cap + len[p] - 1]];
  const isFree = (k: number): boolean => {
    if (len[pyr[k]] === 0) return false;
    const c = cover[k];
    return c < 0 || (len[pyr[c]] === 0 && len[pyr[c + 1]] === 0);
  };
  /** The free piles, in pile order, into `free`; returns how many. */
  const frees = (): number => {
    let n = 0;
    if (len[stock] > 0) free[n++] = stock;
    if (len[waste] > 0) free[n++] = waste;
    for (let k = 0; k < CARDS; k++) if (isFree(k)) free[n++] = pyr[k];
    return n;
  };
  /** Per pyramid card: the cards over it and under it (never free together with it), as a mask. */
  const related = new Int32Array(CARDS);
  for (let k = CARDS - 1; k >= 0; k--) {
    const c = cover[k];
    if (c >= 0) related[k] |= (1 << c) | (1 << (c + 1)) | related[c] | related[c + 1];
  }
  for (let k = 0; k < CARDS; k++) for (let j = 0; j < CARDS; j++) if (related[k] & (1 << j)) related[j] |= 1 << k;
  const talon = new Int32Array(14);
  const ofRank = new Int32Array(14);
  const bitCount = (v: number): number => {
    let n = 0;
    for (; v; v &= v - 1) n++;
    return n;
  };
  /** Cards of each rank in the talon (`talon`) and in the pyramid (`ofRank`, masks). */
  const census = (): void => {
    talon.fill(0);
    ofRank.fill(0);
    for (let i = 0; i < len[stock]; i++) talon[RANK[cards[stock * cap + i]]]++;
    for (let i = 0; i < len[waste]; i++) talon[RANK[cards[waste * cap + i]]]++;
    for (let k = 0; k < CARDS; k++) if (len[pyr[k]] > 0) ofRank[RANK[cards[pyr[k] * cap]]] |= 1 << k;
  };
  /**
   * Can the pyramid no longer be cleared? A pyramid card (not a K) needs a partner: a talon card,
   * or a pyramid card neither over nor under it; and the cards of two ranks that add up to 13
   * must be enough for each other.
   */
  const dead = (): boolean => {
    census();
    for (let r = 1; r <= 6; r++) {
      const a = bitCount(ofRank[r]);
      const b = bitCount(ofRank[13 - r]);
      if (a > b + talon[13 - r] || b > a + talon[r]) return true;
    }
    for (let r = 1; r <= 12; r++) {
      if (talon[13 - r] > 0) continue;
      const partners = ofRank[13 - r];
      for (let m = ofRank[r]; m; m &= m - 1) {
        const k = 31 - Math.clz32(m & -m);
        if ((partners & ~related[k]) === 0) return true;
      }
    }
    return false;
  };

  /** 1 for a pyramid pile (pairs that take pyramid cards are tried first). */
  const inPyramid = (p: number): number => (p >= FIRST ? 1 : 0);

  return {
    extraMoves(_c, out, n) {
      const f = frees();
      for (let i = 0; i < f; i++) {
        const a = free[i];
        const ra = topRank(a);
        if (ra === 13) out[n++] = mkMove(MOVE, a, DISCARD, 1);
        for (let j = i + 1; j < f; j++) if (ra + topRank(free[j]) === 13) out[n++] = mkMove(PAIR, a, DISCARD, 2, free[j]);
      }
      return n;
    },
    // A free K goes at once: it pairs with nothing, and only uncovers cards (or talon cards) by going.
    // So do two free cards that are the last of their ranks: they can only ever pair with each other.
    safe() {
      const f = frees();
      for (let i = 0; i < f; i++) if (topRank(free[i]) === 13) return mkMove(MOVE, free[i], DISCARD, 1);
      let counted = false;
      for (let i = 0; i < f; i++) {
        const ra = topRank(free[i]);
        for (let j = i + 1; j < f; j++) {
          if (ra + topRank(free[j]) !== 13) continue;
          if (!counted) {
            census();
            counted = true;
          }
          if (talon[ra] + bitCount(ofRank[ra]) === 1 && talon[13 - ra] + bitCount(ofRank[13 - ra]) === 1)
            return mkMove(PAIR, free[i], DISCARD, 2, free[j]);
        }
      }
      return -1;
    },
    // A position that cannot be cleared is lost: nothing need be tried after the move that made it.
    restricts: dead,
    allowedAfter: () => false,
    restrictionKey: (_c, _m, _out, k) => k,
    score(_c, m) {
      const k = mKind(m);
      if (k === PAIR) return 10 + 10 * (inPyramid(mFrom(m)) + inPyramid(mPair(m)));
      if (k === MOVE) return 30;
      return k === 1 ? 1 : 0; // deal, then recycle
    },
    restarts: { first: 1e15, growth: 2, noise: 0 },
    isWon() {
      for (let k = 0; k < CARDS; k++) if (len[pyr[k]] > 0) return false;
      return true;
    },
    key(_c, out) {
      let bits = 0;
      for (let k = 0; k < CARDS; k++) if (len[pyr[k]] > 0) bits |= 1 << k;
      out[0] = bits & 255;
      out[1] = (bits >>> 8) & 255;
      out[2] = (bits >>> 16) & 255;
      out[3] = bits >>> 24;
      let n = 4;
      for (let i = 0; i < talonMask.length; i++) out[n++] = talonMask[i];
      out[n++] = len[stock];
      const r = unlimited ? 0 : core.redeals;
      out[n++] = r & 255;
      out[n++] = (r >>> 8) & 255;
      out[n++] = r >>> 16;
      return n;
    },
    maxKey: () => 8 + talonMask.length,
    // The mask says which pyramid cards are left only while each place holds the origin's card.
    sameOrigin: (origin: Table, t: Table) => pyr.every((p) => isBottomOf(t.piles[p].cards, origin.piles[p].cards)),
  };
}

// ---- the engine-level hooks (hints' ordering, the generic search where the core does not apply)

const hooks: GameHooks = {
  score(_rules, _table, m) {
    if (m.kind === 'pair') return 10 + 10 * ((m.from >= FIRST ? 1 : 0) + (m.pair! >= FIRST ? 1 : 0));
    if (m.kind === 'move') return 30;
    return m.kind === 'deal' ? 1 : 0;
  },
};

export const pyramidSolver: GameSolver = {
  hooks,
  search: withCompiled(hooks, pyramidCore),
  core: pyramidCore,
  winnableNodes: () => 50_000,
  published: [{ options: { redeals: 2 }, winnable: 998 / 1500, deals: 1500, source: 'mchung94/pyramid-solver' }],
};

export default pyramidSolver;
