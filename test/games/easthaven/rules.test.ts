/** Easthaven (RULES.md §28) from its description: seven piles of three, rows from the stock at any time, alternating colours, runs. */
import { expect } from '@open-wc/testing';
import { rulesOf } from '../../named.js';
import { game, move, plays, refuses, show } from '../../engine/helpers.js';
import { dealShape, decidesDeals, expectWholeDeck } from '../catalogue.js';

const V = 'easthaven';

describe('Easthaven', () => {
  it('deals seven piles of three, only the top face up; 31 in the stock, dealt in rows of seven and a last row of three, at any time', () => {
    const rules = rulesOf(V);
    expect(Object.values(dealShape(rules))).to.deep.equal([[31, 31], ...Array(4).fill([0, 0]), ...Array(7).fill([3, 2])]);
    expectWholeDeck(rules);
    const g = game(V, {}, { stock: 'AC 2C 3C', 'tableau-0': '* KS' }, { 'tableau-0': 48 });
    expect(g.legalMoves().find((m) => m.kind === 'row')?.count).to.equal(3);
    let t = rules.deal(4);
    const sizes: number[] = [];
    for (let row = rules.legalMoves(t).find((m) => m.kind === 'row'); row; row = rules.legalMoves(t).find((m) => m.kind === 'row')) {
      sizes.push(row.count);
      t = rules.apply(t, row);
    }
    expect(sizes).to.deep.equal([7, 7, 7, 7, 3]);
  });

  it('builds down in alternating colours; runs move; an empty pile takes any card or run; foundation cards come back (Ruling)', () => {
    const g = game(
      V,
      {},
      { 'foundation-0': 'AH 2H 3H 4H 5H 6H', 'tableau-0': '* 9C', 'tableau-1': '4S 8H 7S', 'tableau-2': '', 'tableau-3': 'JD 8C' },
      { 'tableau-0': 40, 'tableau-1': 1, 'tableau-3': 1 },
    );
    refuses(g, move('tableau-3', 'tableau-0'));
    plays(g, move('tableau-1', 'tableau-0', 2));
    expect(show(g, 'tableau-1')).to.equal('4S');
    plays(g, move('tableau-0', 'tableau-2', 2));
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
    decidesDeals(V, {}, 3, 1_000_000, 1);
  });
});
