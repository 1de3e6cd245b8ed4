/**
 * Pyramid (RULES.md §9) for the solver: the game compiled for the fast search. The pyramid's
 * cards never move but to the discard, and the talon (stock and waste) keeps its order, so a
 * position is which pyramid cards are left, which talon cards are left, how many of them are
 * in the stock, and the redeals used.
 */
import { MOVE, PAIR, DEAL, RECYCLE, K_TABLEAU, mKind, mFrom, mPair, mkMove, type Core, type CoreHooks } from '../../engine/solver/core.js';
import type { Table } from '../../engine/types.js';
import { RANK, pilesOf } from '../../engine/solver/core-helpers.js';
import { withCompiled } from '../../engine/solver/compiled.js';
import type { GameSolver } from '../../engine/solver/hooks.js';
import { isBottomOf } from '../../engine/solver/hook-helpers.js';
import { withMechanics } from '../../engine/solver/mechanics.js';

export function pyramidCore(core: Core): CoreHooks {
  const pyr = Int32Array.from(pilesOf(core, K_TABLEAU));
  const mech = core.rules.mechanics!;
  const CARDS = pyr.length;
  const FIRST = pyr[0];
  const DISCARD = mech.pairs!.to;
  /** The left one of the two cards that cover pyramid card k (the other is next to it), -1 for none. */
  const cover = Int32Array.from(pyr, (p) => (mech.coveredBy[p].length ? Math.min(...mech.coveredBy[p]) - FIRST : -1));
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
  const inStock = new Int32Array(14);
  const ofRank = new Int32Array(14);
  const bitCount = (v: number): number => {
    let n = 0;
    for (; v; v &= v - 1) n++;
    return n;
  };
  const lastPass = (): boolean => !unlimited && core.redeals >= core.maxRedeals;
  /**
   * Cards of each rank in the pyramid (`ofRank`, masks) and in the talon that can still be
   * reached (`talon`). On the last pass a waste card that can never go (no partner left in the
   * pyramid or the stock: two waste cards are never free together) buries the cards under it
   * for good; they are left out.
   */
  const census = (): void => {
    talon.fill(0);
    inStock.fill(0);
    ofRank.fill(0);
    for (let k = 0; k < CARDS; k++) if (len[pyr[k]] > 0) ofRank[RANK[cards[pyr[k] * cap]]] |= 1 << k;
    for (let i = 0; i < len[stock]; i++) inStock[RANK[cards[stock * cap + i]]]++;
    for (let r = 1; r <= 13; r++) talon[r] = inStock[r];
    const last = lastPass();
    for (let i = len[waste] - 1; i >= 0; i--) {
      const r = RANK[cards[waste * cap + i]];
      if (last && r !== 13 && ofRank[13 - r] === 0 && inStock[13 - r] === 0) break;
      talon[r]++;
    }
  };
  /** Scratch of `matching`: per card of B (bit index), the card of A it is matched with, or -1. */
  const mate = new Int32Array(CARDS);
  let seen = 0;
  const augment = (k: number, b: number): boolean => {
    for (let m = b & ~related[k] & ~seen; m; m &= m - 1) {
      const j = 31 - Math.clz32(m & -m);
      seen |= 1 << j;
      if (mate[j] < 0 || augment(mate[j], b)) {
        mate[j] = k;
        return true;
      }
    }
    return false;
  };
  /** The most pairs pyramid cards of mask `a` and of mask `b` can make among themselves (never one over the other). */
  const matching = (a: number, b: number): number => {
    for (let m = b; m; m &= m - 1) mate[31 - Math.clz32(m & -m)] = -1;
    let n = 0;
    for (let m = a; m; m &= m - 1) {
      seen = 0;
      if (augment(31 - Math.clz32(m & -m), b)) n++;
    }
    return n;
  };
  /**
   * Can the pyramid no longer be cleared? The pyramid's cards of two ranks that add up to 13
   * pair among themselves (never one over the other) or with talon cards that can be reached:
   * too few pairs of them, and it is lost.
   */
  const dead = (): boolean => {
    census();
    for (let r = 1; r <= 6; r++) {
      const a = ofRank[r];
      const b = ofRank[13 - r];
      const need = Math.max(bitCount(a) - talon[13 - r], bitCount(b) - talon[r]);
      if (need > 0 && matching(a, b) < need) return true;
    }
    return false;
  };
  /** The free pile holding a card of rank r: the stock's top, the waste's top, or a free pyramid card of mask `m`; -1 for none. */
  const freeOfRank = (r: number, m: number): number => {
    if (len[stock] > 0 && topRank(stock) === r) return stock;
    if (len[waste] > 0 && topRank(waste) === r) return waste;
    for (; m; m &= m - 1) {
      const k = 31 - Math.clz32(m & -m);
      if (isFree(k)) return pyr[k];
    }
    return -1;
  };

  /**
   * Part of the position: whether it was reached by a deal or a recycle (a K of the stock's since
   * may have gone). Then only moves of the stock's top card, or the talon's next move, need be
   * tried: a pair of two pyramid cards, or of one with the waste's top (the stock's top before
   * the deal), could as well have gone before it, and any winning line can be reordered so.
   */
  let dealt = 0;
  /** Is the stock's top card free to pair now (with a free pyramid card or the waste's top)? */
  const stockPairs = (f: number): boolean => {
    const r = 13 - topRank(stock);
    for (let i = 1; i < f; i++) if (topRank(free[i]) === r) return true;
    return false;
  };

  /** The key of the position in the core as if `redeals` were used, `inStock` talon cards were in the stock and `dealt` it were; returns its length. */
  const keyOf = (out: Uint8Array, redeals: number, inStock: number, dealt: number): number => {
    let bits = 0;
    for (let k = 0; k < CARDS; k++) if (len[pyr[k]] > 0) bits |= 1 << k;
    out[0] = bits & 255;
    out[1] = (bits >>> 8) & 255;
    out[2] = (bits >>> 16) & 255;
    out[3] = (bits >>> 24) | (dealt << 7);
    let n = 4;
    for (let i = 0; i < talonMask.length; i++) out[n++] = talonMask[i];
    out[n++] = inStock;
    const r = unlimited ? 0 : redeals;
    out[n++] = r & 255;
    out[n++] = (r >>> 8) & 255;
    out[n++] = r >>> 16;
    return n;
  };

  /** 1 for a pyramid pile (pairs that take pyramid cards are tried first). */
  const inPyramid = (p: number): number => (p >= FIRST ? 1 : 0);

  return {
    // after a deal, the stock's top card's moves alone (it comes first)
    skip: (_c, m) => dealt === 1 && mKind(m) !== DEAL && mKind(m) !== RECYCLE && mFrom(m) !== stock,
    after(_c, m) {
      const was = dealt;
      const k = mKind(m);
      if (k === DEAL || k === RECYCLE) dealt = 1;
      else if (k !== MOVE || mFrom(m) !== stock) dealt = 0;
      return was;
    },
    undoAfter(_c, _m, was) {
      dealt = was;
    },
    loaded() {
      dealt = 0;
    },
    // A free K goes at once: it pairs with nothing, and only uncovers cards (or talon cards) by going.
    // So does a free pyramid card with one partner left that can ever take it (a pyramid card
    // neither over nor under it, or a talon card that can be reached), once that partner is free
    // too: any winning line pairs them, and pairing them sooner leaves every other move as legal.
    safe() {
      const f = frees();
      for (let i = 0; i < f; i++) if (topRank(free[i]) === 13) return mkMove(MOVE, free[i], DISCARD, 1);
      census();
      for (let i = 0; i < f; i++) {
        const p = free[i];
        if (p < FIRST) continue;
        const k = p - FIRST;
        const r = 13 - topRank(p);
        const partners = ofRank[r] & ~related[k];
        if (bitCount(partners) + talon[r] !== 1) continue;
        const q = freeOfRank(r, partners);
        if (q >= 0) return q < p ? mkMove(PAIR, q, DISCARD, 2, p) : mkMove(PAIR, p, DISCARD, 2, q);
      }
      // After a deal the stock's top card that pairs with nothing free is dealt in turn, and an
      // empty stock turned over (without a limit, a turn over is left a choice: it may go round).
      if (dealt) {
        const s = len[stock];
        if (s > 0 && !stockPairs(f)) return mkMove(DEAL, stock, waste, s < core.draw ? s : core.draw);
        if (s === 0 && !unlimited && len[waste] > 0 && core.redeals < core.maxRedeals) return mkMove(RECYCLE, waste, stock, len[waste]);
      }
      return -1;
    },
    // A position that cannot be cleared is lost.
    lost: dead,
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
    key: (_c, out) => keyOf(out, core.redeals, len[stock], dealt),
    // The same cards left earlier in the talon's passes (more cards in the stock, or fewer redeals
    // used), reached by a deal or not, can deal on to this position: it is won whenever this one is.
    dominators(_c, i, out) {
      const talonLeft = len[stock] + len[waste];
      const r = unlimited ? 0 : core.redeals;
      const s = len[stock];
      // the places in time, latest first: (r, s + 1 … talonLeft), then (r - 1, 0 … talonLeft), …; each dealt and not
      const own = dealt ? 1 : 0; // (r, s) itself, not dealt, when this one was dealt
      if (i < own) return keyOf(out, r, s, 0);
      let j = (i - own) >> 1;
      const d = (i - own) & 1;
      if (unlimited) {
        // any other place of the stock: the talon goes round
        if (j >= talonLeft) return 0;
        return keyOf(out, 0, j >= s ? j + 1 : j, d);
      }
      if (j < talonLeft - s) return keyOf(out, r, s + 1 + j, d);
      j -= talonLeft - s;
      const pass = Math.floor(j / (talonLeft + 1));
      if (pass >= r) return 0;
      return keyOf(out, r - 1 - pass, j % (talonLeft + 1), d);
    },
    maxKey: () => 8 + talonMask.length,
    // The mask says which pyramid cards are left only while each place holds the origin's card.
    sameOrigin: (origin: Table, t: Table) => pyr.every((p) => isBottomOf(t.piles[p].cards, origin.piles[p].cards)),
  };
}

export const pyramidSolver: GameSolver = {
  search: withCompiled(withMechanics(pyramidCore)),
  core: withMechanics(pyramidCore),
  winnableNodes: () => 50_000,
  published: [{ options: { redeals: 2 }, winnable: 998 / 1500, deals: 1500, source: 'mchung94/pyramid-solver' }],
};

export default pyramidSolver;
