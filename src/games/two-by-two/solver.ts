/**
 * Two by Two (RULES.md §2) for the solver: the game compiled for the fast search: covers as moves of their own; covered cards never matter again, so a
 * position is the stock's size and the four tops in any order.
 */
import { COVER, K_STOCK, K_TABLEAU, mkMove, type Core, type CoreHooks } from '../../engine/solver/core.js';
import type { Table } from '../../engine/types.js';
import { SUIT, pilesOf } from '../../engine/solver/core-helpers.js';
import { withCompiled } from '../../engine/solver/compiled.js';
import type { GameSolver } from '../../engine/solver/hooks.js';
import { isBottomOf } from '../../engine/solver/hook-helpers.js';

export function twoByTwoCore(core: Core): CoreHooks {
  const stock = pilesOf(core, K_STOCK)[0];
  const piles = Int32Array.from(pilesOf(core, K_TABLEAU));
  const cap = core.cap;
  const cards = core.cards;
  const len = core.len;
  const tops = new Int32Array(piles.length);
  const topOf = (p: number): number => (len[p] > 0 ? cards[p * cap + len[p] - 1] : 255);

  return {
    extraMoves(_c, out, n) {
      if (len[stock] < 2) return n;
      for (let i = 0; i < piles.length; i++) {
        const a = piles[i];
        if (len[a] === 0) continue;
        const sa = SUIT[topOf(a)];
        for (let j = i + 1; j < piles.length; j++) {
          const b = piles[j];
          if (len[b] > 0 && SUIT[topOf(b)] === sa) out[n++] = mkMove(COVER, stock, a, 2, b);
        }
      }
      return n;
    },
    isWon: () => len[stock] === 0,
    key(_c, out) {
      out[0] = len[stock];
      for (let i = 0; i < piles.length; i++) {
        const v = topOf(piles[i]);
        let j = i - 1;
        while (j >= 0 && tops[j] > v) {
          tops[j + 1] = tops[j];
          j--;
        }
        tops[j + 1] = v;
      }
      for (let i = 0; i < piles.length; i++) out[i + 1] = tops[i];
      return piles.length + 1;
    },
    maxKey: () => piles.length + 1,
    // The stock's size says which cards are left in it only while it is the origin's, shortened.
    sameOrigin: (origin: Table, t: Table) => isBottomOf(t.piles[stock].cards, origin.piles[stock].cards),
  };
}

export const twoByTwoSolver: GameSolver = {
  search: withCompiled(twoByTwoCore),
  core: twoByTwoCore,
  winnableNodes: () => 20_000,
};

export default twoByTwoSolver;
