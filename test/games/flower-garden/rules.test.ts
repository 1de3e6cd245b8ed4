/** Flower Garden (RULES.md §26) from its description: six beds, a bouquet of sixteen free cards, foundation cards coming back. */
import { expect } from '@open-wc/testing';
import { rulesOf } from '../../named.js';
import { game, move, plays, refuses } from '../../engine/helpers.js';
import { dealShape, decidesDeals, expectWholeDeck } from '../catalogue.js';

const V = 'flower-garden';

describe('Flower Garden', () => {
  it('deals six piles of six face up and sixteen bouquet cards, each one its own pile', () => {
    const rules = rulesOf(V);
    const shape = dealShape(rules);
    expect(Object.keys(shape).filter((id) => id.startsWith('reserve-')).length).to.equal(16);
    expect(Object.values(shape)).to.deep.equal([...Array(4).fill([0, 0]), ...Array(16).fill([1, 0]), ...Array(6).fill([6, 0])]);
    expectWholeDeck(rules);
  });

  it('plays any bouquet card; builds down regardless of suit, one card at a time; an empty bed takes any card; the bouquet takes nothing', () => {
    const g = game(
      V,
      {},
      {
        'foundation-0': 'AH 2H 3H 4H 5H 6H 7H',
        'reserve-0': '9S',
        'reserve-5': '8H',
        'tableau-0': '* TD',
        'tableau-1': '5S 8C 7D',
        'tableau-2': '',
      },
    );
    plays(g, move('reserve-0', 'tableau-0'));
    refuses(g, move('tableau-1', 'tableau-0', 2));
    plays(g, move('tableau-1', 'tableau-2'));
    plays(g, move('reserve-5', 'foundation-0'));
    refuses(g, move('tableau-1', 'reserve-0'));
    plays(g, move('foundation-0', 'tableau-0'));
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
        'reserve-3': 'KS',
      },
    );
    plays(g, move('reserve-3', 'foundation-3'));
    expect(g.won).to.equal(true);
    decidesDeals(V, {}, 2, 300_000, 0);
  });
});
