import { expect } from '@open-wc/testing';
import { cardCode, makeDeck } from '../../../src/engine/cards.js';
import { mulberry32, shuffle } from '../../../src/engine/rng.js';
import { GameSession } from '../../../src/engine/session.js';
import { dealNamed, getGame } from '../../named.js';
import {
  deal,
  describeCommon,
  game,
  move,
  movesOf,
  plays,
  position,
  refusal,
  refuses,
  restored,
  show,
  sortedJSON,
} from '../../engine/helpers.js';

const dealMove = (count = 1) => ({ kind: 'deal' as const, from: 'stock', to: 'waste', count });
const recycle = (count: number) => ({ kind: 'recycle' as const, from: 'waste', to: 'stock', count });

describe('seeded deals', () => {
  it('mulberry32 gives the documented sequence (the same in every browser and in Node)', () => {
    const next = mulberry32(42);
    const first = [next(), next(), next()].map((x) => Math.floor(x * 2 ** 32));
    // Fixed forever: a change here would change every seed's deal.
    expect(first).to.deep.equal([2581720956, 1925393290, 3661312704]);
  });

  it('shuffles with Fisher-Yates from the end', () => {
    const deck = makeDeck('standard');
    const s = shuffle(deck, 7);
    expect(s).to.have.length(52);
    expect([...s].sort((a, b) => a - b)).to.deep.equal(deck);
    expect(shuffle(deck, 7)).to.deep.equal(s);
    expect(shuffle(deck, 8)).not.to.deep.equal(s);
  });
});

describe('klondike: the deal', () => {
  it('deals 1…7 cards to the tableau, top card up, the rest of the deck face down in the stock', () => {
    const s = deal('klondike', {}, 42).state;
    expect(s.piles.map((p) => p.id)).to.deep.equal([
      'stock',
      'waste',
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
      'tableau-6',
    ]);
    const tableau = s.piles.filter((p) => p.kind === 'tableau');
    tableau.forEach((p, i) => {
      expect(p.cards).to.have.length(i + 1);
      expect(p.cards.map((c) => c.faceUp)).to.deep.equal(p.cards.map((_, j) => j === i));
    });
    expect(s.piles[0].cards).to.have.length(24);
    expect(s.piles[0].cards.every((c) => !c.faceUp)).to.equal(true);
    expect(s.options).to.deep.equal({ draw: 1, redeals: 0 });
  });

  it('deals row by row, as a person deals, from the shuffled deck', () => {
    const order = shuffle(makeDeck('standard'), 9).map(cardCode);
    const s = deal('klondike', {}, 9).state;
    expect(s.piles[6].cards[0].code).to.equal(order[0]);
    expect(s.piles[12].cards[0].code).to.equal(order[6]);
    expect(s.piles[7].cards[1].code).to.equal(order[7]);
    expect(s.piles[12].cards[6].code).to.equal(order[27]);
    expect(s.piles[0].cards.map((c) => c.code)).to.deep.equal(order.slice(28));
  });

  it('takes its options as attribute strings and refuses others', () => {
    expect(deal('klondike', { draw: '3', redeals: 'unlimited' }).state.options).to.deep.equal({ draw: 3, redeals: 'unlimited' });
    expect(deal('klondike', { redeals: '2' }).state.options).to.deep.equal({ draw: 1, redeals: 2 });
    for (const bad of [{ draw: '2' }, { draw: '' }, { redeals: '-1' }, { redeals: 'many' }, { redeals: '1.5' }]) {
      const r = dealNamed('klondike', bad, 1);
      expect(r.ok, JSON.stringify(bad)).to.equal(false);
      if (!r.ok) expect(r.error.code).to.equal('bad-option');
    }
    for (const seed of [-1, 1.5, 2 ** 32, NaN]) expect(dealNamed('klondike', {}, seed).ok).to.equal(false);
    expect(dealNamed('solitaire', {}, 1).ok).to.equal(false);
  });
});

// Tableau: 0: KS; 1: (4C) QH; 2: (5C) JC; 3: (6C)(7C) 9H 8S 7D; 4: empty; 5: 2S; 6: AD.
const base = {
  stock: '*',
  waste: '',
  'foundation-0': 'AC 2C 3C',
  'foundation-1': '',
  'foundation-2': 'AH',
  'foundation-3': 'AS',
  'tableau-0': 'KS',
  'tableau-1': '4C QH',
  'tableau-2': '5C JC',
  'tableau-3': '6C 7C 9H 8S 7D',
  'tableau-4': '',
  'tableau-5': '2S',
  'tableau-6': 'AD',
};
const baseDown = { 'tableau-1': 1, 'tableau-2': 1, 'tableau-3': 2 };

/** `piles` with the rest of the deck parked face down under KD in tableau-4, and the down counts. */
function parked(piles: Record<string, string>): [Record<string, string>, Record<string, number>] {
  const all = { ...piles, 'tableau-4': '* KD' };
  const named = Object.values(all)
    .join(' ')
    .split(/\s+/)
    .filter((w) => w && w !== '*').length;
  return [all, { ...baseDown, 'tableau-4': 52 - named }];
}

describe('klondike: moves', () => {
  it('lists exactly the legal moves of a position', () => {
    const g = game('klondike', {}, base, baseDown);
    expect(movesOf(g)).to.deep.equal(
      sortedJSON([
        move('tableau-1', 'tableau-0'), // QH on KS
        move('tableau-2', 'tableau-1'), // JC on QH
        move('tableau-5', 'foundation-3'), // 2S on AS
        move('tableau-6', 'foundation-1'), // AD on the empty foundation
        move('tableau-6', 'tableau-5'), // AD on 2S
        move('foundation-2', 'tableau-5'), // AH comes back onto 2S
        dealMove(1),
      ]),
    );
    // KS alone into the empty pile would only relabel the table: not offered.
    refuses(g, move('tableau-0', 'tableau-4'));
  });

  it('builds down in alternating colours and refuses the same colour or a wrong rank', () => {
    const g = game('klondike', {}, base, baseDown);
    refuses(g, move('tableau-2', 'tableau-0')); // JC on KS: wrong rank
    plays(g, move('tableau-1', 'tableau-0')); // QH on KS
    refuses(g, move('tableau-0', 'tableau-1', 1)); // QH onto the 4C just turned up: wrong rank
    expect(show(g, 'tableau-1')).to.equal('4C'); // the face-down card turned up
    expect(show(g, 'tableau-0')).to.equal('KS QH');
    plays(g, move('tableau-2', 'tableau-0')); // JC on QH
    expect(show(g, 'tableau-2')).to.equal('5C');
  });

  it('moves a run as a whole and turns up the card it uncovers', () => {
    const g = game('klondike', {}, { ...base, 'tableau-0': '', 'tableau-4': 'KS TC' }, { ...baseDown, 'tableau-4': 1 });
    // 9H 8S 7D is a run; it goes onto TC as a whole.
    plays(g, move('tableau-3', 'tableau-4', 3));
    expect(show(g, 'tableau-4')).to.equal('(KS) TC 9H 8S 7D');
    expect(show(g, 'tableau-3')).to.equal('(6C) 7C');
    // 8S 7D does not go onto 7C.
    refuses(g, move('tableau-4', 'tableau-3', 2));
  });

  it('takes only a king, or a run starting with a king, into an empty pile', () => {
    const g = game(
      'klondike',
      {},
      { ...base, 'tableau-0': '4D KS QH', 'tableau-1': '4C' },
      { 'tableau-0': 1, 'tableau-2': 1, 'tableau-3': 2 },
    );
    refuses(g, move('tableau-2', 'tableau-4'));
    refuses(g, move('tableau-0', 'tableau-4', 1)); // the queen alone
    plays(g, move('tableau-0', 'tableau-4', 2)); // the whole run from the king
    expect(show(g, 'tableau-4')).to.equal('KS QH');
    expect(show(g, 'tableau-0')).to.equal('4D');
  });

  it('builds the foundations up in suit from the ace, one card at a time', () => {
    const g = game('klondike', {}, base, baseDown);
    refuses(g, move('tableau-5', 'foundation-2')); // 2S on AH: wrong suit
    refuses(g, move('tableau-2', 'foundation-0')); // JC on 3C: wrong rank
    plays(g, move('tableau-6', 'foundation-1'));
    expect(show(g, 'foundation-1')).to.equal('AD');
    const runs = game('klondike', {}, { ...base, 'tableau-3': '6C 7C 4C', 'tableau-1': 'QH' }, { 'tableau-2': 1, 'tableau-3': 2 });
    refuses(runs, move('tableau-3', 'foundation-0', 3));
    plays(runs, move('tableau-3', 'foundation-0', 1));
  });

  it('lets a foundation card come back onto the tableau (Ruling)', () => {
    const g = game('klondike', {}, { ...base, 'tableau-6': '4D' }, baseDown);
    plays(g, move('foundation-0', 'tableau-6')); // 3C on 4D
    expect(show(g, 'foundation-0')).to.equal('AC 2C');
    expect(show(g, 'tableau-6')).to.equal('4D 3C');
  });

  it('turns one card at a time by default and goes through the stock once', () => {
    const g = game('klondike', {}, ...parked({ ...base, stock: 'TS JD' }));
    plays(g, dealMove(1));
    expect(show(g, 'waste')).to.equal('JD');
    plays(g, dealMove(1));
    expect(show(g, 'waste')).to.equal('JD TS');
    expect(g.legalMoves().some((m) => m.kind === 'recycle')).to.equal(false);
    refuses(g, recycle(2));
  });

  it('turns three at a time with draw 3, only the top one playable', () => {
    const g = game('klondike', { draw: 3 }, ...parked({ ...base, stock: 'JD 5D 9D TS' }));
    plays(g, dealMove(3)); // TS, then 9D, then 5D onto the waste
    expect(show(g, 'waste')).to.equal('TS 9D 5D');
    expect(show(g, 'stock')).to.equal('(JD)');
    refuses(g, move('waste', 'tableau-1')); // 5D does not go on QH …
    expect(g.legalMoves().find((m) => m.kind === 'deal')).to.deep.equal(dealMove(1)); // only one card left to turn
  });

  it('redeals the waste into the stock up to the limit, in the same order', () => {
    const g = game('klondike', { redeals: 1 }, ...parked({ ...base, stock: 'TS JD' }));
    plays(g, dealMove());
    plays(g, dealMove());
    plays(g, recycle(2));
    expect(show(g, 'stock')).to.equal('(TS) (JD)');
    expect(g.state.redealsUsed).to.equal(1);
    plays(g, dealMove());
    expect(show(g, 'waste')).to.equal('JD');
    plays(g, dealMove());
    refuses(g, recycle(2));
  });

  it('redeals without limit when redeals is unlimited', () => {
    const g = game('klondike', { redeals: 'unlimited' }, ...parked({ ...base, stock: 'TS' }));
    for (let i = 0; i < 20; i++) {
      plays(g, dealMove());
      plays(g, recycle(1));
    }
    expect(g.state.redealsUsed).to.equal(20);
  });
});

describe('klondike: won and lost', () => {
  it('is won when all 52 cards are on the foundations', () => {
    const run = (s: string) => [...'A23456789TJQ'].map((r) => r + s).join(' ');
    const g = game(
      'klondike',
      {},
      {
        'foundation-0': run('C') + ' KC',
        'foundation-1': run('D') + ' KD',
        'foundation-2': run('H') + ' KH',
        'foundation-3': run('S'),
        'tableau-0': 'KS',
      },
    );
    expect(g.won).to.equal(false);
    plays(g, move('tableau-0', 'foundation-3'));
    expect(g.won).to.equal(true);
    expect(g.state.won).to.equal(true);
    expect(g.lost).to.equal(false);
  });

  it('is lost when no move is left and the game is not won', () => {
    // Stock empty, no redeals; nothing fits anywhere.
    const g = game('klondike', {}, { stock: '', waste: '* QC', 'tableau-0': '2C' });
    expect(g.won).to.equal(false);
    expect(g.legalMoves()).to.deep.equal([]);
    expect(g.lost).to.equal(true);
    expect(g.state.lost).to.equal(true);
  });
});

describe('klondike: restore refuses what cannot be a position', () => {
  const ok = position('klondike', {}, base, baseDown);
  const edit = (f: (s: typeof ok) => void) => {
    const s = JSON.parse(JSON.stringify(ok));
    f(s);
    return s;
  };
  it('accepts a good one and keeps it exactly', () => {
    expect(restored(ok).state.piles).to.deep.equal(ok.piles);
  });
  it('refuses the wrong variant, unknown piles, wrong cards and impossible faces', () => {
    expect(refusal(edit((s) => (s.variant = 'solitaire')))).to.equal('bad-variant');
    expect(refusal(edit((s) => (s.piles[6].id = 'column-0')))).to.equal('unknown-pile');
    expect(refusal(edit((s) => s.piles.pop()))).to.equal('bad-piles');
    expect(refusal(edit((s) => (s.piles[6].cards[0].code = 'QH')))).to.equal('duplicate-card');
    expect(refusal(edit((s) => (s.piles[6].cards[0].code = 'RJ')))).to.equal('wrong-deck');
    expect(refusal(edit((s) => (s.piles[6].cards[0].code = 'ZZ')))).to.equal('bad-card');
    expect(refusal(edit((s) => s.piles[0].cards.pop()))).to.equal('missing-card');
    expect(refusal(edit((s) => (s.piles[9].cards[3].faceUp = false)))).to.equal('face-down-on-top');
    expect(refusal(edit((s) => (s.piles[0].cards[s.piles[0].cards.length - 1].faceUp = true)))).to.equal('impossible-position');
    expect(refusal(edit((s) => (s.piles[6].cards[0].faceUp = false)))).to.equal('impossible-position');
    expect(refusal(edit((s) => s.piles[2].cards.reverse()))).to.equal('impossible-position');
    expect(refusal(edit((s) => (s.options = { draw: 2 })))).to.equal('bad-option');
    expect(refusal(edit((s) => (s.seed = -3)))).to.equal('bad-seed');
    expect(refusal(edit((s) => (s.redealsUsed = 1)))).to.equal('bad-state');
    expect(refusal('{not json')).to.equal('bad-state');
    expect(refusal(null)).to.equal('bad-state');
    expect(GameSession.restore(getGame('bayan'), ok).ok).to.equal(false);
  });
});

describeCommon('klondike', [{}, { draw: 3 }, { redeals: 'unlimited' }, { draw: 3, redeals: 2 }]);
