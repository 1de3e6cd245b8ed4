/**
 * Klondike's search (the core of its words with Klondike's knowledge: its loss proof, the moves
 * that need follow a column's move): re-rooting along a line and onto lost positions, positions
 * to avoid, and its verdicts against an exhaustive search without any pruning on small random
 * endgames (with and without redeals, draw 1 and 3).
 */
import { expect } from '@open-wc/testing';
import { mulberry32 } from '../../../src/engine/rng.js';
import { Core } from '../../../src/engine/solver/core.js';
import type { Budget } from '../../../src/engine/solver/types.js';
import { klondikeCore, klondikeSolver } from '../../../src/games/klondike/solver.js';
import { rulesOf } from '../../named.js';
import type { SolveResult } from '../../../src/engine/solver/types.js';
import type { Pile, Rules, Table } from '../../../src/engine/types.js';
import { game } from '../../engine/helpers.js';
import { exhaustive, replay, run, text } from '../../engine/search-helpers.js';

/** Klondike's search: the core of its words with Klondike's knowledge. */
const klondikeSearch = (rules: Rules, table: Table, budget: Budget = {}) => klondikeSolver.search(rules, table, budget);

/** Klondike endgames are decided within the exhaustive search's cap trying the engine's last moves first (its first ones, foundations: none of 100 within 10,000 positions). */
const lastMovesFirst = true;

/** A winning result whose line plays to a won table without passing any of `avoid`. */
function expectWin(rules: Rules, table: Table, r: SolveResult, avoid: readonly Table[] = []): Table[] {
  expect(r.result).to.equal('winnable');
  if (r.result !== 'winnable') return [];
  const tables = replay(rules, table, r.moves);
  expect(rules.isWon(tables[tables.length - 1]), 'the line ends won').to.equal(true);
  const banned = new Set(avoid.map(text));
  for (const t of tables.slice(1)) expect(banned.has(text(t)), 'the line passes a position to avoid').to.equal(false);
  return tables;
}

/**
 * A random Klondike endgame: `left` cards not yet on the foundations (taken at random from the
 * suits' tops), up to `talon` of them in the talon (some turned onto the waste), the others in
 * `columns` columns, face down under one face-up card: deep piles, so that many are blocked.
 */
function endgame(rules: Rules, rnd: () => number, left: number, talon: number, columns: number): Table {
  const heights = [13, 13, 13, 13];
  for (let i = 0; i < left; i++) {
    const open = [0, 1, 2, 3].filter((s) => heights[s] > 0);
    heights[open[Math.floor(rnd() * open.length)]]--;
  }
  const rest: number[] = [];
  for (let s = 0; s < 4; s++) for (let r = heights[s]; r < 13; r++) rest.push(s * 13 + r);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [rest[i], rest[j]] = [rest[j], rest[i]];
  }
  const stock = rest.splice(0, Math.floor(rnd() * (talon + 1)));
  const waste = stock.splice(0, Math.floor(rnd() * (stock.length + 1)));
  const cols: number[][] = Array.from({ length: 7 }, () => []);
  for (const c of rest) cols[Math.floor(rnd() * columns)].push(c);
  let col = 0;
  let f = 0;
  const piles: Pile[] = rules.specs.map((s) => {
    switch (s.kind) {
      case 'stock':
        return { cards: stock, down: stock.length };
      case 'waste':
        return { cards: waste, down: 0 };
      case 'foundation': {
        const suit = f++;
        return { cards: Array.from({ length: heights[suit] }, (_, r) => suit * 13 + r), down: 0 };
      }
      default: {
        const c = cols[col++];
        return { cards: c, down: Math.max(0, c.length - 1) };
      }
    }
  });
  const t = { piles, redeals: 0 };
  expect(rules.validate(t)).to.equal(null);
  return t;
}

const OPTION_SETS = [
  { draw: 1, redeals: 0 },
  { draw: 3, redeals: 0 },
  { draw: 1, redeals: 'unlimited' },
  { draw: 3, redeals: 'unlimited' },
  { draw: 1, redeals: 1 },
];

describe('klondike search: re-rooting', () => {
  it('follows its line when re-rooted at each move, avoiding the positions played', () => {
    for (const [options, seed] of [
      [{ draw: 1, redeals: 0 }, 1],
      [{ draw: 1, redeals: 'unlimited' }, 4],
      [{ draw: 3, redeals: 'unlimited' }, 2],
    ] as const) {
      const rules = rulesOf('klondike', options);
      const start = rules.deal(seed);
      const search = klondikeSearch(rules, start, { nodes: 5_000_000 });
      const tables = expectWin(rules, start, run(search));
      for (let i = 1; i < tables.length; i++) {
        search.reroot(tables[i], tables.slice(0, i));
        const r = run(search);
        expect(r.result).to.equal('winnable');
        expect(r.nodes, `nodes after move ${i}`).to.be.at.most(100);
        if (i % 10 === 0) expectWin(rules, tables[i], r, tables.slice(0, i));
      }
    }
  });

  it('keeps what it proved: a re-root onto a position proven lost is decided at once', () => {
    const rules = rulesOf('klondike', { draw: 1, redeals: 0 });
    for (const seed of [3, 5, 6, 10, 12]) {
      const start = rules.deal(seed);
      const search = klondikeSearch(rules, start, { nodes: 1_000_000 });
      expect(run(search).result).to.equal('unwinnable');
      for (const m of rules.legalMoves(start)) {
        const next = rules.apply(start, m);
        search.reroot(next, [start]);
        const r = run(search);
        expect(r.result, `seed ${seed}, after ${JSON.stringify(m)}`).to.equal('unwinnable');
        expect(r.nodes).to.be.at.most(60);
      }
      // and back at the start, with nothing to avoid
      search.reroot(start);
      const r = run(search);
      expect(r.result).to.equal('unwinnable');
      expect(r.nodes).to.equal(0);
    }
  });

  it('goes on from a position off its line, and forgets nothing it proved', () => {
    const rules = rulesOf('klondike', { draw: 1, redeals: 'unlimited' });
    const start = rules.deal(7);
    const search = klondikeSearch(rules, start, { nodes: 2_000_000 });
    const tables = expectWin(rules, start, run(search));
    // a move the line does not play
    const off = rules.legalMoves(start).find((m) => text(rules.apply(start, m)) !== text(tables[1]))!;
    const next = rules.apply(start, off);
    search.reroot(next, [start]);
    const r = run(search);
    expect(r.result).to.not.equal('unwinnable');
    if (r.result === 'winnable') expectWin(rules, next, r, [start]);
  });
});

describe('klondike search: positions to avoid', () => {
  // Everything is up but a few cards; 9♥ must go onto a black ten to turn J♠ up.
  const piles = {
    'foundation-0': 'AC 2C 3C 4C 5C 6C 7C 8C 9C',
    'foundation-1': 'AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD',
    'foundation-2': 'AH 2H 3H 4H 5H 6H 7H 8H',
    'foundation-3': 'AS 2S 3S 4S 5S 6S 7S 8S 9S',
    'tableau-0': 'JS 9H',
    'tableau-1': 'TS',
    'tableau-2': 'TC',
    'tableau-3': 'KH QC JH',
    'tableau-4': 'KC QH',
    'tableau-5': 'TH',
    'tableau-6': 'JC',
    stock: 'KS QS',
  };
  const g = game('klondike', { draw: 1, redeals: 0 }, piles, { 'tableau-0': 1 });
  const rules = g.rules;
  const start = g.table;
  const onto = (col: number): Table => {
    const m = rules
      .legalMoves(start)
      .find(
        (x) =>
          x.from === rules.specs.findIndex((s) => s.id === 'tableau-0') && x.to === rules.specs.findIndex((s) => s.id === `tableau-${col}`),
      )!;
    return rules.apply(start, m);
  };

  it('finds another line when the first one passes a position to avoid', () => {
    const search = klondikeSearch(rules, start);
    const first = expectWin(rules, start, run(search));
    // avoid each position of the first line in turn (the search is re-rooted on the start)
    for (const t of first.slice(1, 6)) {
      search.reroot(start, [t]);
      const r = run(search);
      expect(r.result === 'winnable' || (r.result === 'unknown' && r.reason === 'avoided'), r.result).to.equal(true);
      if (r.result === 'winnable') expectWin(rules, start, r, [t]);
    }
    // 9♥ onto 10♠ or onto 10♣: either will do
    for (const col of [1, 2]) {
      search.reroot(start, [onto(col)]);
      expectWin(rules, start, run(search), [onto(col)]);
    }
  });

  it('answers "avoided", never "unwinnable", when every way passes a position to avoid', () => {
    // every position one move away
    const next = rules.legalMoves(start).map((m) => rules.apply(start, m));
    const search = klondikeSearch(rules, start);
    search.reroot(start, next);
    const r = run(search);
    expect(exhaustive(rules, start, 300_000, { avoid: new Set(next.map(text)), lastMovesFirst })).to.equal(false);
    expect(r.result).to.equal('unknown');
    if (r.result === 'unknown') expect(r.reason).to.equal('avoided');
    // the same position with nothing to avoid is won
    search.reroot(start);
    expectWin(rules, start, run(search));
  });

  it('agrees with an exhaustive search on random endgames with positions to avoid', () => {
    const rnd = mulberry32(8);
    let avoided = 0;
    let checked = 0;
    for (let i = 0; i < 60; i++) {
      const options = OPTION_SETS[i % OPTION_SETS.length];
      const rules = rulesOf('klondike', options);
      const t = endgame(rules, rnd, 7 + (i % 5), 3, 2 + (i % 3));
      // positions to avoid: a few reached from t by random play
      const avoid: Table[] = [];
      let u = t;
      for (let k = 0; k < 6; k++) {
        const ms = rules.legalMoves(u);
        if (ms.length === 0) break;
        u = rules.apply(u, ms[Math.floor(rnd() * ms.length)]);
        if (text(u) !== text(t)) avoid.push(u);
      }
      const truth = exhaustive(rules, t, 10_000, { avoid: new Set(avoid.map(text)), lastMovesFirst });
      if (truth === null) continue;
      checked++;
      const search = klondikeSearch(rules, t, { nodes: 1_000_000 });
      search.reroot(t, avoid);
      const r = run(search);
      if (r.result === 'winnable') {
        expectWin(rules, t, r, avoid);
        expect(truth).to.equal(true);
      } else if (r.result === 'unknown') {
        expect(r.reason).to.equal('avoided');
        avoided++;
      } else {
        expect(truth, `endgame ${i}: unwinnable with positions to avoid`).to.equal(false);
      }
    }
    expect(checked).to.be.greaterThan(30);
    expect(avoided).to.be.lessThan(checked);
  });
});

/** Is the position lost by Klondike's own loss proof (deadlock.ts) alone? */
function deadlocked(rules: Rules, t: Table): boolean {
  const core = new Core(rules, klondikeCore, t, true);
  return core.hooks.lost!(core);
}

describe('klondike search: verdicts against an exhaustive search', () => {
  // A wrong proof of loss would show as "unwinnable" on a winnable endgame (a wrong win cannot
  // pass the replay): most of these are winnable.
  it('agrees on random endgames of every option set; its loss test only fires on lost positions', () => {
    const rnd = mulberry32(2027);
    const counts = { winnable: 0, unwinnable: 0 };
    for (let i = 0; i < 100; i++) {
      const options = OPTION_SETS[i % OPTION_SETS.length];
      const rules = rulesOf('klondike', options);
      const unlimited = options.redeals === 'unlimited';
      const t = endgame(rules, rnd, 8 + (i % 7), unlimited ? 2 : 5, 2 + (i % 3));
      const truth = exhaustive(rules, t, 10_000, { lastMovesFirst });
      if (truth === null) continue;
      const r = run(klondikeSearch(rules, t, { nodes: 1_000_000 }));
      expect(r.result, `endgame ${i} (${JSON.stringify(options)}): ${text(t)}`).to.equal(truth ? 'winnable' : 'unwinnable');
      if (r.result === 'winnable') expectWin(rules, t, r);
      counts[r.result as 'winnable' | 'unwinnable']++;
      if (deadlocked(rules, t)) expect(truth, `endgame ${i}: deadlocked but winnable`).to.equal(false);
    }
    expect(counts.winnable).to.be.greaterThan(40);
    expect(counts.unwinnable).to.be.greaterThan(0);
  });

  it('brings foundation cards down to take a card, or to let the card under them come down', () => {
    // 10♠ hides 9♠, J♠ and J♦; its only way out is onto J♥, which comes down only after Q♥
    // went onto K♠ (and J♥ onto Q♠, not onto Q♥; no black jack is free to go onto Q♥): a search
    // that let a card come down only to take a card at once would call this lost
    const piles = {
      'foundation-0': 'AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH',
      'foundation-1': 'AD 2D 3D 4D 5D 6D 7D 8D 9D TD',
      'foundation-2': 'AS 2S 3S 4S 5S 6S 7S 8S',
      'foundation-3': 'AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC',
      'tableau-0': 'JD JS 9S TS',
      'tableau-1': 'KS',
      'tableau-2': 'QS',
      'tableau-3': 'KH',
      'tableau-4': 'KD',
      'tableau-5': 'KC',
      'tableau-6': 'QD',
    };
    for (const draw of [1, 3]) {
      const g = game('klondike', { draw, redeals: 'unlimited' }, piles, { 'tableau-0': 3 });
      const tables = expectWin(g.rules, g.table, run(klondikeSearch(g.rules, g.table)));
      const hearts = g.rules.specs.findIndex((spec) => spec.id === 'foundation-0');
      expect(
        tables.some((t) => t.piles[hearts].cards.length === 10),
        'J♥ came down',
      ).to.equal(true);
    }
  });

  it('calls a card that must wait for itself deadlocked, and no position on a winning line', () => {
    // 7♥ on the waste above 3♥ and both black eights: nothing can go before it
    const options = { draw: 1, redeals: 0 };
    const g = game('klondike', options, { waste: '3H 8C 8S 7H', 'tableau-0': 'KD', stock: '*' }, { waste: 0 });
    expect(deadlocked(g.rules, g.table)).to.equal(true);
    // turned over once more, the waste is no trap
    expect(deadlocked(rulesOf('klondike', { draw: 1, redeals: 1 }), g.table)).to.equal(false);
    // with redeals left, the waste's cards count as free, but a column can still trap a card: 3♥
    // over 2♥ (face down) and both black fours (3♥ goes nowhere before it moves itself); with 4♠ in the stock, 3♥ can wait for it
    for (const redeals of [1, 'unlimited'] as const) {
      const opts = { draw: 3, redeals };
      const trap = game('klondike', opts, { 'tableau-0': '4C 4S 2H 3H', 'foundation-0': 'AH', stock: '*' }, { 'tableau-0': 3 });
      expect(deadlocked(trap.rules, trap.table), `trap, redeals ${redeals}`).to.equal(true);
      const free = game('klondike', opts, { 'tableau-0': '4C 2H 3H', 'foundation-0': 'AH', stock: '*' }, { 'tableau-0': 2 });
      expect(deadlocked(free.rules, free.table), `4♠ free, redeals ${redeals}`).to.equal(false);
    }
    let lines = 0;
    for (const [opts, seeds] of [
      [{ draw: 1, redeals: 0 }, [1, 2, 19, 44]],
      [{ draw: 1, redeals: 'unlimited' }, [1, 2, 4, 5, 6]],
      [{ draw: 3, redeals: 'unlimited' }, [1, 2, 3]],
    ] as const) {
      const rules = rulesOf('klondike', opts);
      for (const seed of seeds) {
        const start = rules.deal(seed);
        const r = run(klondikeSearch(rules, start, { nodes: 300_000 }));
        if (r.result !== 'winnable') continue;
        lines++;
        for (const t of replay(rules, start, r.moves)) expect(deadlocked(rules, t), text(t)).to.equal(false);
      }
    }
    expect(lines).to.be.greaterThan(8);
  });
});
