/**
 * TriPeaks (RULES.md §10) for the solver: what the search knows beyond the game's words (cards
 * turning up when freed come from its description). Peak cards only
 * leave, the stock only shrinks from the top, and of the waste only its top card matters: a
 * position is which peak cards are left, the stock's size and the waste's top card.
 */
import { DEAL, K_TABLEAU, mFrom, mKind, type Core, type CoreHooks } from '../../engine/solver/core.js';
import type { Table } from '../../engine/types.js';
import { RANK, pilesOf } from '../../engine/solver/core-helpers.js';
import { withCompiled } from '../../engine/solver/compiled.js';
import type { GameSolver } from '../../engine/solver/hooks.js';
import { isBottomOf } from '../../engine/solver/hook-helpers.js';
import { withMechanics } from '../../engine/solver/mechanics.js';

export function tripeaksCore(core: Core): CoreHooks {
  const peaks = Int32Array.from(pilesOf(core, K_TABLEAU));
  const { stock, waste, cap, cards, len, down } = core;
  const first = peaks[0];
  const count = peaks.length;
  // the first card of the bottom row: the first that nothing covers
  const lyingOn = core.rules.mechanics!.lyingOn;
  const bottom = peaks.findIndex((p) => core.rules.mechanics!.coveredBy[p].length === 0);

  return {
    // Cards that turn others up first, then the higher rows; dealing last.
    score(_c, m) {
      if (mKind(m) === DEAL) return 0;
      const p = mFrom(m);
      const k = p - first;
      let s = 10 + (bottom - Math.min(k, bottom)) / 20;
      for (const q of lyingOn[p]) if (down[q] > 0) s += 5;
      return s;
    },
    key(_c, out) {
      let bits = 0;
      for (let k = 0; k < count; k++) if (len[peaks[k]] > 0) bits |= 1 << k;
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
      isBottomOf(t.piles[stock].cards, origin.piles[stock].cards) &&
      peaks.every((p) => isBottomOf(t.piles[p].cards, origin.piles[p].cards)),
  };
}

export const tripeaksSolver: GameSolver = {
  search: withCompiled(withMechanics(tripeaksCore)),
  core: withMechanics(tripeaksCore),
  winnableNodes: () => 50_000,
};

export default tripeaksSolver;
