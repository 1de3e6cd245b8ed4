/**
 * Small Scorpion positions for the search's tests: three suits home, the fourth (and, half the
 * time, three cards of it in the stock) at random on the piles, some face down.
 */
import { rank, suit } from '../../../src/engine/cards.js';
import type { Rules, Table } from '../../../src/engine/types.js';
import { shuffled } from '../classics.js';

export function smallScorpion(rules: Rules, rnd: () => number): Table | null {
  const kinds = rules.specs.map((s) => s.kind);
  const found = kinds.flatMap((k, i) => (k === 'foundation' ? [i] : []));
  const tableau = kinds.flatMap((k, i) => (k === 'tableau' ? [i] : []));
  const piles = rules.specs.map(() => ({ cards: [] as number[], down: 0 }));
  const left = Math.floor(rnd() * 4);
  [0, 1, 2, 3]
    .filter((s) => s !== left)
    .forEach((s, i) => (piles[found[i]].cards = rules.deck.filter((c) => suit(c) === s).sort((a, b) => rank(b) - rank(a))));
  const rest = shuffled(
    rules.deck.filter((c) => suit(c) === left),
    rnd,
  );
  if (rnd() < 0.5) piles[kinds.indexOf('stock')].cards = rest.splice(0, 3);
  for (const c of rest) piles[tableau[Math.floor(rnd() * tableau.length)]].cards.push(c);
  for (const i of tableau) piles[i].down = Math.floor(rnd() * Math.max(0, piles[i].cards.length - 1) * 0.6);
  const t = { piles, redeals: 0 };
  return rules.validate(t) === null ? t : null;
}
