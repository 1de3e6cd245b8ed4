/** Baker's Dozen (RULES.md §20) from its description: kings dealt under, building regardless of suit, emptied piles stay empty. */
import { expect } from '@open-wc/testing';
import { rank } from '../../../src/engine/cards.js';
import { rulesOf } from '../../named.js';
import { game, move, plays, refuses } from '../../engine/helpers.js';
import { agreesOnEndgames, dealShape, decidesDeals, endgame, expectWholeDeck } from '../catalogue.js';

const V = 'bakers-dozen';

describe("Baker's Dozen", () => {
  it('deals thirteen piles of four, each pile’s kings at its bottom, the others in their dealt order', () => {
    const rules = rulesOf(V);
    expect(Object.values(dealShape(rules))).to.deep.equal([...Array(4).fill([0, 0]), ...Array(13).fill([4, 0])]);
    expectWholeDeck(rules);
    for (let seed = 1; seed <= 20; seed++) {
      for (const p of rules.deal(seed).piles.slice(4)) {
        const kings = p.cards.filter((c) => rank(c) === 13).length;
        expect(p.cards.slice(0, kings).every((c) => rank(c) === 13)).to.equal(true);
      }
    }
  });

  it('builds down regardless of suit, one card at a time; an emptied pile stays empty', () => {
    const g = game(V, {}, { 'tableau-0': '* 9H', 'tableau-1': '8C 7D', 'tableau-2': '8S', 'tableau-3': '6C' });
    refuses(g, move('tableau-1', 'tableau-0', 2));
    plays(g, move('tableau-2', 'tableau-0'));
    refuses(g, move('tableau-3', 'tableau-2'));
  });

  it('is won with every card home; search agrees with an exhaustive one and decides deals', function () {
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
    agreesOnEndgames(rulesOf(V), (rnd) => endgame(rulesOf(V), rnd, 5 + Math.floor(rnd() * 5), true), 40, { won: 3, lost: 0 });
    decidesDeals(V, {}, 3, 1_000_000, 2);
  });
});
