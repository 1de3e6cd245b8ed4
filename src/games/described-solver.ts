/**
 * The solver of a game that brings no search knowledge of its own (a game a page defines): the
 * compiled core of its words (engine/solver/mechanics.ts); a table the core cannot hold gets the
 * engine-level search (moves home first, cards turned up next).
 */
import { withCompiled } from '../engine/solver/compiled.js';
import type { GameSolver } from '../engine/solver/hooks.js';
import { withMechanics } from '../engine/solver/mechanics.js';

const core = withMechanics();

export const describedSolver: GameSolver = {
  search: withCompiled(core),
  core,
  winnableNodes: () => 50_000,
};

export default describedSolver;
