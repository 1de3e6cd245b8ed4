/** Yukon's packed key: one key per position and one position per key, on random walks from deals. */
import { expect } from '@open-wc/testing';
import { mulberry32 } from '../../../src/engine/rng.js';
import { yukonCore as knowledge } from '../../../src/games/yukon/solver.js';
import { withMechanics } from '../../../src/engine/solver/mechanics.js';

import type { Table } from '../../../src/engine/types.js';
import { rulesOf } from '../../named.js';
import { faces, keysAgree } from '../core-keys.js';

const yukonCore = withMechanics(knowledge);

/** The foundations as a set; the piles as a set, a pile with face-down cards by where it lies (they never move). */
const describe_ = (t: Table): string =>
  t.piles
    .slice(0, 4)
    .map((p) => faces(p.cards))
    .sort()
    .join(' ') +
  ' / ' +
  t.piles
    .slice(4)
    .map((p, i) => `${p.down > 0 ? i : ''}:${faces(p.cards.slice(0, p.down))}|${faces(p.cards.slice(p.down))}`)
    .sort()
    .join(' ');

describe('Yukon: key', () => {
  it('names positions one to one', () => {
    const rules = rulesOf('yukon');
    const met = keysAgree(
      rules,
      yukonCore,
      [1, 2, 3, 4].map((s) => rules.deal(s)),
      describe_,
      3000,
      mulberry32(7),
    );
    expect(met).to.be.greaterThan(2000);
  });
});
