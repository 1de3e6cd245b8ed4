/** Spiderette (RULES.md §22) from its description: one-deck Spider on a Klondike deal; the last row three cards. */
import { expect } from '@open-wc/testing';
import { rulesOf } from '../../named.js';
import { game, move, plays, refuses, show } from '../../engine/helpers.js';
import { dealShape, decidesDeals, expectWholeDeck } from '../catalogue.js';

const V = 'spiderette';

describe('Spiderette', () => {
  it('deals seven piles as Klondike does (pile n holds n cards, the top one face up); 24 in the stock', () => {
    const rules = rulesOf(V);
    expect(Object.values(dealShape(rules))).to.deep.equal([
      [24, 24],
      ...Array(4).fill([0, 0]),
      ...[1, 2, 3, 4, 5, 6, 7].map((n) => [n, n - 1]),
    ]);
    expectWholeDeck(rules);
  });

  it('deals rows of seven while no pile is empty, the last one three cards onto piles 0-2', () => {
    const rules = rulesOf(V);
    let t = rules.deal(2);
    const sizes: number[] = [];
    for (;;) {
      const row = rules.legalMoves(t).find((m) => m.kind === 'row');
      if (!row) break;
      sizes.push(row.count);
      t = rules.apply(t, row);
      expect(rules.validate(t)).to.equal(null);
    }
    expect(sizes).to.deep.equal([7, 7, 7, 3]);
    const g = game(V, {}, { stock: 'AC 2C 3C', 'tableau-0': '* KS', 'tableau-1': 'QS' }, { 'tableau-0': 47 });
    expect(g.legalMoves().some((m) => m.kind === 'row')).to.equal(false);
  });

  it('builds down regardless of suit; a run of one suit moves; a complete K-A run goes home; won with four runs home', () => {
    const run = (s: string, to = 1): string =>
      'K Q J T 9 8 7 6 5 4 3 2 A'
        .split(' ')
        .slice(0, 14 - to)
        .map((r) => r + s)
        .join(' ');
    const g = game(
      V,
      {},
      { 'foundation-0': run('C'), 'foundation-1': run('D'), 'foundation-2': run('H'), 'tableau-0': run('S', 3), 'tableau-1': '2S AS' },
    );
    refuses(g, move('tableau-1', 'tableau-0'));
    plays(g, move('tableau-1', 'tableau-0', 2));
    expect(show(g, 'tableau-0')).to.equal('');
    expect(g.won).to.equal(true);
  });

  it('search decides deals', function () {
    this.timeout(120_000);
    decidesDeals(V, {}, 2, 300_000, 0);
  });
});
