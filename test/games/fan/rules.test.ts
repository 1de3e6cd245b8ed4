/** Fan (RULES.md §31) from its description: eighteen fans, building down in suit, kings into empty fans, foundation cards coming back. */
import { expect } from '@open-wc/testing';
import { rulesOf } from '../../named.js';
import { game, move, plays, refuses } from '../../engine/helpers.js';
import { dealShape, decidesDeals, expectWholeDeck } from '../catalogue.js';

const V = 'fan';

describe('Fan', () => {
  it('deals seventeen fans of three and one of one, face up', () => {
    const rules = rulesOf(V);
    expect(Object.values(dealShape(rules))).to.deep.equal([...Array(4).fill([0, 0]), ...Array(17).fill([3, 0]), [1, 0]]);
    expectWholeDeck(rules);
  });

  it('builds down in suit, one card at a time; an empty fan takes only a king; a foundation card comes back (Ruling)', () => {
    const g = game(
      V,
      {},
      { 'foundation-0': 'AH 2H 3H', 'tableau-0': '* 5H', 'tableau-1': 'KC 4H', 'tableau-2': 'QD 4S', 'tableau-3': '2C KS' },
    );
    refuses(g, move('tableau-2', 'tableau-0'));
    plays(g, move('tableau-1', 'tableau-0'));
    refuses(g, move('tableau-2', 'tableau-4'));
    plays(g, move('tableau-3', 'tableau-4'));
    plays(g, move('foundation-0', 'tableau-0'));
    refuses(g, move('tableau-0', 'tableau-1', 2));
  });

  it('is won with every card home; search decides deals (the exhaustive search drowns in foundation cards coming back)', function () {
    this.timeout(120_000);
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
    decidesDeals(V, {}, 3, 1_000_000, 2);
  });
});
