/** King Albert (RULES.md §27) from its description: nine piles, a reserve of seven free cards, alternating colours, foundation cards coming back. */
import { expect } from '@open-wc/testing';
import { rulesOf } from '../../named.js';
import { game, move, plays, refuses } from '../../engine/helpers.js';
import { dealShape, decidesDeals, expectWholeDeck } from '../catalogue.js';

const V = 'king-albert';

describe('King Albert', () => {
  it('deals nine piles of 1 to 9 cards face up and seven reserve cards, each its own pile', () => {
    const rules = rulesOf(V);
    expect(Object.values(dealShape(rules))).to.deep.equal([
      ...Array(4).fill([0, 0]),
      ...Array(7).fill([1, 0]),
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => [n, 0]),
    ]);
    expectWholeDeck(rules);
  });

  it('builds down in alternating colours, one card at a time; an empty pile takes any card; reserve cards play; foundation cards come back', () => {
    const g = game(
      V,
      {},
      {
        'foundation-0': 'AH 2H 3H 4H 5H 6H',
        'reserve-0': '9S',
        'reserve-1': '9H',
        'tableau-8': '* TD',
        'tableau-1': '5C 8H 7C',
        'tableau-2': '',
      },
    );
    refuses(g, move('reserve-1', 'tableau-8'));
    plays(g, move('reserve-0', 'tableau-8'));
    refuses(g, move('tableau-1', 'tableau-8', 2));
    plays(g, move('tableau-1', 'tableau-2'));
    plays(g, move('tableau-1', 'tableau-8'));
    refuses(g, move('tableau-1', 'reserve-0'));
    plays(g, move('foundation-0', 'tableau-2'));
  });

  it('is won with every card home; search decides deals (an exhaustive search drowns in foundation cards coming back)', function () {
    this.timeout(120_000);
    const g = game(
      V,
      {},
      {
        'foundation-0': 'AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC',
        'foundation-1': 'AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD',
        'foundation-2': 'AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH',
        'foundation-3': 'AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS',
        'tableau-8': 'KS',
      },
    );
    plays(g, move('tableau-8', 'foundation-3'));
    expect(g.won).to.equal(true);
    decidesDeals(V, {}, 2, 1_000_000, 1);
  });
});
