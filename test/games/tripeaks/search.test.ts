/** The TriPeaks solver: verdicts against an exhaustive search on small positions, lines that win, a dead position proven lost, a game won by hints. */
import { expect } from '@open-wc/testing';
import { rank } from '../../../src/engine/cards.js';
import { mulberry32 } from '../../../src/engine/rng.js';
import { rulesOf, solveRules } from '../../named.js';
import type { Table } from '../../../src/engine/types.js';
import { uncovered } from './covers.js';
import { agreesWithExhaustive, card, shuffled, winnableSeed, wonByHints } from '../classics.js';
import { replay } from '../../engine/search-helpers.js';
import { peaksTable } from './helpers.js';

/** A deal of the cards of ranks 4 to 8 first (so that neighbours abound), peak cards taken off at random (free ones only) till 6 to 12 are left, and a stock of up to 6. */
function small(rnd: () => number): Table {
  const near = shuffled(
    Array.from({ length: 52 }, (_, c) => c).filter((c) => rank(c) >= 4 && rank(c) <= 8),
    rnd,
  );
  const peaks: (number | null)[] = Array.from({ length: 28 }, (_, k) => 100 + k);
  const left = 6 + Math.floor(rnd() * 7);
  for (let n = 28; n > left; n--) {
    const t = peaksTable(
      peaks.map((c) => (c === null ? null : 0)),
      [],
      1,
    );
    const free = peaks.map((c, k) => (c !== null && uncovered(t, k) ? k : -1)).filter((k) => k >= 0);
    peaks[free[Math.floor(rnd() * free.length)]] = null;
  }
  let next = 0;
  const placed = peaks.map((c) => (c === null ? null : near[next++]));
  return peaksTable(placed, near.slice(next + 1, next + 1 + Math.floor(rnd() * 7)), near[next]);
}

describe('TriPeaks: search', () => {
  it('agrees with an exhaustive search on small positions, and its lines win', function () {
    this.timeout(60_000);
    const rules = rulesOf('tripeaks');
    const rnd = mulberry32(3);
    const { won, lost } = agreesWithExhaustive(
      rules,
      Array.from({ length: 60 }, () => small(rnd)),
      50_000,
      100_000,
    );
    expect(won, 'won positions compared').to.be.greaterThan(5);
    expect(lost, 'lost positions compared').to.be.greaterThan(5);
  });

  it('proves a dead position lost', () => {
    const rules = rulesOf('tripeaks');
    const p: (number | null)[] = Array(28).fill(null);
    p[20] = card(7, 'C');
    const dead = peaksTable(p, [card(11, 'S'), card(4, 'H')], card(2, 'D'));
    expect(solveRules(rules, dead, { nodes: 100 }).result).to.equal('unwinnable');
  });

  it('decides deals within 1 M positions, a winning line replayed to a won table', function () {
    this.timeout(60_000);
    const rules = rulesOf('tripeaks');
    for (let seed = 1; seed <= 5; seed++) {
      const r = solveRules(rules, rules.deal(seed), { nodes: 1_000_000 });
      expect(r.result).to.not.equal('unknown');
      if (r.result !== 'winnable') continue;
      const seen = replay(rules, rules.deal(seed), r.moves);
      expect(rules.isWon(seen[seen.length - 1])).to.equal(true);
    }
  });

  it('wins a deal by hints alone on a <patience-game>', async function () {
    this.timeout(120_000);
    const seed = winnableSeed(rulesOf('tripeaks'), 1, 200_000);
    await wonByHints({ variant: 'tripeaks', seed: String(seed) });
  });
});
