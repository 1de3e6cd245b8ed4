/** Pyramid (RULES.md §9): the deal, pairs, a K alone, the stock and its redeals, won and lost. */
import { expect } from '@open-wc/testing';
import { rank } from '../../../src/engine/cards.js';
import { GameSession } from '../../../src/engine/session.js';
import type { Move, Rules, Table } from '../../../src/engine/types.js';
import { getGame, rulesOf } from '../../named.js';
import { card, up } from '../classics.js';
import { pyramidTable } from './helpers.js';

const ids = ['stock', 'waste', 'discard', ...Array.from({ length: 28 }, (_, i) => `tableau-${i}`)];
const STOCK = 0;
const WASTE = 1;
const DISCARD = 2;
const P = (k: number): number => 3 + k;

const has = (rules: Rules, t: Table, m: Partial<Move>): boolean =>
  rules.legalMoves(t).some((x) => Object.entries(m).every(([k, v]) => x[k as keyof Move] === v));

describe('Pyramid: the deal', () => {
  it('deals 28 cards face up in seven rows, 24 to the stock with its top face up, piles in the API order', () => {
    const rules = rulesOf('pyramid');
    expect(rules.specs.map((s) => s.id)).to.deep.equal(ids);
    expect(rules.options.redeals).to.equal(2);
    const t = rules.deal(5);
    expect(t.piles[STOCK].cards.length).to.equal(24);
    expect(t.piles[STOCK].down).to.equal(23);
    expect(t.piles[WASTE].cards.length + t.piles[DISCARD].cards.length).to.equal(0);
    expect(t.piles.slice(3).every((p) => p.cards.length === 1 && p.down === 0)).to.equal(true);
    expect(rules.validate(t)).to.equal(null);
  });

  it('frees only the bottom row, the stock top and the waste top at first', () => {
    const rules = rulesOf('pyramid');
    for (let seed = 1; seed <= 20; seed++) {
      const t = rules.deal(seed);
      for (const m of rules.legalMoves(t)) {
        for (const p of m.kind === 'pair' ? [m.from, m.pair!] : m.kind === 'move' ? [m.from] : []) {
          expect(p === STOCK || p >= P(21), `pile ${p} free on deal ${seed}`).to.equal(true);
        }
      }
    }
  });

  it('restores its own state, and refuses a card under a hole', () => {
    const g = GameSession.deal(getGame('pyramid'), {}, 3);
    expect(g.ok).to.equal(true);
    if (!g.ok) return;
    const back = GameSession.restore(getGame('pyramid'), JSON.parse(JSON.stringify(g.value.state)));
    expect(back.ok).to.equal(true);
    const rules = rulesOf('pyramid');
    // Row 1 still there, the row 2 card on its left gone, row 3 whole: impossible.
    const t = pyramidTable([0, 1, 2, 3, 4, 5], [6, 7]);
    const holed = { ...t, piles: t.piles.map((p, i) => (i === P(1) ? up([]) : i === DISCARD ? up([...p.cards, 1]) : p)) };
    expect(rules.validate(holed)).to.match(/cover/);
  });
});

describe('Pyramid: moves', () => {
  const rules = rulesOf('pyramid');
  // Row 1: Q♣; row 2: 6♦, 7♥; row 3: A♠ 5♣ K♦. Stock top 8♣ (then 9♣), waste top 4♥.
  const pyr = [card(12, 'C'), card(6, 'D'), card(7, 'H'), card(1, 'S'), card(5, 'C'), card(13, 'D')];
  const t = pyramidTable(pyr, [card(9, 'C'), card(8, 'C')], [card(4, 'H')]);

  it('pairs two free cards adding up to 13: pyramid and stock, pyramid and waste, stock and waste', () => {
    expect(rules.validate(t)).to.equal(null);
    expect(has(rules, t, { kind: 'pair', from: STOCK, pair: P(4), to: DISCARD })).to.equal(true); // 8 + 5
    expect(has(rules, t, { kind: 'pair', from: WASTE, pair: STOCK })).to.equal(false); // 4 + 8 ≠ 13
    const t2 = pyramidTable(pyr, [card(9, 'C')], [card(4, 'H')]);
    expect(has(rules, t2, { kind: 'pair', from: STOCK, pair: WASTE })).to.equal(true); // 9 + 4
    const m = rules.legalMoves(t).find((x) => x.kind === 'pair' && x.pair === P(4))!;
    const after = rules.apply(t, m);
    expect(after.piles[P(4)].cards).to.deep.equal([]);
    expect(after.piles[STOCK].cards).to.deep.equal([card(9, 'C')]);
    expect(after.piles[STOCK].down, 'the next stock card shows').to.equal(0);
    expect(after.piles[DISCARD].cards.slice(-2)).to.deep.equal([card(8, 'C'), card(5, 'C')]);
  });

  it('never pairs a covered card, nor two that do not add up to 13', () => {
    // 6♦ + 7♥ = 13, but row 3 covers both.
    expect(has(rules, t, { kind: 'pair', from: P(1), pair: P(2) })).to.equal(false);
    expect(has(rules, t, { kind: 'pair', from: P(3), pair: P(4) })).to.equal(false); // A + 5
    const refused: Move = { kind: 'pair', from: P(1), to: DISCARD, pair: P(2), count: 2 };
    expect(rules.legalMove(t, refused)).to.equal(null);
  });

  it('removes a free K alone, and frees what it covered', () => {
    const m = rules.legalMoves(t).find((x) => x.kind === 'move');
    expect(m).to.deep.equal({ kind: 'move', from: P(5), to: DISCARD, count: 1 });
    const after = rules.apply(t, m!);
    // 5♣ and the K gone: 7♥ is free now, and pairs with 6♦? No: 6♦ is still under A♠ and 5♣.
    const t3 = rules.apply(
      after,
      rules.legalMoves(after).find((x) => x.kind === 'pair' && x.pair === P(4))!,
    );
    expect(has(rules, t3, { kind: 'pair', from: P(2) })).to.equal(false);
    expect(rank(t3.piles[P(2)].cards[0])).to.equal(7);
  });

  it('turns the stock onto the waste one card at a time, and the waste back over while redeals last', () => {
    for (const [redeals, turns] of [
      [0, 0],
      [2, 2],
      ['unlimited', 5],
    ] as const) {
      const r = rulesOf('pyramid', { redeals });
      let u = pyramidTable(pyr, [card(9, 'C'), card(8, 'C')]);
      for (let pass = 0; pass <= turns; pass++) {
        for (let i = 0; i < 2; i++) {
          const deal = r.legalMoves(u).find((x) => x.kind === 'deal')!;
          expect(deal.count).to.equal(1);
          u = r.apply(u, deal);
        }
        expect(u.piles[WASTE].cards).to.deep.equal([card(8, 'C'), card(9, 'C')]);
        const again = r.legalMoves(u).find((x) => x.kind === 'recycle');
        if (pass === turns && redeals !== 'unlimited') {
          expect(again, `no recycle after ${turns} redeals`).to.equal(undefined);
          break;
        }
        u = r.apply(u, again!);
        expect(u.piles[STOCK].cards).to.deep.equal([card(9, 'C'), card(8, 'C')]);
        expect(u.piles[STOCK].down).to.equal(1);
      }
    }
  });

  it('is won when the 28 pyramid cards are gone, stock and waste as they may be', () => {
    const won = pyramidTable([], [card(9, 'C')], [card(4, 'H')]);
    expect(rules.isWon(won)).to.equal(true);
    expect(rules.isWon(t)).to.equal(false);
    const last = pyramidTable([card(12, 'C')], [card(1, 'C')]);
    const m = rules.legalMoves(last).find((x) => x.kind === 'pair')!;
    expect(rules.isWon(rules.apply(last, m))).to.equal(true);
  });

  it('is lost when no move is left: stock gone through, nothing pairs', () => {
    const r = rulesOf('pyramid', { redeals: 0 });
    const dead = pyramidTable([card(12, 'C'), card(6, 'D'), card(6, 'H')], [], [card(2, 'S'), card(3, 'S')]);
    expect(r.legalMoves(dead)).to.deep.equal([]);
    expect(r.isWon(dead)).to.equal(false);
    const g = GameSession.restore(getGame('pyramid'), {
      variant: 'pyramid',
      seed: 1,
      options: { redeals: 0 },
      moveCount: 0,
      piles: dead.piles.map((p, i) => ({
        id: ids[i],
        kind: r.specs[i].kind,
        cards: p.cards.map((c) => ({ code: codeOf(c), faceUp: true })),
      })),
    });
    expect(g.ok).to.equal(true);
    if (g.ok) expect(g.value.lost).to.equal(true);
    // With a redeal left it is not lost: the waste can be turned back over.
    expect(
      rulesOf('pyramid', { redeals: 1 })
        .legalMoves(dead)
        .map((m) => m.kind),
    ).to.deep.equal(['recycle']);
  });
});

function codeOf(c: number): string {
  return 'A23456789TJQK'[c % 13] + 'CDHS'[Math.floor(c / 13)];
}
