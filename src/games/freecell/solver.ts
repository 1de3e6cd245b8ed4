/**
 * FreeCell for the solver: its dedicated search (search.ts), and the hooks for play without a
 * search (auto-play's safe moves).
 */
import { describedSafeMove } from '../../engine/solver/hook-helpers.js';
import type { GameHooks, GameSolver } from '../../engine/solver/hooks.js';
import { withGeneric } from '../../engine/solver/generic.js';
import { FreecellSearch, freecellApplies } from './search/search.js';

const hooks: GameHooks = {
  // The search's rule (search.ts): aces and twos, or a card whose two cards one rank lower of
  // the other colour are up. Foundation cards never come back, so it can never spoil a win.
  safeMove: describedSafeMove,
};

export const freecellSolver: GameSolver = {
  hooks,
  search: withGeneric(hooks, (rules, table, budget) => (freecellApplies(rules, table) ? new FreecellSearch(rules, table, budget) : null)),
  winnableNodes: () => 10_000,
};

export default freecellSolver;
