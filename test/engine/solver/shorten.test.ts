/** Winning lines without detours: shorter, still legal and won, never through a position to avoid. */
import { expect } from '@open-wc/testing';
import { rulesOf, solveRules } from '../../named.js';
import { shortenLine } from '../../../src/engine/solver/shorten.js';
import { positionKey } from '../../../src/engine/state.js';
import type { Move, Rules, Table } from '../../../src/engine/types.js';

/** The positions a line passes after its start, and their keys; throws on an illegal move. */
function passes(rules: Rules, start: Table, moves: readonly Move[]): { tables: Table[]; keys: string[]; end: Table } {
  const tables: Table[] = [];
  let t = start;
  for (const m of moves) {
    expect(rules.legalMove(t, m), JSON.stringify(m)).to.not.equal(null);
    tables.push((t = rules.apply(t, m)));
  }
  return { tables, keys: tables.map((u) => positionKey(u)), end: t };
}

// Searches here are bounded by positions, never milliseconds: the same lines on a busy machine.
describe('shortenLine', () => {
  it('takes the detours out of a wandering Joker line (seed 24757: 1,861 moves found)', () => {
    const rules = rulesOf('joker');
    const start = rules.deal(24757);
    const r = solveRules(rules, start, { nodes: 500_000 });
    expect(r.result).to.equal('winnable');
    if (r.result !== 'winnable') return;
    // the search's lines come shortened already; shortening again changes nothing
    expect(r.moves.length).to.be.below(600);
    expect(shortenLine(rules, start, r.moves)).to.deep.equal(r.moves);
    const { end } = passes(rules, start, r.moves);
    expect(rules.isWon(end)).to.equal(true);
  });

  it('keeps a line legal and won, and never longer', () => {
    const lines = winningLines(
      [
        ['joker', {}],
        ['seasons', { build: 'any' }],
        ['congress', {}],
        ['envelopes', {}],
        ['king-albert', {}],
        ['freecell', {}],
      ],
      3,
      1_000_000,
    );
    for (const { name, rules, start, moves } of lines) {
      const short = shortenLine(rules, start, moves);
      expect(rules.isWon(passes(rules, start, short).end), name).to.equal(true);
      expect(short.length).to.be.at.most(moves.length);
    }
    expect(lines.length).to.be.greaterThan(10);
  });

  it('carries a card once where it went by a free cell between other moves, never through a position to avoid', () => {
    let tried = 0;
    let avoidedSome = 0;
    for (const { name, rules, start, moves } of winningLines(
      [
        ['freecell', {}],
        ['eight-off', {}],
        ['seahaven-towers', {}],
      ],
      4,
      300_000,
    )) {
      const detoured = viaCell(rules, start, moves);
      if (!detoured) continue;
      tried++;
      const short = shortenLine(rules, start, detoured);
      const after = passes(rules, start, short);
      expect(rules.isWon(after.end), name).to.equal(true);
      expect(short.length, name).to.be.at.most(moves.length);
      // the positions the carry passed that the detoured line did not: avoided, the line keeps off them
      const onDetoured = new Set(passes(rules, start, detoured).keys);
      const off = after.tables.filter((t) => !onDetoured.has(positionKey(t)));
      if (off.length === 0) continue;
      avoidedSome++;
      const kept = passes(rules, start, shortenLine(rules, start, detoured, undefined, off));
      expect(rules.isWon(kept.end), name).to.equal(true);
      const banned = new Set(off.map((t) => positionKey(t)));
      for (const k of kept.keys) expect(banned.has(k), `${name}: a position to avoid`).to.equal(false);
    }
    expect(tried).to.be.greaterThan(4);
    expect(avoidedSome).to.be.greaterThan(0);
  });

  it('cuts a detour made by hand: a card moved away and back before the line', () => {
    const rules = rulesOf('joker');
    let tried = 0;
    for (let seed = 1; seed <= 10 && tried < 3; seed++) {
      const start = rules.deal(seed);
      const r = solveRules(rules, start, { nodes: 500_000 });
      if (r.result !== 'winnable') continue;
      // a column-to-column move at the start that can be taken back at once
      const out = rules.legalMoves(start).find((m) => {
        if (m.kind !== 'move' || rules.specs[m.from].kind !== 'tableau' || rules.specs[m.to].kind !== 'tableau') return false;
        const there = rules.apply(start, m);
        const back = rules.legalMove(there, { kind: 'move', from: m.to, to: m.from, count: m.count });
        return back !== null && positionKey(rules.apply(there, back)) === positionKey(start);
      });
      if (!out) continue;
      tried++;
      const detour: Move[] = [out, { kind: 'move', from: out.to, to: out.from, count: out.count }, ...r.moves];
      const short = shortenLine(rules, start, detour);
      expect(short.length, `seed ${seed}`).to.be.at.most(r.moves.length);
      expect(rules.isWon(passes(rules, start, short).end)).to.equal(true);
    }
    expect(tried).to.be.greaterThan(0);
  });

  it('is never longer than the jumps that asking each table for all its moves finds (Klondike, FreeCell, Yukon, with detours put in)', () => {
    const lines = winningLines(
      [
        ['klondike', { draw: 1, redeals: 'unlimited' }],
        ['klondike', { draw: 3, redeals: 0 }],
        ['freecell', {}],
        ['yukon', {}],
      ],
      4,
      300_000,
    );
    for (const { name, seed, rules, start, moves } of lines) {
      const detoured = withDetours(rules, start, moves, seed);
      expect(detoured.length, `${name}: detours put in`).to.be.greaterThan(moves.length);
      const short = shortenLine(rules, start, detoured);
      expect(rules.isWon(passes(rules, start, short).end), name).to.equal(true);
      expect(short.length, name).to.be.at.most(everyMove(rules, start, detoured).length);
    }
    expect(lines.length).to.be.greaterThan(8);
  });
});

/**
 * `moves` with a card moved between two columns sent by way of an empty free cell (a reserve
 * pile) instead, the move after it played between, where that move touches none of the three
 * piles and the line still wins; null where no move of the line allows it.
 */
function viaCell(rules: Rules, start: Table, moves: readonly Move[]): Move[] | null {
  const line = [start, ...passes(rules, start, moves).tables];
  for (let i = 0; i + 1 < moves.length; i++) {
    const [m, next] = [moves[i], moves[i + 1]];
    if (m.kind !== 'move' || m.count !== 1 || rules.specs[m.from].kind !== 'tableau' || rules.specs[m.to].kind !== 'tableau') continue;
    const cell = line[i].piles.findIndex((p, at) => rules.specs[at].kind === 'reserve' && p.cards.length === 0);
    if (cell < 0 || [m.from, m.to, cell].some((p) => p === next.from || p === next.to)) continue;
    const detoured: Move[] = [
      ...moves.slice(0, i),
      { kind: 'move', from: m.from, to: cell, count: 1 },
      next,
      { kind: 'move', from: cell, to: m.to, count: 1 },
      ...moves.slice(i + 2),
    ];
    if (wins(rules, start, detoured)) return detoured;
  }
  return null;
}

/** Does the line win, each move legal? */
function wins(rules: Rules, start: Table, moves: readonly Move[]): boolean {
  let t = start;
  for (const m of moves) {
    const legal = rules.legalMove(t, m);
    if (!legal) return false;
    t = rules.apply(t, legal);
  }
  return rules.isWon(t);
}

/** The winning lines the solver finds within `nodes` positions for seeds 1 … `seeds` of each game and options. */
function winningLines(
  games: readonly (readonly [string, Record<string, unknown>])[],
  seeds: number,
  nodes: number,
): { name: string; seed: number; rules: Rules; start: Table; moves: Move[] }[] {
  const out: { name: string; seed: number; rules: Rules; start: Table; moves: Move[] }[] = [];
  for (const [variant, options] of games) {
    const rules = rulesOf(variant, options);
    for (let seed = 1; seed <= seeds; seed++) {
      const start = rules.deal(seed);
      const r = solveRules(rules, start, { nodes });
      if (r.result === 'winnable') out.push({ name: `${variant} ${seed}`, seed, rules, start, moves: r.moves });
    }
  }
  return out;
}

/** `moves` with a card moved from one pile to another and straight back put in every few moves. */
function withDetours(rules: Rules, start: Table, moves: readonly Move[], seed: number): Move[] {
  const out: Move[] = [];
  let t = start;
  moves.forEach((m, i) => {
    if ((i + seed) % 5 === 0) {
      const key = positionKey(t);
      for (const d of rules.legalMoves(t)) {
        if (d.kind !== 'move') continue;
        const there = rules.apply(t, d);
        const back = rules.legalMove(there, { kind: 'move', from: d.to, to: d.from, count: d.count });
        if (back && positionKey(rules.apply(there, back)) === key) {
          out.push(d, back);
          break;
        }
      }
    }
    out.push(m);
    t = rules.apply(t, m);
  });
  return out;
}

/** The shortening asked of every table's moves: from each table, the move that lands furthest along the line. */
function everyMove(rules: Rules, start: Table, moves: readonly Move[]): Move[] {
  const line = [start];
  for (const m of moves) line.push(rules.apply(line[line.length - 1], m));
  const keys = line.map((t) => positionKey(t));
  const out: Move[] = [];
  for (let i = 0; i < moves.length;) {
    let best = i + 1;
    let via = moves[i];
    for (const m of rules.legalMoves(line[i])) {
      const j = keys.lastIndexOf(positionKey(rules.apply(line[i], m)));
      if (j > best) [best, via] = [j, m];
    }
    out.push(via);
    i = best;
  }
  return out;
}
