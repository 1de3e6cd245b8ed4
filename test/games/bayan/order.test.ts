/**
 * What the Bayan search reads off a position (search/order.ts), against plain counts: the
 * change of the measure each legal move makes, and the beam keeping each position once.
 */
import { expect } from '@open-wc/testing';
import { BayanBeam } from '../../../src/games/bayan/search/beam.js';
import { Beam } from '../../../src/engine/solver/beam.js';
import { unmetered } from '../../../src/engine/solver/memory.js';
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

/** Bayan's beam position, noting the positions each level keeps. */
class Noting extends BayanBeam {
  levels: number[][][] = [];

  override levelBegins(): void {
    super.levelBegins();
    this.levels.push([]);
  }

  override keep(next: Uint8Array, at: number): boolean {
    const kept = super.keep(next, at);
    if (kept) this.levels[this.levels.length - 1].push(Array.from(next.subarray(at + 1, at + 1 + next[at])));
    return kept;
  }
}

/** The lines one legal move (reach 2) away from `parent`. */
function children(parent: number[]): string[] {
  const out: string[] = [];
  for (let from = 1; from < parent.length; from++) {
    for (const to of [from - 1, from - 2]) {
      if (to < 0 || !matches(parent[from], parent[to])) continue;
      const next = parent.slice();
      next[to] = parent[from];
      next.splice(from, 1);
      out.push(next.join(','));
    }
  }
  return out;
}

describe('solver: Bayan beam levels', () => {
  it('each level holds every position once, each one legal move from a position of the level before', () => {
    const r = random(11);
    let levels = 0;
    for (let i = 0; i < 6; i++) {
      const root = randomLine(52, r);
      const pos = new Noting(2, 52);
      pos.configure(200, i % 2 === 0 ? 0 : 6, i % 2 === 0 ? 1 : 0.2);
      const beam = new Beam(pos, 200, unmetered(), { wholeLevels: true, winsAtSelection: true });
      beam.begin({ piles: root.map((c) => ({ cards: [c], down: 0 })), redeals: 0 } as never);
      beam.run(Infinity, Infinity);
      let level: number[][] = [root];
      for (const tops of pos.levels) {
        const seen = new Set(tops.map((t) => t.join(',')));
        expect(seen.size, 'no position twice in a level').to.equal(tops.length);
        const reachable = new Set(level.flatMap(children));
        for (const t of tops) expect(reachable.has(t.join(',')), 'one legal move from the level before').to.equal(true);
        if (tops.length > 0) level = tops;
        levels++;
      }
    }
    expect(levels).to.be.greaterThan(20);
  });
});
