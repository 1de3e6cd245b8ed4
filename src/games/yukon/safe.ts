/** Yukon: a move that can never spoil a win (auto-play sends it home; the solver plays it at once). */
import { rank, suit } from '../../engine/cards.js';
import { foundationFor, kindIs, top } from '../../engine/solver/hook-helpers.js';
import type { Move, Rules, Table } from '../../engine/types.js';

/**
 * As in Klondike (foundation cards may come back): a card only ever holds the cards one rank
 * lower of the other colour; once those are home, and the cards of its own colour two lower
 * that they could hold in turn, it is never needed on the piles. Aces and twos always go.
 */
export function yukonSafe(card: number, h: ArrayLike<number>): boolean {
  const r = rank(card);
  if (r <= 2) return true;
  const s = suit(card);
  if (h[3 - s] < r - 2) return false;
  return s === 1 || s === 2 ? h[0] >= r - 1 && h[3] >= r - 1 : h[1] >= r - 1 && h[2] >= r - 1;
}

export function yukonSafeMove(rules: Rules, table: Table): Move | null {
  const h = [0, 0, 0, 0];
  for (const f of kindIs(rules, 'foundation')) {
    const p = table.piles[f];
    if (p.cards.length) h[suit(p.cards[0])] = p.cards.length;
  }
  for (const i of kindIs(rules, 'tableau')) {
    const p = table.piles[i];
    if (p.cards.length === 0 || p.down >= p.cards.length) continue;
    const c = top(p);
    if (h[suit(c)] === rank(c) - 1 && yukonSafe(c, h)) {
      const to = foundationFor(rules, table, c, i);
      if (to >= 0) return { kind: 'move', from: i, to, count: 1 };
    }
  }
  return null;
}
