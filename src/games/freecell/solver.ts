/**
 * FreeCell for the solver: its dedicated search (search.ts), and the hooks for play without a
 * search (auto-play's safe moves).
 */
import { rank, suit } from '../../engine/cards.js';
import type { GameHooks, GameSolver } from '../../engine/solver/hooks.js';
import type { Move } from '../../engine/types.js';
import { FreecellSearch, freecellApplies } from './search/search.js';

const hooks: GameHooks = {
  // The search's rule (search.ts): aces and twos, or a card whose two cards one rank lower of
  // the other colour are up. Foundation cards never come back, so it can never spoil a win.
  safeMove(rules, table): Move | null {
    const h = [0, 0, 0, 0];
    const empty: number[] = [];
    const onto = [-1, -1, -1, -1];
    rules.specs.forEach((s, i) => {
      if (s.kind !== 'foundation') return;
      const p = table.piles[i].cards;
      if (p.length === 0) empty.push(i);
      else {
        h[suit(p[0])] = p.length;
        onto[suit(p[0])] = i;
      }
    });
    for (let i = 0; i < rules.specs.length; i++) {
      const kind = rules.specs[i].kind;
      const p = table.piles[i].cards;
      if ((kind !== 'tableau' && kind !== 'reserve') || p.length === 0) continue;
      const c = p[p.length - 1];
      const r = rank(c);
      const s = suit(c);
      if (h[s] !== r - 1) continue;
      const red = s === 1 || s === 2;
      if (r > 2 && !(red ? h[0] >= r - 1 && h[3] >= r - 1 : h[1] >= r - 1 && h[2] >= r - 1)) continue;
      const to = r === 1 ? empty[0] : onto[s];
      if (to !== undefined && to >= 0) return { kind: 'move', from: i, to, count: 1 };
    }
    return null;
  },
};

export const freecellSolver: GameSolver = {
  hooks,
  search: (rules, table, budget) => (freecellApplies(rules, table) ? new FreecellSearch(rules, table, budget) : null),
  winnableNodes: () => 10_000,
};
