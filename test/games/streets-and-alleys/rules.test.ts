/** Streets and Alleys (RULES.md §16) from its description: Beleaguered Castle with the aces dealt among the rest. */
import { expect } from '@open-wc/testing';
import { rulesOf } from '../../named.js';
import { game, move, plays, refuses } from '../../engine/helpers.js';
import { agreesOnEndgames, dealShape, decidesDeals, endgame, expectWholeDeck } from '../catalogue.js';

const V = 'streets-and-alleys';

describe('Streets and Alleys', () => {
  it('deals eight piles, four of seven and four of six, all face up; the foundations start empty', () => {
    const rules = rulesOf(V);
    expect(Object.values(dealShape(rules))).to.deep.equal([...Array(4).fill([0, 0]), ...Array(4).fill([7, 0]), ...Array(4).fill([6, 0])]);
    expectWholeDeck(rules);
  });

  it('sends an ace to an empty foundation, builds down regardless of suit, one card at a time', () => {
    const g = game(V, {}, { 'tableau-0': '* AS', 'tableau-1': '7S 9H 8C', 'tableau-2': '9D' });
    plays(g, move('tableau-0', 'foundation-0'));
    refuses(g, move('tableau-1', 'tableau-2', 2));
    plays(g, move('tableau-1', 'tableau-2'));
    plays(g, move('tableau-1', 'tableau-3'));
  });

  it('is won with every card home', () => {
    const g = game(
      V,
      {},
      {
        'foundation-0': 'AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC',
        'foundation-1': 'AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD',
        'foundation-2': 'AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH',
        'foundation-3': 'AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS',
        'tableau-0': 'KS',
      },
    );
    plays(g, move('tableau-0', 'foundation-3'));
    expect(g.won).to.equal(true);
  });

  it('search: agrees with an exhaustive search on endgames; decides deals', function () {
    this.timeout(120_000);
    agreesOnEndgames(rulesOf(V), (rnd) => endgame(rulesOf(V), rnd, 4 + Math.floor(rnd() * 6), true), 40, { won: 5, lost: 0 });
    decidesDeals(V, {}, 3, 1_000_000, 2);
  });
});
