/**
 * TriPeaks (RULES.md §10) for the solver: the game compiled for the fast search. Peak cards only
 * leave, the stock only shrinks from the top, and of the waste only its top card matters: a
 * position is which peak cards are left, the stock's size and the waste's top card.
 */
import { DEAL, K_TABLEAU, mFrom, mKind, type Core, type CoreHooks } from '../../engine/solver/core.js';
import type { Table } from '../../engine/types.js';
import { RANK, pilesOf } from '../../engine/solver/core-helpers.js';
import { withCompiled } from '../../engine/solver/compiled.js';
import type { GameHooks, GameSolver } from '../../engine/solver/hooks.js';
import { isBottomOf } from '../../engine/solver/hook-helpers.js';
import { BOTTOM, CARDS, FIRST, STOCK, coveredBy } from './rules.js';

/** For each peak card, the (at most two) cards it covers: index 2k and 2k + 1, -1 for none. */
const UNDER = new Int32Array(2 * CARDS).fill(-1);
for (let j = 0; j < BOTTOM; j++) {
  for (const k of [coveredBy(j), coveredBy(j) + 1]) UNDER[2 * k + (UNDER[2 * k] < 0 ? 0 : 1)] = j;
}

export function tripeaksCore(core: Core): CoreHooks {
  const peaks = Int32Array.from(pilesOf(core, K_TABLEAU));
  const { stock, waste, cap, cards, len, down } = core;
  const uncovered = (j: number): boolean => {
    const c = coveredBy(j);
    return len[peaks[c]] === 0 && len[peaks[c + 1]] === 0;
  };

  return {
    // A face-down peak card turns up as soon as it is free: bit i of the answer for the i-th card under the one that left.
    after(_c, m) {
      if (mKind(m) === DEAL) return 0;
      const k = mFrom(m) - FIRST;
      let info = 0;
      for (let i = 0; i < 2; i++) {
        const j = UNDER[2 * k + i];
        if (j >= 0 && down[peaks[j]] > 0 && uncovered(j)) {
          down[peaks[j]] = 0;
          info |= 1 << i;
        }
      }
      return info;
    },
    undoAfter(_c, m, info) {
      if (info === 0) return;
      const k = mFrom(m) - FIRST;
      for (let i = 0; i < 2; i++) if (info & (1 << i)) down[peaks[UNDER[2 * k + i]]] = 1;
    },
    // Cards that turn others up first, then the higher rows; dealing last.
    score(_c, m) {
      if (mKind(m) === DEAL) return 0;
      const k = mFrom(m) - FIRST;
      let s = 10 + (BOTTOM - Math.min(k, BOTTOM)) / 20;
      for (let i = 0; i < 2; i++) {
        const j = UNDER[2 * k + i];
        if (j >= 0 && down[peaks[j]] > 0) s += 5;
      }
      return s;
    },
    isWon() {
      for (let k = 0; k < CARDS; k++) if (len[peaks[k]] > 0) return false;
      return true;
    },
    key(_c, out) {
      let bits = 0;
      for (let k = 0; k < CARDS; k++) if (len[peaks[k]] > 0) bits |= 1 << k;
      out[0] = bits & 255;
      out[1] = (bits >>> 8) & 255;
      out[2] = (bits >>> 16) & 255;
      out[3] = bits >>> 24;
      out[4] = len[stock];
      out[5] = RANK[cards[waste * cap + len[waste] - 1]]; // only its rank matters
      return 6;
    },
    maxKey: () => 6,
    // The mask and the stock's size say which cards are left only while they are the origin's, shortened.
    sameOrigin: (origin: Table, t: Table) =>
      isBottomOf(t.piles[STOCK].cards, origin.piles[STOCK].cards) &&
      peaks.every((p) => isBottomOf(t.piles[p].cards, origin.piles[p].cards)),
  };
}

// ---- the engine-level hooks (hints' ordering, the generic search where the core does not apply)

const hooks: GameHooks = {
  score: (_rules, _table, m) => (m.kind === 'deal' ? 0 : 10),
};

export const tripeaksSolver: GameSolver = {
  hooks,
  search: withCompiled(hooks, tripeaksCore),
  core: tripeaksCore,
  winnableNodes: () => 50_000,
};

export default tripeaksSolver;
