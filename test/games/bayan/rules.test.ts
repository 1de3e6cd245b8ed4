import { expect } from '@open-wc/testing';
import { cardCode, makeDeck } from '../../../src/engine/cards.js';
import { shuffle } from '../../../src/engine/rng.js';
import { dealNamed } from '../../named.js';
import { deal, describeCommon, game, move, movesOf, plays, position, refusal, refuses, show, sortedJSON } from '../../engine/helpers.js';

// A line of six places; the first holds every card not named, with QD on top.
// Tops: QD 5H 5C 9C JH 2C.
const line = { 'tableau-0': '* QD', 'tableau-1': '5H', 'tableau-2': '5C', 'tableau-3': '9C', 'tableau-4': 'JH', 'tableau-5': '2C' };

describe('bayan: the deal', () => {
  it('lays all 52 cards face up in one line of single-card piles, in shuffled deck order', () => {
    const s = deal('bayan', {}, 42).state;
    const order = shuffle(makeDeck('standard'), 42).map(cardCode);
    expect(s.piles.map((p) => p.id)).to.deep.equal(order.map((_, i) => `tableau-${i}`));
    expect(s.piles.every((p) => p.kind === 'tableau')).to.equal(true);
    expect(s.piles.map((p) => p.cards.map((c) => c.code).join(' '))).to.deep.equal(order);
    expect(s.piles.every((p) => p.cards.length === 1 && p.cards[0].faceUp)).to.equal(true);
    expect(new Set(order).size).to.equal(52);
  });

  it('takes reach 2 by default and 3 as the classic Accordion option, nothing else', () => {
    expect(deal('bayan').state.options).to.deep.equal({ reach: 2 });
    expect(deal('bayan', { reach: '3' }).state.options).to.deep.equal({ reach: 3 });
    for (const reach of [1, 4, '2x', 'three']) {
      const r = dealNamed('bayan', { reach }, 1);
      expect(r.ok).to.equal(false);
      if (!r.ok) expect(r.error.code).to.equal('bad-option');
    }
  });
});

describe('bayan: moves', () => {
  it('lists exactly the piles whose top matches (suit or rank) the top 1 or 2 places left', () => {
    const g = game('bayan', {}, line);
    expect(movesOf(g)).to.deep.equal(
      sortedJSON([
        move('tableau-2', 'tableau-1'), // 5C on 5H: same rank, 1 left
        move('tableau-3', 'tableau-2'), // 9C on 5C: same suit, 1 left
        move('tableau-5', 'tableau-3'), // 2C on 9C: same suit, 2 left
      ]),
    );
  });

  it('with reach 3 looks 1 or 3 places left, not 2', () => {
    const g = game('bayan', { reach: 3 }, line);
    expect(movesOf(g)).to.deep.equal(
      sortedJSON([
        move('tableau-2', 'tableau-1'),
        move('tableau-3', 'tableau-2'),
        move('tableau-4', 'tableau-1'), // JH on 5H: same suit, 3 left
        move('tableau-5', 'tableau-2'), // 2C on 5C: same suit, 3 left
      ]),
    );
    refuses(g, move('tableau-5', 'tableau-3')); // 2 left is not a reach-3 move
  });

  it('refuses non-matching cards, the wrong distance, the wrong direction and other counts', () => {
    const g = game('bayan', {}, line);
    refuses(g, move('tableau-1', 'tableau-0')); // 5H on QD
    refuses(g, move('tableau-3', 'tableau-1')); // 9C on 5H, 2 left
    refuses(g, move('tableau-4', 'tableau-1')); // 3 left with reach 2
    refuses(g, move('tableau-5', 'tableau-2')); // 3 left with reach 2
    refuses(g, move('tableau-1', 'tableau-2')); // 5H on 5C matches, but to the right
    refuses(g, move('tableau-2', 'tableau-1', 2)); // the pile holds one card
    refuses(g, move('tableau-0', 'tableau-1', 1)); // a card off the first pile
  });

  it('closes up the emptied place: the line gets shorter and later piles move one place left', () => {
    const g = game('bayan', {}, line);
    plays(g, move('tableau-3', 'tableau-2'));
    const s = g.state;
    expect(s.piles.map((p) => p.id)).to.deep.equal(['tableau-0', 'tableau-1', 'tableau-2', 'tableau-3', 'tableau-4']);
    expect(s.piles.slice(1).map((p) => p.cards.map((c) => c.code).join(' '))).to.deep.equal(['5H', '5C 9C', 'JH', '2C']);
    expect(s.piles[0].cards.length).to.equal(47);
    // The renumbered piles play by their new places: 2C is now 2 places right of 5C 9C.
    expect(movesOf(g)).to.include(JSON.stringify(move('tableau-4', 'tableau-2')));
    expect(g.undo()).to.equal(true);
    expect(g.state.piles.length).to.equal(6);
    expect(show(g, 'tableau-3')).to.equal('9C');
  });

  it('moves a pile as a whole: all its cards or none', () => {
    const g = game('bayan', {}, { 'tableau-0': '* QC', 'tableau-1': '5H', 'tableau-2': '5C' });
    expect(movesOf(g)).to.deep.equal(sortedJSON([move('tableau-2', 'tableau-1'), move('tableau-2', 'tableau-0')]));
    plays(g, move('tableau-2', 'tableau-1'));
    expect(show(g, 'tableau-1')).to.equal('5H 5C');
    refuses(g, move('tableau-1', 'tableau-0', 1));
    expect(movesOf(g)).to.deep.equal(sortedJSON([move('tableau-1', 'tableau-0', 2)]));
    plays(g, move('tableau-1', 'tableau-0', 2));
    expect(g.state.piles.length).to.equal(1);
    expect(show(g, 'tableau-0').endsWith('QC 5H 5C')).to.equal(true);
  });
});

describe('bayan: the end of the game', () => {
  it('is won with one pile holding all 52 cards', () => {
    const g = game('bayan', {}, { 'tableau-0': '*' });
    expect(g.state.piles[0].cards.length).to.equal(52);
    expect(g.won).to.equal(true);
    expect(g.state.won).to.equal(true);
    expect(g.state.lost).to.equal(false);
    expect(g.legalMoves()).to.deep.equal([]);
  });

  it('is lost when more than one pile remains and nothing matches', () => {
    for (const reach of [2, 3]) {
      const g = game('bayan', { reach }, { 'tableau-0': '* QD', 'tableau-1': '5H', 'tableau-2': '9C' });
      expect(g.legalMoves()).to.deep.equal([]);
      expect(g.state.lost).to.equal(true);
      expect(g.state.won).to.equal(false);
    }
  });

  it('is neither while a move is left', () => {
    const g = game('bayan', {}, line);
    expect(g.state.won).to.equal(false);
    expect(g.state.lost).to.equal(false);
  });
});

describe('bayan: restoring', () => {
  it('refuses an empty place in the line and face-down cards', () => {
    expect(refusal(position('bayan', {}, { ...line, 'tableau-6': '' }))).to.equal('impossible-position');
    expect(refusal(position('bayan', {}, line, { 'tableau-1': 1 }))).to.equal('impossible-position');
  });

  it('refuses a line whose piles are out of order or missing cards', () => {
    const s = position('bayan', {}, line);
    [s.piles[1], s.piles[2]] = [s.piles[2], s.piles[1]];
    expect(refusal(s)).to.equal('unknown-pile');
    const t = position('bayan', {}, line);
    t.piles.pop();
    expect(refusal(t)).to.equal('missing-card');
  });
});

describeCommon('bayan', [{}, { reach: 3 }]);
