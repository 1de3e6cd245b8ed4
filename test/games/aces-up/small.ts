/** Small Aces Up positions for the search's tests: 10 … 15 cards and the aces left, a row or two in the stock. */
import { rank } from '../../../src/engine/cards.js';
import type { Rules, Table } from '../../../src/engine/types.js';
import { shuffled } from '../classics.js';

export function smallAcesUp(rules: Rules, rnd: () => number): Table {
  const deck = shuffled(rules.deck.slice(), rnd);
  const keep = deck.slice(0, 10 + Math.floor(rnd() * 6));
  const aces = rules.deck.filter((c) => rank(c) === 1 && !keep.includes(c));
  const piles = rules.specs.map(() => ({ cards: [] as number[], down: 0 }));
  const cards = shuffled([...keep, ...aces], rnd);
  piles[0] = { cards: cards.slice(8), down: cards.length - 8 };
  cards.slice(0, 8).forEach((c, i) => piles[2 + (i % 4)].cards.push(c));
  piles[1].cards.push(...rules.deck.filter((c) => !cards.includes(c)));
  return { piles, redeals: 0 };
}
