/**
 * The solver: hand-built positions of every game where it finds the known win or
 * proves the known loss; every winning line replays as legal moves (through the
 * game's own `play`, as JSON) to a won table; budgets end in `unknown`; the
 * worker and its main-thread fallback answer in Chromium.
 */
import { expect } from '@open-wc/testing';
import { cardCode } from '../../src/engine/cards.js';
import type { GameSession } from '../../src/engine/session.js';
import { moveToJSON } from '../../src/engine/state.js';
import { fallbackMove } from '../../src/engine/solver/heuristic.js';
import { nextSafeMove } from '../../src/engine/solver/index.js';
import type { SolveResult } from '../../src/engine/solver/types.js';
import { createSearch, dealNamed, gameOf, GAMES, restoreNamed, solve, solveRules, valuesOf } from '../named.js';

// ---- hand-built positions ----

const words = (s: string): string[] => s.split(/\s+/).filter((w) => w.length > 0);

/**
 * A position of `variant` by pile id, cards bottom to top (`*`: every card named
 * nowhere else, in deck order). `down`: face-down cards at the bottom of a pile
 * (the stock is face down). Bayan's line holds exactly the piles named.
 */
function position(
  variant: string,
  options: Record<string, unknown>,
  piles: Record<string, string>,
  down: Record<string, number> = {},
): GameSession {
  const d = dealNamed(variant, options, 1);
  if (!d.ok) throw new Error(d.error.message);
  const rules = d.value.rules;
  const rest = rules.deck.map(cardCode);
  for (const c of Object.values(piles).flatMap(words)) {
    const i = rest.indexOf(c);
    if (i >= 0) rest.splice(i, 1);
  }
  const specs = rules.shrinks ? rules.specs.filter((s) => s.id in piles) : rules.specs;
  const state = {
    variant,
    seed: 0,
    options: { ...rules.options },
    moveCount: 0,
    piles: specs.map((s) => {
      const codes = words(piles[s.id] ?? '').flatMap((w) => (w === '*' ? rest : [w]));
      const n = down[s.id] ?? (s.kind === 'stock' ? codes.length : 0);
      return { id: s.id, kind: s.kind, cards: codes.map((code, i) => ({ code, faceUp: i >= n })) };
    }),
  };
  const r = restoreNamed(state);
  if (!r.ok) throw new Error(`restore refused: ${r.error.message}`);
  return r.value;
}

/** Solves the game's position and, for a win, plays the line through `play` (as JSON) to a won game. */
function solved(g: GameSession, ms = 5000): SolveResult {
  const r = solveRules(g.rules, g.table, { ms });
  if (r.result === 'winnable') {
    const json = r.moves.map((m) => moveToJSON(g.rules, m));
    const replay = restoreNamed(g.state);
    if (!replay.ok) throw new Error('restore of the state failed');
    json.forEach((m, i) => expect(replay.value.play(m), `move ${i + 1} of the line: ${JSON.stringify(m)}`).to.equal(true));
    expect(replay.value.won, 'the line ends on a won game').to.equal(true);
  }
  return r;
}

const up = (suit: string, n: number, order = 'A23456789TJQK'): string =>
  order
    .slice(0, n)
    .split('')
    .map((r) => r + suit)
    .join(' ');

// ---- Klondike ----

const allUp = { 'foundation-0': up('C', 13), 'foundation-1': up('D', 13) };

describe('solver: klondike', () => {
  it('finds a win that needs cards back from the foundations (draw 1 and 3)', () => {
    // A♠ lies under 2♠; a red 3 must be dug out of the foundations onto kings in empty columns.
    for (const draw of [1, 3]) {
      const g = position(
        'klondike',
        { draw, redeals: 0 },
        { ...allUp, 'foundation-2': up('H', 13), 'tableau-0': 'AS 2S', 'tableau-1': 'KS QS JS TS 9S 8S 7S 6S 5S 4S 3S' },
        { 'tableau-0': 1, 'tableau-1': 10 },
      );
      expect(solved(g).result).to.equal('winnable');
    }
  });

  it('proves a loss: 2♠ never finds a red 3 and A♠ stays buried', () => {
    const g = position(
      'klondike',
      { draw: 1, redeals: 'unlimited' },
      {
        ...allUp,
        'foundation-2': up('H', 10),
        stock: 'JH',
        'tableau-0': 'AS 2S',
        'tableau-1': 'KS QS 3S',
        'tableau-2': '4S 5S 9S',
        'tableau-3': '6S 7S',
        'tableau-4': 'TS JS',
        'tableau-5': '8S',
        'tableau-6': 'QH KH',
      },
      { 'tableau-0': 1, 'tableau-1': 2, 'tableau-2': 2, 'tableau-3': 1, 'tableau-4': 1, 'tableau-6': 1 },
    );
    expect(g.moves().length).to.be.greaterThan(0);
    expect(solved(g).result).to.equal('unwinnable');
  });

  it('solves a stock game: the line deals and recycles as the engine does', () => {
    // Everything up but the spades, which wait in the stock in a bad order.
    // turned Q K A 2 3 …: three at a time, the 2 only comes to the top of the waste on a later pass
    const g = position(
      'klondike',
      { draw: 3, redeals: 'unlimited' },
      { ...allUp, 'foundation-2': up('H', 13), stock: 'JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS KS QS' },
    );
    const r = solved(g);
    expect(r.result).to.equal('winnable');
    if (r.result === 'winnable') expect(r.moves.some((m) => m.kind === 'recycle')).to.equal(true);
  });

  it('agrees with the published verdicts on benchmark deals (win and loss)', () => {
    // ../shared/bench/klondike-deals.jsonl (from the project root) deals 1 (winnable) and 92 (unwinnable), draw 1, unlimited redeals.
    const deals = [
      {
        verdict: 'winnable',
        tableau: [
          ['JS'],
          ['TC', 'QC'],
          ['QH', 'TH', '3D'],
          ['TD', '6C', 'JD', '2S'],
          ['3C', '4H', '8S', 'AS', '7H'],
          ['KH', 'KS', '9S', 'KC', '8D', 'AH'],
          ['7D', '5S', '9D', 'QS', 'KD', '9H', 'JC'],
        ],
        stock: [
          '8H',
          '4C',
          '6D',
          '2D',
          '5D',
          '6S',
          'AC',
          '2H',
          '4S',
          '2C',
          '7S',
          '7C',
          'AD',
          'QD',
          '3S',
          '5H',
          '3H',
          '6H',
          '8C',
          '4D',
          '5C',
          'TS',
          'JH',
          '9C',
        ],
      },
      {
        verdict: 'unwinnable',
        tableau: [
          ['9C'],
          ['TD', 'TC'],
          ['4H', '6H', '8D'],
          ['8C', 'QD', 'AC', '9H'],
          ['3S', 'KC', '7S', '2D', '3H'],
          ['KD', '4D', 'QC', 'KH', '8S', '3D'],
          ['6S', '6D', 'KS', '9S', '2H', 'AD', 'JD'],
        ],
        stock: [
          '6C',
          '2S',
          '7D',
          '7H',
          'AS',
          '2C',
          '3C',
          '4C',
          '9D',
          '4S',
          '5C',
          'JC',
          '5H',
          'QS',
          'JS',
          '7C',
          '5S',
          '5D',
          'QH',
          'TS',
          'TH',
          'JH',
          '8H',
          'AH',
        ],
      },
    ];
    for (const d of deals) {
      const piles: Record<string, string> = { stock: [...d.stock].reverse().join(' ') };
      const down: Record<string, number> = {};
      d.tableau.forEach((col, i) => {
        piles[`tableau-${i}`] = col.join(' ');
        down[`tableau-${i}`] = col.length - 1;
      });
      const g = position('klondike', { draw: 1, redeals: 'unlimited' }, piles, down);
      expect(solved(g, 20000).result).to.equal(d.verdict);
    }
  });

  it('returns unknown when the budget runs out, and resumes in slices to the same verdict', () => {
    const r = dealNamed('klondike', { draw: 1, redeals: 'unlimited' }, 7);
    if (!r.ok) throw new Error(r.error.message);
    const g = r.value;
    const tiny = solve('klondike', g.options, g.table, { nodes: 3 });
    expect(tiny.result).to.equal('unknown');
    expect(tiny.nodes).to.be.at.most(3);
    // A node budget makes the search deterministic: slicing it must change nothing.
    const whole = solveRules(g.rules, g.table, { nodes: 200000 });
    const search = createSearch(g.rules, g.table, { nodes: 200000 });
    let sliced: SolveResult | null;
    let slices = 0;
    while (!(sliced = search.step(Infinity, 5))) slices++;
    expect(slices).to.be.greaterThan(0);
    expect(sliced.result).to.equal(whole.result);
    expect(sliced.nodes).to.equal(whole.nodes);
  });

  it('plays safe cards up, and the fallback move is progress that never leads back', () => {
    const g = position(
      'klondike',
      { draw: 1 },
      { ...allUp, 'foundation-2': up('H', 12), 'tableau-0': 'KH AS', 'tableau-1': '2S', stock: '*' },
      { 'tableau-0': 1 },
    );
    // A♠ and 2♠ go up; K♥ (turned up) stays: a black queen might still want it
    const klondike = gameOf('klondike');
    let t = g.table;
    const cards: string[] = [];
    for (let m = nextSafeMove(g.rules, klondike, t); m; m = nextSafeMove(g.rules, klondike, t)) {
      cards.push(cardCode(t.piles[m.from].cards[t.piles[m.from].cards.length - 1]));
      t = g.rules.apply(t, m);
    }
    expect(cards).to.deep.equal(['AS', '2S']);
    const moves = g.rules.legalMoves(g.table);
    const hint = fallbackMove(g.rules, g.table, moves, () => false);
    expect(moves).to.deep.include(hint!);
    expect(g.rules.specs[hint!.to].kind).to.equal('foundation');
    // Where every move leads back to a position already played: no move at all.
    expect(fallbackMove(g.rules, g.table, moves, () => true)).to.equal(null);
  });
});

// ---- the other games ----

describe('solver: the other games', () => {
  it('bayan: finds the win and proves the loss', () => {
    const win = position('bayan', { reach: 2 }, { 'tableau-0': '* AH', 'tableau-1': 'AS', 'tableau-2': '2S' });
    expect(solved(win).result).to.equal('winnable');
    const lose = position('bayan', { reach: 2 }, { 'tableau-0': '* AH', 'tableau-1': 'AS', 'tableau-2': '2D' });
    expect(lose.moves().length).to.be.greaterThan(0);
    expect(solved(lose).result).to.equal('unwinnable');
    const accordion = position('bayan', { reach: 3 }, { 'tableau-0': '* 2C', 'tableau-1': 'AS', 'tableau-2': '3S', 'tableau-3': '2S' });
    expect(solved(accordion).result).to.equal('winnable');
  });

  it('two-by-two: finds the win and proves the loss', () => {
    const tops = { 'tableau-0': '* AH', 'tableau-1': '2H', 'tableau-2': '3S', 'tableau-3': '4C' };
    expect(solved(position('two-by-two', { deck: 52 }, { ...tops, stock: '8D 7C 6D 5S' })).result).to.equal('winnable');
    // the only cover leaves four suits showing with two cards still in the stock
    expect(solved(position('two-by-two', { deck: 52 }, { ...tops, stock: '8D 7C 6H 5D' })).result).to.equal('unwinnable');
  });

  it('envelopes: finds the win and proves the loss', () => {
    const pairs = '7C 7D 7H 7S 8C 8D 8H 8S 9C 9D 9H 9S TC TD TH TS JC JD JH JS QC QD QH QS';
    const one = { 'tableau-0': 1, 'tableau-1': 1, 'tableau-2': 1, 'tableau-3': 1 };
    const win = position(
      'envelopes',
      {},
      { discard: pairs, 'tableau-0': 'AC KS', 'tableau-1': 'AD KH', 'tableau-2': 'KC KD', 'tableau-3': 'AH AS' },
      one,
    );
    expect(solved(win).result).to.equal('winnable');
    // K♦ lies on K♣ in one envelope: whatever pairs first, one of them is left alone
    const lose = position(
      'envelopes',
      {},
      { discard: pairs, 'tableau-0': 'KC KD KS', 'tableau-1': 'KH', 'tableau-2': 'AC AD', 'tableau-3': 'AH AS' },
      { 'tableau-0': 2, 'tableau-2': 1, 'tableau-3': 1 },
    );
    expect(lose.moves().length).to.be.greaterThan(0);
    expect(solved(lose).result).to.equal('unwinnable');
  });

  it('joker: finds the win and proves the loss', () => {
    const piq = 'A789TJQK';
    const win = position(
      'joker',
      {},
      {
        'foundation-0': up('C', 8, piq),
        'foundation-1': up('D', 8, piq),
        'foundation-2': up('H', 8, piq),
        'foundation-3': up('S', 6, piq),
        'tableau-0': 'QS KS',
        reserve: 'RJ BJ',
      },
    );
    expect(solved(win).result).to.equal('winnable');
    // every 7 lies under its 8 and the nines to kings are buried in two columns: only jokers wander
    const hi = (s: string): string => ['9', 'T', 'J', 'Q', 'K'].map((r) => r + s).join(' ');
    const lose = position(
      'joker',
      {},
      {
        'foundation-0': 'AC',
        'foundation-1': 'AD',
        'foundation-2': 'AH',
        'foundation-3': 'AS',
        'tableau-0': '7S 8S',
        'tableau-1': '7H 8H',
        'tableau-2': '7C 8C',
        'tableau-3': '7D 8D',
        'tableau-4': `${hi('C')} ${hi('D')}`,
        'tableau-5': `${hi('H')} ${hi('S')}`,
        reserve: 'RJ BJ',
      },
    );
    expect(lose.moves().length).to.be.greaterThan(0);
    expect(solved(lose).result).to.equal('unwinnable');
  });

  it('seasons: finds the win and proves the loss', () => {
    const order = '56789TJQKA234';
    const win = position(
      'seasons',
      { build: 'any' },
      {
        'foundation-0': up('C', 10, order),
        'foundation-1': up('D', 7, order),
        'foundation-2': up('H', 9, order),
        'foundation-3': up('S', 11, order),
        waste: 'AD 3C 3S 2H 4D',
        stock: '4H 4C AH 3D QD',
        'tableau-0': '3H 2C',
        'tableau-2': '2D',
        'tableau-3': '4S',
        'tableau-4': 'KD',
      },
    );
    expect(solved(win).result).to.equal('winnable');
    // the deck is gone through once: the waste buries what the corners need
    const lose = position(
      'seasons',
      { build: 'any' },
      {
        'foundation-0': up('C', 11, order),
        'foundation-1': up('D', 9, order),
        'foundation-2': up('H', 7, order),
        'foundation-3': up('S', 7, order),
        waste: 'KH 2H QH 2S 4S QS 4C',
        stock: '4D 3C AD KS 4H',
        'tableau-0': '3S',
        'tableau-1': 'AS',
        'tableau-2': '3H',
        'tableau-3': '2D AH',
        'tableau-4': '3D',
      },
    );
    expect(lose.moves().length).to.be.greaterThan(0);
    expect(solved(lose).result).to.equal('unwinnable');
  });

  it('congress: finds the win and proves the loss', () => {
    const base: Record<string, string> = {
      'foundation-0': up('C', 8),
      'foundation-1': up('C', 10),
      'foundation-2': up('D', 10),
      'foundation-3': up('D', 10),
      'foundation-4': up('H', 10),
      'foundation-5': up('H', 10),
      'foundation-6': up('S', 10),
      'foundation-7': up('S', 10),
      'tableau-0': 'KC QD',
      'tableau-1': 'KC QD',
      'tableau-2': 'KD QH',
      'tableau-3': 'KD QH',
      'tableau-4': 'KH QS',
      'tableau-5': 'KH QS',
      'tableau-6': 'KS QC',
      'tableau-7': 'QC',
      stock: 'TC 9C',
    };
    // the jacks wait in the waste under a king that nothing takes
    const lose = position('congress', {}, { ...base, waste: 'JC JC JD JD JH JH JS JS KS' });
    expect(lose.moves().length).to.be.greaterThan(0);
    expect(solved(lose).result).to.equal('unwinnable');
    const win = position('congress', {}, { ...base, waste: 'KS JC JC JD JD JH JH JS JS' });
    expect(solved(win).result).to.equal('winnable');
  });

  it('solves seeded deals of every game and replays every line', function () {
    // (1.5 s a deal at most: the catalogue's hard deals take it all)
    this.timeout(GAMES.length * 3 * 2000);
    // every game of the registry, each option at its last allowed value
    for (const def of GAMES) {
      const variant = def.variant;
      const options = Object.fromEntries(def.options.map((o) => [o.name, valuesOf(o).at(-1)!]));
      for (let seed = 1; seed <= 3; seed++) {
        const r = dealNamed(variant, options, seed);
        if (!r.ok) throw new Error(r.error.message);
        const res = solved(r.value, 1500);
        expect(['winnable', 'unwinnable', 'unknown'], variant).to.include(res.result);
      }
    }
  });
});
