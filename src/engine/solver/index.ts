/**
 * The solver's public face: `solve` (one call, a budget), `createSearch` (a resumable search to
 * run in slices, re-rooted as a board's game goes on: its game's position on the shared
 * depth-first driver and schedule, depth-first.ts and schedule.ts), and `nextSafeMove`
 * (auto-play, in ../safe-move.ts). Every function takes the game's rules and its solver: nothing here names a game.
 * The one heuristic for moves without a search is in heuristic.ts.
 */
import type { Rules, Table } from '../types.js';
import type { GameSolver } from './hooks.js';
import type { Budget, Search, SolveResult } from './types.js';

export type { Budget, Search, SolveResult } from './types.js';
export type { GameSolver } from './hooks.js';
export { nextSafeMove } from '../safe-move.js';

/** Default budget when none is given: two seconds. */
export const DEFAULT_BUDGET: Budget = { ms: 2000 };

/** A resumable search of `table` (the game's own choice of search): call `step(ms)` until it returns the verdict. */
export function createSearch(rules: Rules, solver: GameSolver, table: Table, budget: Budget = DEFAULT_BUDGET): Search {
  return solver.search(rules, table, budget);
}

/**
 * Solves the position: `winnable` with a line of engine moves (each legal in turn, ending on a
 * won table), `unwinnable` (proved: every reachable position searched), or `unknown` when the
 * budget ran out. It sees every card.
 */
export function solve(rules: Rules, solver: GameSolver, table: Table, budget: Budget = DEFAULT_BUDGET): SolveResult {
  const search = createSearch(rules, solver, table, budget);
  for (;;) {
    const r = search.step(Infinity);
    if (r) return r;
  }
}
