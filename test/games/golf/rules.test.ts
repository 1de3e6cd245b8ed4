/** Golf (RULES.md §11): the deal, plays into the hole (no wrap; Q on K and K on Q), the stock, won and lost. */
import { expect } from '@open-wc/testing';
import { GameSession } from '../../../src/engine/session.js';
import { getGame, rulesOf } from '../../named.js';
import { card } from '../classics.js';
import { golfTable } from './helpers.js';

const ids = ['stock', 'waste', ...Array.from({ length: 7 }, (_, i) => `tableau-${i}`)];
const STOCK = 0;
const HOLE = 1;
const C = (i: number): number => 2 + i;

describe('Golf: the deal', () => {
  it('deals seven columns of five face up, one card to the hole, 16 to the stock, piles in the API order', () => {
    const rules = rulesOf('golf');
    expect(rules.specs.map((s) => s.id)).to.deep.equal(ids);
    const t = rules.deal(9);
    expect(t.piles[STOCK].cards.length).to.equal(16);
    expect(t.piles[HOLE].cards.length).to.equal(1);
    expect(t.piles.slice(2).map((p) => [p.cards.length, p.down])).to.deep.equal(Array(7).fill([5, 0]));
    const g = GameSession.deal(getGame('golf'), {}, 9);
    expect(g.ok && GameSession.restore(getGame('golf'), JSON.parse(JSON.stringify(g.value.state))).ok).to.equal(true);
  });
});

describe('Golf: moves', () => {
  const rules = rulesOf('golf');

  it('plays a column top one rank above or below the hole, whatever the suit; nothing else', () => {
    const t = golfTable([[card(9, 'S'), card(7, 'C')], [card(5, 'H')], [card(6, 'D'), card(3, 'D')]], [card(2, 'C')], card(6, 'S'));
    expect(rules.validate(t)).to.equal(null);
    const plays = rules.legalMoves(t).filter((m) => m.kind === 'move');
    expect(plays.map((m) => m.from)).to.deep.equal([C(0), C(1)]);
    expect(rules.legalMove(t, { kind: 'move', from: C(2), to: HOLE, count: 1 })).to.equal(null);
    const u = rules.apply(t, plays[0]);
    expect(u.piles[HOLE].cards.at(-1)).to.equal(card(7, 'C'));
    expect(u.piles[C(0)].cards).to.deep.equal([card(9, 'S')]);
  });

  it('Ruling: no wrap (A and K are not neighbours); a Q goes on a K and a K on a Q', () => {
    const cols = [[card(1, 'S')], [card(12, 'S')], [card(13, 'C')]];
    expect(rules.legalMoves(golfTable(cols, [], card(13, 'D'))).map((m) => m.from)).to.deep.equal([C(1)]);
    expect(rules.legalMoves(golfTable(cols, [], card(12, 'D'))).map((m) => m.from)).to.deep.equal([C(2)]);
    expect(rules.legalMoves(golfTable(cols, [], card(1, 'D')))).to.deep.equal([]);
  });

  it('deals the stock into the hole one card at a time, with no redeal', () => {
    let u = golfTable([[card(9, 'S')]], [card(4, 'C'), card(2, 'C')], card(6, 'S'));
    for (const want of [card(2, 'C'), card(4, 'C')]) {
      const d = rules.legalMoves(u).find((m) => m.kind === 'deal')!;
      expect(d.count).to.equal(1);
      u = rules.apply(u, d);
      expect(u.piles[HOLE].cards.at(-1)).to.equal(want);
    }
    expect(rules.legalMoves(u)).to.deep.equal([]);
    expect(rules.isWon(u)).to.equal(false);
  });

  it('is won when all 35 column cards are in the hole, stock or not', () => {
    const t = golfTable([[card(5, 'C')]], [card(2, 'C')], card(4, 'S'));
    expect(rules.isWon(t)).to.equal(false);
    expect(
      rules.isWon(
        rules.apply(
          t,
          rules.legalMoves(t).find((m) => m.kind === 'move')!,
        ),
      ),
    ).to.equal(true);
  });

  it('is lost when no move is left', () => {
    const stuck = golfTable([[card(5, 'C')], [card(9, 'D')]], [], card(7, 'S'));
    const back = GameSession.restore(getGame('golf'), {
      variant: 'golf',
      seed: 1,
      options: {},
      moveCount: 0,
      piles: stuck.piles.map((p, i) => ({
        id: ids[i],
        cards: p.cards.map((c) => ({ code: 'A23456789TJQK'[c % 13] + 'CDHS'[Math.floor(c / 13)], faceUp: true })),
      })),
    });
    expect(back.ok).to.equal(true);
    if (back.ok) expect(back.value.lost).to.equal(true);
  });
});
