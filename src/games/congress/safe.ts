/** Congress: a move that can never spoil a win (auto-play sends it home; the solver plays it at once). */
import { rank } from '../../engine/cards.js';
import { foundationFor, indexOfKind, kindIs, top } from '../../engine/solver/hook-helpers.js';
import type { Move, Rules, Table } from '../../engine/types.js';

export function congressSafeMove(rules: Rules, table: Table): Move | null {
  // Nothing comes back from the foundations; a card of rank r only ever carries
  // rank r-1 cards, so once all eight of them are up it is not needed below.
  // Only from piles that keep a card (an emptied pile would be refilled from the
  // waste, which changes what the waste offers).
  const stockIdx = indexOfKind(rules, 'stock');
  const wasteIdx = indexOfKind(rules, 'waste');
  const talonEmpty = table.piles[stockIdx].cards.length === 0 && table.piles[wasteIdx].cards.length === 0;
  const founds = kindIs(rules, 'foundation');
  for (const i of kindIs(rules, 'tableau')) {
    const p = table.piles[i];
    if (p.cards.length === 0 || (p.cards.length === 1 && !talonEmpty)) continue;
    const c = top(p);
    const r = rank(c);
    if (r > 2) {
      // every rank r-1 card up: every foundation at r-1 or higher
      let all = true;
      for (const f of founds) if (table.piles[f].cards.length < r - 1) all = false;
      if (!all) continue;
    }
    const to = foundationFor(rules, table, c, i);
    if (to >= 0) return { kind: 'move', from: i, to, count: 1 };
  }
  return null;
}
