/**
 * What the tests of the catalogue's games (RULES.md §14–31, each a description) share: a deal's
 * shape by pile id, small endgames for the derived search against an exhaustive one, and the
 * search deciding a few deals with lines that replay to a won table.
 */
import { expect } from '@open-wc/testing';
import { rank, suit } from '../../src/engine/cards.js';
import { mulberry32 } from '../../src/engine/rng.js';
import type { Options, Rules, Table } from '../../src/engine/types.js';
import { rulesOf, solveRules } from '../named.js';
import { replay } from '../engine/search-helpers.js';
import { agreesWithExhaustive, shuffled, symmetricKey } from './classics.js';

/** The deal of `seed`: per pile id, its cards and face-down cards. */
export function dealShape(rules: Rules, seed = 1): Record<string, [number, number]> {
  const t = rules.deal(seed);
  return Object.fromEntries(rules.specs.map((s, i) => [s.id, [t.piles[i].cards.length, t.piles[i].down]]));
}

/** Every deal seed 1…5 passes the rules' own checks and holds the whole deck once. */
export function expectWholeDeck(rules: Rules): void {
  for (let seed = 1; seed <= 5; seed++) {
    const t = rules.deal(seed);
    expect(rules.validate(t), `seed ${seed}`).to.equal(null);
    expect(t.piles.flatMap((p) => p.cards).sort((a, b) => a - b)).to.deep.equal(rules.deck.slice().sort((a, b) => a - b));
  }
}

/**
 * An endgame of a game whose foundations build up in suit from the aces: each foundation holds
 * its suit from A up to a random rank of at least `low`, the other cards lie face up at random
 * on the tableau and reserve piles (a reserve pile gets one at most); `fill`: no tableau pile left empty.
 */
export function endgame(rules: Rules, rnd: () => number, low: number, fill = false): Table | null {
  const found = rules.specs.map((_, i) => i).filter((i) => rules.specs[i].kind === 'foundation');
  const piles = rules.specs.map(() => ({ cards: [] as number[], down: 0 }));
  const top = found.map(() => low + Math.floor(rnd() * (13 - low)));
  const rest: number[] = [];
  const copies = new Map<number, number>();
  for (const c of rules.deck) {
    const s = suit(c);
    const k = copies.get(s) ?? 0;
    // the k-th foundation of a suit's copies: foundation index s + 4k
    const f = s + 4 * Math.floor(k / 13);
    copies.set(s, k + 1);
    if (f < found.length && rank(c) <= top[f]) piles[found[f]].cards.push(c);
    else rest.push(c);
  }
  for (const f of found) piles[f].cards.sort((a, b) => rank(a) - rank(b));
  const spots = rules.specs.map((_, i) => i).filter((i) => rules.specs[i].kind === 'tableau' || rules.specs[i].kind === 'reserve');
  for (const c of shuffled(rest, rnd)) {
    // (fill: every playing pile gets a card before any gets two)
    const empty = fill ? spots.filter((i) => rules.specs[i].kind === 'tableau' && piles[i].cards.length === 0) : [];
    const open = empty.length ? empty : spots.filter((i) => rules.specs[i].kind === 'tableau' || piles[i].cards.length === 0);
    piles[open[Math.floor(rnd() * open.length)]].cards.push(c);
  }
  const t = { piles, redeals: 0 };
  return rules.validate(t) === null ? t : null;
}

/** The derived search agrees with an exhaustive one on endgames (`make`), and some are won and some lost. */
export function agreesOnEndgames(
  rules: Rules,
  make: (rnd: () => number) => Table | null,
  count: number,
  atLeast: { won: number; lost: number },
): void {
  const rnd = mulberry32(7);
  const tables: Table[] = [];
  for (let i = 0; tables.length < count && i < count * 20; i++) {
    const t = make(rnd);
    if (t) tables.push(t);
  }
  // (positions alike up to interchangeable piles of one kind, for the exhaustive search)
  const groups = ['tableau', 'reserve'].map((k) => rules.specs.map((sp, i) => (sp.kind === k ? i : -1)).filter((i) => i >= 0));
  const { won, lost } = agreesWithExhaustive(rules, tables, 20_000, 50_000, symmetricKey(groups.filter((g) => g.length > 1)));
  expect(won, 'won positions compared').to.be.at.least(atLeast.won);
  expect(lost, 'lost positions compared').to.be.at.least(atLeast.lost);
}

/** The search decides deals 1…n within `nodes` positions (at least `decided` of them); each winning line replays to a won table. */
export function decidesDeals(variant: string, options: Options, n: number, nodes: number, decided = n): void {
  const rules = rulesOf(variant, options);
  let known = 0;
  for (let seed = 1; seed <= n; seed++) {
    const r = solveRules(rules, rules.deal(seed), { nodes });
    if (r.result !== 'unknown') known++;
    if (r.result !== 'winnable') continue;
    const seen = replay(rules, rules.deal(seed), r.moves);
    expect(rules.isWon(seen[seen.length - 1]), `seed ${seed}: the line ends won`).to.equal(true);
  }
  expect(known).to.be.at.least(decided);
}
