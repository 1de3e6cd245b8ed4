/** Baker's Game (RULES.md §17) from its description: FreeCell's deals, cells and moves, building down in suit. */
import { expect } from '@open-wc/testing';
import { rulesOf } from '../../named.js';
import { game, move, plays, refuses, show } from '../../engine/helpers.js';
import { agreesOnEndgames, dealShape, decidesDeals, endgame, expectWholeDeck } from '../catalogue.js';

const V = 'bakers-game';

describe("Baker's Game", () => {
  it("deals FreeCell's numbered deals (deal 1 as FreeCell's), and the project's shuffle with deals=shuffle", () => {
    const rules = rulesOf(V);
    expect(rules.deal(1).piles.slice(8)).to.deep.equal(rulesOf('freecell').deal(1).piles.slice(8));
    expect(
      Object.values(dealShape(rules))
        .slice(8)
        .map(([n]) => n),
    ).to.deep.equal([7, 7, 7, 7, 6, 6, 6, 6]);
    expectWholeDeck(rules);
    expectWholeDeck(rulesOf(V, { deals: 'shuffle' }));
  });

  it('builds down in suit; a run moves as far as free cells and empty columns allow', () => {
    const g = game(
      V,
      {},
      {
        'freecell-0': 'KD',
        'freecell-1': 'KH',
        'freecell-2': 'KS',
        'tableau-0': '* TC',
        'tableau-1': '9C 8C 7C',
        'tableau-2': 'TH',
        'tableau-3': 'JH',
        'tableau-4': 'QC',
        'tableau-5': 'QH',
        'tableau-6': 'QS',
        'tableau-7': 'JC',
      },
    );
    refuses(g, move('tableau-1', 'tableau-2', 3));
    refuses(g, move('tableau-2', 'tableau-0'));
    // one free cell, no empty column but the target: 2 cards at most
    refuses(g, move('tableau-1', 'tableau-0', 3));
    plays(g, move('tableau-2', 'tableau-3'));
    plays(g, move('tableau-1', 'tableau-0', 3));
    expect(show(g, 'tableau-0').endsWith('TC 9C 8C 7C')).to.equal(true);
  });

  it('search agrees with an exhaustive one on endgames and decides deals', function () {
    this.timeout(120_000);
    agreesOnEndgames(rulesOf(V), (rnd) => endgame(rulesOf(V), rnd, 5 + Math.floor(rnd() * 6), true), 40, { won: 3, lost: 0 });
    decidesDeals(V, {}, 3, 1_000_000, 2);
  });
});
