/** Beleaguered Castle (RULES.md §15) from its description: the aces dealt home, building regardless of suit, one card at a time. */
import { expect } from '@open-wc/testing';
import { rulesOf } from '../../named.js';
import { game, move, plays, refuses, show } from '../../engine/helpers.js';
import { agreesOnEndgames, dealShape, decidesDeals, endgame, expectWholeDeck } from '../catalogue.js';

const V = 'beleaguered-castle';

describe('Beleaguered Castle: the deal', () => {
  it('puts the four aces on the foundations and deals eight piles of six, face up, piles in the catalogue order', () => {
    const rules = rulesOf(V);
    const shape = dealShape(rules, 3);
    expect(Object.keys(shape)).to.deep.equal(
      [0, 1, 2, 3].map((i) => `foundation-${i}`).concat([0, 1, 2, 3, 4, 5, 6, 7].map((i) => `tableau-${i}`)),
    );
    expect(Object.values(shape)).to.deep.equal([...Array(4).fill([1, 0]), ...Array(8).fill([6, 0])]);
    const t = rules.deal(3);
    expect(t.piles.slice(0, 4).map((p) => p.cards[0] % 13)).to.deep.equal([0, 0, 0, 0]);
    expectWholeDeck(rules);
  });
});

describe('Beleaguered Castle: moves', () => {
  it('builds down regardless of suit, one card at a time; an empty pile takes any card', () => {
    const g = game(
      V,
      {},
      {
        'foundation-0': 'AC',
        'foundation-1': 'AD',
        'foundation-2': 'AH',
        'foundation-3': 'AS',
        'tableau-0': '* 9C',
        'tableau-1': '8C 7D',
        'tableau-2': '8H',
      },
    );
    plays(g, move('tableau-2', 'tableau-0'));
    refuses(g, move('tableau-1', 'tableau-0', 2));
    refuses(g, move('tableau-1', 'tableau-2', 2));
    plays(g, move('tableau-1', 'tableau-3'));
    expect(show(g, 'tableau-3')).to.equal('7D');
    refuses(g, move('tableau-1', 'tableau-4'));
  });

  it('builds the foundations up in suit, and a foundation card never comes back', () => {
    const g = game(
      V,
      {},
      { 'foundation-0': 'AC', 'foundation-1': 'AD', 'foundation-2': 'AH', 'foundation-3': 'AS', 'tableau-0': '* 2C', 'tableau-1': '3H' },
    );
    refuses(g, move('tableau-1', 'foundation-2'));
    plays(g, move('tableau-0', 'foundation-0'));
    refuses(g, move('foundation-0', 'tableau-1'));
  });

  it('is won with every card home', () => {
    const rules = rulesOf(V);
    const t = endgame(rules, () => 0.999, 12)!;
    expect(rules.isWon(t)).to.equal(false);
    const g = game(
      V,
      {},
      {
        'foundation-0': 'AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC',
        'foundation-1': 'AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD',
        'foundation-2': 'AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH',
        'foundation-3': 'AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS',
        'tableau-4': 'KC',
      },
    );
    plays(g, move('tableau-4', 'foundation-0'));
    expect(g.won).to.equal(true);
  });
});

describe('Beleaguered Castle: search', () => {
  it('agrees with an exhaustive search on endgames', function () {
    this.timeout(60_000);
    agreesOnEndgames(rulesOf(V), (rnd) => endgame(rulesOf(V), rnd, 4 + Math.floor(rnd() * 6), true), 40, { won: 5, lost: 0 });
  });

  it('decides deals within 1 M positions, its lines winning', function () {
    this.timeout(120_000);
    decidesDeals(V, {}, 3, 1_000_000, 2);
  });
});
