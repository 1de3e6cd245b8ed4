import { expect } from '@open-wc/testing';
import { cardCode, makeDeck } from '../../../src/engine/cards.js';
import { shuffle } from '../../../src/engine/rng.js';
import { dealNamed } from '../../named.js';
import { deal, describeCommon, game, move, movesOf, plays, position, refusal, refuses, show, sortedJSON } from '../../engine/helpers.js';

const cover = (to: string, pair: string) => ({ kind: 'cover' as const, from: 'stock', to, count: 2, pair });

// Tops 2H 5H 9C KS; the stock holds the other 48 cards in deck order, so QS is on top, then JS.
const heartsPair = { stock: '*', 'tableau-0': '2H', 'tableau-1': '5H', 'tableau-2': '9C', 'tableau-3': 'KS' };

describe('two-by-two: the deal', () => {
  it('deals four face-up cards and leaves the other 48 face down in the stock', () => {
    const s = deal('two-by-two', {}, 9).state;
    const order = shuffle(makeDeck('standard'), 9).map(cardCode);
    expect(s.piles.map((p) => p.id)).to.deep.equal(['stock', 'tableau-0', 'tableau-1', 'tableau-2', 'tableau-3']);
    expect(s.piles.slice(1).map((p) => p.cards.map((c) => c.code).join(' '))).to.deep.equal(order.slice(0, 4));
    expect(s.piles.slice(1).every((p) => p.cards[0].faceUp)).to.equal(true);
    expect(s.piles[0].cards.map((c) => c.code)).to.deep.equal(order.slice(4));
    expect(s.piles[0].cards.every((c) => !c.faceUp)).to.equal(true);
  });

  it('plays with 52 cards by default and 32 (piquet) as an option', () => {
    expect(deal('two-by-two').state.options).to.deep.equal({ deck: 52 });
    const s = deal('two-by-two', { deck: '32' }, 9).state;
    expect(s.options).to.deep.equal({ deck: 32 });
    const codes = s.piles.flatMap((p) => p.cards.map((c) => c.code));
    expect(codes.length).to.equal(32);
    expect(codes.every((c) => 'A789TJQK'.includes(c[0]))).to.equal(true);
    expect(s.piles[0].cards.length).to.equal(28);
    const r = dealNamed('two-by-two', { deck: 36 }, 1);
    expect(r.ok).to.equal(false);
  });
});

describe('two-by-two: covering', () => {
  it('covers two piles whose tops share a suit, the stock top onto `to`, the next onto `pair`', () => {
    const g = game('two-by-two', {}, heartsPair);
    expect(movesOf(g)).to.deep.equal(sortedJSON([cover('tableau-0', 'tableau-1')]));
    plays(g, cover('tableau-0', 'tableau-1'));
    expect(show(g, 'tableau-0')).to.equal('2H QS');
    expect(show(g, 'tableau-1')).to.equal('5H JS');
    expect(show(g, 'tableau-2')).to.equal('9C');
    expect(g.state.piles[0].cards.length).to.equal(46);
    expect(g.state.piles[0].cards.every((c) => !c.faceUp)).to.equal(true);
  });

  it('lets the player choose when three tops share a suit', () => {
    const g = game('two-by-two', {}, heartsPair);
    plays(g, cover('tableau-0', 'tableau-1')); // tops now QS JS 9C KS
    expect(movesOf(g)).to.deep.equal(
      sortedJSON([cover('tableau-0', 'tableau-1'), cover('tableau-0', 'tableau-3'), cover('tableau-1', 'tableau-3')]),
    );
  });

  it('lets the player choose between two pairs', () => {
    const g = game('two-by-two', {}, { ...heartsPair, 'tableau-3': 'KC' });
    expect(movesOf(g)).to.deep.equal(sortedJSON([cover('tableau-0', 'tableau-1'), cover('tableau-2', 'tableau-3')]));
  });

  it('refuses piles of different suits, a pair named twice, and any other kind of move', () => {
    const g = game('two-by-two', {}, heartsPair);
    refuses(g, cover('tableau-0', 'tableau-2'));
    refuses(g, cover('tableau-1', 'tableau-0')); // each pair is listed once, lower pile first
    refuses(g, cover('tableau-0', 'tableau-0'));
    refuses(g, { ...cover('tableau-0', 'tableau-1'), count: 1 });
    refuses(g, { ...cover('tableau-0', 'tableau-1'), from: 'tableau-2' });
    refuses(g, move('tableau-0', 'tableau-1'));
    refuses(g, move('stock', 'tableau-1'));
    refuses(g, { kind: 'deal', from: 'stock', to: 'tableau-0', count: 1 });
  });
});

describe('two-by-two: the end of the game', () => {
  it('is won when the stock is empty, whatever the tops', () => {
    const g = game('two-by-two', {}, { 'tableau-0': '* 2H', 'tableau-1': '5H', 'tableau-2': '9C', 'tableau-3': 'KS' });
    expect(g.state.won).to.equal(true);
    expect(g.state.lost).to.equal(false);
    expect(g.legalMoves()).to.deep.equal([]);
  });

  it('is won with the 32-card deck too', () => {
    const g = game('two-by-two', { deck: 32 }, { 'tableau-0': '*', 'tableau-1': '7H', 'tableau-2': '9C', 'tableau-3': 'KS' });
    expect(g.state.won).to.equal(true);
  });

  it('is lost when cards remain in the stock and the four tops are of four suits', () => {
    const g = game('two-by-two', {}, { ...heartsPair, 'tableau-1': '5D' });
    expect(g.legalMoves()).to.deep.equal([]);
    expect(g.state.lost).to.equal(true);
    expect(g.state.won).to.equal(false);
  });

  it('plays a covering to the win', () => {
    // Two cards left in the stock: JS on top, then QS.
    const g = game('two-by-two', {}, { stock: 'QS JS', 'tableau-0': '* 2H', 'tableau-1': '5H', 'tableau-2': '9C', 'tableau-3': 'KS' });
    expect(g.state.won).to.equal(false);
    plays(g, cover('tableau-0', 'tableau-1'));
    expect(show(g, 'tableau-1')).to.equal('5H QS');
    expect(g.state.won).to.equal(true);
    expect(g.undo()).to.equal(true);
    expect(g.state.won).to.equal(false);
  });
});

describe('two-by-two: restoring', () => {
  it('refuses an odd stock, an empty pile, face-down piles and cards of the other deck', () => {
    expect(refusal(position('two-by-two', {}, { ...heartsPair, 'tableau-2': '9C 8C' }))).to.equal('impossible-position');
    expect(refusal(position('two-by-two', {}, { ...heartsPair, 'tableau-2': '' }))).to.equal('impossible-position');
    expect(refusal(position('two-by-two', {}, { ...heartsPair, 'tableau-2': '9C 8C 7C' }, { 'tableau-2': 1 }))).to.equal(
      'impossible-position',
    );
    expect(refusal(position('two-by-two', {}, heartsPair, { stock: 1 }))).to.equal('impossible-position');
    const s = position(
      'two-by-two',
      { deck: 32 },
      { stock: '*', 'tableau-0': '7H', 'tableau-1': '8H', 'tableau-2': '9C', 'tableau-3': 'KS' },
    );
    s.piles[1].cards.push({ code: '2C', faceUp: true });
    expect(refusal(s)).to.equal('wrong-deck');
  });
});

describeCommon('two-by-two', [{}, { deck: 32 }]);
