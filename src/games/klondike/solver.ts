/**
 * Klondike for the solver: its dedicated search (search/), and the engine-level hooks (the
 * generic search where the dedicated one does not apply, safe moves, hints).
 */
import { rank, suit } from '../../engine/cards.js';
import type { GameHooks, GameSolver } from '../../engine/solver/hooks.js';
import { foundationFor, indexOfKind, kindIs, top } from '../../engine/solver/hook-helpers.js';
import type { Rules, Table } from '../../engine/types.js';
import { KlondikeSearch } from './search/search.js';
import { klondikeApplies } from './search/position.js';

/** Klondike (foundation cards may come back): see search/search.ts for why this is safe. */
function klondikeSafe(card: number, heights: number[]): boolean {
  const r = rank(card);
  if (r <= 2) return true;
  const s = suit(card);
  if (heights[3 - s] < r - 2) return false;
  const red = s === 1 || s === 2;
  return red ? heights[0] >= r - 1 && heights[3] >= r - 1 : heights[1] >= r - 1 && heights[2] >= r - 1;
}

/** Per-suit foundation heights of a one-deck game whose foundations build A up in suit. */
function suitHeights(rules: Rules, table: Table): number[] {
  const h = [0, 0, 0, 0];
  for (const f of kindIs(rules, 'foundation')) {
    const p = table.piles[f];
    if (p.cards.length) h[suit(p.cards[0])] = p.cards.length;
  }
  return h;
}

const hooks: GameHooks = {
  symmetric: (rules) => [kindIs(rules, 'tableau'), kindIs(rules, 'foundation')],
  safeMove(rules, table) {
    const h = suitHeights(rules, table);
    const sources = rules.stock?.draw === 1 ? [...kindIs(rules, 'tableau'), indexOfKind(rules, 'waste')] : kindIs(rules, 'tableau');
    for (const i of sources) {
      const p = table.piles[i];
      if (p.cards.length === 0 || p.down >= p.cards.length) continue;
      const c = top(p);
      if (h[suit(c)] === rank(c) - 1 && klondikeSafe(c, h)) {
        const to = foundationFor(rules, table, c, i);
        if (to >= 0) return { kind: 'move', from: i, to, count: 1 };
      }
    }
    return null;
  },
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
  pointless(rules, table, m) {
    if (m.kind !== 'move') return false;
    const specs = rules.specs;
    if (specs[m.from].kind === 'foundation') return true;
    if (specs[m.from].kind !== 'tableau' || specs[m.to].kind !== 'tableau') return false;
    const src = table.piles[m.from];
    const left = src.cards.length - m.count;
    if (left === 0) return table.piles[m.to].cards.length === 0; // the same column elsewhere
    if (left === src.down) return false; // turns a card up
    return foundationFor(rules, table, src.cards[left - 1], -1) < 0;
  },
};


export const klondikeSolver: GameSolver = {
  hooks,
  search: (rules, table, budget) => (klondikeApplies(rules, table) ? new KlondikeSearch(rules, table, budget) : null),
  winnableNodes: () => 20_000,
};
