/** Spider's packed key: one key per position and one position per key, on random walks from deals of every suits option. */
import { expect } from '@open-wc/testing';
import { mulberry32 } from '../../../src/engine/rng.js';
import { spiderCore as knowledge } from '../../../src/games/spider/solver.js';
import { withMechanics } from '../../../src/engine/solver/mechanics.js';

import type { Table } from '../../../src/engine/types.js';
import { rulesOf } from '../../named.js';
import { Core } from '../../../src/engine/solver/core.js';
import { faces, keysAgree } from '../core-keys.js';

const spiderCore = withMechanics(knowledge);

/**
 * The stock; the piles in order while a row is left to deal (it deals to them in order), then as
 * a set, a pile with face-down cards by where it lies (they never move); the foundations follow
 * from the rest.
 */
const describe_ = (t: Table): string => {
  const dealing = t.piles[0].cards.length > 0;
  const piles = t.piles
    .slice(9)
    .map((p, i) => `${p.down > 0 || dealing ? i : ''}:${faces(p.cards.slice(0, p.down))}|${faces(p.cards.slice(p.down))}`);
  return faces(t.piles[0].cards) + ' / ' + (dealing ? piles : piles.sort()).join(' ');
};

describe('Spider: key', () => {
  for (const suits of [1, 2, 4]) {
    it(`names positions one to one (${suits} suit${suits > 1 ? 's' : ''})`, () => {
      const rules = rulesOf('spider', { suits });
      const rnd = mulberry32(suits);
      const met = keysAgree(
        rules,
        spiderCore,
        Array.from({ length: 10 }, (_, s) => rules.deal(s + 1)),
        describe_,
        2000,
        rnd,
      );
      expect(met).to.be.greaterThan(500);
    });
  }

  it('tells piles apart while a row is left to deal, and not after', () => {
    const rules = rulesOf('spider', { suits: 4 });
    const keyOf = (t: Table): string => {
      const core = new Core(rules, spiderCore, t, rules.skipPileShifts);
      const out = new Uint8Array(core.hooks.maxKey!(core) + 8);
      return Array.from(out.subarray(0, core.hooks.key!(core, out))).join(',');
    };
    // piles 1 and 2 all face up, then the same two piles the other way round
    const deal = rules.deal(1);
    const piles = deal.piles.map((p, i) => (i === 9 || i === 10 ? { ...p, down: 0 } : p));
    const open: Table = { ...deal, piles };
    const swapped: Table = { ...deal, piles: piles.map((p, i) => (i === 9 ? piles[10] : i === 10 ? piles[9] : p)) };
    expect(keyOf(swapped)).not.to.equal(keyOf(open));
    // the stock dealt out (its cards face down under the last pile: the key reads only the shape)
    const dealt = (t: Table): Table => ({
      ...t,
      piles: t.piles.map((p, i) =>
        i === 0 ? { ...p, cards: [] } : i === 18 ? { ...p, cards: [...t.piles[0].cards, ...p.cards], down: p.down + 50 } : p,
      ),
    });
    expect(keyOf(dealt(swapped))).to.equal(keyOf(dealt(open)));
  });
});
