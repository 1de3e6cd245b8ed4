import { expect } from '@open-wc/testing';
import { cardCode, makeDeck } from '../../../src/engine/cards.js';
import { shuffle } from '../../../src/engine/rng.js';
import { dealNamed } from '../../named.js';
import { deal, describeCommon, game, move, movesOf, plays, position, refusal, refuses, show, sortedJSON } from '../../engine/helpers.js';

const dealMove = { kind: 'deal' as const, from: 'stock', to: 'waste', count: 1 };
const fives = { 'foundation-0': '5H', 'foundation-1': '5C', 'foundation-2': '5D', 'foundation-3': '5S' };
// Cells 6H TD 9C 9D AD; KS on the waste over AC; the stock holds the rest in deck order (QS on top).
const s1 = {
  ...fives,
  stock: '*',
  waste: 'AC KS',
  'tableau-0': '6H',
  'tableau-1': 'TD',
  'tableau-2': '9C',
  'tableau-3': '9D',
  'tableau-4': 'AD',
};

describe('seasons: the deal', () => {
  it('deals the first card to the first corner, the next five to the cross whatever they are; the rest is the stock', () => {
    for (const seed of [4, 5, 6, 1000]) {
      const s = deal('seasons', {}, seed).state;
      const order = shuffle(makeDeck('standard'), seed).map(cardCode);
      expect(s.piles.map((p) => p.id)).to.deep.equal([
        'stock',
        'waste',
        'foundation-0',
        'foundation-1',
        'foundation-2',
        'foundation-3',
        'tableau-0',
        'tableau-1',
        'tableau-2',
        'tableau-3',
        'tableau-4',
      ]);
      expect(s.piles.slice(2, 6).map((p) => p.cards.map((c) => c.code).join())).to.deep.equal([order[0], '', '', '']);
      expect(s.piles.slice(6).map((p) => p.cards.map((c) => c.code).join())).to.deep.equal(order.slice(1, 6));
      expect(s.piles[0].cards.map((c) => c.code)).to.deep.equal(order.slice(6));
      expect(s.piles[0].cards.every((c) => !c.faceUp)).to.equal(true);
      expect(s.piles[1].cards).to.deep.equal([]);
    }
  });

  it('leaves the other three cards of the base rank where the shuffle put them (cross or stock)', () => {
    let inCross = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const s = deal('seasons', {}, seed).state;
      const base = s.piles[2].cards[0].code[0];
      const where = s.piles.flatMap((p) => p.cards.filter((c) => c.code[0] === base).map(() => p.kind));
      expect(where.filter((k) => k === 'foundation')).to.have.length(1);
      expect(where).to.have.length(4);
      inCross += where.filter((k) => k === 'tableau').length;
    }
    expect(inCross).to.be.greaterThan(0);
  });

  it('builds the cells regardless of suit by default, in alternating colours as the option', () => {
    expect(deal('seasons').state.options).to.deep.equal({ build: 'any' });
    expect(deal('seasons', { build: 'alternate' }).state.options).to.deep.equal({ build: 'alternate' });
    expect(dealNamed('seasons', { build: 'suit' }, 1).ok).to.equal(false);
  });
});

describe('seasons: moves', () => {
  it('lists exactly the legal moves of a position (build any)', () => {
    const g = game('seasons', {}, s1);
    expect(movesOf(g)).to.deep.equal(
      sortedJSON([
        move('tableau-0', 'foundation-0'), // 6H on 5H
        move('tableau-2', 'tableau-1'), // 9C on TD
        move('tableau-3', 'tableau-1'), // 9D on TD: any suit
        move('waste', 'tableau-4'), // KS on AD: K on A
        dealMove,
      ]),
    );
  });

  it('lists exactly the legal moves of a position (build alternate)', () => {
    const g = game('seasons', { build: 'alternate' }, s1);
    expect(movesOf(g)).to.deep.equal(
      sortedJSON([move('tableau-0', 'foundation-0'), move('tableau-2', 'tableau-1'), move('waste', 'tableau-4'), dealMove]),
    );
    refuses(g, move('tableau-3', 'tableau-1')); // 9D on TD: both red
  });

  it('refuses the wrong suit or rank, more than one card, and cards off the foundations or the stock', () => {
    const g = game('seasons', {}, s1);
    refuses(g, move('tableau-0', 'foundation-1')); // 6H on 5C
    refuses(g, move('tableau-2', 'tableau-3')); // 9C on 9D
    refuses(g, move('tableau-1', 'tableau-2')); // TD on 9C: up, not down
    refuses(g, move('waste', 'tableau-4', 2));
    refuses(g, move('stock', 'tableau-4')); // the stock's card is turned first (ruling)
    refuses(g, move('waste', 'foundation-3'));
    plays(g, move('tableau-2', 'tableau-1'));
    expect(show(g, 'tableau-1')).to.equal('TD 9C');
    refuses(g, move('tableau-1', 'tableau-4', 2));
    plays(g, move('tableau-0', 'foundation-0'));
    refuses(g, move('foundation-0', 'tableau-0')); // nothing comes back
  });

  it('turns one stock card onto the waste, where it plays', () => {
    const g = game('seasons', {}, s1);
    const n = g.state.piles[0].cards.length;
    plays(g, dealMove);
    expect(g.state.piles[0].cards.length).to.equal(n - 1);
    expect(show(g, 'waste')).to.equal('AC KS QS');
    refuses(g, move('waste', 'tableau-4')); // KS is covered now
    expect(movesOf(g)).to.not.include(JSON.stringify(move('waste', 'tableau-4')));
  });

  it('turns the corner on the foundations: an ace on a king', () => {
    const g = game('seasons', {}, { ...s1, 'foundation-0': '5H 6H 7H 8H 9H TH JH QH KH', waste: 'AH', 'tableau-0': '2H' });
    refuses(g, move('tableau-0', 'foundation-0'));
    plays(g, move('waste', 'foundation-0'));
    plays(g, move('tableau-0', 'foundation-0'));
    expect(show(g, 'foundation-0')).to.equal('5H 6H 7H 8H 9H TH JH QH KH AH 2H');
  });

  it('leaves an emptied cell empty, and it takes any card', () => {
    const g = game('seasons', {}, s1);
    const stock = show(g, 'stock');
    plays(g, move('tableau-0', 'foundation-0'));
    expect(show(g, 'tableau-0')).to.equal('');
    expect(show(g, 'waste')).to.equal('AC KS');
    expect(show(g, 'stock')).to.equal(stock);
    plays(g, move('waste', 'tableau-0'));
    expect(show(g, 'tableau-0')).to.equal('KS');
  });

  it('takes the top of a taller cell into an empty one, but not a lone card that would only change cells', () => {
    const g = game('seasons', {}, s1);
    plays(g, move('tableau-2', 'tableau-1'));
    expect(show(g, 'tableau-2')).to.equal('');
    refuses(g, move('tableau-3', 'tableau-2'));
    plays(g, move('tableau-1', 'tableau-2'));
    expect(show(g, 'tableau-2')).to.equal('9C');
  });
});

describe('seasons: the empty corners', () => {
  // Base 5: 5H up; the other fives wait in the waste (5C), the cross (5D) and the stock (5S).
  const corners = {
    'foundation-0': '5H',
    stock: '*',
    waste: '4C 5C',
    'tableau-0': '6C',
    'tableau-1': 'TD',
    'tableau-2': '6D 5D',
    'tableau-3': '9D',
    'tableau-4': 'AD',
  };

  it('take a card of the base rank from the waste or the cross, into any empty corner', () => {
    const g = game('seasons', {}, corners);
    const toCorners = g.legalMoves().filter((m) => m.to.startsWith('foundation'));
    expect(sortedJSON(toCorners)).to.deep.equal(
      sortedJSON([
        move('waste', 'foundation-1'),
        move('waste', 'foundation-2'),
        move('waste', 'foundation-3'),
        move('tableau-2', 'foundation-1'),
        move('tableau-2', 'foundation-2'),
        move('tableau-2', 'foundation-3'),
      ]),
    );
    plays(g, move('tableau-2', 'foundation-2'));
    expect(show(g, 'foundation-2')).to.equal('5D');
    plays(g, move('tableau-2', 'foundation-2')); // 6D builds on it
    plays(g, move('waste', 'foundation-3'));
    expect(show(g, 'foundation-3')).to.equal('5C');
    plays(g, move('tableau-0', 'foundation-3')); // 6C on 5C
    expect(show(g, 'foundation-1')).to.equal('');
  });

  it('take nothing but the base rank', () => {
    const g = game('seasons', {}, corners);
    refuses(g, move('tableau-0', 'foundation-1')); // 6C
    refuses(g, move('tableau-4', 'foundation-1')); // AD
    plays(g, move('waste', 'foundation-1'));
    refuses(g, move('waste', 'foundation-2')); // 4C: the rank below the base
    refuses(g, move('foundation-0', 'foundation-2')); // nothing moves off a corner
  });
});

describe('seasons: the end of the game', () => {
  it('goes through the stock once: no redeal, and lost when nothing else moves', () => {
    const g = game(
      'seasons',
      {},
      { ...fives, waste: '*', 'tableau-0': '9C', 'tableau-1': 'JD', 'tableau-2': 'KH', 'tableau-3': '2S', 'tableau-4': '7D' },
    );
    expect(g.legalMoves()).to.deep.equal([]);
    refuses(g, { kind: 'recycle', from: 'waste', to: 'stock', count: g.state.piles[1].cards.length });
    expect(g.state.lost).to.equal(true);
    expect(g.state.won).to.equal(false);
  });

  it('is won with all 52 cards on the foundations', () => {
    const round = (s: string) =>
      '5 6 7 8 9 T J Q K A 2 3 4'
        .split(' ')
        .map((r) => r + s)
        .join(' ');
    const g = game(
      'seasons',
      {},
      { 'foundation-0': round('H'), 'foundation-1': round('C'), 'foundation-2': round('D'), 'foundation-3': round('S') },
    );
    expect(g.state.won).to.equal(true);
    expect(g.state.lost).to.equal(false);
    const h = game(
      'seasons',
      {},
      {
        'foundation-0': round('H'),
        'foundation-1': round('C'),
        'foundation-2': round('D'),
        'foundation-3': round('S').replace(' 4S', ''),
        waste: '4S',
      },
    );
    expect(h.state.won).to.equal(false);
    plays(h, move('waste', 'foundation-3'));
    expect(h.state.won).to.equal(true);
  });
});

describe('seasons: restoring', () => {
  it('refuses foundations of different base ranks, an empty first corner, disorder and face-down cells', () => {
    expect(refusal(position('seasons', {}, { ...s1, 'foundation-1': '6C' }))).to.equal('impossible-position');
    expect(refusal(position('seasons', {}, { ...s1, 'foundation-0': '' }))).to.equal('impossible-position');
    expect(refusal(position('seasons', {}, { ...s1, 'foundation-0': '5H 7H', 'tableau-0': '6H' }))).to.equal('impossible-position');
    expect(refusal(position('seasons', {}, { ...s1, 'tableau-1': '6C TD' }, { 'tableau-1': 1 }))).to.equal('impossible-position');
  });

  it('takes empty corners other than the first', () => {
    const g = game('seasons', {}, { ...s1, 'foundation-1': '', 'foundation-3': '' });
    expect(show(g, 'foundation-1')).to.equal('');
    expect(refusal(position('seasons', {}, { ...s1, 'foundation-1': '', 'foundation-3': '6S' }))).to.equal('impossible-position');
  });
});

describeCommon('seasons', [{}, { build: 'alternate' }]);
