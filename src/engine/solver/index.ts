/**
 * The solver's public face: `solve` (one call, a budget), `createSearch` (a
 * resumable search to run in slices, re-rooted as a board's game goes on: the
 * game's own search where it has one, else the generic one), and `nextSafeMove`
 * (auto-play). The one heuristic for moves without a search is in heuristic.ts.
 */
import { getGame } from '../../games/registry.js';
import { hooksFor, solverOf } from '../../games/solvers.js';
import { rulesFor } from '../session.js';
import { parseOptions } from '../state.js';
import type { Move, Options, Rules, Table } from '../types.js';
import { CompiledSearch } from './compiled.js';
import { coreApplies } from './core.js';
import { GenericSearch } from './generic.js';
import type { Budget, Search, SolveResult } from './types.js';

export type { Budget, Search, SolveResult } from './types.js';
export { GenericSearch } from './generic.js';
export { CompiledSearch } from './compiled.js';
export type { GameHooks, GameSolver } from './hooks.js';
export { hooksFor } from '../../games/solvers.js';

/** Default budget when none is given: two seconds. */
export const DEFAULT_BUDGET: Budget = { ms: 2000 };

/** The rules of a variant under options (raw attribute values are parsed; missing ones take defaults). */
export function rulesOf(variant: string, options: Options | Record<string, unknown> = {}): Rules {
  const def = getGame(variant);
  if (!def) throw new Error(`"${variant}" is not a game here`);
  const parsed = parseOptions(def, options as Record<string, unknown>);
  if ('error' in parsed) throw new Error(parsed.error.message);
  return rulesFor(def, parsed.options);
}

/** A resumable search of `table`: call `step(ms)` until it returns the verdict. */
export function createSearch(rules: Rules, table: Table, budget: Budget = DEFAULT_BUDGET): Search {
  const solver = solverOf(rules.variant);
  const own = solver?.search?.(rules, table, budget);
  if (own) return own;
  if (solver?.core && coreApplies(rules, table)) {
    return new CompiledSearch(rules, solver.core, table, budget, getGame(rules.variant)?.skipPileShifts === true);
  }
  return new GenericSearch(rules, table, budget);
}

/**
 * Solves the position: `winnable` with a line of engine moves (each legal in
 * turn, ending on a won table), `unwinnable` (proved: every reachable position
 * searched), or `unknown` when the budget ran out. It sees every card.
 */
export function solve(variant: string, options: Options, table: Table, budget: Budget = DEFAULT_BUDGET): SolveResult {
  return solveRules(rulesOf(variant, options), table, budget);
}

export function solveRules(rules: Rules, table: Table, budget: Budget = DEFAULT_BUDGET): SolveResult {
  const search = createSearch(rules, table, budget);
  for (;;) {
    const r = search.step(Infinity);
    if (r) return r;
  }
}

/** The next safe move to a foundation (one that can never spoil a win), or null. */
export function nextSafeMove(rules: Rules, table: Table): Move | null {
  const safe = hooksFor(rules.variant).safeMove;
  if (!safe) return null;
  const m = safe(rules, table);
  // only ever offer what the engine lists
  return m ? rules.legalMove(table, m) : null;
}
