import { expect } from '@open-wc/testing';
import { cardCode, makeDeck } from '../../../src/engine/cards.js';
import { microsoftDeal, shuffle } from '../../../src/engine/rng.js';
import type { GameSession } from '../../../src/engine/session.js';
import { dealNamed, restoreNamed } from '../../named.js';
import { deal, describeCommon, game, move, movesOf, plays, position, refusal, refuses, show } from '../../engine/helpers.js';

/** The eight columns of a deal as rows, the way the layouts of Microsoft's games are published. */
function rows(g: GameSession): string[] {
  const cols = g.state.piles.filter((p) => p.kind === 'tableau').map((p) => p.cards.map((c) => c.code));
  const out: string[] = [];
  for (let r = 0; r < 7; r++)
    out.push(
      cols
        .map((c) => c[r])
        .filter(Boolean)
        .join(' '),
    );
  return out;
}

describe('freecell: the deal', () => {
  it('lays out Microsoft game #1 as published', () => {
    expect(rows(deal('freecell', {}, 1))).to.deep.equal([
      'JD 2D 9H JC 5D 7H 7C 5H',
      'KD KC 9S 5S AD QC KH 3H',
      '2S KS 9D QD JS AS AH 3C',
      '4C 5C TS QH 4H AC 4D 7S',
      '3S TD 4S TH 8H 2C JH 7D',
      '6D 8S 8D QS 6C 3D 8C TC',
      '6S 9C 2H 6H',
    ]);
  });

  it('lays out Microsoft games #617 and #2647 as published', () => {
    expect(rows(deal('freecell', { deals: 'microsoft' }, 617))).to.deep.equal([
      '7D AD 5C 3S 5S 8C 2D AH',
      'TD 7S QD AC 6D 8H AS KH',
      'TH QC 3H 9D 6S 8D 3D TC',
      'KD 5H 9S 3C 8S 7H 4D JS',
      '4C QS 9C 9H 7C 6H 2C 2S',
      '4S TS 2H 5D JC 6C JH QH',
      'JD KS KC 4H',
    ]);
    expect(rows(deal('freecell', {}, 2647))).to.deep.equal([
      'KH 3S 7H 4C QD 5H TD 7S',
      '7D 5C AD 3C AH AC 6D 8D',
      '6C TH QS 2C KD 6H QH 7C',
      'TC 6S JD KC 5D QC JC JS',
      '2D 9S 3H 5S 3D 8H 9C 9D',
      'JH 4H 4D TS 2S KS AS 9H',
      '8S 2H 4S 8C',
    ]);
  });

  it('has four free cells, four foundations and eight columns (7, 7, 7, 7, 6, 6, 6, 6 cards, all face up)', () => {
    const s = deal('freecell', {}, 5).state;
    expect(s.piles.map((p) => p.id)).to.deep.equal([
      'freecell-0',
      'freecell-1',
      'freecell-2',
      'freecell-3',
      'foundation-0',
      'foundation-1',
      'foundation-2',
      'foundation-3',
      ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `tableau-${i}`),
    ]);
    expect(s.piles.map((p) => p.kind).slice(0, 4)).to.deep.equal(['reserve', 'reserve', 'reserve', 'reserve']);
    expect(s.piles.slice(8).map((p) => p.cards.length)).to.deep.equal([7, 7, 7, 7, 6, 6, 6, 6]);
    expect(s.piles.every((p) => p.cards.every((c) => c.faceUp))).to.equal(true);
    expect(s.piles.slice(0, 8).every((p) => p.cards.length === 0)).to.equal(true);
    expect(s.options).to.deep.equal({ deals: 'microsoft' });
  });

  it('deals=shuffle uses the project shuffle, row by row; other values are refused', () => {
    const order = shuffle(makeDeck('standard'), 9).map(cardCode);
    const s = deal('freecell', { deals: 'shuffle' }, 9).state;
    expect(s.piles[8].cards.map((c) => c.code)).to.deep.equal([0, 8, 16, 24, 32, 40, 48].map((i) => order[i]));
    expect(s.piles[15].cards.map((c) => c.code)).to.deep.equal([7, 15, 23, 31, 39, 47].map((i) => order[i]));
    for (const bad of ['windows', '', 'Microsoft']) {
      const r = dealNamed('freecell', { deals: bad }, 1);
      expect(r.ok, bad).to.equal(false);
      if (!r.ok) expect(r.error.code).to.equal('bad-option');
    }
  });

  it('takes every seed: Microsoft numbers 1 … 1,000,000 and beyond, the low 31 bits counting', () => {
    expect(microsoftDeal(1_000_000)).to.have.length(52);
    expect(new Set(microsoftDeal(1_000_000)).size).to.equal(52);
    expect(deal('freecell', {}, 2 ** 31 + 617).state.piles).to.deep.equal(deal('freecell', {}, 617).state.piles);
    expect(deal('freecell', {}, 0).state.piles).to.not.deep.equal(deal('freecell', {}, 1).state.piles);
    expect(dealNamed('freecell', {}, 2 ** 32).ok).to.equal(false);
  });
});

/**
 * Three free cells full, one empty; tableau-0 holds the run QS JH TC 9D 8C 7H on AS; tableau-1 a
 * JD; tableau-2 is empty; the other columns hold one card each, and the rest of the deck.
 */
const runs = {
  'freecell-0': 'KH',
  'freecell-1': 'KD',
  'freecell-2': 'KC',
  'freecell-3': '',
  'tableau-0': 'AS QS JH TC 9D 8C 7H',
  'tableau-1': 'JD',
  'tableau-2': '',
  'tableau-3': '*',
  'tableau-4': '2C',
  'tableau-5': '3C',
  'tableau-6': '4C',
  'tableau-7': '5C',
};
const countsTo = (g: GameSession, from: string, to: string): number[] =>
  g
    .legalMoves()
    .filter((m) => m.from === from && m.to === to)
    .map((m) => m.count)
    .sort((a, b) => a - b);

describe('freecell: moves', () => {
  it('moves a run as far as (empty free cells + 1) × 2^(empty columns) allows', () => {
    const g = game('freecell', {}, runs);
    // One empty cell, one empty column: (1 + 1) × 2 = 4 cards onto JD …
    expect(countsTo(g, 'tableau-0', 'tableau-1')).to.deep.equal([4]);
    // … but into the empty column itself it does not count: (1 + 1) × 1 = 2.
    expect(countsTo(g, 'tableau-0', 'tableau-2')).to.deep.equal([1, 2]);
    refuses(g, move('tableau-0', 'tableau-2', 3));
    // The last free cell filled: (0 + 1) × 2 = 2, too few for TC 9D 8C.
    plays(g, move('tableau-0', 'freecell-3'));
    refuses(g, move('tableau-0', 'tableau-1', 3));
    expect(countsTo(g, 'tableau-0', 'tableau-1')).to.deep.equal([]);
    expect(countsTo(g, 'tableau-0', 'tableau-2')).to.deep.equal([1]);
  });

  it('moves more with more room, the whole run into an empty column when it fits', () => {
    const g = game('freecell', {}, { ...runs, 'freecell-0': '', 'freecell-1': '', 'tableau-4': '', 'tableau-5': '2C 3C' });
    // Three empty cells, two empty columns: 4 × 4 = 16 onto JD; 4 × 2 = 8 into an empty column.
    plays(g, move('tableau-0', 'tableau-1', 4));
    expect(show(g, 'tableau-1')).to.equal('JD TC 9D 8C 7H');
    expect(show(g, 'tableau-0')).to.equal('AS QS JH');
    // Into an empty column: 4 × 2 = 8, but the whole column would only change places.
    expect(countsTo(g, 'tableau-1', 'tableau-2')).to.deep.equal([1, 2, 3, 4]);
    refuses(g, move('tableau-1', 'tableau-4', 5));
    plays(g, move('tableau-1', 'tableau-4', 4));
    expect(show(g, 'tableau-4')).to.equal('TC 9D 8C 7H');
  });

  it('takes any card or run into an empty column, and never just carries a whole column there', () => {
    const g = game('freecell', {}, runs);
    plays(g, move('freecell-0', 'tableau-2'));
    expect(show(g, 'tableau-2')).to.equal('KH');
    // A lone card onto an empty column only relabels the table: not offered.
    const h = game('freecell', {}, runs);
    refuses(h, move('tableau-4', 'tableau-2'));
    refuses(h, move('tableau-1', 'tableau-2'));
  });

  it('keeps one card in a free cell, takes any card into an empty one, and plays from it', () => {
    const g = game('freecell', {}, runs);
    refuses(g, move('tableau-1', 'freecell-0')); // taken
    refuses(g, move('tableau-0', 'freecell-3', 2)); // one card only
    plays(g, move('tableau-0', 'freecell-3'));
    expect(show(g, 'freecell-3')).to.equal('7H');
    // A card from one free cell to another empty one: the same position, not offered.
    const h = game('freecell', {}, { ...runs, 'freecell-0': '', 'freecell-3': 'KH' });
    refuses(h, move('freecell-3', 'freecell-0'));
    // From a cell onto a column that takes it: 7H back onto 8C.
    plays(g, move('freecell-3', 'tableau-0'));
    expect(show(g, 'tableau-0')).to.equal('AS QS JH TC 9D 8C 7H');
  });

  it('builds columns down in alternating colours and refuses anything else', () => {
    const g = game('freecell', {}, { ...runs, 'tableau-4': '8S', 'tableau-5': '8D', 'tableau-6': '2C 3C', 'tableau-7': '4C 5C' });
    refuses(g, move('tableau-0', 'tableau-5')); // 7H on 8D: same colour
    plays(g, move('tableau-0', 'tableau-4')); // 7H on 8S
    refuses(g, move('tableau-6', 'tableau-1')); // 3C on JD: wrong rank
    // Cards that are not a run do not move together.
    refuses(g, move('tableau-6', 'tableau-4', 2));
  });

  it('builds the foundations up in suit from the ace; nothing comes back', () => {
    const g = game('freecell', {}, { ...runs, 'foundation-0': 'AC', 'tableau-4': 'AD 2C' });
    refuses(g, move('tableau-4', 'foundation-1')); // 2C on an empty foundation
    plays(g, move('tableau-4', 'foundation-0'));
    plays(g, move('tableau-4', 'foundation-1')); // AD
    plays(g, move('tableau-5', 'foundation-0')); // 3C
    refuses(g, move('tableau-0', 'foundation-2', 2)); // one card at a time
    expect(show(g, 'foundation-0')).to.equal('AC 2C 3C');
    expect(g.legalMoves().filter((m) => m.from.startsWith('foundation'))).to.deep.equal([]);
    refuses(g, move('foundation-0', 'tableau-3'));
  });

  it('lists exactly the legal moves of a position', () => {
    // Every cell full, no column empty; the rest of the deck in tableau-7, QS on top.
    const g = game(
      'freecell',
      {},
      {
        'freecell-0': '2H',
        'freecell-1': '2D',
        'freecell-2': '2S',
        'freecell-3': '3H',
        'foundation-0': 'AC 2C 3C',
        'foundation-1': 'AD',
        'foundation-2': 'AH',
        'foundation-3': 'AS',
        'tableau-0': 'KS QH',
        'tableau-1': '4C JH',
        'tableau-2': '5C TH',
        'tableau-3': '6C 9H',
        'tableau-4': '7C 8H',
        'tableau-5': '8C 7H',
        'tableau-6': '9C 6H',
        'tableau-7': '*',
      },
    );
    expect(show(g, 'tableau-7').endsWith('QS')).to.equal(true);
    expect(movesOf(g)).to.deep.equal(
      [
        move('freecell-0', 'foundation-2'), // 2H on AH
        move('freecell-1', 'foundation-1'), // 2D on AD
        move('freecell-2', 'foundation-3'), // 2S on AS
        move('tableau-1', 'tableau-7'), // JH on QS
      ]
        .map((m) => JSON.stringify(m))
        .sort(),
    );
  });
});

describe('freecell: restore, won and lost', () => {
  it('takes back a position with columns in any order, refuses two cards in a cell or a face-down card', () => {
    const ok = position('freecell', {}, { ...runs, 'tableau-4': '2C 5C 3C', 'tableau-5': '', 'tableau-7': '' });
    expect(restoreNamed(ok).ok).to.equal(true);
    expect(refusal(position('freecell', {}, { ...runs, 'freecell-3': 'KS', 'freecell-2': 'KC 2C', 'tableau-4': '' }))).to.equal(
      'impossible-position',
    );
    expect(refusal(position('freecell', {}, runs, { 'tableau-1': 1 }))).to.equal('impossible-position');
    expect(refusal(position('freecell', {}, { ...runs, 'foundation-0': '2C', 'tableau-4': '' }))).to.equal('impossible-position');
    expect(refusal({ ...position('freecell', {}, runs), options: { deals: 'ms' } })).to.equal('bad-option');
  });

  it('is won when all 52 cards are on the foundations', () => {
    const run = (s: string) => [...'A23456789TJQ'].map((r) => r + s).join(' ');
    const g = game(
      'freecell',
      {},
      {
        'foundation-0': run('C') + ' KC',
        'foundation-1': run('D') + ' KD',
        'foundation-2': run('H'),
        'foundation-3': run('S') + ' KS',
        'freecell-2': 'KH',
      },
    );
    expect(g.won).to.equal(false);
    plays(g, move('freecell-2', 'foundation-2'));
    expect(g.won).to.equal(true);
    expect(g.state.won).to.equal(true);
    expect(g.lost).to.equal(false);
  });

  it('is lost when no move is left: cells full, nothing fits anywhere', () => {
    const g = game(
      'freecell',
      {},
      {
        'freecell-0': 'KH',
        'freecell-1': 'KD',
        'freecell-2': 'KC',
        'freecell-3': 'KS',
        'tableau-0': 'AS 2H',
        'tableau-1': 'AH 2S',
        'tableau-2': 'AC 2D',
        'tableau-3': 'AD 2C',
        'tableau-4': '3H 4H 5H 6H 7H 8H 9H TH JH QH',
        'tableau-5': '3S 4S 5S 6S 7S 8S 9S TS JS QS',
        'tableau-6': '3C 4C 5C 6C 7C 8C 9C TC JC QC',
        'tableau-7': '3D 4D 5D 6D 7D 8D 9D TD JD QD',
      },
    );
    expect(g.legalMoves()).to.deep.equal([]);
    expect(g.lost).to.equal(true);
  });
});

describeCommon('freecell', [{}, { deals: 'shuffle' }]);
