/**
 * Canfield (RULES.md §13) for the solver: what the search knows beyond the game's words (its
 * mechanics, the refill and the base rank, come from its description): interchangeable piles,
 * the talon's moves after a deal, short restarts, move ordering.
 */
import {
  DEAL,
  K_FOUNDATION,
  K_RESERVE,
  K_TABLEAU,
  MOVE,
  RECYCLE,
  mCount,
  mFrom,
  mKind,
  mTo,
  type Core,
  type CoreHooks,
} from '../../engine/solver/core.js';
import { QUICK_RESTARTS, pilesOf } from '../../engine/solver/core-helpers.js';
import { withCompiled } from '../../engine/solver/compiled.js';
import type { GameSolver } from '../../engine/solver/hooks.js';
import { withMechanics } from '../../engine/solver/mechanics.js';

export function canfieldCore(core: Core): CoreHooks {
  const founds = Int32Array.from(pilesOf(core, K_FOUNDATION));
  const piles = Int32Array.from(pilesOf(core, K_TABLEAU));
  const waste = core.waste;
  const reserve = pilesOf(core, K_RESERVE)[0];
  const len = core.len;

  return {
    symmetric: () => [Array.from(piles), Array.from(founds)],
    foundationsImplied: true,

    // A deal or redeal changes only the talon, so a move that leaves the waste alone could as
    // well have come before it: after one, only the waste's top card's moves and more of the
    // talon's follow (any winning line can be reordered so).
    restricts: (_c, m) => mKind(m) !== MOVE,
    allowedAfter: (_c, _m, next) => mKind(next) !== MOVE || mFrom(next) === waste,
    restrictionKey(_c, _m, out, k) {
      out[k] = 1;
      return k + 1;
    },
    // Measured on seeds 1…100 within 5 M positions: draw 1 94 → 96 decided, draw 3 96 → 97
    // (≤ 1 M: 89 → 94), against the default 5000 / 1.5 (with the restriction above).
    restarts: QUICK_RESTARTS,

    score(_c, m) {
      const k = mKind(m);
      if (k === DEAL) return 30;
      if (k === RECYCLE) return 25;
      const to = mTo(m);
      const from = mFrom(m);
      if (core.kind[to] === K_FOUNDATION) return from === reserve ? 110 : 100;
      if (from === reserve) return 90;
      if (from === waste) return 50;
      // a whole pile moved: refilled from the reserve
      if (len[from] === mCount(m)) return len[to] === 0 ? -5 : 70;
      return 10;
    },
  };
}

export const canfieldSolver: GameSolver = {
  search: withCompiled(withMechanics(canfieldCore)),
  core: withMechanics(canfieldCore),
  winnableNodes: () => 20_000,
  published: [{ options: { draw: 3 }, winnable: 0.712, source: 'Blake & Gent' }],
};

export default canfieldSolver;
