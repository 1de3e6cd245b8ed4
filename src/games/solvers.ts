/**
 * Every game's solver (hooks, dedicated search or compiled core, `winnable` budgets), made in its
 * folder (`src/games/<game>/solver.ts`). Listed apart from the registry so that the headless
 * engine (`patience-games/engine`: rules, deals, moves, state) does not carry the searches; only
 * the solver's modules import this list.
 */
import type { GameDefinition } from '../engine/game.js';
import type { GameHooks, GameSolver } from '../engine/solver/hooks.js';
import { bayan } from './bayan/rules.js';
import { bayanSolver } from './bayan/solver.js';
import { congress } from './congress/rules.js';
import { congressSolver } from './congress/solver.js';
import { envelopes } from './envelopes/rules.js';
import { envelopesSolver } from './envelopes/solver.js';
import { freecell } from './freecell/rules.js';
import { freecellSolver } from './freecell/solver.js';
import { joker } from './joker/rules.js';
import { jokerSolver } from './joker/solver.js';
import { klondike } from './klondike/rules.js';
import { klondikeSolver } from './klondike/solver.js';
import { getGame } from './registry.js';
import { seasons } from './seasons/rules.js';
import { seasonsSolver } from './seasons/solver.js';
import { twoByTwo } from './two-by-two/rules.js';
import { twoByTwoSolver } from './two-by-two/solver.js';

const SOLVERS = new Map<GameDefinition, GameSolver>([
  [bayan, bayanSolver],
  [twoByTwo, twoByTwoSolver],
  [joker, jokerSolver],
  [envelopes, envelopesSolver],
  [seasons, seasonsSolver],
  [klondike, klondikeSolver],
  [congress, congressSolver],
  [freecell, freecellSolver],
]);

/** A game's solver, by its variant name. */
export function solverOf(variant: string): GameSolver | undefined {
  const def = getGame(variant);
  return def && SOLVERS.get(def);
}

/** A game's solver hooks (none for a variant that is not a game here). */
export function hooksFor(variant: string): GameHooks {
  return solverOf(variant)?.hooks ?? {};
}
