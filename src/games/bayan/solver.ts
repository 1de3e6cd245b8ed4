/**
 * Bayan for the solver: its dedicated search (search/), and the engine-level hooks (the generic
 * search where the dedicated one does not apply).
 */
import type { GameHooks, GameSolver } from '../../engine/solver/hooks.js';
import { top } from '../../engine/solver/hook-helpers.js';
import { withGeneric } from '../../engine/solver/generic.js';
import { BayanSearch, bayanApplies } from './search/search.js';

const hooks: GameHooks = {
  // Only the top cards of the line ever matter: piles move whole and are matched by their tops.
  key(_rules, table, out) {
    const piles = table.piles;
    out[0] = piles.length;
    for (let i = 0; i < piles.length; i++) out[i + 1] = top(piles[i]);
    return piles.length + 1;
  },
  maxKeyBytes: (rules) => rules.specs.length + 1,
  score(_rules, _table, m) {
    // Work the line from its start (measured: finds far more wins than working from its end).
    return -(m.to * 4 + (m.from - m.to));
  },
};

export const bayanSolver: GameSolver = {
  hooks,
  search: withGeneric(hooks, (rules, table, budget) => (bayanApplies(rules, table) ? new BayanSearch(rules, table, budget) : null)),
  winnableNodes: (options) => (options.reach === 3 ? 20_000 : 2_000),
  published: [{ options: { reach: 3 }, winnable: 0.999995, source: 'classic Accordion, all cards seen' }],
};

export default bayanSolver;
