/** Yukon's proof of a card that can never be lifted off its card: never on a position an exhaustive search wins. */
import { expect } from '@open-wc/testing';
import { mulberry32 } from '../../../src/engine/rng.js';
import { Core } from '../../../src/engine/solver/core.js';
import { yukonCore as knowledge } from '../../../src/games/yukon/solver.js';
import { withMechanics } from '../../../src/engine/solver/mechanics.js';

import { stuckTest } from '../../../src/games/yukon/stuck.js';
import type { Table } from '../../../src/engine/types.js';
import { rulesOf } from '../../named.js';
import { exhaustive } from '../../engine/search-helpers.js';
import { card, downUp, shuffled, symmetricKey, table, up } from '../classics.js';

const yukonCore = withMechanics(knowledge);

const range = (a: number, b: number): number[] => Array.from({ length: b - a }, (_, i) => a + i);

/** 10 … 17 cards not home (the suits' tops) crowded on two to four piles, the lower ones face down at random. */
function crowded(rnd: () => number): Table {
  const heights = [13, 13, 13, 13];
  const left = 10 + Math.floor(rnd() * 8);
  for (let i = 0; i < left; i++) {
    const open = [0, 1, 2, 3].filter((s) => heights[s] > 0);
    heights[open[Math.floor(rnd() * open.length)]]--;
  }
  const rest: number[] = [];
  for (let s = 0; s < 4; s++) for (let r = heights[s]; r < 13; r++) rest.push(s * 13 + r);
  shuffled(rest, rnd);
  const used = 2 + Math.floor(rnd() * 3);
  const cols: number[][] = Array.from({ length: 7 }, () => []);
  for (const c of rest) cols[Math.floor(rnd() * used)].push(c);
  const founds = heights.map((h, s) => Array.from({ length: h }, (_, r) => s * 13 + r));
  return table([...founds.map(up), ...cols.map((c) => ({ cards: c, down: c.length ? Math.floor(rnd() * c.length) : 0 }))]);
}

describe('Yukon: stuck cards', () => {
  const rules = rulesOf('yukon');
  const stuck = (t: Table): boolean => stuckTest(new Core(rules, yukonCore, t, true))();

  it('never calls lost a position that an exhaustive search wins (foundation cards coming back)', function () {
    this.timeout(120_000);
    const rnd = mulberry32(11);
    const key = symmetricKey([range(4, 11), range(0, 4)]);
    let checked = 0;
    for (let i = 0; i < 500; i++) {
      const t = crowded(rnd);
      if (!stuck(t)) continue;
      const won = exhaustive(rules, t, 20_000, { key });
      if (won === null) continue;
      expect(won, JSON.stringify(t.piles.map((p) => [p.cards, p.down]))).to.equal(false);
      checked++;
    }
    expect(checked).to.be.greaterThan(8);
  });

  it('sees a card buried under its own suit with both its landing cards locked away', () => {
    // 6♣ face down under 7♣; 8♦ and 8♥ are home under the red nines … kings, which have nowhere to come back to
    const founds = [[1, 2, 3, 4, 5].map((r) => card(r, 'C')), ...['D', 'H', 'S'].map((s) => range(1, 14).map((r) => card(r, s as 'D')))];
    const piles = [downUp([card(6, 'C')], [card(7, 'C')]), ...[8, 9, 10, 11, 12, 13].map((r) => up([card(r, 'C')]))];
    expect(stuck(table([...founds.map(up), ...piles]))).to.equal(true);
    // with the 6 on the 7, nothing is stuck
    const freed = [up([card(7, 'C'), card(6, 'C')]), ...piles.slice(1)];
    expect(stuck(table([...founds.map(up), ...freed]))).to.equal(false);
  });
});
