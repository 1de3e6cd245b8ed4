/** Joker: a move that can never spoil a win (auto-play sends it home; the solver plays it at once). */
import { isJoker, PIQUET_RANKS, rank, suit } from '../../engine/cards.js';
import { foundationFor, kindIs, top } from '../../engine/solver/hook-helpers.js';
import type { Move, Rules, Table } from '../../engine/types.js';

/** A rank's place in the piquet deck's order (7 … K, A). */
const PIQ_PLACE = (() => {
  const t = new Array<number>(14).fill(-1);
  PIQUET_RANKS.forEach((r, i) => (t[r] = i));
  return t;
})();

export function jokerSafeMove(rules: Rules, table: Table): Move | null {
  // Foundations keep their cards (nothing comes back). A card of piquet index k
  // can only ever carry the other colour's k-1 cards and jokers, and through a
  // joker any card of index k-2 or lower: when all of those are up it is never
  // needed on the columns again.
  const founds = kindIs(rules, 'foundation');
  const h = [0, 0, 0, 0];
  for (const f of founds) {
    const p = table.piles[f];
    if (p.cards.length) h[suit(p.cards[0])] = p.cards.length; // index of top + 1
  }
  for (const i of kindIs(rules, 'tableau')) {
    const p = table.piles[i];
    if (p.cards.length === 0) continue;
    const c = top(p);
    if (isJoker(c)) continue;
    const k = PIQ_PLACE[rank(c)];
    const s = suit(c);
    if (h[s] !== k) continue;
    const red = s === 1 || s === 2;
    const opp = red ? [0, 3] : [1, 2];
    if (h[opp[0]] >= k && h[opp[1]] >= k && h[3 - s] >= k - 1) {
      const to = foundationFor(rules, table, c, i);
      if (to >= 0) return { kind: 'move', from: i, to, count: 1 };
    }
  }
  return null;
}
