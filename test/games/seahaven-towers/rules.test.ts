/** Seahaven Towers (RULES.md §19) from its description: ten piles of five, two of four cells filled, otherwise Eight Off. */
import { expect } from '@open-wc/testing';
import { rulesOf } from '../../named.js';
import { game, move, plays, refuses } from '../../engine/helpers.js';
import { agreesOnEndgames, dealShape, decidesDeals, endgame, expectWholeDeck } from '../catalogue.js';

const V = 'seahaven-towers';

describe('Seahaven Towers', () => {
  it('deals ten piles of five and the other two cards into cells 1 and 2', () => {
    const rules = rulesOf(V);
    expect(Object.values(dealShape(rules)).slice(4)).to.deep.equal([...[0, 1, 1, 0].map((n) => [n, 0]), ...Array(10).fill([5, 0])]);
    expectWholeDeck(rules);
  });

  it('builds down in suit; a run of free cells + 1 moves; an empty pile takes only a king', () => {
    const g = game(
      V,
      {},
      { 'freecell-0': 'KD', 'freecell-1': 'KH', 'tableau-0': '* TC', 'tableau-1': '2D 9C 8C 7C 6C', 'tableau-2': '5H', 'tableau-3': '' },
    );
    // two free cells: three cards
    refuses(g, move('tableau-1', 'tableau-0', 4));
    refuses(g, move('tableau-2', 'tableau-3'));
    plays(g, move('freecell-1', 'tableau-3'));
    plays(g, move('tableau-1', 'tableau-0', 4));
  });

  it('search agrees with an exhaustive one on endgames and decides deals', function () {
    this.timeout(120_000);
    agreesOnEndgames(rulesOf(V), (rnd) => endgame(rulesOf(V), rnd, 5 + Math.floor(rnd() * 6), true), 40, { won: 3, lost: 0 });
    decidesDeals(V, {}, 3, 1_000_000, 2);
  });
});
