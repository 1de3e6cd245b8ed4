/** Seasons: a move that can never spoil a win (auto-play sends it home; the solver plays it at once). */
import { rank, suit } from '../../engine/cards.js';
import { foundationFor, indexOfKind, kindIs, top } from '../../engine/solver/hook-helpers.js';
import type { Move, Rules, Table } from '../../engine/types.js';

export function seasonsSafeMove(rules: Rules, table: Table): Move | null {
  // Nothing comes back from a corner. A card is never needed in the cross once every card
  // that could be built on it (one rank lower: any suit, or the other colour with
  // `build=alternate`) is on the corners for good. For a base-rank card those are the top
  // rank of the cycle, the last cards to go up, so it waits for an empty corner with the rest.
  const founds = kindIs(rules, 'foundation');
  const base = rank(table.piles[founds[0]].cards[0]);
  const rel = (c: number): number => (rank(c) - base + 13) % 13;
  const h = [0, 0, 0, 0];
  let empty = -1;
  for (const f of founds) {
    const p = table.piles[f];
    if (p.cards.length) h[suit(p.cards[0])] = p.cards.length;
    else if (empty < 0) empty = f;
  }
  const alternate = rules.options.build === 'alternate';
  const sources = [...kindIs(rules, 'tableau'), indexOfKind(rules, 'waste')];
  for (const i of sources) {
    const p = table.piles[i];
    if (p.cards.length === 0) continue;
    const c = top(p);
    const s = suit(c);
    const r = rel(c);
    if (h[s] !== r || (r === 0 && empty < 0)) continue;
    const need = r === 0 ? 13 : r;
    const red = s === 1 || s === 2;
    let ok = true;
    for (let t = 0; t < 4; t++) {
      if (alternate && (t === 1 || t === 2) === red) continue;
      if (h[t] < need) ok = false;
    }
    if (ok) {
      const to = r === 0 ? empty : foundationFor(rules, table, c, i);
      if (to >= 0) return { kind: 'move', from: i, to, count: 1 };
    }
  }
  return null;
}
