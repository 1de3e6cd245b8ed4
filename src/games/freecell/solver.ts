/**
 * FreeCell for the solver: the core derived from its description (its moves, supermoves as free
 * cells and empty columns allow, safe moves home, cells and columns keyed as interchangeable, a
 * loss proof of cards that can never move), with what the search adds: restarts. A FreeCell
 * deal's search time is heavy-tailed (most deals fall in a few thousand positions, a few take a
 * hundred times more from one start and little from another), so the search starts again, with a
 * little noise in its order, after 100 positions, then each time 1.2 times later.
 */
import { withCompiled } from '../../engine/solver/compiled.js';
import type { GameSolver } from '../../engine/solver/hooks.js';
import { withMechanics } from '../../engine/solver/mechanics.js';

const core = withMechanics(() => ({ restarts: { first: 100, growth: 1.2, noise: 64 } }));

export const freecellSolver: GameSolver = {
  search: withCompiled(core),
  core,
  winnableNodes: () => 10_000,
};

export default freecellSolver;
