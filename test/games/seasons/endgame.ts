/** A random Seasons endgame, for the searches' tests (the compiled core's, Seasons' own). */
import { mulberry32 } from '../../../src/engine/rng.js';
import type { Rules, Table } from '../../../src/engine/types.js';

/**
 * A random Seasons endgame: each corner built some way up its suit from the base, at most
 * `loose` cards left, some alone on the cross (each cell with chance `fill`), the rest split
 * between waste and stock.
 */
export function seasonsEndgame(rules: Rules, seed: number, loose: number, fill: number): Table | null {
  const rnd = mulberry32(seed);
  const base = 1 + Math.floor(rnd() * 13);
  const suits = [0, 1, 2, 3].sort(() => rnd() - 0.5);
  const card = (rank: number, suit: number): number => suit * 13 + rank - 1;
  const heights = suits.map(() => 0);
  let left = 52;
  while (left > loose) {
    const i = Math.floor(rnd() * 4);
    if (heights[i] < 13) {
      heights[i]++;
      left--;
    }
  }
  if (heights[0] === 0) return null; // the first corner holds the base
  const founds = suits.map((s, i) => Array.from({ length: heights[i] }, (_, j) => card(((base - 1 + j) % 13) + 1, s)));
  const rest = suits.flatMap((s, i) => Array.from({ length: 13 - heights[i] }, (_, j) => card(((base - 1 + heights[i] + j) % 13) + 1, s)));
  rest.sort(() => rnd() - 0.5);
  const cells = [0, 1, 2, 3, 4].map(() => (rest.length > 0 && rnd() < fill ? [rest.pop()!] : []));
  const w = Math.floor(rnd() * (rest.length + 1));
  const t: Table = {
    piles: [
      { cards: rest.slice(w), down: rest.length - w },
      { cards: rest.slice(0, w), down: 0 },
      ...founds.map((cards) => ({ cards, down: 0 })),
      ...cells.map((cards) => ({ cards, down: 0 })),
    ],
    redeals: 0,
  };
  return rules.validate(t) === null ? t : null;
}
