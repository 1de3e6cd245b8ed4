/** Russian Solitaire (RULES.md §30) from its description: Yukon building down in suit. */
import { expect } from '@open-wc/testing';
import { rulesOf } from '../../named.js';
import { game, move, plays, refuses, show } from '../../engine/helpers.js';
import { dealShape, decidesDeals, expectWholeDeck } from '../catalogue.js';

const V = 'russian';

describe('Russian Solitaire', () => {
  it('deals as Yukon: one card, then n − 1 face down under five face up', () => {
    const rules = rulesOf(V);
    expect(Object.values(dealShape(rules)).slice(4)).to.deep.equal([
      [1, 0],
      [6, 1],
      [7, 2],
      [8, 3],
      [9, 4],
      [10, 5],
      [11, 6],
    ]);
    expectWholeDeck(rules);
  });

  it('moves any face-up card with what lies on it onto the card one rank above in its suit; a face-down card turns up', () => {
    const g = game(V, {}, { 'tableau-0': '* 9H', 'tableau-1': 'KC 8H 2S 4D', 'tableau-2': '9S' }, { 'tableau-1': 1 });
    refuses(g, move('tableau-1', 'tableau-2', 3));
    plays(g, move('tableau-1', 'tableau-0', 3));
    expect(show(g, 'tableau-1')).to.equal('KC');
    expect(show(g, 'tableau-0').endsWith('9H 8H 2S 4D')).to.equal(true);
  });

  it('an empty pile takes only a king; a foundation card may come back (as in Yukon)', () => {
    const g = game(V, {}, { 'foundation-0': 'AS 2S 3S', 'tableau-0': '* QC', 'tableau-1': 'JC KD 4H', 'tableau-2': '4S' });
    refuses(g, move('tableau-2', 'tableau-3'));
    plays(g, move('tableau-1', 'tableau-3', 2));
    plays(g, move('foundation-0', 'tableau-2'));
  });

  it('is won with every card home; search decides deals', function () {
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
