import { expect } from '@open-wc/testing';
import { cardCode, makeDeck } from '../../../src/engine/cards.js';
import { shuffle } from '../../../src/engine/rng.js';
import { deal, describeCommon, game, move, movesOf, plays, position, refusal, refuses, show, sortedJSON } from '../../engine/helpers.js';

const aces = { 'foundation-0': 'AC', 'foundation-1': 'AD', 'foundation-2': 'AH', 'foundation-3': 'AS' };
// Tops 9D 8C 8H 7C (empty) TD; both jokers in the reserve, BJ on top.
const j1 = { ...aces, reserve: 'RJ BJ', 'tableau-0': '* 9D', 'tableau-1': '8C', 'tableau-2': '8H', 'tableau-3': '7C', 'tableau-5': 'TD' };
// For ruling d: 7H already home; tops TD 8H 9S 7C.
const j3 = {
  ...aces,
  'foundation-2': 'AH 7H',
  reserve: 'RJ BJ',
  'tableau-0': '* TD',
  'tableau-1': '8H',
  'tableau-2': '9S',
  'tableau-3': '7C',
};

describe('joker: the deal', () => {
  it('puts the aces on the foundations, deals the rest row by row and sends dealt jokers to the reserve', () => {
    for (const seed of [1, 2, 3, 77, 2024]) {
      const s = deal('joker', {}, seed).state;
      expect(s.piles.map((p) => p.id)).to.deep.equal([
        'foundation-0',
        'foundation-1',
        'foundation-2',
        'foundation-3',
        'tableau-0',
        'tableau-1',
        'tableau-2',
        'tableau-3',
        'tableau-4',
        'tableau-5',
        'reserve',
      ]);
      expect(s.piles.slice(0, 4).map((p) => p.cards.map((c) => c.code).join(' '))).to.deep.equal(['AC', 'AD', 'AH', 'AS']);
      const columns: string[][] = [[], [], [], [], [], []];
      const reserve: string[] = [];
      shuffle(makeDeck('piquet+jokers'), seed)
        .map(cardCode)
        .filter((c) => c[0] !== 'A')
        .forEach((c, i) => (c[1] === 'J' ? reserve : columns[i % 6]).push(c));
      expect(s.piles.slice(4, 10).map((p) => p.cards.map((c) => c.code))).to.deep.equal(columns);
      expect(s.piles[10].cards.map((c) => c.code)).to.deep.equal(reserve);
      expect(reserve.slice().sort()).to.deep.equal(['BJ', 'RJ']);
      expect(columns.flat().length).to.equal(28);
      expect(s.piles.every((p) => p.cards.every((c) => c.faceUp))).to.equal(true);
    }
  });
});

describe('joker: moves', () => {
  it('lists exactly the legal moves of a position', () => {
    const g = game('joker', {}, j1);
    expect(movesOf(g)).to.deep.equal(
      sortedJSON([
        move('tableau-0', 'tableau-4'), // any card to an empty column
        move('tableau-1', 'tableau-0'), // 8C on 9D
        move('tableau-3', 'foundation-0'), // 7C on AC
        move('tableau-3', 'tableau-2'), // 7C on 8H
        move('reserve', 'tableau-0'),
        move('reserve', 'tableau-1'),
        move('reserve', 'tableau-2'),
        move('reserve', 'tableau-4'),
        move('reserve', 'tableau-5'),
      ]),
    );
  });

  it('builds columns down one rank in alternating colours, one free card at a time', () => {
    const g = game('joker', {}, j1);
    refuses(g, move('tableau-2', 'tableau-0')); // 8H on 9D: same colour
    refuses(g, move('tableau-3', 'tableau-0')); // 7C on 9D: two ranks
    refuses(g, move('tableau-0', 'tableau-5')); // 9D on TD: same colour
    refuses(g, move('tableau-0', 'tableau-4', 2)); // only the free card moves
    plays(g, move('tableau-1', 'tableau-0'));
    expect(show(g, 'tableau-0').endsWith('9D 8C')).to.equal(true);
    expect(show(g, 'tableau-1')).to.equal('');
    refuses(g, move('tableau-0', 'tableau-4', 2));
    plays(g, move('tableau-0', 'tableau-4')); // any card to an empty column
    expect(show(g, 'tableau-4')).to.equal('8C');
  });

  it('builds foundations up in suit in the order A 7 8 9 10 J Q K', () => {
    const g = game('joker', {}, j1);
    refuses(g, move('tableau-1', 'foundation-0')); // 8C needs 7C first
    refuses(g, move('tableau-3', 'foundation-1')); // 7C on AD
    plays(g, move('tableau-3', 'foundation-0'));
    plays(g, move('tableau-1', 'foundation-0'));
    expect(show(g, 'foundation-0')).to.equal('AC 7C 8C');
    refuses(g, move('foundation-0', 'tableau-4')); // nothing comes back
  });

  it('never puts a joker on a foundation (ruling c)', () => {
    const g = game('joker', {}, j1);
    for (let f = 0; f < 4; f++) refuses(g, move('reserve', `foundation-${f}`));
    plays(g, move('reserve', 'tableau-4'));
    for (let f = 0; f < 4; f++) refuses(g, move('tableau-4', `foundation-${f}`));
  });
});

describe('joker: jokers in the columns (ruling b)', () => {
  it('stands for one rank lower and the opposite colour of what it lies on', () => {
    const g = game('joker', {}, j1);
    plays(g, move('reserve', 'tableau-5')); // BJ on TD: a black 9
    expect(show(g, 'tableau-5')).to.equal('TD BJ');
    expect(show(g, 'reserve')).to.equal('RJ');
    refuses(g, move('tableau-1', 'tableau-5')); // 8C: same colour as a black 9
    refuses(g, move('tableau-0', 'tableau-5')); // 9D: same rank
    plays(g, move('tableau-2', 'tableau-5')); // 8H on a black 9
    expect(show(g, 'tableau-5')).to.equal('TD BJ 8H');
  });

  it('may lie on a joker, which then stands one rank lower again', () => {
    const g = game('joker', {}, j1);
    plays(g, move('reserve', 'tableau-5')); // BJ: black 9
    plays(g, move('reserve', 'tableau-5')); // RJ: red 8
    expect(show(g, 'tableau-5')).to.equal('TD BJ RJ');
    refuses(g, move('tableau-2', 'tableau-5')); // 8H: an 8 on an 8
    plays(g, move('tableau-3', 'tableau-5')); // 7C: black 7 on a red 8
  });

  it('cannot stand for a 6 or lower: not on a 7, nor on a joker standing for a 7', () => {
    const g = game('joker', {}, j1);
    refuses(g, move('reserve', 'tableau-3')); // on 7C
    plays(g, move('reserve', 'tableau-1')); // on 8C: a red 7
    refuses(g, move('reserve', 'tableau-1'));
    expect(movesOf(g).some((m) => m.includes('"to":"tableau-1"'))).to.equal(false); // nothing goes on a 7
  });

  it('alone in an empty column stands for whatever is needed, so no king goes on it', () => {
    const pos = {
      ...aces,
      reserve: 'RJ BJ',
      'tableau-0': '* QS',
      'tableau-1': 'KH',
      'tableau-2': '7H',
      'tableau-3': 'JD',
      'tableau-5': '9S',
    };
    const g = game('joker', {}, pos);
    plays(g, move('reserve', 'tableau-4'));
    const onto = (from: string) => movesOf(g).includes(JSON.stringify(move(from, 'tableau-4')));
    expect(onto('tableau-1')).to.equal(false); // KH
    expect([onto('tableau-0'), onto('tableau-2'), onto('tableau-3'), onto('tableau-5')]).to.deep.equal([true, true, true, true]);
    refuses(g, move('tableau-1', 'tableau-4'));
    // Two jokers in an empty column stand for two ranks in a row below at most K and Q.
    plays(g, move('reserve', 'tableau-4'));
    expect([onto('tableau-1'), onto('tableau-0'), onto('tableau-3'), onto('tableau-2')]).to.deep.equal([false, false, true, true]);
    refuses(g, move('tableau-0', 'tableau-4')); // QS
    plays(g, move('tableau-3', 'tableau-4')); // JD
    expect(show(g, 'tableau-4')).to.equal('BJ RJ JD');
  });
});

describe('joker: jokers going back to the reserve (rulings d and e)', () => {
  it('sends a joker back at once when the card on it goes to a foundation; one undo takes both back', () => {
    const g = game('joker', {}, j3);
    plays(g, move('reserve', 'tableau-0')); // BJ on TD
    plays(g, move('tableau-1', 'tableau-0')); // 8H on BJ
    const before = g.state;
    plays(g, move('tableau-0', 'foundation-2'));
    expect(show(g, 'foundation-2')).to.equal('AH 7H 8H');
    expect(show(g, 'reserve')).to.equal('RJ BJ');
    expect(show(g, 'tableau-0').endsWith('TD')).to.equal(true);
    expect(g.undo()).to.equal(true);
    expect(g.state).to.deep.equal(before);
  });

  it('sends a joker back when the card on it moves to another column', () => {
    const g = game('joker', {}, j3);
    plays(g, move('reserve', 'tableau-0'));
    plays(g, move('tableau-1', 'tableau-0'));
    plays(g, move('tableau-0', 'tableau-2')); // 8H on 9S
    expect(show(g, 'tableau-2')).to.equal('9S 8H');
    expect(show(g, 'reserve')).to.equal('RJ BJ');
    expect(show(g, 'tableau-0').endsWith('TD')).to.equal(true);
  });

  it('sends two stacked jokers back together', () => {
    const g = game('joker', {}, j3);
    plays(g, move('reserve', 'tableau-0')); // BJ: black 9
    plays(g, move('reserve', 'tableau-0')); // RJ: red 8
    plays(g, move('tableau-3', 'tableau-0')); // 7C: black 7
    expect(show(g, 'reserve')).to.equal('');
    plays(g, move('tableau-0', 'foundation-0'));
    expect(show(g, 'reserve')).to.equal('RJ BJ');
    expect(show(g, 'tableau-0').endsWith('TD')).to.equal(true);
    expect(show(g, 'foundation-0')).to.equal('AC 7C');
  });

  it('leaves a joker just put down where it is, and lets it move on to another column', () => {
    const g = game('joker', {}, j3);
    plays(g, move('reserve', 'tableau-0'));
    expect(show(g, 'tableau-0').endsWith('TD BJ')).to.equal(true);
    expect(show(g, 'reserve')).to.equal('RJ');
    plays(g, move('tableau-0', 'tableau-2')); // BJ on 9S: now a red 8
    expect(show(g, 'tableau-2')).to.equal('9S BJ');
    expect(show(g, 'reserve')).to.equal('RJ');
    expect(show(g, 'tableau-0').endsWith('TD')).to.equal(true); // nothing went back with it
    refuses(g, move('tableau-1', 'tableau-2')); // 8H on a joker standing for a red 8
    plays(g, move('tableau-3', 'tableau-2')); // 7C on it
  });

  it('sends the lower of two stacked jokers back when the upper one moves away', () => {
    const g = game('joker', {}, j3);
    plays(g, move('reserve', 'tableau-0'));
    plays(g, move('reserve', 'tableau-0'));
    plays(g, move('tableau-0', 'tableau-2')); // RJ on 9S
    expect(show(g, 'tableau-2')).to.equal('9S RJ');
    expect(show(g, 'reserve')).to.equal('BJ');
    expect(show(g, 'tableau-0').endsWith('TD')).to.equal(true);
  });
});

describe('joker: the end of the game', () => {
  const home = {
    'foundation-0': 'AC 7C 8C 9C TC JC QC KC',
    'foundation-1': 'AD 7D 8D 9D TD JD QD KD',
    'foundation-2': 'AH 7H 8H 9H TH JH QH KH',
    'foundation-3': 'AS 7S 8S 9S TS JS QS KS',
  };

  it('is won with the 32 piquet cards on the foundations, wherever the jokers are', () => {
    const g = game('joker', {}, { ...home, reserve: 'RJ BJ' });
    expect(g.state.won).to.equal(true);
    expect(g.state.lost).to.equal(false);
    expect(game('joker', {}, { ...home, reserve: 'RJ', 'tableau-2': 'BJ' }).state.won).to.equal(true);
  });

  it('is not won with one card short', () => {
    const g = game('joker', {}, { ...home, 'foundation-3': 'AS 7S 8S 9S TS JS QS', 'tableau-0': 'KS', reserve: 'RJ BJ' });
    expect(g.state.won).to.equal(false);
    plays(g, move('tableau-0', 'foundation-3'));
    expect(g.state.won).to.equal(true);
  });

  it('is lost when no card can move and no joker is left to play', () => {
    const pos = {
      ...aces,
      'tableau-0': '* 8C',
      'tableau-1': '8D',
      'tableau-2': '8H',
      'tableau-3': '8S',
      'tableau-4': 'QC',
      'tableau-5': 'QD',
    };
    const g = game('joker', {}, pos);
    expect(g.legalMoves()).to.deep.equal([]);
    expect(g.state.lost).to.equal(true);
    expect(g.state.won).to.equal(false);
  });
});

describe('joker: restoring', () => {
  it('refuses a card in the reserve, foundations without their aces, face-down cards', () => {
    expect(refusal(position('joker', {}, { ...j1, reserve: 'RJ BJ 8C', 'tableau-1': '' }))).to.equal('impossible-position');
    expect(refusal(position('joker', {}, { ...j1, 'foundation-0': 'AD', 'foundation-1': 'AC' }))).to.equal('impossible-position');
    expect(refusal(position('joker', {}, { ...j1, 'foundation-0': '', 'tableau-4': 'AC' }))).to.equal('impossible-position');
    expect(refusal(position('joker', {}, { ...j1, 'tableau-1': '8C 8S' }, { 'tableau-1': 1 }))).to.equal('impossible-position');
    expect(refusal(position('joker', {}, { ...j1, 'foundation-0': 'AC 8C', 'tableau-1': '' }))).to.equal('impossible-position');
  });
});

describeCommon('joker');
