/**
 * The cards free for pairing (a pairs word), and peeking under them (`pairs.peek`): of three
 * free cards that match, which two should go depends on the closed cards under them (RULES.md §4).
 * Read by the play (compile-play.ts) and by the board before the play has come.
 */
import { rank, suit, type Card } from '../cards.js';
import type { PeekRule, PileSpec, Rules, Table } from '../types.js';
import type { GameMechanics } from './mechanics.js';

/** Is pile p's top card free of covering cards? */
export const uncovered = (m: GameMechanics, table: Table, p: number): boolean =>
  m.coveredBy[p].every((q) => table.piles[q].cards.length === 0);

/** The cards free for pairing, in table order: face-up tops of uncovered piles but foundations and discards. */
export function freePiles(m: GameMechanics, specs: readonly PileSpec[], table: Table): number[] {
  const out: number[] = [];
  for (let p = 0; p < table.piles.length; p++) {
    const pile = table.piles[p];
    const k = specs[p].kind;
    if (k === 'foundation' || k === 'discard' || pile.cards.length === 0 || pile.down >= pile.cards.length) continue;
    if (uncovered(m, table, p)) out.push(p);
  }
  return out;
}

/** Peeking for a game whose pairs match by `same`: its mechanics under the rules' options. */
export function peekOf(mechanics: (rules: Rules) => GameMechanics): PeekRule {
  return {
    piles(table, rules) {
      const m = mechanics(rules);
      const match = m.pairs?.same === 'suit' ? suit : rank;
      const top = (p: number): Card => table.piles[p].cards[table.piles[p].cards.length - 1];
      const free = freePiles(m, rules.specs, table);
      const shown = new Map<number, number>();
      for (const p of free) shown.set(match(top(p)), (shown.get(match(top(p))) ?? 0) + 1);
      return free.filter((p) => table.piles[p].down > 0 && shown.get(match(top(p)))! >= 3);
    },
    card(table, pile) {
      const p = table.piles[pile];
      const n = p.cards.length;
      return n >= 2 && p.down === n - 1 ? p.cards[n - 2] : null;
    },
  };
}
