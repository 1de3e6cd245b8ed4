/** Aces Up (RULES.md §29) from its description: beaten cards discarded (aces high), rows from the stock, won with the four aces left. */
import { expect } from '@open-wc/testing';
import type { Table } from '../../../src/engine/types.js';
import { rulesOf } from '../../named.js';
import { game, move, plays, refuses, show } from '../../engine/helpers.js';
import { agreesOnEndgames, dealShape, decidesDeals, expectWholeDeck } from '../catalogue.js';
import { smallAcesUp } from './small.js';

const V = 'aces-up';

describe('Aces Up', () => {
  it('deals four piles of one; the other 48 are the stock, dealt one card onto each pile in one move', () => {
    const rules = rulesOf(V);
    expect(dealShape(rules)).to.deep.equal({
      stock: [48, 48],
      discard: [0, 0],
      'tableau-0': [1, 0],
      'tableau-1': [1, 0],
      'tableau-2': [1, 0],
      'tableau-3': [1, 0],
    });
    expectWholeDeck(rules);
    const t = rules.deal(1);
    const row = rules.legalMoves(t).find((m) => m.kind === 'row')!;
    expect(row.count).to.equal(4);
    expect(
      rules
        .apply(t, row)
        .piles.slice(2)
        .map((p) => [p.cards.length, p.down]),
    ).to.deep.equal(Array(4).fill([2, 0]));
  });

  it('discards a top card beaten by a higher one of its suit on another top (A high); an empty pile takes any top card', () => {
    const g = game(V, {}, { stock: '*', 'tableau-0': '9H KS', 'tableau-1': 'QS', 'tableau-2': 'AH', 'tableau-3': '' });
    refuses(g, move('tableau-0', 'discard'));
    plays(g, move('tableau-1', 'discard'));
    expect(show(g, 'discard')).to.equal('QS');
    refuses(g, move('tableau-2', 'discard'));
    plays(g, move('tableau-0', 'tableau-3'));
    plays(g, move('tableau-0', 'discard'));
    refuses(g, move('tableau-3', 'tableau-2'));
  });

  it('is won when only the four aces are left, every other card discarded', () => {
    const g = game(V, {}, { discard: '*', 'tableau-0': 'KC', 'tableau-1': 'AD', 'tableau-2': 'AH', 'tableau-3': 'AS AC' });
    expect(g.won).to.equal(false);
    plays(g, move('tableau-0', 'discard'));
    expect(g.won).to.equal(true);
  });

  it('search agrees with an exhaustive one on small positions and decides deals', function () {
    this.timeout(120_000);
    const rules = rulesOf(V);
    const small = (rnd: () => number): Table => smallAcesUp(rules, rnd);
    agreesOnEndgames(rules, small, 40, { won: 3, lost: 3 });
    decidesDeals(V, {}, 3, 100_000, 0);
  });
});
