/**
 * The Seasons search (src/games/seasons/search/): the depth-first search taking turns with beam
 * passes. Its verdicts agree with a plain exhaustive search on endgames; its position plays
 * and takes back moves exactly; beam lines are legal and win; re-rooting and avoided
 * positions keep the `Search` contract.
 */
import { expect } from '@open-wc/testing';
import { unmetered } from '../../../src/engine/solver/memory.js';
import { mulberry32 } from '../../../src/engine/rng.js';
import { sameEngineMove as sameMove } from '../../../src/engine/same-move.js';
import { createSearch, rulesOf } from '../../named.js';
import type { Move, Rules, Table } from '../../../src/engine/types.js';
import { SeasonsBeam } from '../../../src/games/seasons/search/beam.js';
import {
  CELL_CELL,
  CELL_UP,
  DEAL,
  RANK,
  SeasonsPosition,
  WASTE_CELL,
  WASTE_UP,
  engineMove,
  mk,
} from '../../../src/games/seasons/search/position.js';
import { SeasonsSearch } from '../../../src/games/seasons/search/search.js';
import { avoidsAlongItsLine, rerootsAlongItsLine, run } from '../../engine/search-helpers.js';
import { agreesOnSeasonsEndgames, seasonsEndgame } from './endgame.js';

/** The search's position of `t`, its talon numbered as in `origin` (a table `t` was reached from). */
const position = (rules: Rules, t: Table, origin = t): SeasonsPosition => {
  const p = new SeasonsPosition(RANK[t.piles[2].cards[0]], rules.options.build === 'alternate', origin);
  p.load(t);
  return p;
};

describe('seasons search: the position', () => {
  it('plays each move as the engine does and takes it back exactly', () => {
    for (const build of ['any', 'alternate']) {
      const rules = rulesOf('seasons', { build });
      for (let seed = 1; seed <= 6; seed++) {
        const deal = rules.deal(seed);
        let t = deal;
        const p = position(rules, t);
        const rnd = mulberry32(seed);
        const key = new Uint8Array(128);
        for (let step = 0; step < 60; step++) {
          // the engine's moves, found as the position's own
          const legal = rules.legalMoves(t);
          if (legal.length === 0) break;
          const want = legal[Math.floor(rnd() * legal.length)];
          const internal = toInternal(p, t, want);
          if (internal < 0) continue; // (a lone card to an empty cell: not a move here)
          const before = key.slice(0, p.key(key));
          p.apply(internal);
          p.undo(internal);
          expect(Array.from(key.slice(0, p.key(key)))).to.deep.equal(Array.from(before));
          p.apply(internal);
          t = rules.apply(t, want);
          const q = position(rules, t, deal);
          expect(Array.from(key.slice(0, p.key(key))), `${build} seed ${seed} step ${step}`).to.deep.equal(
            Array.from(key.slice(0, q.key(key))),
          );
        }
      }
    }
  });
});

/** The position's move that is engine move m on table t, or -1. */
function toInternal(p: SeasonsPosition, t: Table, m: Move): number {
  const cards = (b: number): readonly number[] => t.piles[b].cards;
  const options: number[] = [mk(DEAL, 0, 0, 0)];
  const w = p.wasteTop();
  if (w >= 0) {
    options.push(mk(WASTE_UP, 0, 0, w));
    for (let b = 0; b < 5; b++) options.push(mk(WASTE_CELL, 0, b, w));
  }
  for (let a = 0; a < 5; a++) {
    const c = cards(6 + a);
    if (c.length === 0) continue;
    const x = c[c.length - 1];
    options.push(mk(CELL_UP, a, 0, x));
    for (let b = 0; b < 5; b++) if (b !== a) options.push(mk(CELL_CELL, a, b, x));
  }
  for (const o of options) if (sameMove(engineMove(t, o), m)) return o;
  return -1;
}

describe('seasons search: verdicts', () => {
  it('agrees with an exhaustive search without pruning on random endgames (both builds)', function () {
    this.timeout(120_000);
    agreesOnSeasonsEndgames((rules, t) => {
      const s = createSearch(rules, t, { nodes: 300_000 });
      expect(s).to.be.instanceOf(SeasonsSearch);
      return s;
    }, 1001);
  });

  it('beam passes alone win deals, with lines the engine plays to a won table', function () {
    this.timeout(60_000);
    const rules = rulesOf('seasons', { build: 'any' });
    let wins = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const deal = rules.deal(seed);
      const p = position(rules, deal);
      const beam = new SeasonsBeam(p, unmetered()).pass(300, 0, null);
      beam.begin(deal);
      beam.run(Infinity, Infinity);
      if (!beam.won) continue;
      let t = deal;
      for (const m of beam.won) {
        const legal = rules.legalMove(t, engineMove(t, m));
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
