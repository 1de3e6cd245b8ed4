/**
 * The solver of a game that brings no search knowledge of its own (a game a page defines): the
 * compiled core of its words (engine/solver/mechanics.ts); a table the core cannot hold gets the
 * engine-level search (moves home first, cards turned up next). `describedSolverWith` is the same
 * with a game's knowledge (hooks over the core of its words: order, keys, proofs, rounds).
 */
import { withCompiled } from '../engine/solver/compiled.js';
import type { CoreGame } from '../engine/solver/core.js';
import type { GameSolver } from '../engine/solver/hooks.js';
import { withMechanics } from '../engine/solver/mechanics.js';

export function describedSolverWith(knowledge?: CoreGame): GameSolver {
  const core = withMechanics(knowledge);
  return { search: withCompiled(core), core, winnableNodes: () => 50_000 };
}

export const describedSolver: GameSolver = describedSolverWith();

export default describedSolver;
