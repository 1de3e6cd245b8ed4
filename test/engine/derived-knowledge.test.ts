/**
 * Search knowledge derived from the words (solver/mechanics.ts), for every description it fits:
 * the loss proof of cards that can never move never calls lost a position an exhaustive search
 * wins; a safe discard is never the only way to a win; piles are interchangeable only where
 * nothing names one of them.
 */
import { expect } from '@open-wc/testing';
import { mulberry32 } from '../../src/engine/rng.js';
import { Core, engineMove } from '../../src/engine/solver/core.js';
import type { Rules, Table } from '../../src/engine/types.js';
import { rulesOf, solveRules, solverOf } from '../named.js';
import { exhaustive } from './search-helpers.js';
import { endgame } from '../games/catalogue.js';
import { smallAcesUp } from '../games/aces-up/small.js';
import { smallScorpion } from '../games/scorpion/small.js';

const coreOf = (rules: Rules, t: Table): Core => new Core(rules, solverOf(rules.variant).core!, t, rules.skipPileShifts);

const CASES: { variant: string; make: (rules: Rules, rnd: () => number) => Table | null }[] = [
  { variant: 'bakers-dozen', make: (r, rnd) => endgame(r, rnd, 9) },
  { variant: 'aces-up', make: smallAcesUp },
  // (whole runs home: the cards that need lifting off what they lie on, release-deadlock.ts)
  { variant: 'scorpion', make: smallScorpion },
];

describe('knowledge derived from the words', () => {
  for (const { variant, make } of CASES) {
    it(`${variant}: cards that can never move are never seen where an exhaustive search wins`, function () {
      this.timeout(60_000);
      const rules = rulesOf(variant);
      const rnd = mulberry32(5);
      let lost = 0;
      let won = 0;
      for (let i = 0; i < 150 && lost + won < 40; i++) {
        const t = make(rules, rnd);
        if (!t) continue;
        const truth = exhaustive(rules, t, 5_000);
        if (truth === null) continue;
        const core = coreOf(rules, t);
        const says = core.hooks.lost!(core);
        if (truth) expect(says, JSON.stringify(t.piles.map((p) => p.cards))).to.equal(false);
        else if (says) lost++;
        if (truth) won++;
      }
      expect(won, 'won positions checked').to.be.at.least(3);
      expect(lost, 'lost positions it proves').to.be.at.least(3);
    });
  }

  it('streets-and-alleys: sees every pile locked by a stuck card, and a space that frees them', () => {
    const rules = rulesOf('streets-and-alleys');
    // foundations up to the nines; each ten under its jack, each queen under its king: the jacks
    // have no queen to go onto, the kings no empty pile
    const found = [0, 1, 2, 3].map((s) => ({ cards: Array.from({ length: 9 }, (_, r) => s * 13 + r), down: 0 }));
    const piles = [0, 1, 2, 3].flatMap((s) => [
      { cards: [s * 13 + 9, s * 13 + 10], down: 0 },
      { cards: [s * 13 + 11, s * 13 + 12], down: 0 },
    ]);
    const t: Table = { piles: [...found, ...piles], redeals: 0 };
    const core = coreOf(rules, t);
    expect(core.hooks.lost!(core)).to.equal(true);
    expect(exhaustive(rules, t, 5_000)).to.equal(false);
    // the ten of spades home and its jack alone: the jack can go home, and its pile empties
    const freed: Table = {
      piles: t.piles.map((p, i) => (i === 0 ? { cards: [...p.cards, 9], down: 0 } : i === 4 ? { cards: [10], down: 0 } : p)),
      redeals: 0,
    };
    const c2 = coreOf(rules, freed);
    expect(c2.hooks.lost!(c2)).to.equal(false);
    expect(exhaustive(rules, freed, 5_000)).to.equal(true);
  });

  it('scorpion: no position of a winning line from a real deal (face-down cards, the stock) is seen as lost', function () {
    this.timeout(60_000);
    const rules = rulesOf('scorpion');
    let lines = 0;
    for (let seed = 1; seed <= 40 && lines < 3; seed++) {
      let t = rules.deal(seed);
      const r = solveRules(rules, t, { nodes: 200_000 });
      if (r.result !== 'winnable') continue;
      lines++;
      for (const m of r.moves!) {
        const core = coreOf(rules, t);
        expect(core.hooks.lost!(core), `seed ${seed}`).to.equal(false);
        t = rules.apply(t, m);
      }
    }
    expect(lines).to.equal(3);
  });

  it('aces-up: a safe discard is never the only way to a win', function () {
    this.timeout(120_000);
    const rules = rulesOf('aces-up');
    const rnd = mulberry32(9);
    let checked = 0;
    for (let i = 0; i < 400 && checked < 30; i++) {
      const t = smallAcesUp(rules, rnd);
      const core = coreOf(rules, t);
      const m = core.hooks.safe!(core, -1);
      if (m < 0) continue;
      const truth = exhaustive(rules, t, 5_000);
      if (truth !== true) continue;
      expect(exhaustive(rules, rules.apply(t, engineMove(m)), 5_000), JSON.stringify(t.piles.map((p) => p.cards))).to.equal(true);
      checked++;
    }
    expect(checked).to.be.at.least(10);
  });

  it('keys piles of a group as interchangeable, unless a row is dealt onto them in order', () => {
    const groups = (variant: string): number[][] => {
      const rules = rulesOf(variant);
      const core = coreOf(rules, rules.deal(1));
      return core.hooks.symmetric?.(core) ?? [];
    };
    expect(groups('streets-and-alleys')).to.deep.equal([
      [0, 1, 2, 3],
      [4, 5, 6, 7, 8, 9, 10, 11],
    ]);
    // foundations and free cells; the tableau too
    expect(groups('seahaven-towers').map((g) => g.length)).to.deep.equal([4, 4, 10]);
    // the stock deals its rows onto the piles in order: none is like another
    expect(groups('aces-up')).to.deep.equal([]);
  });
});
