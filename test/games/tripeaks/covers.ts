/** The left one of the two cards that cover card k of the tripeaks's (the other is next to it), -1 for none: from the game's description. */
import { rulesOf } from '../../named.js';

const rules = rulesOf('tripeaks');
const first = rules.specs.findIndex((s) => s.kind === 'tableau');

export function coveredBy(k: number): number {
  const over = rules.mechanics!.coveredBy[first + k];
  return over.length ? Math.min(...over) - first : -1;
}

/** Is peak card k on a table with no card left on it? */
export function uncovered(table: { piles: readonly { cards: readonly unknown[] }[] }, k: number): boolean {
  const c = coveredBy(k);
  return c < 0 || (table.piles[first + c].cards.length === 0 && table.piles[first + c + 1].cards.length === 0);
}
