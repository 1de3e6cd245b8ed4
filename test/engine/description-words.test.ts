/**
 * The words the catalogue added to the vocabulary, on descriptions of their own (no game's name
 * in them): a deal step's suit, refill as a list, beaten cards, a win with cards left, a run
 * limit that empty piles taking only kings do not double, and a row-dealing stock ending short.
 */
import { expect } from '@open-wc/testing';
import { makeCard, rank, suit } from '../../src/engine/cards.js';
import { descriptionProblems } from '../../src/engine/description/check.js';
import { compileRules, loadPlay } from '../../src/engine/description/compile-rules.js';
import type { GameDescription } from '../../src/engine/description/types.js';
import { rulesOf } from '../../src/engine/session.js';
import type { Pile, Table } from '../../src/engine/types.js';

const words = { en: { name: 'Test' } };
const board = { cols: 8, rows: 4 };
const up = (cards: number[]): Pile => ({ cards, down: 0 });
const C = (r: number, s: number): number => makeCard(r, s, 0);

describe('description words', () => {
  // (their moves and consequences come with the play, loaded after a description's deal)
  before(() => loadPlay());

  it('a deal step with rank and suit takes that one card first', () => {
    const d: GameDescription = {
      id: 'one-card',
      piles: [
        { kind: 'waste', build: { rank: 'either' } },
        { kind: 'tableau', count: 3, moves: 'top' },
      ],
      deal: [
        { to: 'waste', cards: 1, rank: 'Q', suit: 'H' },
        { to: 'tableau', cards: 17 },
      ],
      win: { empty: ['tableau'] },
      board,
      words,
    };
    expect(descriptionProblems(JSON.stringify(d))).to.deep.equal([]);
    const rules = rulesOf(compileRules(d), {});
    for (const seed of [1, 2, 3]) expect(rules.deal(seed).piles[0].cards).to.deep.equal([C(12, 2)]);
    const bad = { ...d, deal: [{ to: 'tableau', cards: 1, rank: 'Q', suit: 'H' }, ...d.deal.slice(1)] };
    expect(descriptionProblems(JSON.stringify(bad)).map((p) => p.path)).to.include('/deal/0/to');
  });

  it('refill as a list: an emptied pile takes the first of its sources that holds a card', () => {
    const d: GameDescription = {
      id: 'refills',
      piles: [
        { kind: 'stock', draw: 1, redeals: 0 },
        { kind: 'waste', moves: 'top' },
        { kind: 'foundation', count: 4, build: { rank: 'up', suit: 'same' } },
        { kind: 'tableau', count: 2, moves: 'top', refill: ['waste', 'stock'] },
      ],
      deal: [{ to: 'tableau', cards: 1 }],
      board,
      words,
    };
    expect(descriptionProblems(JSON.stringify(d))).to.deep.equal([]);
    const rules = rulesOf(compileRules(d), {});
    const t: Table = {
      piles: [{ cards: [C(9, 0)], down: 1 }, up([]), up([]), up([]), up([]), up([]), up([C(1, 1)]), up([C(5, 3)])],
      redeals: 0,
    };
    const after = rules.apply(t, { kind: 'move', from: 6, to: 3, count: 1 });
    expect(after.piles[6]).to.deep.equal(up([C(9, 0)]));
    expect(after.piles[0].cards).to.deep.equal([]);
    expect(rules.validate({ ...t, piles: t.piles.map((p, i) => (i === 6 ? up([]) : p)) })).to.match(/cannot stay empty/);
  });

  it('beaten cards go to the discard (aces high); won with only aces left', () => {
    const d: GameDescription = {
      id: 'beaten',
      piles: [{ kind: 'stock', row: 'tableau' }, { kind: 'discard' }, { kind: 'tableau', count: 3, moves: 'top', empty: 'any' }],
      deal: [{ to: 'tableau', cards: 1 }],
      beaten: { to: 'discard', acesHigh: true },
      win: { left: 'A' },
      board,
      words,
    };
    expect(descriptionProblems(JSON.stringify(d))).to.deep.equal([]);
    const rules = rulesOf(compileRules(d), {});
    const rest = rules.deck.filter((c) => ![C(13, 0), C(1, 0), C(12, 1)].includes(c));
    const t: Table = { piles: [up([]), up(rest), up([C(13, 0)]), up([C(1, 0)]), up([C(12, 1)])], redeals: 0 };
    const beaten = rules.legalMoves(t).filter((m) => m.to === 1);
    expect(beaten).to.deep.equal([{ kind: 'move', from: 2, to: 1, count: 1 }]);
    expect(rules.isWon(t)).to.equal(false);
    const left = rules.apply(rules.apply(t, beaten[0]), { kind: 'move', from: 4, to: 2, count: 1 });
    expect(
      left.piles
        .slice(2)
        .flatMap((p) => p.cards)
        .map((c) => suit(c) + ':' + rank(c)),
    ).to.have.length(2);
    expect(rules.isWon({ ...t, piles: [up([]), up(rest.concat([C(13, 0), C(12, 1)])), up([]), up([C(1, 0)]), up([])] })).to.equal(true);
  });

  it('runLimit doubles only for empty piles that take any card; a row-dealing stock may end in a short row', () => {
    const d = (empty: 'any' | 'K'): GameDescription => ({
      id: `runs-${empty.toLowerCase()}`,
      piles: [
        { kind: 'stock', row: 'tableau' },
        { kind: 'reserve', id: 'cell', count: 1, cell: true, moves: 'top', empty: 'any' },
        { kind: 'foundation', count: 4, build: { rank: 'up', suit: 'same' } },
        { kind: 'tableau', count: 4, build: { rank: 'down', suit: 'same' }, moves: 'runs', runLimit: 'free-cells', empty },
      ],
      deal: [{ to: 'tableau', cards: 2 }],
      board,
      words,
    });
    const run = [C(9, 0), C(8, 0), C(7, 0), C(6, 0)];
    const t: Table = { piles: [up([]), up([]), up([]), up([]), up([]), up([]), up([C(10, 0)]), up(run), up([]), up([])], redeals: 0 };
    const longest = (e: 'any' | 'K'): number => {
      const rules = rulesOf(compileRules(d(e)), {});
      return Math.max(
        ...rules
          .legalMoves(t)
          .filter((m) => m.from === 7 && m.to === 6)
          .map((m) => m.count),
      );
    };
    // one free cell: two cards; three empty piles double that when they take any card
    expect(longest('any')).to.equal(4);
    expect(longest('K')).to.equal(-Infinity);
    const rules = rulesOf(compileRules(d('any')), {});
    const dealt = rules.deal(1);
    expect(dealt.piles[0].cards.length).to.equal(44);
    const short = { ...dealt, piles: dealt.piles.map((p, i) => (i === 0 ? { cards: p.cards.slice(0, 3), down: 3 } : p)) };
    expect(rules.validate(short)).to.match(/whole rows/);
  });
});
