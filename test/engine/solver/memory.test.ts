/**
 * The memory ceiling: what a search holds, counted by itself (key sets, frames, components,
 * passes), never passes its meter's ceiling; at it the search answers `unknown` (memory), and a
 * set gives its bytes back when it is let go.
 */
import { expect } from '@open-wc/testing';
import { KeySet, VarKeySet } from '../../../src/engine/solver/keyset.js';
import { MemoryMeter, SEARCH_BYTES } from '../../../src/engine/solver/memory.js';
import { createSearch } from '../../../src/engine/solver/index.js';
import type { SolveResult } from '../../../src/engine/solver/types.js';
import { rulesOf, solverOf } from '../../named.js';

const CEILING = 4 * 2 ** 20;

describe('memory ceiling', () => {
  it('is 64 MB for a board', () => {
    expect(SEARCH_BYTES).to.equal(64 * 2 ** 20);
  });

  it('a key set stops at its meter, holds no more, and gives its bytes back', () => {
    const meter = new MemoryMeter(1 << 20);
    const set = new KeySet(4, Infinity, 16, meter);
    const key = new Int32Array(4);
    let added = 0;
    for (let i = 0; i < 1_000_000; i++) {
      key[0] = i;
      const r = set.add(key);
      if (r < 0) break;
      added++;
    }
    expect(added, 'keys before the ceiling').to.be.greaterThan(10_000).and.below(1_000_000);
    expect(meter.peak).to.be.at.most(1 << 20);
    expect(meter.held).to.equal(set.bytes);
    // every key added is still there, and a key already in is found
    key[0] = added - 1;
    expect(set.add(key)).to.equal(0);
    set.release();
    expect(meter.held).to.equal(0);

    const vmeter = new MemoryMeter(1 << 20);
    const vset = new VarKeySet(Infinity, Infinity, 1 << 10, vmeter);
    let vadded = 0;
    for (let i = 0; i < 1_000_000; i++) {
      key[0] = i;
      if (vset.insert(key, 1 + (i % 4)) < 0) break;
      vadded++;
    }
    expect(vadded).to.be.greaterThan(10_000).and.below(1_000_000);
    expect(vmeter.peak).to.be.at.most(1 << 20);
    vset.release();
    expect(vmeter.held).to.equal(0);
  });

  // One game of each search: the compiled core (Spider), Klondike's, FreeCell's, Bayan's, Seasons' passes.
  const cases: [string, Record<string, unknown>, number][] = [
    ['spider', { suits: 2 }, 1],
    ['klondike', { draw: 3 }, 2],
    ['freecell', {}, 1],
    ['bayan', { reach: 3 }, 1],
    ['seasons', { build: 'alternate' }, 1],
    ['forty-thieves', {}, 1],
  ];
  for (const [variant, options, seed] of cases) {
    it(`${variant}: a search under a 4 MB ceiling holds at most 4 MB, and answers unknown (memory) when it needs more`, () => {
      const rules = rulesOf(variant, options);
      const search = createSearch(rules, solverOf(variant), rules.deal(seed), { bytes: CEILING, nodes: 20_000_000 });
      let r: SolveResult | null = null;
      while (!r) r = search.step(1000);
      expect(search.meter.peak, `${variant}: peak`).to.be.at.most(CEILING);
      expect(search.meter.ceiling).to.equal(CEILING);
      if (r.result === 'unknown') expect(r.reason, variant).to.equal('memory');
    });
  }

  it('a search that has held its ceiling says so (the compiled core on Spider, two suits)', () => {
    const rules = rulesOf('spider', { suits: 2 });
    const search = createSearch(rules, solverOf('spider'), rules.deal(1), { bytes: CEILING });
    let r: SolveResult | null = null;
    while (!r) r = search.step(1000);
    expect(r.result).to.equal('unknown');
    if (r.result === 'unknown') expect(r.reason).to.equal('memory');
    expect(search.meter.peak).to.be.greaterThan(CEILING * 0.75);
  });
});
