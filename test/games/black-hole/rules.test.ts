/** Black Hole (RULES.md §21) from its description: the A♠ dealt to the hole, seventeen fans of three, K and A neighbours. */
import { expect } from '@open-wc/testing';
import { rank } from '../../../src/engine/cards.js';
import type { Table } from '../../../src/engine/types.js';
import { rulesOf } from '../../named.js';
import { game, move, plays, refuses } from '../../engine/helpers.js';
import { agreesOnEndgames, dealShape, decidesDeals, expectWholeDeck } from '../catalogue.js';
import { shuffled } from '../classics.js';

const V = 'black-hole';

describe('Black Hole', () => {
  it('puts the ace of spades in the hole and deals seventeen fans of three, face up; no stock', () => {
    const rules = rulesOf(V);
    expect(Object.values(dealShape(rules))).to.deep.equal([[1, 0], ...Array(17).fill([3, 0])]);
    for (let seed = 1; seed <= 5; seed++) expect(rules.deal(seed).piles[0].cards).to.deep.equal([rules.deck[39]]);
    expectWholeDeck(rules);
  });

  it('plays a fan top one rank above or below the hole, K and A neighbours; nothing builds on a fan', () => {
    const g = game(V, {}, { waste: '* AS', 'tableau-0': 'KD', 'tableau-1': '2C', 'tableau-2': '3H', 'tableau-3': '5C' });
    refuses(g, move('tableau-2', 'waste'));
    refuses(g, move('tableau-1', 'tableau-2'));
    plays(g, move('tableau-1', 'waste'));
    plays(g, move('tableau-2', 'waste'));
    refuses(g, move('tableau-0', 'waste'));
    const k = game(V, {}, { waste: '* AS', 'tableau-0': 'KD' });
    plays(k, move('tableau-0', 'waste'));
  });

  it('is won with all 52 cards in the hole', () => {
    const g = game(V, {}, { waste: '* KH', 'tableau-0': 'QH' });
    expect(g.won).to.equal(false);
    plays(g, move('tableau-0', 'waste'));
    expect(g.won).to.equal(true);
  });

  it('search agrees with an exhaustive one on small positions and decides deals', function () {
    this.timeout(120_000);
    const rules = rulesOf(V);
    const small = (rnd: () => number): Table => {
      const deck = shuffled(
        rules.deck.filter((c) => rank(c) <= 6),
        rnd,
      );
      const piles = rules.specs.map(() => ({ cards: [] as number[], down: 0 }));
      piles[0].cards.push(deck[0]);
      for (const c of deck.slice(1, 4 + Math.floor(rnd() * 14))) piles[1 + Math.floor(rnd() * 17)].cards.push(c);
      return { piles, redeals: 0 };
    };
    agreesOnEndgames(rules, small, 40, { won: 3, lost: 3 });
    decidesDeals(V, {}, 5, 1_000_000, 3);
  });
});
