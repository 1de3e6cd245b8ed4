/** The Pyramid solver: verdicts against an exhaustive search on small positions, lines that win, a dead position proven lost, a game won by hints. */
import { expect } from '@open-wc/testing';
import { rank } from '../../../src/engine/cards.js';
import { mulberry32 } from '../../../src/engine/rng.js';
import { rulesOf, solveRules } from '../../named.js';
import type { Table } from '../../../src/engine/types.js';
import { agreesWithExhaustive, card, shuffled, winnableSeed, wonByHints } from '../classics.js';
import { replay } from '../../engine/search-helpers.js';
import { pyramidTable } from './helpers.js';

/** The top three rows of a pyramid (3 to 6 cards) and a talon of 3 to 8, at random from the cards of ranks 5 to 8 (so that pairs abound: 5 + 8, 6 + 7). */
function small(rnd: () => number, redeals: number): Table {
  const deck = shuffled(
    Array.from({ length: 52 }, (_, c) => c).filter((c) => ((r) => r >= 5 && r <= 8)(rank(c))),
    rnd,
  );
  const pyr = deck.slice(0, 3 + Math.floor(rnd() * 4));
  const talon = deck.slice(10, 13 + Math.floor(rnd() * 6));
  const w = Math.floor(rnd() * 3);
  return pyramidTable(pyr, talon.slice(w), talon.slice(0, w), Math.floor(rnd() * (redeals + 1)));
}

/**
 * Up to ten pyramid cards (four rows) and a talon of 2 to 10, mostly of cards that pair up (so
 * that many positions are won), some on the waste, any redeals used: the last pass too, where
 * the search buries waste cards under one that can never go, forces pairs and deals at once.
 */
function paired(rnd: () => number, redeals: number): Table {
  const all = shuffled(
    Array.from({ length: 52 }, (_, c) => c),
    rnd,
  );
  const used = new Set<number>();
  const deck: number[] = [];
  for (const c of all) {
    if (used.has(c) || deck.length > 20) continue;
    const p = rank(c) === 13 ? c : all.find((d) => !used.has(d) && rank(d) + rank(c) === 13);
    if (p === undefined) continue;
    used.add(c).add(p);
    deck.push(...(p === c ? [c] : [c, p]));
  }
  shuffled(deck, rnd);
  const n = [1, 3, 6, 10][Math.floor(rnd() * 4)];
  const talon = deck.slice(n, n + 2 + Math.floor(rnd() * 9));
  const w = Math.floor(rnd() * 4);
  return pyramidTable(deck.slice(0, n), talon.slice(w), talon.slice(0, w), Math.floor(rnd() * (redeals + 1)));
}

describe('Pyramid: search', () => {
  it('agrees with an exhaustive search on positions of cards that pair up (0, 1, 2 and unlimited redeals), and its lines win', function () {
    this.timeout(120_000);
    const rnd = mulberry32(11);
    let won = 0;
    let lost = 0;
    for (const redeals of [0, 1, 2, 'unlimited'] as const) {
      const rules = rulesOf('pyramid', { redeals });
      const tables = Array.from({ length: 60 }, () => paired(rnd, redeals === 'unlimited' ? 3 : redeals));
      const r = agreesWithExhaustive(rules, tables, 50_000, 100_000);
      won += r.won;
      lost += r.lost;
    }
    expect(won, 'won positions compared').to.be.greaterThan(20);
    expect(lost, 'lost positions compared').to.be.greaterThan(20);
  });

  it('agrees with an exhaustive search on small positions (0, 1 and unlimited redeals), and its lines win', function () {
    this.timeout(60_000);
    const rnd = mulberry32(7);
    let won = 0;
    let lost = 0;
    for (const redeals of [0, 1, 'unlimited'] as const) {
      const rules = rulesOf('pyramid', { redeals });
      const tables = Array.from({ length: 25 }, () => small(rnd, redeals === 'unlimited' ? 3 : redeals));
      const r = agreesWithExhaustive(rules, tables, 50_000, 100_000);
      won += r.won;
      lost += r.lost;
    }
    expect(won, 'won positions compared').to.be.greaterThan(5);
    expect(lost, 'lost positions compared').to.be.greaterThan(5);
  });

  it('proves a dead position lost: an A under the last two Qs', () => {
    const rules = rulesOf('pyramid', { redeals: 1 });
    const dead = pyramidTable([card(1, 'C'), card(12, 'D'), card(12, 'H')], [card(2, 'C'), card(8, 'S'), card(5, 'S')], []);
    expect(rules.legalMoves(dead).length).to.be.greaterThan(0);
    expect(solveRules(rules, dead, { nodes: 100 }).result).to.equal('unwinnable');
  });

  it('proves the hardest of seeds 1 to 100 lost within 1 M positions: the same cards left earlier in the passes deal on to it', function () {
    this.timeout(60_000);
    const rules = rulesOf('pyramid', { redeals: 2 });
    // seed 63 needed 1.10 M positions before positions with fewer talon cards dealt counted as dominating
    expect(solveRules(rules, rules.deal(63), { nodes: 1_000_000 }).result).to.equal('unwinnable');
  });

  it('decides deals within 1 M positions, a winning line replayed to a won table', function () {
    this.timeout(60_000);
    const rules = rulesOf('pyramid');
    const seed = winnableSeed(rules, 1, 1_000_000);
    const r = solveRules(rules, rules.deal(seed), { nodes: 1_000_000 });
    expect(r.result).to.equal('winnable');
    if (r.result !== 'winnable') return;
    const seen = replay(rules, rules.deal(seed), r.moves);
    expect(rules.isWon(seen[seen.length - 1])).to.equal(true);
    expect(['winnable', 'unwinnable']).to.include(solveRules(rules, rules.deal(2), { nodes: 1_000_000 }).result);
  });

  it('wins a deal by hints alone on a <patience-game>', async function () {
    this.timeout(120_000);
    const seed = winnableSeed(rulesOf('pyramid'), 1, 200_000);
    await wonByHints({ variant: 'pyramid', seed: String(seed) });
  });
});
