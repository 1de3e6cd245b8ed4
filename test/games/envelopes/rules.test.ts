import { expect } from '@open-wc/testing';
import { cardCode, makeDeck } from '../../../src/engine/cards.js';
import { shuffle } from '../../../src/engine/rng.js';
import { gameOf } from '../../named.js';
import type { Rules, Table } from '../../../src/engine/types.js';
import { deal, describeCommon, game, move, movesOf, plays, position, refusal, refuses, show, sortedJSON } from '../../engine/helpers.js';

// Peeking as the game's words give it (pairs of the same rank, `peek`).
const { peek } = gameOf('envelopes');
const peekable = (table: Table, rules: Rules): number[] => peek!.piles(table, rules);
const peekCard = (table: Table, pile: number) => peek!.card(table, pile);

const pair = (from: string, other: string) => ({ kind: 'pair' as const, from, to: 'discard', count: 2, pair: other });
const threeDown = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`tableau-${i}`, 3]));

// Every envelope full, tops 7C 7D 7H JC QC JD AS JS: sevens and jacks show three times each.
const full = {
  'tableau-0': 'KC 9H 8D 7C',
  'tableau-1': 'KD 9S 8H 7D',
  'tableau-2': 'KH TC 8S 7H',
  'tableau-3': 'KS TD 9C JC',
  'tableau-4': 'AC TH 9D QC',
  'tableau-5': 'AD TS QD JD',
  'tableau-6': 'AH 8C QH AS',
  'tableau-7': '7S JH QS JS',
};

describe('envelopes: the deal', () => {
  it('deals eight envelopes of four, round by round, only the top card face up', () => {
    const s = deal('envelopes', {}, 31).state;
    const order = shuffle(makeDeck('piquet'), 31).map(cardCode);
    expect(s.piles.map((p) => p.id)).to.deep.equal([...Array.from({ length: 8 }, (_, i) => `tableau-${i}`), 'discard']);
    for (let e = 0; e < 8; e++) {
      const p = s.piles[e];
      expect(p.cards.map((c) => c.code)).to.deep.equal([0, 1, 2, 3].map((r) => order[r * 8 + e]));
      expect(p.cards.map((c) => c.faceUp)).to.deep.equal([false, false, false, true]);
    }
    expect(s.piles[8].cards).to.deep.equal([]);
  });
});

describe('envelopes: pairs', () => {
  it('lists every two face-up tops of one rank, each pair once', () => {
    const g = game('envelopes', {}, full, threeDown);
    expect(movesOf(g)).to.deep.equal(
      sortedJSON([
        pair('tableau-0', 'tableau-1'),
        pair('tableau-0', 'tableau-2'),
        pair('tableau-1', 'tableau-2'),
        pair('tableau-3', 'tableau-5'),
        pair('tableau-3', 'tableau-7'),
        pair('tableau-5', 'tableau-7'),
      ]),
    );
  });

  it('sets the pair aside and turns up the card under each', () => {
    const g = game('envelopes', {}, full, threeDown);
    plays(g, pair('tableau-0', 'tableau-1'));
    expect(show(g, 'discard')).to.equal('7C 7D');
    expect(show(g, 'tableau-0')).to.equal('(KC) (9H) 8D');
    expect(show(g, 'tableau-1')).to.equal('(KD) (9S) 8H');
    expect(show(g, 'tableau-2')).to.equal('(KH) (TC) (8S) 7H');
    // The turned-up eights pair now; the lone seven does not.
    expect(movesOf(g)).to.include(JSON.stringify(pair('tableau-0', 'tableau-1')));
    refuses(g, pair('tableau-0', 'tableau-2'));
    expect(g.undo()).to.equal(true);
    expect(show(g, 'tableau-0')).to.equal('(KC) (9H) (8D) 7C');
    expect(show(g, 'discard')).to.equal('');
  });

  it('refuses different ranks, a pair named the other way round, one pile twice and other moves', () => {
    const g = game('envelopes', {}, full, threeDown);
    refuses(g, pair('tableau-0', 'tableau-3')); // 7C and JC
    refuses(g, pair('tableau-1', 'tableau-0')); // listed as tableau-0 with tableau-1
    refuses(g, pair('tableau-0', 'tableau-0'));
    refuses(g, { ...pair('tableau-0', 'tableau-1'), to: 'tableau-2' });
    refuses(g, { ...pair('tableau-0', 'tableau-1'), count: 1 });
    refuses(g, move('tableau-0', 'discard'));
    refuses(g, move('tableau-0', 'tableau-1'));
    refuses(g, move('discard', 'tableau-1'));
  });

  it('empties an envelope when its last card goes', () => {
    const pos = { ...full, 'tableau-6': 'AH', 'tableau-7': 'AS', discard: '8C 8S QH QS 7S 7H JH JS' };
    const g = game(
      'envelopes',
      {},
      { ...pos, 'tableau-2': 'KH TC', 'tableau-5': 'AD TS QD JD', 'tableau-1': 'KD 9S 8H 7D' },
      {
        ...threeDown,
        'tableau-2': 1,
        'tableau-6': 0,
        'tableau-7': 0,
      },
    );
    plays(g, pair('tableau-6', 'tableau-7'));
    expect(show(g, 'tableau-6')).to.equal('');
    expect(show(g, 'tableau-7')).to.equal('');
  });
});

describe('envelopes: peeking', () => {
  it('offers a peek only under the tops of a rank that shows three times or more', () => {
    const g = game('envelopes', {}, full, threeDown);
    expect(peekable(g.table, g.rules)).to.deep.equal([0, 1, 2, 3, 5, 7]);
    expect([0, 1, 2].map((i) => cardCode(peekCard(g.table, i)!))).to.deep.equal(['8D', '8H', '8S']);
    plays(g, pair('tableau-0', 'tableau-1')); // tops 8D 8H 7H JC QC JD AS JS
    expect(peekable(g.table, g.rules)).to.deep.equal([3, 5, 7]);
  });

  it('counts four of a rank, and leaves out an envelope with nothing face down under its top', () => {
    // tableau-3 played down to JC: KS TD 9C paired off with KH TC of tableau-2 and 9D of tableau-4.
    const pos = {
      ...full,
      'tableau-2': '8S 7H',
      'tableau-3': 'JC',
      'tableau-4': 'AC TH QC',
      'tableau-6': 'AH 8C QH JH',
      'tableau-7': '7S AS QS JS',
      discard: 'KS KH TD TC 9C 9D',
    };
    const g = game('envelopes', {}, pos, { ...threeDown, 'tableau-2': 1, 'tableau-3': 0, 'tableau-4': 2 });
    expect(peekable(g.table, g.rules)).to.deep.equal([0, 1, 2, 5, 6, 7]);
    expect(peekCard(g.table, 3)).to.equal(null);
    expect(cardCode(peekCard(g.table, 6)!)).to.equal('QH');
  });

  it('offers none when no rank shows three times', () => {
    const g = game('envelopes', {}, full, threeDown);
    plays(g, pair('tableau-0', 'tableau-1'));
    plays(g, pair('tableau-3', 'tableau-5')); // tops 8D 8H 7H 9C QC QD AS JS
    expect(peekable(g.table, g.rules)).to.deep.equal([]);
  });
});

const byRank = 'AC AD AH AS 7C 7D 7H 7S 8C 8D 8H 8S 9C 9D 9H 9S TC TD TH TS JC JD JH JS QC QD QH QS KC KD KH KS';
const stuck = {
  'tableau-0': 'AD AH AS AC',
  'tableau-1': '7D 7H 7S 7C',
  'tableau-2': '8D 8H 8S 8C',
  'tableau-3': '9D 9H 9S 9C',
  'tableau-4': 'TD TH TS TC',
  'tableau-5': 'JD JH JS JC',
  'tableau-6': 'QD QH QS QC',
  'tableau-7': 'KD KH KS KC',
};

describe('envelopes: the end of the game', () => {
  it('is won when every envelope is empty', () => {
    const g = game('envelopes', {}, { discard: byRank });
    expect(g.state.won).to.equal(true);
    expect(g.state.lost).to.equal(false);
  });

  it('is won by the last pair', () => {
    const g = game('envelopes', {}, { 'tableau-2': 'KH', 'tableau-6': 'KS', discard: byRank.replace(' KH KS', '') });
    expect(g.state.won).to.equal(false);
    plays(g, pair('tableau-2', 'tableau-6'));
    expect(g.state.won).to.equal(true);
  });

  it('is lost when cards remain and no two face-up cards share a rank', () => {
    const g = game('envelopes', {}, stuck, threeDown);
    expect(g.legalMoves()).to.deep.equal([]);
    expect(g.state.lost).to.equal(true);
    expect(g.state.won).to.equal(false);
    expect(peekable(g.table, g.rules)).to.deep.equal([]);
  });
});

describe('envelopes: restoring', () => {
  it('refuses a second face-up card, a face-down top, and a discard that is not pairs', () => {
    expect(refusal(position('envelopes', {}, stuck, { ...threeDown, 'tableau-0': 2 }))).to.equal('impossible-position');
    expect(refusal(position('envelopes', {}, stuck, { ...threeDown, 'tableau-0': 4 }))).to.equal('impossible-position');
    const short = { ...stuck, 'tableau-0': 'AD AH AS', 'tableau-1': '7D 7H 7S' };
    expect(refusal(position('envelopes', {}, { ...short, discard: 'AC 7C' }, { ...threeDown, 'tableau-0': 2, 'tableau-1': 2 }))).to.equal(
      'impossible-position',
    );
    expect(
      refusal(position('envelopes', {}, { ...short, 'tableau-1': '7D 7H 7S 7C', discard: 'AC' }, { ...threeDown, 'tableau-0': 2 })),
    ).to.equal('impossible-position');
    // The same shapes with a proper pair set aside are taken.
    expect(() =>
      game('envelopes', {}, { ...stuck, 'tableau-0': 'AD AH', discard: 'AS AC' }, { ...threeDown, 'tableau-0': 1 }),
    ).not.to.throw();
  });
});

describeCommon('envelopes');
