/** The Golf solver: verdicts against an exhaustive search on small positions, lines that win, a dead position proven lost, a game won by hints. */
import { expect } from '@open-wc/testing';
import { rank } from '../../../src/engine/cards.js';
import { mulberry32 } from '../../../src/engine/rng.js';
import { rulesOf, solveRules } from '../../named.js';
import type { Table } from '../../../src/engine/types.js';
import { agreesWithExhaustive, card, shuffled, winnableSeed, wonByHints } from '../classics.js';
import { replay } from '../../engine/search-helpers.js';
import { golfTable } from './helpers.js';

/** Seven columns of 0 to 3 cards and a stock of up to 6, at random from the cards of ranks 4 to 8 (so that neighbours abound). */
function small(rnd: () => number): Table {
  const deck = shuffled(
    Array.from({ length: 52 }, (_, c) => c).filter((c) => ((r) => r >= 4 && r <= 8)(rank(c))),
    rnd,
  );
  let next = 1;
  const cols = Array.from({ length: 7 }, () => deck.slice(next, (next += Math.floor(rnd() * 4))));
  return golfTable(cols, deck.slice(next, next + Math.floor(rnd() * 7)), deck[0]);
}

describe('Golf: search', () => {
  it('agrees with an exhaustive search on small positions, and its lines win', function () {
    this.timeout(60_000);
    const rules = rulesOf('golf');
    const rnd = mulberry32(5);
    const { won, lost } = agreesWithExhaustive(
      rules,
      Array.from({ length: 60 }, () => small(rnd)),
      50_000,
      100_000,
    );
    expect(won, 'won positions compared').to.be.greaterThan(5);
    expect(lost, 'lost positions compared').to.be.greaterThan(5);
  });

  it('proves a dead position lost: no neighbour of a column card is left', () => {
    const rules = rulesOf('golf');
    const dead = golfTable([[card(5, 'C')], [card(10, 'D')]], [card(9, 'S'), card(11, 'D')], card(2, 'H'));
    expect(rules.legalMoves(dead).length).to.be.greaterThan(0);
    expect(solveRules(rules, dead, { nodes: 100 }).result).to.equal('unwinnable');
  });

  it('decides deals within 1 M positions, a winning line replayed to a won table', function () {
    this.timeout(60_000);
    const rules = rulesOf('golf');
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
    const seed = winnableSeed(rulesOf('golf'), 1, 400_000);
    await wonByHints({ variant: 'golf', seed: String(seed) });
  });
});
