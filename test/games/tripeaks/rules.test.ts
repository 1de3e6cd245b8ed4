/** TriPeaks (RULES.md §10): the deal, which cards cover which, plays onto the waste (K and A neighbours), won and lost. */
import { expect } from '@open-wc/testing';
import { rank } from '../../../src/engine/cards.js';
import { GameSession } from '../../../src/engine/session.js';
import { coveredBy } from './covers.js';
import { getGame, rulesOf } from '../../named.js';
import { card } from '../classics.js';
import { peaksTable } from './helpers.js';

const ids = ['stock', 'waste', ...Array.from({ length: 28 }, (_, i) => `tableau-${i}`)];
const STOCK = 0;
const WASTE = 1;
const P = (k: number): number => 2 + k;

describe('TriPeaks: the deal', () => {
  it('deals 28 cards in rows of 3, 6, 9 and 10 (the bottom row face up), one to the waste, 23 to the stock, piles in the API order', () => {
    const rules = rulesOf('tripeaks');
    expect(rules.specs.map((s) => s.id)).to.deep.equal(ids);
    const t = rules.deal(4);
    expect(t.piles[STOCK].cards.length).to.equal(23);
    expect(t.piles[STOCK].down).to.equal(23);
    expect(t.piles[WASTE].cards.length).to.equal(1);
    expect(t.piles.slice(2).map((p) => p.cards.length)).to.deep.equal(Array(28).fill(1));
    expect(t.piles.slice(2).map((p) => p.down)).to.deep.equal([...Array(18).fill(1), ...Array(10).fill(0)]);
    expect(rules.validate(t)).to.equal(null);
    const g = GameSession.deal(getGame('tripeaks'), {}, 4);
    expect(g.ok && GameSession.restore(getGame('tripeaks'), JSON.parse(JSON.stringify(g.value.state))).ok).to.equal(true);
  });

  it('covers as RULES.md §10 says: row 1 p by 2p, 2p + 1; row 2 i by i + ⌊i/2⌋ (+1); row 3 j by j, j + 1', () => {
    expect([0, 1, 2].map(coveredBy)).to.deep.equal([3, 5, 7]);
    expect([3, 4, 5, 6, 7, 8].map(coveredBy)).to.deep.equal([9, 10, 12, 13, 15, 16]);
    expect([9, 13, 17].map(coveredBy)).to.deep.equal([18, 22, 26]);
    expect(coveredBy(18)).to.equal(-1);
  });
});

describe('TriPeaks: moves', () => {
  const rules = rulesOf('tripeaks');
  // Only the third peak's top left, with the two cards that cover it: 4♣ over 5♦ and 2♠; waste top 3♥.
  const peaks: (number | null)[] = Array(28).fill(null);
  peaks[2] = card(4, 'C');
  peaks[7] = card(5, 'D');
  peaks[8] = card(2, 'S');
  const t = peaksTable(peaks, [card(13, 'H'), card(6, 'H')], card(3, 'H'));

  it('plays a free face-up card one rank above or below the waste top, never a covered one', () => {
    expect(rules.validate(t)).to.equal(null);
    const plays = rules.legalMoves(t).filter((m) => m.kind === 'move');
    expect(plays.map((m) => m.from).sort()).to.deep.equal([P(8)]); // 2♠ on 3♥; 4♣ is covered
    expect(rules.legalMove(t, { kind: 'move', from: P(2), to: WASTE, count: 1 })).to.equal(null);
    expect(rules.legalMove(t, { kind: 'move', from: P(7), to: WASTE, count: 1 }), '5 on 3').to.equal(null);
  });

  it('turns a peak card face up as soon as no card covers it', () => {
    let u = rules.apply(
      t,
      rules.legalMoves(t).find((m) => m.kind === 'move')!,
    );
    expect(u.piles[P(2)].down, 'still covered by 5♦').to.equal(1);
    u = rules.apply(
      u,
      rules.legalMoves(u).find((m) => m.kind === 'deal')!,
    ); // 6♥
    u = rules.apply(
      u,
      rules.legalMoves(u).find((m) => m.kind === 'move' && m.from === P(7))!,
    ); // 5♦
    expect(u.piles[P(2)].down).to.equal(0);
    expect(rules.validate(u)).to.equal(null);
    expect(rules.legalMoves(u).some((m) => m.kind === 'move' && m.from === P(2))).to.equal(true); // 4♣ on 5♦
  });

  it('Ruling: K and A are neighbours, both ways', () => {
    const p: (number | null)[] = Array(28).fill(null);
    p[18] = card(1, 'S');
    p[19] = card(13, 'S');
    const onK = peaksTable(p, [], card(13, 'D'));
    expect(rules.legalMoves(onK).map((m) => m.from)).to.deep.equal([P(18)]);
    const onA = peaksTable(p, [], card(1, 'D'));
    expect(rules.legalMoves(onA).map((m) => m.from)).to.deep.equal([P(19)]);
  });

  it('deals the stock one card at a time, with no redeal', () => {
    let u = t;
    for (const want of [card(6, 'H'), card(13, 'H')]) {
      const d = rules.legalMoves(u).find((m) => m.kind === 'deal')!;
      expect(d.count).to.equal(1);
      u = rules.apply(u, d);
      expect(u.piles[WASTE].cards.at(-1)).to.equal(want);
    }
    expect(rules.legalMoves(u).some((m) => m.kind === 'recycle' || m.kind === 'deal')).to.equal(false);
  });

  it('is won when all 28 peak cards are on the waste, lost when no move is left', () => {
    const last: (number | null)[] = Array(28).fill(null);
    last[20] = card(9, 'C');
    const one = peaksTable(last, [], card(10, 'C'));
    expect(rules.isWon(one)).to.equal(false);
    expect(rules.isWon(rules.apply(one, rules.legalMoves(one)[0]))).to.equal(true);
    const stuck = peaksTable(last, [], card(rank(card(5, 'C')), 'D'));
    expect(rules.legalMoves(stuck)).to.deep.equal([]);
    expect(rules.isWon(stuck)).to.equal(false);
  });

  it('refuses a face-down card that nothing covers, and a face-up one still covered', () => {
    const bad = { ...t, piles: t.piles.map((p, i) => (i === P(8) ? { cards: p.cards, down: 1 } : p)) };
    expect(rules.validate(bad)).to.match(/face up exactly/);
    const bad2 = { ...t, piles: t.piles.map((p, i) => (i === P(2) ? { cards: p.cards, down: 0 } : p)) };
    expect(rules.validate(bad2)).to.match(/face up exactly/);
  });
});
