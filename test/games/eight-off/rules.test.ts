/** Eight Off (RULES.md §18) from its description: eight cells, four filled; runs no longer than free cells + 1; kings into empty piles. */
import { expect } from '@open-wc/testing';
import { rulesOf } from '../../named.js';
import { game, move, plays, refuses } from '../../engine/helpers.js';
import { agreesOnEndgames, dealShape, decidesDeals, endgame, expectWholeDeck } from '../catalogue.js';

const V = 'eight-off';

describe('Eight Off', () => {
  it('deals eight piles of six and the other four cards into cells 0, 2, 4 and 6', () => {
    const rules = rulesOf(V);
    expect(Object.values(dealShape(rules)).slice(4)).to.deep.equal([
      ...[1, 0, 1, 0, 1, 0, 1, 0].map((n) => [n, 0]),
      ...Array(8).fill([6, 0]),
    ]);
    expectWholeDeck(rules);
  });

  it('a run moves when no longer than the free cells + 1: empty piles do not count, they take only a king', () => {
    const cells = {
      'freecell-0': 'KD',
      'freecell-1': 'KH',
      'freecell-2': 'KS',
      'freecell-3': 'QD',
      'freecell-4': 'QH',
      'freecell-5': 'QS',
      'freecell-6': 'AC',
    };
    const g = game(V, {}, { ...cells, 'tableau-0': '* TC', 'tableau-1': '2D 9C 8C 7C', 'tableau-2': 'JH', 'tableau-3': '' });
    // one free cell: two cards, however many piles are empty
    refuses(g, move('tableau-1', 'tableau-0', 3));
    refuses(g, move('tableau-2', 'tableau-3'));
    plays(g, move('freecell-6', 'foundation-0'));
    plays(g, move('tableau-1', 'tableau-0', 3));
    plays(g, move('freecell-0', 'tableau-3'));
  });

  it('search agrees with an exhaustive one on endgames and decides deals', function () {
    this.timeout(120_000);
    agreesOnEndgames(rulesOf(V), (rnd) => endgame(rulesOf(V), rnd, 5 + Math.floor(rnd() * 6), true), 40, { won: 3, lost: 0 });
    decidesDeals(V, {}, 3, 1_000_000, 2);
  });
});
