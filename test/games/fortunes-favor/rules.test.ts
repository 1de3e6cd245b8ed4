/** Fortune's Favor (RULES.md §25) from its description: aces home, twelve piles of one, emptied piles refilled from the waste, else the stock. */
import { expect } from '@open-wc/testing';
import { rulesOf } from '../../named.js';
import { game, move, plays, refuses, show } from '../../engine/helpers.js';
import { dealShape, decidesDeals, expectWholeDeck } from '../catalogue.js';

const V = 'fortunes-favor';
/** Piles 3-11 each holding one of these nine cards, so that no pile waits for a refill. */
const rest = Object.fromEntries('9S 9D TC TS TD JC JS JD QC'.split(' ').map((c, i) => [`tableau-${i + 3}`, c]));

describe("Fortune's Favor", () => {
  it('puts the aces home and deals twelve piles of one; 36 in the stock', () => {
    const rules = rulesOf(V);
    expect(Object.values(dealShape(rules))).to.deep.equal([[36, 36], [0, 0], ...Array(4).fill([1, 0]), ...Array(12).fill([1, 0])]);
    expectWholeDeck(rules);
  });

  it('fills an emptied pile at once from the waste, or from the stock when the waste is empty', () => {
    const g = game(
      V,
      {},
      {
        stock: '* 5D',
        waste: '7S',
        'foundation-0': 'AC',
        'foundation-1': 'AD',
        'foundation-2': 'AH',
        'foundation-3': 'AS',
        'tableau-0': '2C',
        'tableau-1': '2D',
        'tableau-2': '3C',
        ...rest,
      },
    );
    plays(g, move('tableau-0', 'foundation-0'));
    expect(show(g, 'tableau-0')).to.equal('7S');
    expect(show(g, 'waste')).to.equal('');
    plays(g, move('tableau-1', 'foundation-1'));
    expect(show(g, 'tableau-1')).to.equal('5D');
  });

  it('builds down in suit, one card at a time; the waste top plays', () => {
    const g = game(
      V,
      {},
      {
        stock: '*',
        waste: '6H',
        'foundation-0': 'AC',
        'foundation-1': 'AD',
        'foundation-2': 'AH',
        'foundation-3': 'AS',
        'tableau-0': '7H',
        'tableau-1': '7C',
        'tableau-2': '8H',
        ...rest,
      },
    );
    refuses(g, move('waste', 'tableau-1'));
    refuses(g, move('tableau-0', 'tableau-1'));
    plays(g, move('waste', 'tableau-0'));
    refuses(g, move('tableau-0', 'tableau-2', 2));
    expect(g.legalMoves().find((m) => m.kind === 'deal')?.count).to.equal(1);
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
