/** Klondike: a move that can never spoil a win (auto-play sends it home; the solver plays it at once). */
import { rank, suit } from '../../engine/cards.js';
import { foundationFor, indexOfKind, kindIs, top } from '../../engine/solver/hook-helpers.js';
import type { Move, Rules, Table } from '../../engine/types.js';

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

export function klondikeSafeMove(rules: Rules, table: Table): Move | null {
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
}
