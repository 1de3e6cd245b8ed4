/** What the search tests share: a table as text, running a search out, replaying a line, and a plain exhaustive search. */
import { expect } from '@open-wc/testing';
import { sameEngineMove as sameMove } from '../../src/engine/same-move.js';
import { rulesOf } from '../named.js';
import type { Search, SolveResult } from '../../src/engine/solver/types.js';
import type { Move, Rules, Table } from '../../src/engine/types.js';

/** A table as text: every card and face-down count (an empty pile's count does not matter). */
export const text = (t: Table): string => JSON.stringify(t.piles.map((p) => [p.cards, p.cards.length ? p.down : 0])) + ':' + t.redeals;

export const run = (s: Search): SolveResult => {
  for (;;) {
    const r = s.step(Infinity);
    if (r) return r;
  }
};

/** Plays `moves` from `start`, each one the engine lists; returns every table on the way. */
export function replay(rules: Rules, start: Table, moves: readonly Move[]): Table[] {
  const seen = [start];
  let t = start;
  for (const m of moves) {
    const legal = rules.legalMoves(t).find((x) => sameMove(x, m));
    expect(legal, `legal: ${JSON.stringify(m)}`).to.not.equal(undefined);
    t = rules.apply(t, legal!);
    seen.push(t);
  }
  return seen;
}

/**
 * Every position reachable from `t` through the engine, no pruning: is a won one among them? null
 * past `cap` positions. `key` names a position (a game may merge positions alike up to its
 * symmetries); positions whose key is in `avoid` are never entered. The engine's first moves are
 * tried first (foundations first in most games: wins come early), or its last ones.
 */
export function exhaustive(
  rules: Rules,
  t: Table,
  cap: number,
  {
    key = text,
    avoid = new Set<string>(),
    lastMovesFirst = false,
  }: { key?: (t: Table) => string; avoid?: ReadonlySet<string>; lastMovesFirst?: boolean } = {},
): boolean | null {
  const seen = new Set<string>([key(t)]);
  const stack = [t];
  while (stack.length) {
    const u = stack.pop()!;
    if (rules.isWon(u)) return true;
    const moves = rules.legalMoves(u);
    // pushed in reverse to pop the first ones first
    for (let j = 0; j < moves.length; j++) {
      const v = rules.apply(u, moves[lastMovesFirst ? j : moves.length - 1 - j]);
      const k = key(v);
      if (seen.has(k) || avoid.has(k)) continue;
      if (seen.size >= cap) return null;
      seen.add(k);
      stack.push(v);
    }
  }
  return false;
}

/**
 * The `Search` contract on re-rooting: a search that won a Seasons deal, re-rooted onto a
 * position along its line, wins from there again (a line the engine plays to a won table).
 */
export function rerootsAlongItsLine(search: (rules: Rules, table: Table) => Search): void {
  const rules = rulesOf('seasons', { build: 'any' });
  for (let seed = 1; seed < 40; seed++) {
    const deal = rules.deal(seed);
    const s = search(rules, deal);
    const r = run(s);
    if (r.result !== 'winnable' || r.moves.length < 10) continue;
    const mid = replay(rules, deal, r.moves)[5];
    s.reroot(mid);
    const again = run(s);
    // (out of positions is no answer: a line found by luck in a hard deal may be hard to find
    // again from along it, even afresh; a wrong verdict is never allowed)
    if (again.result === 'unknown') continue;
    expect(again.result).to.equal('winnable');
    if (again.result === 'winnable') expect(rules.isWon(replay(rules, mid, again.moves).at(-1)!)).to.equal(true);
    return;
  }
  throw new Error('no winnable Seasons deal');
}

/**
 * A search's verdict on `t` beside a plain exhaustive search's (up to 50,000 positions), and its
 * line replayed to a won table: the truth, or null when the exhaustive search cannot tell.
 */
export function agreesOn(rules: Rules, t: Table, search: Search, label: string): boolean | null {
  const truth = exhaustive(rules, t, 50_000);
  if (truth === null) return null;
  const v = run(search);
  expect(v.result, label).to.equal(truth ? 'winnable' : 'unwinnable');
  if (v.result === 'winnable') expect(rules.isWon(replay(rules, t, v.moves).at(-1)!)).to.equal(true);
  return truth;
}

/**
 * The `Search` contract on positions to avoid: a search that won `deal` with a line of 10 moves
 * or more, re-rooted on the deal with two of that line's positions to avoid, wins by a line that
 * passes neither or answers `unknown` (avoided, or out of budget). False when there was no such
 * line to check.
 */
export function avoidsAlongItsLine(rules: Rules, deal: Table, s: Search, label: string): boolean {
  const r = run(s);
  if (r.result !== 'winnable' || r.moves.length < 10) return false;
  const line = replay(rules, deal, r.moves);
  // (not the deal's first moves: forced moves from the root count as the root, never avoided)
  const avoid = [line[Math.floor(line.length / 2)], line[line.length - 3]];
  s.reroot(deal, avoid);
  const again = run(s);
  expect(['winnable', 'unknown'], label).to.include(again.result);
  if (again.result === 'winnable') {
    const banned = new Set(avoid.map(text));
    for (const t of replay(rules, deal, again.moves)) expect(banned.has(text(t)), label).to.equal(false);
  } else if (again.result === 'unknown') {
    expect(again.reason).to.be.oneOf(['avoided', 'budget']);
  }
  return true;
}

/**
 * An endgame of a game with stock and waste (piles in that order, then the foundations, then
 * the others): `rest` split at random between the waste and the stock (face down), or null when
 * the engine refuses the table.
 */
export function talonEndgame(rules: Rules, rnd: () => number, rest: number[], foundations: number[][], others: number[][]): Table | null {
  const w = Math.floor(rnd() * (rest.length + 1));
  const t: Table = {
    piles: [
      { cards: rest.slice(w), down: rest.length - w },
      { cards: rest.slice(0, w), down: 0 },
      ...foundations.map((cards) => ({ cards, down: 0 })),
      ...others.map((cards) => ({ cards, down: 0 })),
    ],
    redeals: 0,
  };
  return rules.validate(t) === null ? t : null;
}
