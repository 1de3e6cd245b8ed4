/**
 * Bayan for the solver: its search (search/: its line of tops on the shared driver), the
 * engine-level search for a table its position cannot hold.
 */
import type { GameSolver } from '../../engine/solver/hooks.js';
import { GenericSearch } from '../../engine/solver/generic.js';
import { BayanSearch, bayanApplies } from './search/search.js';

export const bayanSolver: GameSolver = {
  search: (rules, table, budget) =>
    bayanApplies(rules, table) ? new BayanSearch(rules, table, budget) : new GenericSearch(rules, table, budget),
  winnableNodes: (options) => (options.reach === 3 ? 20_000 : 2_000),
  published: [{ options: { reach: 3 }, winnable: 0.999995, source: 'classic Accordion, all cards seen' }],
};

export default bayanSolver;
