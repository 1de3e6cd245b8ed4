/**
 * Golf (RULES.md §11) for the solver: the game compiled for the fast search. Columns only
 * shrink, the stock only from the top, and of the hole only its top card matters: a position is
 * the seven columns' heights, the stock's size and the hole's top card. The same knowledge holds
 * for every game of that shape: Black Hole (seventeen fans, no stock, king and ace neighbours).
 */
import { DEAL, K_TABLEAU, K_WASTE, mFrom, mKind, type Core, type CoreHooks } from '../../engine/solver/core.js';
import { makeCard } from '../../engine/cards.js';
import type { Table } from '../../engine/types.js';
import { RANK, pilesOf } from '../../engine/solver/core-helpers.js';
import { withCompiled } from '../../engine/solver/compiled.js';
import type { GameSolver } from '../../engine/solver/hooks.js';
import { isBottomOf } from '../../engine/solver/hook-helpers.js';
import { withMechanics } from '../../engine/solver/mechanics.js';

export function golfCore(core: Core): CoreHooks {
  const cols = Int32Array.from(pilesOf(core, K_TABLEAU));
  const { stock, cap, cards, len } = core;
  // the hole: the waste (a game without a stock has no waste of the core's own)
  const waste = pilesOf(core, K_WASTE)[0];
  // (a game without a stock: its size is 0; one whose hole takes a king on an ace: ranks wrap)
  const stockLen = (): number => (stock < 0 ? 0 : len[stock]);
  const wrap = core.rules.specs[waste].fits?.(makeCard(1, 0), makeCard(13, 1)) === true;
  const below = (r: number): number => (r === 1 && wrap ? 13 : r - 1);
  const above = (r: number): number => (r === 13 && wrap ? 1 : r + 1);
  const count = new Int32Array(15);
  const own = new Int32Array(15);
  const need = new Int32Array(15);
  const spare = new Int32Array(15);

  /**
   * Is some column card stuck for good? A card goes only onto a neighbouring rank, so it needs
   * one to be the hole's top while it is its column's top: a stock card or one of another column
   * (either may come just then), the card right on it (any other card of its own column on it
   * would go into the hole between them), or, for a column's top, the hole's top now.
   */
  const dead = (): boolean => {
    count.fill(0);
    for (let i = 0; i < stockLen(); i++) count[RANK[cards[stock * cap + i]]]++;
    for (let c = 0; c < cols.length; c++) for (let i = 0, at = cols[c] * cap; i < len[cols[c]]; i++) count[RANK[cards[at + i]]]++;
    const hole = RANK[cards[waste * cap + len[waste] - 1]];
    // Each column card needs its own card just under it in the hole, a rank away: of ranks of one
    // parity from the ranks of the other. Hall's condition along the ranks, greedily (ranks that
    // wrap make a cycle of odd length, where parity says nothing).
    for (let r = 1; r <= 13; r++) need[r] = 0;
    if (wrap) return stuck(hole);
    for (let c = 0; c < cols.length; c++) for (let i = 0, at = cols[c] * cap; i < len[cols[c]]; i++) need[RANK[cards[at + i]]]++;
    for (let r = 0; r <= 14; r++) spare[r] = count[r];
    spare[hole]++;
    for (let first = 1; first <= 2; first++) {
      for (let r = first; r <= 13; r += 2) {
        let n = need[r];
        const lo = Math.min(n, spare[r - 1]);
        n -= lo;
        const hi = Math.min(n, spare[r + 1]);
        spare[r + 1] -= hi;
        if (n > hi) return true;
      }
    }
    return stuck(hole);
  };

  /** Is a column card stuck: no neighbour of its rank elsewhere, nor right on it (nor, for a top card, the hole's)? */
  const stuck = (hole: number): boolean => {
    for (let c = 0; c < cols.length; c++) {
      const at = cols[c] * cap;
      const n = len[cols[c]];
      own.fill(0);
      for (let i = 0; i < n; i++) own[RANK[cards[at + i]]]++;
      for (let i = 0; i < n; i++) {
        const r = RANK[cards[at + i]];
        const lo = below(r);
        const hi = above(r);
        if (count[lo] - own[lo] + count[hi] - own[hi] > 0) continue;
        const next = i + 1 < n ? RANK[cards[at + i + 1]] : hole;
        if (next !== lo && next !== hi) return true;
      }
    }
    return false;
  };

  return {
    // Column cards before the stock, the tallest columns first.
    score: (_c, m) => (mKind(m) === DEAL ? 0 : 10 + len[mFrom(m)]),
    // Golf: a depth-first search that decides (no restarts: the space is small, proofs need it
    // whole). Black Hole's is far larger and mostly won: restarts that reorder the moves find its
    // wins (seeds 1-50 decided within 1 M positions: 82% without, 96% with).
    restarts: wrap ? undefined : { first: 1e15, growth: 2, noise: 0 },
    // A position with a stuck card is lost: nothing need be tried after the move that made it.
    restricts: dead,
    allowedAfter: () => false,
    restrictionKey: (_c, _m, _out, k) => k,
    key(_c, out) {
      for (let i = 0; i < cols.length; i++) out[i] = len[cols[i]];
      out[cols.length] = stockLen();
      // (only the hole's rank matters)
      out[cols.length + 1] = RANK[cards[waste * cap + len[waste] - 1]];
      return cols.length + 2;
    },
    maxKey: () => cols.length + 2,
    // Heights say which cards are left only while the columns and the stock are the origin's, shortened.
    sameOrigin: (origin: Table, t: Table) =>
      (stock < 0 || isBottomOf(t.piles[stock].cards, origin.piles[stock].cards)) &&
      cols.every((p) => isBottomOf(t.piles[p].cards, origin.piles[p].cards)),
  };
}

export const golfSolver: GameSolver = {
  search: withCompiled(withMechanics(golfCore)),
  core: withMechanics(golfCore),
  winnableNodes: () => 50_000,
  published: [
    { variant: 'golf', options: {}, winnable: 0.451, error: 0.001, source: 'Blake & Gent' },
    { variant: 'black-hole', options: {}, winnable: 0.8694, source: 'the figure issue 26 cites' },
  ],
};

export default golfSolver;
