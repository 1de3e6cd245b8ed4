/**
 * Klondike for the solver: its search (search/: its position on the shared driver), the
 * engine-level search for a table its position cannot hold.
 */
import type { GameSolver } from '../../engine/solver/hooks.js';
import { GenericSearch } from '../../engine/solver/generic.js';
import { KlondikeSearch } from './search/search.js';
import { klondikeApplies } from './search/position.js';

export const klondikeSolver: GameSolver = {
  search: (rules, table, budget) =>
    klondikeApplies(rules, table) ? new KlondikeSearch(rules, table, budget) : new GenericSearch(rules, table, budget),
  winnableNodes: () => 20_000,
  published: [
    { options: { draw: 1, redeals: 'unlimited' }, winnable: 0.9048, deals: 1_000_000, source: 'Solvitaire' },
    { options: { draw: 3, redeals: 'unlimited' }, winnable: 0.8195, deals: 1_000_000, source: 'Solvitaire' },
  ],
};

export default klondikeSolver;
