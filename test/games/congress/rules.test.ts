import { expect } from '@open-wc/testing';
import { ACE, cardCode, makeDeck, rank } from '../../../src/engine/cards.js';
import { shuffle } from '../../../src/engine/rng.js';
import { deal, describeCommon, game, move, movesOf, plays, position, refusal, refuses, show, sortedJSON } from '../../engine/helpers.js';

const dealMove = { kind: 'deal' as const, from: 'stock', to: 'waste', count: 1 };
const tops = {
  'tableau-0': '2H',
  'tableau-1': '9S',
  'tableau-2': '8C',
  'tableau-3': '8S',
  'tableau-4': '7D',
  'tableau-5': 'AC',
  'tableau-6': 'KD',
  'tableau-7': 'QH',
};
// Both aces of hearts home; 3C on the waste over 5D; the stock holds the rest in deck order (the second KS on top).
const c1 = { ...tops, 'foundation-0': 'AH', 'foundation-1': 'AH', waste: '5D 3C', stock: '*' };
const foundations = Array.from({ length: 8 }, (_, i) => `foundation-${i}`);

describe('congress: the deal', () => {
  it('deals eight single face-up tableau cards from two decks; the other 96 are the stock', () => {
    const s = deal('congress', {}, 8).state;
    const order = shuffle(makeDeck('double'), 8).map(cardCode);
    expect(s.piles.map((p) => p.id)).to.deep.equal([
      'stock',
      'waste',
      ...foundations,
      ...Array.from({ length: 8 }, (_, i) => `tableau-${i}`),
    ]);
    expect(s.piles.slice(10).map((p) => p.cards.map((c) => c.code + (c.faceUp ? '' : '?')).join())).to.deep.equal(order.slice(0, 8));
    expect(s.piles[0].cards.map((c) => c.code)).to.deep.equal(order.slice(8));
    expect(s.piles[0].cards.every((c) => !c.faceUp)).to.equal(true);
    expect(s.piles.slice(1, 10).every((p) => p.cards.length === 0)).to.equal(true);
    const counts = new Map<string, number>();
    for (const c of order) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).to.equal(52);
    expect([...counts.values()].every((n) => n === 2)).to.equal(true);
  });

  it('leaves aces dealt into the tableau where they are', () => {
    let seed = 0;
    while (
      !shuffle(makeDeck('double'), seed)
        .slice(0, 8)
        .some((c) => rank(c) === ACE)
    )
      seed++;
    const g = deal('congress', {}, seed);
    const aces = g.state.piles.slice(10).filter((p) => p.cards[0].code[0] === 'A');
    expect(aces.length).to.be.greaterThan(0);
    expect(g.state.piles.slice(2, 10).every((p) => p.cards.length === 0)).to.equal(true);
    expect(g.legalMoves().some((m) => m.to.startsWith('foundation'))).to.equal(true);
  });
});

describe('congress: moves', () => {
  it('lists exactly the legal moves of a position', () => {
    const g = game('congress', {}, c1);
    expect(movesOf(g)).to.deep.equal(
      sortedJSON([
        move('tableau-0', 'foundation-0'), // 2H on either AH
        move('tableau-0', 'foundation-1'),
        ...foundations.slice(2).map((f) => move('tableau-5', f)), // AC on any empty foundation
        move('tableau-5', 'tableau-0'), // AC on 2H: down regardless of suit
        move('tableau-2', 'tableau-1'), // 8C on 9S
        move('tableau-3', 'tableau-1'), // 8S on 9S
        move('tableau-4', 'tableau-2'), // 7D on 8C
        move('tableau-4', 'tableau-3'), // 7D on 8S
        move('tableau-7', 'tableau-6'), // QH on KD
        dealMove,
      ]),
    );
  });

  it('builds the tableau down regardless of suit, one card at a time', () => {
    const g = game('congress', {}, c1);
    refuses(g, move('tableau-4', 'tableau-1')); // 7D on 9S
    refuses(g, move('tableau-1', 'tableau-6')); // 9S on KD
    refuses(g, move('tableau-6', 'tableau-7')); // KD on QH: up
    plays(g, move('tableau-2', 'tableau-1'));
    refuses(g, move('tableau-3', 'tableau-1')); // 8S on 8C
    plays(g, move('tableau-4', 'tableau-1'));
    expect(show(g, 'tableau-1')).to.equal('9S 8C 7D');
    refuses(g, move('tableau-1', 'tableau-6', 2));
    refuses(g, move('tableau-1', 'tableau-3', 2));
    expect(show(g, 'tableau-5')).to.equal('AC'); // no ace goes home by itself
  });

  it('builds the foundations up in suit from the aces', () => {
    const g = game('congress', {}, c1);
    refuses(g, move('tableau-0', 'foundation-2')); // 2H on an empty foundation
    refuses(g, move('tableau-7', 'foundation-0')); // QH on AH
    refuses(g, move('waste', 'foundation-0')); // 3C on AH
    refuses(g, move('foundation-0', 'tableau-1')); // nothing comes back
    plays(g, move('tableau-5', 'foundation-4'));
    expect(show(g, 'foundation-4')).to.equal('AC');
  });
});

describe('congress: refilling emptied tableau piles (ruling)', () => {
  it('fills an emptied pile at once from the waste; one undo takes both back', () => {
    const g = game('congress', {}, c1);
    const before = g.state;
    plays(g, move('tableau-0', 'foundation-1'));
    expect(show(g, 'foundation-1')).to.equal('AH 2H');
    expect(show(g, 'tableau-0')).to.equal('3C');
    expect(show(g, 'waste')).to.equal('5D');
    expect(g.undo()).to.equal(true);
    expect(g.state).to.deep.equal(before);
  });

  it('fills a pile emptied by building on another pile too', () => {
    const g = game('congress', {}, c1);
    plays(g, move('tableau-2', 'tableau-1'));
    expect(show(g, 'tableau-2')).to.equal('3C');
    plays(g, move('tableau-4', 'tableau-3')); // 7D on 8S empties tableau-4
    expect(show(g, 'tableau-4')).to.equal('5D');
    expect(show(g, 'waste')).to.equal('');
  });

  it('fills from the stock when the waste is empty', () => {
    const g = game('congress', {}, { ...c1, waste: '' });
    const n = g.state.piles[0].cards.length;
    plays(g, move('tableau-0', 'foundation-0'));
    expect(show(g, 'tableau-0')).to.equal('KS');
    expect(g.state.piles[0].cards.length).to.equal(n - 1);
    expect(show(g, 'waste')).to.equal('');
  });

  it('leaves the pile empty when stock and waste are empty; it then takes any card', () => {
    // Both decks but one run of hearts home; the cells hold the other hearts, each built in order.
    const suit = (s: string) =>
      'A 2 3 4 5 6 7 8 9 T J Q K'
        .split(' ')
        .map((r) => r + s)
        .join(' ');
    const g = game(
      'congress',
      {},
      {
        'foundation-0': 'AH',
        'foundation-1': suit('C'),
        'foundation-2': suit('C'),
        'foundation-3': suit('D'),
        'foundation-4': suit('D'),
        'foundation-5': suit('S'),
        'foundation-6': suit('S'),
        'foundation-7': suit('H'),
        'tableau-0': '2H',
        'tableau-1': '3H',
        'tableau-2': '5H 4H',
        'tableau-3': '6H',
        'tableau-4': '7H',
        'tableau-5': '8H',
        'tableau-6': 'JH TH 9H',
        'tableau-7': 'KH QH',
      },
    );
    plays(g, move('tableau-0', 'foundation-0'));
    expect(show(g, 'tableau-0')).to.equal('');
    refuses(g, move('tableau-1', 'tableau-0')); // a lone card only changing piles changes nothing
    plays(g, move('tableau-7', 'tableau-0'));
    expect(show(g, 'tableau-0')).to.equal('QH');
  });
});

describe('congress: the stock', () => {
  it('turns one card at a time onto the waste, and is gone through once', () => {
    const g = game('congress', {}, c1);
    plays(g, dealMove);
    expect(show(g, 'waste')).to.equal('5D 3C KS');
    refuses(g, { ...dealMove, count: 3 });
    const h = game('congress', {}, { ...c1, stock: '', waste: '*' });
    expect(h.legalMoves().some((m) => m.kind === 'recycle' || m.kind === 'deal')).to.equal(false);
    refuses(h, { kind: 'recycle', from: 'waste', to: 'stock', count: h.state.piles[1].cards.length });
  });
});

describe('congress: the end of the game', () => {
  const suits = ['C', 'D', 'H', 'S'];
  const run = (s: string) =>
    'A 2 3 4 5 6 7 8 9 T J Q K'
      .split(' ')
      .map((r) => r + s)
      .join(' ');
  const home = Object.fromEntries(foundations.map((f, i) => [f, run(suits[i % 4])]));

  it('is won with all 104 cards on the foundations', () => {
    const g = game('congress', {}, home);
    expect(g.state.won).to.equal(true);
    expect(g.state.lost).to.equal(false);
    const h = game('congress', {}, { ...home, 'foundation-7': run('S').replace(' KS', ''), 'tableau-3': 'KS' });
    expect(h.state.won).to.equal(false);
    plays(h, move('tableau-3', 'foundation-7'));
    expect(h.state.won).to.equal(true);
  });

  it('is lost when the stock is out and nothing moves', () => {
    const kingsAndJacks = {
      'tableau-0': 'KC',
      'tableau-1': 'KD',
      'tableau-2': 'KH',
      'tableau-3': 'KS',
      'tableau-4': 'JC',
      'tableau-5': 'JD',
      'tableau-6': 'JH',
      'tableau-7': 'JS',
    };
    const g = game('congress', {}, { ...kingsAndJacks, waste: '*' });
    expect(g.legalMoves()).to.deep.equal([]);
    expect(g.state.lost).to.equal(true);
    expect(g.state.won).to.equal(false);
  });
});

describe('congress: restoring', () => {
  it('refuses an empty tableau pile while the waste or stock holds cards, and face-down tableau cards', () => {
    expect(refusal(position('congress', {}, { ...c1, 'tableau-1': '' }))).to.equal('impossible-position');
    expect(refusal(position('congress', {}, { ...c1, stock: '', waste: '*', 'tableau-1': '' }))).to.equal('impossible-position');
    expect(refusal(position('congress', {}, { ...c1, 'tableau-1': '9S 9S' }, { 'tableau-1': 1 }))).to.equal('impossible-position');
    expect(refusal(position('congress', {}, { ...c1, 'foundation-2': '2C' }))).to.equal('impossible-position');
  });
});

describeCommon('congress');
