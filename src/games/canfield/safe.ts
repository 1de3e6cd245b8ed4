/** Canfield: a move that can never spoil a win (auto-play sends it home; the solver plays it at once). */
import { rank, suit } from '../../engine/cards.js';
import { kindIs } from '../../engine/solver/hook-helpers.js';
import type { Move, Rules, Table } from '../../engine/types.js';
import { RESERVE, WASTE, canfieldBase } from './rules.js';

/**
 * Nothing comes back from a foundation, and a card only ever holds the cards one rank below it
 * of the other colour (turning the corner). Once both of those are home it is never needed
 * again, so it goes home (its place `r` counted from the base rank, 1 … 12; base cards hold the
 * last rank and wait). From the reserve's top, from a pile that keeps a card or has no refill
 * coming, and from the waste only when drawing one (with three, taking a waste card out
 * changes which cards the next passes offer).
 */
export function canfieldSafeMove(rules: Rules, table: Table): Move | null {
  const base = canfieldBase(table);
  const founds = kindIs(rules, 'foundation');
  const h = [0, 0, 0, 0];
  const at = [-1, -1, -1, -1];
  for (const f of founds) {
    const p = table.piles[f];
    if (p.cards.length) {
      h[suit(p.cards[0])] = p.cards.length;
      at[suit(p.cards[0])] = f;
    }
  }
  const refill = table.piles[RESERVE].cards.length > 0;
  const sources = [RESERVE, ...kindIs(rules, 'tableau')];
  if (rules.stock?.draw === 1) sources.push(WASTE);
  for (const i of sources) {
    const p = table.piles[i];
    const n = p.cards.length;
    if (n === 0 || p.down >= n || (n === 1 && refill && rules.specs[i].kind === 'tableau')) continue;
    const c = p.cards[n - 1];
    const s = suit(c);
    const r = (rank(c) - base + 13) % 13;
    if (r === 0 || h[s] !== r) continue;
    const red = s === 1 || s === 2;
    if (red ? h[0] >= r && h[3] >= r : h[1] >= r && h[2] >= r) return { kind: 'move', from: i, to: at[s], count: 1 };
  }
  return null;
}
