/** Forty Thieves (RULES.md §14) from its description: two decks, ten piles of four, building down in suit, one card at a time. */
import { expect } from '@open-wc/testing';
import { rulesOf } from '../../named.js';
import { game, move, plays, refuses, show } from '../../engine/helpers.js';
import { dealShape, decidesDeals, expectWholeDeck } from '../catalogue.js';

const V = 'forty-thieves';

describe('Forty Thieves', () => {
  it('deals ten piles of four face up, the other 64 to the stock; eight foundations', () => {
    const rules = rulesOf(V);
    const shape = dealShape(rules);
    expect(shape.stock).to.deep.equal([64, 64]);
    expect(Object.keys(shape).filter((id) => id.startsWith('foundation-')).length).to.equal(8);
    expect(Object.values(shape).slice(10)).to.deep.equal(Array(10).fill([4, 0]));
    expectWholeDeck(rules);
  });

  it('turns the stock one card at a time with no redeal; builds down in suit, one card at a time; an empty pile takes any card', () => {
    const g = game(V, {}, { stock: '*', waste: '', 'tableau-0': '9H', 'tableau-1': '4C 8H 7H', 'tableau-2': '8S', 'tableau-3': '' });
    refuses(g, move('tableau-2', 'tableau-0'));
    refuses(g, move('tableau-1', 'tableau-0', 2));
    plays(g, move('tableau-1', 'tableau-3'));
    plays(g, move('tableau-1', 'tableau-0'));
    expect(show(g, 'tableau-0')).to.equal('9H 8H');
    const deal = g.legalMoves().find((m) => m.kind === 'deal');
    expect(deal?.count).to.equal(1);
  });

  it('is won with all 104 cards home; search decides some deals', function () {
    this.timeout(240_000);
    const suitRun = (s: string): string =>
      'A 2 3 4 5 6 7 8 9 T J Q K'
        .split(' ')
        .map((r) => r + s)
        .join(' ');
    const piles: Record<string, string> = {};
    'CDHSCDHS'.split('').forEach((s, i) => (piles[`foundation-${i}`] = suitRun(s)));
    piles['foundation-7'] = piles['foundation-7'].replace(/ KS$/, '');
    piles['tableau-0'] = 'KS';
    const g = game(V, {}, piles);
    plays(g, move('tableau-0', 'foundation-7'));
    expect(g.won).to.equal(true);
    decidesDeals(V, {}, 2, 300_000, 0);
  });
});
