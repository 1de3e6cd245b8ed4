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

/**
 * The same with beam passes taking turns with the depth-first search (for wins it sinks its time
 * below), for games whose deals are hard to decide: Forty Thieves and Flower Garden. Measured
 * 2026-12-06, seeds 1-100 within 1 M positions: Forty Thieves 15 -> 29 decided (14 -> 28 won, 1
 * lost either way), Flower Garden 21 -> 52 (15 -> 47 won, 6 -> 5 lost); best-first passes on
 * cards home and empty piles, seeds 1-40: 9 -> 9 and 11 -> 15.
 */
export const describedBeamSolver: GameSolver = describedSolverWith(() => ({ beam: true }));

export default describedSolver;
