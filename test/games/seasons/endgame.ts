/** Random Seasons endgames, for the searches' tests (the compiled core's, Seasons' own). */
import { expect } from '@open-wc/testing';
import { mulberry32 } from '../../../src/engine/rng.js';
import { rulesOf } from '../../named.js';
import type { Search } from '../../../src/engine/solver/types.js';
import type { Rules, Table } from '../../../src/engine/types.js';
import { agreesOn, talonEndgame } from '../../engine/search-helpers.js';

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
  return talonEndgame(rules, rnd, rest, founds, cells);
}

/**
 * A search's verdicts on random endgames of both builds (seeds from `firstSeed`) agree with a
 * plain exhaustive search, and its lines win: 50 endgames each, wins and (alternate) losses both.
 */
export function agreesOnSeasonsEndgames(search: (rules: Rules, table: Table) => Search, firstSeed: number): void {
  for (const build of ['any', 'alternate']) {
    const rules = rulesOf('seasons', { build });
    let won = 0;
    let lost = 0;
    for (let seed = 1; seed <= 400 && won + lost < 50; seed++) {
      const t = seasonsEndgame(rules, firstSeed - 1 + seed, (build === 'any' ? 20 : 15) + (seed % 6), build === 'any' ? 1 : 0.8);
      if (!t) continue;
      const truth = agreesOn(rules, t, search(rules, t), `${build} endgame ${seed}`);
      if (truth === null) continue;
      if (truth) won++;
      else lost++;
    }
    expect(won, build).to.be.greaterThan(5);
    // (endgames of the easier build are all winnable: its losses come from the other tests)
    if (build === 'alternate') expect(lost, build).to.be.greaterThan(5);
  }
}
