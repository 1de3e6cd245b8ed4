/**
 * FreeCell for the solver: its search (search/: its position on the shared driver), the
 * engine-level search for a table its position cannot hold.
 */
import type { GameSolver } from '../../engine/solver/hooks.js';
import { GenericSearch } from '../../engine/solver/generic.js';
import { FreecellSearch, freecellApplies } from './search/search.js';

export const freecellSolver: GameSolver = {
  search: (rules, table, budget) =>
    freecellApplies(rules, table) ? new FreecellSearch(rules, table, budget) : new GenericSearch(rules, table, budget),
  winnableNodes: () => 10_000,
};

export default freecellSolver;
