/**
 * The dedicated Bayan search: re-rooting (a line found once is followed, a position proven
 * lost stays lost), lines that replay to a win, and its pruning checked against a plain
 * exhaustive search on many short random lines.
 */
import { expect } from '@open-wc/testing';
import { BayanBeam } from '../../../src/games/bayan/search/beam.js';
import { Beam } from '../../../src/engine/solver/beam.js';
import { unmetered } from '../../../src/engine/solver/memory.js';
import { BayanLine } from '../../../src/games/bayan/search/line.js';
import { BayanScan } from '../../../src/games/bayan/search/order.js';
import { BayanSearch } from '../../../src/games/bayan/search/search.js';
import { rulesOf } from '../../named.js';
import type { SolveResult } from '../../../src/engine/solver/types.js';
import type { Move, Rules, Table } from '../../../src/engine/types.js';
import { matches, random, randomLine } from './helpers.js';

const lineTable = (cards: readonly number[]): Table => ({ piles: cards.map((c) => ({ cards: [c], down: 0 })), redeals: 0 });
const topsOf = (t: Table): number[] => t.piles.map((p) => p.cards[p.cards.length - 1]);

function run(s: BayanSearch, ms = 5000): SolveResult {
  for (;;) {
    const r = s.step(ms);
    if (r) return r;
  }
}

/** Plays the line through the engine from `table`; it must end on a won table. */
function replays(rules: Rules, table: Table, moves: readonly Move[]): Table[] {
  const seen = [table];
  let t = table;
  for (const m of moves) {
    const legal = rules.legalMoves(t).find((x) => x.kind === m.kind && x.from === m.from && x.to === m.to);
    expect(legal, `move ${m.from} -> ${m.to} is legal`).to.not.equal(undefined);
    t = rules.apply(t, legal!);
    seen.push(t);
  }
  expect(rules.isWon(t), 'the line ends on a won table').to.equal(true);
  return seen;
}

/** Plain exhaustive search, no pruning at all: can the line of tops be brought down to one pile? */
function plainWinnable(line: number[], reach: number, lost = new Set<string>()): boolean {
  if (line.length === 1) return true;
  const key = line.join(',');
  if (lost.has(key)) return false;
  for (let from = 1; from < line.length; from++) {
    for (const d of [1, reach]) {
      if (from - d < 0 || !matches(line[from], line[from - d])) continue;
      const next = line.slice();
      next[from - d] = line[from];
      next.splice(from, 1);
      if (plainWinnable(next, reach, lost)) return true;
    }
  }
  lost.add(key);
  return false;
}

describe('solver: Bayan search, re-rooted', () => {
  for (const reach of [2, 3]) {
    it(`reach ${reach}: re-rooted anywhere along the line it found, it answers with the rest at once`, () => {
      const rules = rulesOf('bayan', { reach });
      const start = rules.deal(6);
      const s = new BayanSearch(rules, start, { nodes: 5_000_000 });
      const first = run(s);
      if (first.result !== 'winnable') throw new Error(`deal 6, reach ${reach}: expected a win, got ${first.result}`);
      const along = replays(rules, start, first.moves);
      for (let i = 1; i < along.length; i++) {
        s.reroot(along[i]);
        const r = run(s);
        expect(r.result, `re-rooted after move ${i}`).to.equal('winnable');
        if (r.result !== 'winnable') continue;
        expect(r.nodes, 'nothing searched').to.equal(0);
        expect(r.moves.length).to.equal(first.moves.length - i);
        replays(rules, along[i], r.moves);
      }
    });
  }

  it('reach 2: a deal the beam passes win (not the first depth-first positions); re-rooted along the line, the rest at once', () => {
    const rules = rulesOf('bayan', { reach: 2 });
    const start = rules.deal(7);
    const s = new BayanSearch(rules, start, { nodes: 20_000_000 });
    const first = run(s);
    if (first.result !== 'winnable') throw new Error(`deal 7: expected a win, got ${first.result}`);
    expect(first.nodes, 'beyond the first depth-first positions').to.be.greaterThan(30000);
    const along = replays(rules, start, first.moves);
    for (const i of [1, 20, 50]) {
      s.reroot(along[i]);
      const r = run(s);
      expect(r.result).to.equal('winnable');
      expect(r.nodes).to.equal(0);
      if (r.result === 'winnable') replays(rules, along[i], r.moves);
    }
  });

  it('re-rooted off the line it found, it searches from the new root, and its line replays', () => {
    const rules = rulesOf('bayan', { reach: 2 });
    const start = rules.deal(6);
    const s = new BayanSearch(rules, start, { nodes: 2_000_000 });
    const first = run(s);
    if (first.result !== 'winnable') throw new Error(`deal 6: expected a win, got ${first.result}`);
    const other = rules.legalMoves(start).find((m) => m.from !== first.moves[0].from || m.to !== first.moves[0].to)!;
    const next = rules.apply(start, other);
    s.reroot(next);
    const r = run(s);
    expect(r.nodes).to.be.greaterThan(0);
    if (r.result === 'winnable') replays(rules, next, r.moves);
  });

  it('a root proven lost answers unwinnable at once, and so does every re-root onto a lost position', () => {
    const rules = rulesOf('bayan', { reach: 2 });
    const r = random(99);
    let checked = 0;
    for (let i = 0; i < 400 && checked < 10; i++) {
      const line = randomLine(10, r);
      if (plainWinnable(line, 2)) continue;
      // from a lost line, every position after one move is lost too
      const table = lineTable(line);
      const s = new BayanSearch(rules, table, { nodes: 5_000_000 });
      const v = run(s);
      expect(v.result).to.equal('unwinnable');
      for (const m of rules.legalMoves(table)) {
        const next = rules.apply(table, m);
        s.reroot(next);
        const w = run(s);
        expect(w.result).to.equal('unwinnable');
        expect(w.nodes, 'nothing searched again').to.equal(0);
      }
      // and back at the root itself
      s.reroot(table);
      const again = run(s);
      expect(again.result).to.equal('unwinnable');
      expect(again.nodes).to.equal(0);
      checked++;
    }
    expect(checked).to.equal(10);
  });

  it('a fresh budget after each re-root: a search out of budget can run again', () => {
    const rules = rulesOf('bayan', { reach: 2 });
    const start = rules.deal(3);
    const s = new BayanSearch(rules, start, { nodes: 50 });
    const a = run(s);
    expect(a.result).to.equal('unknown');
    s.reroot(rules.apply(start, rules.legalMoves(start)[0]));
    const b = run(s);
    expect(b.nodes).to.be.at.most(50);
    expect(b.nodes).to.be.greaterThan(0);
  });

  it('positions to avoid with fewer piles than the root are stepped around, and only then is the answer unknown', () => {
    const rules = rulesOf('bayan', { reach: 2 });
    // tops 5H 5C 9C: the only wins go through 5C 9C (5C onto 5H first) or 5H 9C (9C leaps onto 5H, then 5C onto 9C)
    const table = lineTable([4 + 26, 4, 8]);
    const plain = new BayanSearch(rules, table, { nodes: 1_000_000 });
    expect(run(plain).result).to.equal('winnable');
    const after = rules.legalMoves(table).map((m) => rules.apply(table, m));
    const s = new BayanSearch(rules, table, { nodes: 1_000_000 });
    s.reroot(table, after);
    const r = run(s);
    expect(r.result).to.equal('unknown');
    if (r.result === 'unknown') expect(r.reason).to.equal('avoided');
    // the history proper (more piles than the root) changes nothing
    s.reroot(after[0], [table]);
    const [a, b] = topsOf(after[0]);
    expect(run(s).result).to.equal(matches(a, b) ? 'winnable' : 'unwinnable');
  });
});

/** A line of k tops from a deck of `ranks` ranks in four suits (few ranks: most lines win). */
function denseLine(k: number, ranks: number, r: () => number): number[] {
  const deck: number[] = [];
  for (let s = 0; s < 4; s++) for (let q = 0; q < ranks; q++) deck.push(s * 13 + q);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  return deck.slice(0, Math.min(k, deck.length));
}

/** Short random lines, 8 to 14 tops, half from a full deck (mostly lost), half from dense decks. */
function shortLines(count: number, seed: number): number[][] {
  const r = random(seed);
  const out: number[][] = [];
  for (let i = 0; i < count; i++) {
    const k = 8 + Math.floor(r() * 7);
    out.push(i % 2 === 0 ? randomLine(k, r) : denseLine(k, 3 + Math.floor(r() * 8), r));
  }
  return out;
}

/** The lines one move away. */
function movesOf(line: number[], reach: number): number[][] {
  const out: number[][] = [];
  for (let from = 1; from < line.length; from++) {
    for (const d of [1, reach]) {
      if (from - d < 0 || !matches(line[from], line[from - d])) continue;
      const next = line.slice();
      next[from - d] = line[from];
      next.splice(from, 1);
      out.push(next);
    }
  }
  return out;
}

/** Checks each proof the search uses on the line against the plain search, counting those that fire. */
function checkProofs(line: number[], reach: number, fired: { split: number; survivors: number; forced: number }): void {
  const pos = new BayanLine(reach, line.length);
  pos.load(line);
  const scan = new BayanScan(line.length);
  scan.scan(pos, false);
  const win = plainWinnable(line, reach);
  if (!pos.whole()) {
    expect(win, `fell apart: ${line.join(',')}`).to.equal(false);
    fired.split++;
    return;
  }
  if (scan.mustSurvive >= 2) {
    expect(win, `two tops never covered: ${line.join(',')}`).to.equal(false);
    fired.survivors++;
  }
  if (scan.forced >= 0) {
    expect(reach).to.equal(2);
    const covered = pos.play(scan.forced);
    const after = Array.from(pos.tops.subarray(0, pos.n));
    pos.undo(scan.forced, covered);
    expect(plainWinnable(after, reach), `forced move loses the win: ${line.join(',')}`).to.equal(win);
    fired.forced++;
  }
  // after each move from a line in one group, `splitBy` says what `whole` says of the line left
  for (let from = 1; from < line.length; from++) {
    for (const d of [1, reach]) {
      if (from - d < 0 || !matches(line[from], line[from - d])) continue;
      const m = from * 2 + (d === 1 ? 0 : 1);
      const c = pos.play(m);
      expect(pos.splitBy(c)).to.equal(!pos.whole());
      pos.undo(m, c);
    }
  }
}

describe('solver: Bayan beam passes', () => {
  it('the lines they find replay to a win; a narrow pass may end empty, never with a wrong line', () => {
    const rules = rulesOf('bayan', { reach: 2 });
    let won = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const start = rules.deal(seed);
      for (const [width, span, share] of [
        [300, 0, 1],
        [300, 6, 0.1],
      ]) {
        const pos = new BayanBeam(2, 52);
        pos.configure(width, span, share);
        const beam = new Beam(pos, width, unmetered(), { wholeLevels: true, winsAtSelection: true });
        beam.begin(start);
        beam.run(Infinity, Infinity);
        if (!beam.won) continue;
        won++;
        let t = start;
        for (const m of beam.won) {
          const from = m >> 1;
          const to = from - (m & 1 ? 2 : 1);
          const mv = rules.legalMoves(t).find((x) => x.from === from && x.to === to);
          expect(mv, `deal ${seed}: move ${from} -> ${to} is legal`).to.not.equal(undefined);
          t = rules.apply(t, mv!);
        }
        expect(rules.isWon(t), `deal ${seed}: the line wins`).to.equal(true);
      }
    }
    expect(won).to.be.greaterThan(5);
  });
});

describe('solver: Bayan search, its proofs against a plain exhaustive search', () => {
  for (const reach of [2, 3]) {
    it(`reach ${reach}: the same verdict as a search without any pruning on 400 short random lines, and every line replays`, () => {
      const rules = rulesOf('bayan', { reach });
      let wins = 0;
      for (const line of shortLines(400, 1000 + reach)) {
        const want = plainWinnable(line, reach);
        const table = lineTable(line);
        const got = run(new BayanSearch(rules, table, { nodes: 10_000_000 }));
        expect(got.result, line.join(',')).to.equal(want ? 'winnable' : 'unwinnable');
        if (got.result === 'winnable') {
          replays(rules, table, got.moves);
          wins++;
        }
      }
      expect(wins, 'enough wins among the lines').to.be.greaterThan(50);
    });
  }

  it('each proof holds wherever it fires: tops that fall apart, two tops never covered, a forced move (reach 2)', () => {
    const fired = { split: 0, survivors: 0, forced: 0 };
    const r = random(77);
    for (const reach of [2, 3]) {
      for (const start of shortLines(300, 2000 + reach)) {
        // every position along a random line of play from the start
        let line = start;
        for (;;) {
          checkProofs(line, reach, fired);
          const next = movesOf(line, reach);
          if (next.length === 0) break;
          line = next[Math.floor(r() * next.length)];
        }
      }
    }
    // every proof was put to the test many times
    expect(fired.split, 'tops fell apart').to.be.greaterThan(50);
    expect(fired.survivors, 'two tops never covered').to.be.greaterThan(50);
    expect(fired.forced, 'forced moves').to.be.greaterThan(50);
  });
});
