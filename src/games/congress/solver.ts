/**
 * Congress (RULES.md §7) for the solver: the game compiled for the fast search: the refill of an emptied pile (from the waste's top, else the stock's)
 * follows a move in place; safe cards go up by themselves; a card put on a pile waits for what
 * follows it; piles, foundations and the two decks' copies are keyed as interchangeable; beam
 * passes take turns with the depth-first search (seeds 1-50 in 2 s, one run: 40 won alone, 44 so).
 */
import { DEAL, K_FOUNDATION, K_TABLEAU, MOVE, mFrom, mKind, mTo, type Core, type CoreHooks } from '../../engine/solver/core.js';
import { QUICK_RESTARTS, pilesOf, wasteCardWaits } from '../../engine/solver/core-helpers.js';
import { withCompiled } from '../../engine/solver/compiled.js';
import type { GameSolver } from '../../engine/solver/hooks.js';
import { withMechanics } from '../../engine/solver/mechanics.js';

export function congressCore(core: Core): CoreHooks {
  const founds = Int32Array.from(pilesOf(core, K_FOUNDATION));
  const piles = Int32Array.from(pilesOf(core, K_TABLEAU));
  const waste = core.waste;
  const len = core.len;
  /**
   * Whether the last move not to a foundation (forced moves go there) was a card carried between
   * piles, its pile keeping a card: a shuffle, which can go back and changes nothing a pass
   * measures.
   */
  let shuffled = false;

  return {
    ...wasteCardWaits(core, true),
    restarts: QUICK_RESTARTS,
    beam: true,
    symmetric: () => [Array.from(piles), Array.from(founds)],
    cardKey: (c) => c & 63,
    foundationsImplied: true,

    // (the refill of an emptied pile comes from the game's words: engine/solver/mechanics.ts)
    after(_c, m) {
      const from = mFrom(m);
      if (core.kind[mTo(m)] !== K_FOUNDATION)
        shuffled = mKind(m) === MOVE && core.kind[from] === K_TABLEAU && core.kind[mTo(m)] === K_TABLEAU && len[from] > 0;
      return 0;
    },

    // A pass keeps its best positions of each level; a shuffle keeps its parent's measure, so
    // without this it ranks above a deal (one more waste card) and shuffles of one position
    // crowd out the rest. Passes of width 300 alone, 3 s each, one run: seeds 1-50 28 won without,
    // 35 with (in 2/3 of the time); the whole search, 2 s each: seeds 1-50 44 -> 45, 101-150 39 -> 41.
    beamScore: (_c, m) => (shuffled && mKind(m) === MOVE && core.kind[mTo(m)] === K_TABLEAU ? -3 : 0),

    score(_c, m) {
      if (mKind(m) === DEAL) return 30;
      const to = mTo(m);
      const from = mFrom(m);
      if (core.kind[to] === K_FOUNDATION) return from === waste ? 100 : 95;
      if (from === waste) return 50;
      if (len[from] === 1) return 60; // empties a pile: it is refilled
      return len[to] === 0 ? 5 : 20;
    },
  };
}

export const congressSolver: GameSolver = {
  search: withCompiled(withMechanics(congressCore)),
  core: withMechanics(congressCore),
  winnableNodes: () => 10_000,
};

export default congressSolver;
