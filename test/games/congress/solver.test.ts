/** Congress' compiled hooks (src/games/congress/solver.ts) beside what the engine does. */
import { expect } from '@open-wc/testing';
import { mulberry32 } from '../../../src/engine/rng.js';
import { Core, K_TABLEAU, MOVE, mFrom, mKind, mTo } from '../../../src/engine/solver/core.js';
import { rulesOf, solverOf } from '../../named.js';

describe('congress: the compiled hooks', () => {
  it("rank a shuffle between piles below a deal in a beam pass's measure, and nothing else", () => {
    const rules = rulesOf('congress');
    const game = solverOf('congress').core!;
    const buf = new Int32Array(4096);
    let shuffles = 0;
    let others = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const core = new Core(rules, game, rules.deal(seed), true);
      const rnd = mulberry32(seed);
      for (let step = 0; step < 150; step++) {
        const n = core.generate(buf, 0);
        if (n === 0) break;
        for (let i = 0; i < n; i++) {
          const m = buf[i];
          const between = mKind(m) === MOVE && core.kind[mFrom(m)] === K_TABLEAU && core.kind[mTo(m)] === K_TABLEAU;
          // a shuffle: the pile it leaves keeps a card (an emptied pile is refilled from the talon)
          const shuffle = between && core.len[mFrom(m)] > 1;
          const u = core.apply(m);
          expect(core.hooks.beamScore!(core, m), `seed ${seed}, step ${step}`).to.equal(shuffle ? -3 : 0);
          core.undo(m, u);
          if (shuffle) shuffles++;
          else others++;
        }
        core.apply(buf[Math.floor(rnd() * n)]);
      }
    }
    expect(shuffles).to.be.greaterThan(20);
    expect(others).to.be.greaterThan(20);
  });
});
