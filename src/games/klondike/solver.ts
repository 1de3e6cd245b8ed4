/**
 * Klondike for the solver: its dedicated search (search/), and the engine-level hooks (the
 * generic search where the dedicated one does not apply, safe moves, hints).
 */
import type { GameHooks, GameSolver } from '../../engine/solver/hooks.js';
import { describedSafeMove, foundationFor, kindIs } from '../../engine/solver/hook-helpers.js';
import { withGeneric } from '../../engine/solver/generic.js';
import { KlondikeSearch } from './search/search.js';
import { klondikeApplies } from './search/position.js';

const hooks: GameHooks = {
  symmetric: (rules) => [kindIs(rules, 'tableau'), kindIs(rules, 'foundation')],
  safeMove: describedSafeMove,
  score(rules, table, m) {
    const specs = rules.specs;
    if (m.kind === 'deal') return 30;
    if (m.kind === 'recycle') return 20;
    const from = specs[m.from].kind;
    const to = specs[m.to].kind;
    const src = table.piles[m.from];
    if (from === 'foundation') return 5;
    if (to === 'foundation') return src.cards.length - 1 === src.down && src.down > 0 ? 100 : 90;
    if (from === 'tableau') {
      const left = src.cards.length - m.count;
      if (left > 0 && left === src.down) return 80 + src.down; // turns a card up
      if (left === 0) return table.piles[m.to].cards.length === 0 ? 0 : 40; // empties a column
      const under = src.cards[left - 1];
      return foundationFor(rules, table, under, -1) >= 0 ? 70 : 10;
    }
    return 60; // from the waste
  },
};

export const klondikeSolver: GameSolver = {
  hooks,
  search: withGeneric(hooks, (rules, table, budget) => (klondikeApplies(rules, table) ? new KlondikeSearch(rules, table, budget) : null)),
  winnableNodes: () => 20_000,
  published: [
    { options: { draw: 1, redeals: 'unlimited' }, winnable: 0.9048, deals: 1_000_000, source: 'Solvitaire' },
    { options: { draw: 3, redeals: 'unlimited' }, winnable: 0.8195, deals: 1_000_000, source: 'Solvitaire' },
  ],
};

export default klondikeSolver;
