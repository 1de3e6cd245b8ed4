/**
 * The solver of a game that brings no search knowledge of its own (a game a page defines): the
 * compiled core of its words (engine/solver/mechanics.ts), moves home first, cards turned up next.
 */
import { withCompiled } from '../engine/solver/compiled.js';
import { describedSafeMove } from '../engine/solver/hook-helpers.js';
import type { GameHooks, GameSolver } from '../engine/solver/hooks.js';
import { withMechanics } from '../engine/solver/mechanics.js';

const hooks: GameHooks = {
  safeMove: describedSafeMove,
  score(rules, table, m) {
    if (m.kind !== 'move') return m.kind === 'pair' ? 60 : 0;
    if (rules.specs[m.to].kind === 'foundation') return 100;
    const src = table.piles[m.from];
    const left = src.cards.length - m.count;
    if (left > 0 && left === src.down) return 80;
    return left === 0 ? (table.piles[m.to].cards.length === 0 ? -10 : 40) : 20;
  },
};

const core = withMechanics();

export const describedSolver: GameSolver = {
  hooks,
  search: withCompiled(hooks, core),
  core,
  winnableNodes: () => 50_000,
};

export default describedSolver;
