/**
 * The Seasons search: the compiled core of its words (with Seasons' knowledge: corners alike,
 * cell moves that wait) taking turns with the shared beam passes. Its verdicts agree with a plain
 * exhaustive search on endgames; beam lines are legal and win; re-rooting and avoided positions
 * keep the `Search` contract.
 */
import { expect } from '@open-wc/testing';
import { CoreBeam } from '../../../src/engine/solver/beam.js';
import { CompiledSearch, compiledDfs } from '../../../src/engine/solver/compiled.js';
import { unmetered } from '../../../src/engine/solver/memory.js';
import { createSearch, rulesOf, solverOf } from '../../named.js';
import { avoidsAlongItsLine, rerootsAlongItsLine, run } from '../../engine/search-helpers.js';
import { agreesOnSeasonsEndgames, seasonsEndgame } from './endgame.js';

describe('seasons search: verdicts', () => {
  it('agrees with an exhaustive search without pruning on random endgames (both builds)', function () {
    this.timeout(120_000);
    agreesOnSeasonsEndgames((rules, t) => {
      const s = createSearch(rules, t, { nodes: 300_000 });
      expect(s).to.be.instanceOf(CompiledSearch);
      return s;
    }, 1001);
  });

  it('beam passes alone win deals, with lines the engine plays to a won table', function () {
    this.timeout(60_000);
    const rules = rulesOf('seasons', { build: 'any' });
    let wins = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const deal = rules.deal(seed);
      const beam = new CoreBeam(rules, solverOf('seasons').core!, deal, true, 300, null, unmetered());
      beam.begin(deal);
      beam.run(Infinity, Infinity);
      const line = beam.won;
      beam.release();
      if (!line) continue;
      // the pass's line (its forced moves in it) as engine moves, each played by the engine itself
      const moves = compiledDfs(rules, solverOf('seasons').core!, deal, true, unmetered()).pos.line(deal, line, []);
      let t = deal;
      for (const m of moves) {
        const legal = rules.legalMove(t, m);
        expect(legal, `seed ${seed}`).to.not.equal(null);
        t = rules.apply(t, legal!);
      }
      expect(rules.isWon(t)).to.equal(true);
      wins++;
    }
    expect(wins).to.be.greaterThan(1);
  });
});

describe('seasons search: re-rooting and avoided positions', () => {
  it('re-roots onto a position along its line and wins again', function () {
    this.timeout(30_000);
    rerootsAlongItsLine((rules, table) => createSearch(rules, table, { nodes: 1_000_000 }));
  });

  it('keeps what it proved lost across a re-root', () => {
    const rules = rulesOf('seasons', { build: 'alternate' });
    for (let seed = 1; seed <= 400; seed++) {
      const t = seasonsEndgame(rules, seed, 15 + (seed % 6), 0.8);
      if (!t) continue;
      const s = createSearch(rules, t, { nodes: 200_000 });
      const first = run(s);
      if (first.result !== 'unwinnable' || first.nodes < 20) continue;
      // (a deal: after it the position is keyed as the first search keyed it)
      const deal = rules.legalMoves(t).find((m) => m.kind === 'deal');
      if (!deal) continue;
      s.reroot(rules.apply(t, deal));
      const again = run(s);
      expect(again.result).to.equal('unwinnable');
      expect(again.nodes).to.be.at.most(1);
      return;
    }
    throw new Error('no lost endgame');
  });

  it('never passes through an avoided position, in beam lines and depth-first ones', function () {
    this.timeout(90_000);
    const rules = rulesOf('seasons', { build: 'any' });
    let checked = 0;
    for (let seed = 1; seed <= 30 && checked < 6; seed++) {
      const deal = rules.deal(seed);
      if (avoidsAlongItsLine(rules, deal, createSearch(rules, deal, { nodes: 1_000_000 }), `seed ${seed}`)) checked++;
    }
    expect(checked).to.be.greaterThan(3);
  });
});
