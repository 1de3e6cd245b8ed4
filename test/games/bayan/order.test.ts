/**
 * What the Bayan search reads off a position (search/order.ts), against plain counts: the
 * change of the measure each legal move makes, and the beam keeping each position once.
 */
import { expect } from '@open-wc/testing';
import { BayanBeam } from '../../../src/games/bayan/search/beam.js';
import { BayanLine } from '../../../src/games/bayan/search/line.js';
import { BayanScan, measure } from '../../../src/games/bayan/search/order.js';
import { matches, random, randomLine } from './helpers.js';

describe('solver: Bayan measure', () => {
  it('the score of each legal move is the change of the measure counted plainly', () => {
    const r = random(5);
    let moves = 0;
    for (let i = 0; i < 300; i++) {
      const tops = randomLine(3 + Math.floor(r() * 50), r);
      const line = new BayanLine(2, 52);
      line.load(tops);
      const scan = new BayanScan(52);
      scan.scan(line, true);
      const before = measure(line);
      for (let from = 1; from < tops.length; from++) {
        for (const leap of [0, 1]) {
          const to = from - 1 - leap;
          if (to < 0 || !matches(tops[from], tops[to])) continue;
          const m = from * 2 + leap;
          const score = scan.score(line, m);
          const covered = line.play(m);
          const after = measure(line);
          line.undo(m, covered);
          expect(score, `${tops.join(',')}: move ${from} -> ${to}`).to.be.closeTo(after - before, 1e-9);
          moves++;
        }
      }
      expect(Array.from(line.tops.subarray(0, line.n)), 'the line is back as it was').to.deep.equal(tops);
    }
    expect(moves).to.be.greaterThan(2000);
  });
});

describe('solver: Bayan beam levels', () => {
  it('each level holds every position once, each one legal move from its parent', () => {
    const r = random(11);
    for (let i = 0; i < 6; i++) {
      const root = randomLine(52, r);
      const beam = new BayanBeam(2, 52);
      beam.begin(root, 200, i % 2 === 0 ? 0 : 6, i % 2 === 0 ? 1 : 0.2);
      let level: number[][] = [root];
      for (;;) {
        const res = beam.stepLevel();
        if (res !== null) break;
        const { tops, parents, moves } = beam.level();
        const seen = new Set(tops.map((t) => t.join(',')));
        expect(seen.size, 'no position twice in a level').to.equal(tops.length);
        tops.forEach((t, j) => {
          const parent = level[parents[j]];
          const m = moves[j];
          const from = m >> 1;
          const to = from - (m & 1 ? 2 : 1);
          expect(matches(parent[from], parent[to]), 'a legal move').to.equal(true);
          const next = parent.slice();
          next[to] = parent[from];
          next.splice(from, 1);
          expect(t).to.deep.equal(next);
        });
        level = tops;
      }
    }
  });
});
