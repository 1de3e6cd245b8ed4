/** Spider's packed key: one key per position and one position per key, on random walks from deals of every suits option. */
import { expect } from '@open-wc/testing';
import { mulberry32 } from '../../../src/engine/rng.js';
import { spiderCore as knowledge } from '../../../src/games/spider/solver.js';
import { withMechanics } from '../../../src/engine/solver/mechanics.js';

import type { Table } from '../../../src/engine/types.js';
import { rulesOf } from '../../named.js';
import { faces, keysAgree } from '../core-keys.js';

const spiderCore = withMechanics(knowledge);

/** The stock; the piles as a set, a pile with face-down cards by where it lies (they never move); the foundations follow from the rest. */
const describe_ = (t: Table): string =>
  faces(t.piles[0].cards) +
  ' / ' +
  t.piles
    .slice(9)
    .map((p, i) => `${p.down > 0 ? i : ''}:${faces(p.cards.slice(0, p.down))}|${faces(p.cards.slice(p.down))}`)
    .sort()
    .join(' ');

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
});
