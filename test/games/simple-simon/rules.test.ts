/** Simple Simon (RULES.md §23) from its description: building regardless of suit, runs of one suit moving, whole runs going home. */
import { expect } from '@open-wc/testing';
import { rulesOf } from '../../named.js';
import { game, move, plays, refuses, show } from '../../engine/helpers.js';
import { dealShape, decidesDeals, expectWholeDeck } from '../catalogue.js';

const V = 'simple-simon';

describe('Simple Simon', () => {
  it('deals ten piles of 8, 8, 8, 7, 6, 5, 4, 3, 2, 1 face up; no stock', () => {
    const rules = rulesOf(V);
    expect(
      Object.values(dealShape(rules))
        .slice(4)
        .map(([n]) => n),
    ).to.deep.equal([8, 8, 8, 7, 6, 5, 4, 3, 2, 1]);
    expectWholeDeck(rules);
  });

  it('moves a run of one suit as a whole or in part, not one that mixes suits; an empty pile takes any run', () => {
    const g = game(V, {}, { 'tableau-0': '* 9D', 'tableau-1': '8S 7H 6H', 'tableau-2': '8C', 'tableau-3': '' });
    refuses(g, move('tableau-1', 'tableau-0', 3));
    plays(g, move('tableau-1', 'tableau-2', 2));
    expect(show(g, 'tableau-2')).to.equal('8C 7H 6H');
    plays(g, move('tableau-2', 'tableau-3', 2));
  });

  it('a complete run from K to A of one suit goes home by the move that completes it; won with four runs home', () => {
    const run = (s: string, to = 1): string =>
      'K Q J T 9 8 7 6 5 4 3 2 A'
        .split(' ')
        .slice(0, 14 - to)
        .map((r) => r + s)
        .join(' ');
    const g = game(
      V,
      {},
      { 'foundation-0': run('C'), 'foundation-1': run('D'), 'foundation-2': run('H'), 'tableau-0': run('S', 2), 'tableau-1': 'AS' },
    );
    plays(g, move('tableau-1', 'tableau-0'));
    expect(show(g, 'tableau-0')).to.equal('');
    expect(g.won).to.equal(true);
  });

  it('search decides deals', function () {
    this.timeout(120_000);
    decidesDeals(V, {}, 2, 300_000, 0);
  });
});
