/** The left one of the two cards that cover card k of the pyramid's (the other is next to it), -1 for none: from the game's description. */
import { rulesOf } from '../../named.js';

const rules = rulesOf('pyramid');
const first = rules.specs.findIndex((s) => s.kind === 'tableau');

export function coveredBy(k: number): number {
  const over = rules.mechanics!.coveredBy[first + k];
  return over.length ? Math.min(...over) - first : -1;
}
