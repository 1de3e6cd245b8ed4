/** Scorpion (RULES.md §24) from its description: seven piles of seven, three face down in piles 0-3, the stock's three cards onto piles 0-2. */
import { expect } from '@open-wc/testing';
import { rulesOf } from '../../named.js';
import { game, move, plays, refuses, show } from '../../engine/helpers.js';
import { dealShape, decidesDeals, expectWholeDeck } from '../catalogue.js';

const V = 'scorpion';

describe('Scorpion', () => {
  it('deals seven piles of seven, the lowest three face down in piles 0-3; three in the stock', () => {
    const rules = rulesOf(V);
    expect(Object.values(dealShape(rules))).to.deep.equal([
      [3, 3],
      ...Array(4).fill([0, 0]),
      ...Array(4).fill([7, 3]),
      ...Array(3).fill([7, 0]),
    ]);
    expectWholeDeck(rules);
  });

  it('deals the stock onto piles 0, 1 and 2 in one move, at any time (empty piles too)', () => {
    const g = game(V, {}, { stock: 'AC 2C 3C', 'tableau-0': '*' });
    const row = g.legalMoves().find((m) => m.kind === 'row')!;
    expect(row.count).to.equal(3);
    expect(g.play(row)).to.equal(true);
    expect(show(g, 'tableau-1')).to.equal('2C');
    expect(show(g, 'tableau-2')).to.equal('AC');
  });

  it('moves any face-up card with what lies on it onto the card one above in its suit; kings only into empty piles; face-down cards turn up', () => {
    const g = game(
      V,
      {},
      { 'tableau-0': '* 9H', 'tableau-1': '4D 8H 2C 5S', 'tableau-2': '3H KC QD', 'tableau-3': '' },
      { 'tableau-1': 1 },
    );
    plays(g, move('tableau-1', 'tableau-0', 3));
    expect(show(g, 'tableau-1')).to.equal('4D');
    refuses(g, move('tableau-2', 'tableau-3', 1));
    refuses(g, move('tableau-2', 'tableau-3', 3));
    plays(g, move('tableau-2', 'tableau-3', 2));
  });

  it('a complete K-A run of one suit goes home; won with four runs home', () => {
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
    expect(g.won).to.equal(true);
  });

  it('search decides deals', function () {
    this.timeout(120_000);
    decidesDeals(V, {}, 3, 1_000_000, 1);
  });
});
