/**
 * A description's play, compiled: the moves its words add to the shared ones (a row dealt from the
 * stock, a base rank taken from the deal, cards beaten, pairs), what follows a move by itself (runs
 * home, a refill, freed cards turning up), the checks on a restored table, and safe moves home.
 * Loaded after the deal (compile-rules.ts), so a board draws its first cards before this comes.
 */
import { cardCode, isJoker, makeCard, rank, suit, type Card } from '../cards.js';
import { faceUp, putOn, takeOff, withPiles } from '../game.js';
import type { Move, Pile, PileKind, PileSpec, Rules, StandIn, Table } from '../types.js';
import { standInsOf } from './jokers.js';
import { freePiles, uncovered } from './free-cards.js';
import type { GameMechanics, GroupAt, JokerRule } from './mechanics.js';
import type { GameDescription } from './types.js';
import { deckOf, rankOf } from './vocabulary.js';

export { safeHomeMove, safeHomeOf } from './safe-home.js';
export { jokersAccept } from './jokers.js';

/** What the checks of a restored table read: the description with its options, its mechanics and piles. */
export interface Compiled {
  readonly d: GameDescription;
  readonly m: GameMechanics;
  readonly specs: PileSpec[];
}

/** Won: the piles to empty are empty, the cards left are all of one rank, or every card is on the foundations. */
export function isWon(m: GameMechanics, rules: Rules, table: Table): boolean {
  if (m.winEmpty) return m.winEmpty.every((p) => table.piles[p].cards.length === 0);
  if (m.winLeft) {
    const r = m.winLeft.rank;
    return m.winLeft.piles.every((p) => table.piles[p].cards.every((c) => rank(c) === r));
  }
  let n = 0;
  for (let p = 0; p < rules.specs.length; p++) if (rules.specs[p].kind === 'foundation') n += table.piles[p].cards.length;
  return n === rules.deck.filter((c) => rank(c) > 0).length;
}

/** The most cards one move may carry from `from` to `to`: free cells + 1, doubled by each empty pile (not the target) that takes any card. */
export function maxRun(m: GameMechanics, table: Table, from: number, to: number): number {
  const g = m.runGroups.get(from) ?? m.runGroups.get(to);
  if (!g) return Infinity;
  let run = 1;
  for (const c of m.cells) if (table.piles[c].cards.length === 0) run++;
  // (an empty pile that takes only some cards cannot hold any card of a run on the way)
  if (g.word.empty === 'any') for (let p = g.first; p < g.end; p++) if (p !== to && table.piles[p].cards.length === 0) run *= 2;
  return run;
}

/** What each card of a pile of this kind stands for (jokers.ts), at the first pile of that kind where jokers stand in (a group's piles alike); null where none do. */
export function standIns(c: Compiled, kind: PileKind, cards: readonly Card[]): (StandIn | null)[] | null {
  const p = c.specs.findIndex((s, i) => s.kind === kind && c.m.jokers[i]);
  return p < 0 ? null : standInsOf(c.m.jokers[p]!, cards);
}

/**
 * How jokers stand in on each pile (jokers.ts), from the words: one step along the build, over the
 * ranks a card of the group may be (a rank whose every card the deal sends to foundations that
 * keep them is none); back to the group `back` names.
 */
export function jokerRules(d: GameDescription, m: GameMechanics): (JokerRule | null)[] {
  const copies = (d.deck?.decks ?? 1) * 4;
  const homeForGood = d.deal.flatMap((s) => {
    const g = groupOf(m, s.to);
    return s.rank && !s.suit && g?.word.kind === 'foundation' && !g.word.back && g.end - g.first >= copies ? [rankOf(s.rank)] : [];
  });
  const out: (JokerRule | null)[] = [];
  for (const g of m.groups) {
    const b = g.word.build;
    let rule: JokerRule | null = null;
    if (g.word.jokers && b && (b.rank === 'down' || b.rank === 'up')) {
      const order = m.ranks.filter((r) => !homeForGood.includes(r));
      const place = new Int8Array(14).fill(-1);
      order.forEach((r, i) => (place[r] = i));
      rule = { order, place, step: b.rank === 'down' ? -1 : 1, back: groupOf(m, g.word.jokers.back)?.first ?? -1 };
    }
    for (let p = g.first; p < g.end; p++) out.push(rule);
  }
  return out;
}

/** The group a word names by its id, if any. */
const groupOf = (m: GameMechanics, id: string | undefined): GroupAt | undefined => m.groups.find((g) => g.id === id);

/** Does pile p end in a complete run for a whole foundation (face up, base at the bottom)? */
function endsInRun(m: GameMechanics, spec: PileSpec, p: Pile): boolean {
  const w = m.whole!;
  const n = p.cards.length;
  if (n - p.down < w.length) return false;
  const c = p.cards;
  if (rank(c[n - w.length]) !== w.base) return false;
  const fits = spec.fits!;
  for (let j = n - w.length + 1; j < n; j++) if (!fits(c[j - 1], c[j])) return false;
  return true;
}

export function extraMoves(m: GameMechanics, specs: readonly PileSpec[], table: Table, out: Move[]): void {
  const piles = table.piles;
  if (m.row) {
    const n = piles[m.stock].cards.length;
    let full = true;
    if (m.row.needsFull) for (let p = m.row.first; p < m.row.end; p++) if (piles[p].cards.length === 0) full = false;
    if (n > 0 && full) out.push({ kind: 'row', from: m.stock, to: m.row.first, count: Math.min(n, m.row.end - m.row.first) });
  }
  if (m.baseFirst) {
    const base = rank(piles[m.baseFirst.first].cards[0]);
    for (let to = m.baseFirst.first; to < m.baseFirst.end; to++) {
      if (piles[to].cards.length > 0) continue;
      for (let from = 0; from < piles.length; from++) {
        const s = specs[from];
        if (s.kind === 'stock' || s.kind === 'foundation' || s.lift === 'none') continue;
        const p = piles[from];
        if (p.cards.length > p.down && rank(p.cards[p.cards.length - 1]) === base) out.push({ kind: 'move', from, to, count: 1 });
      }
    }
  }
  if (m.beaten) {
    const free = freePiles(m, specs, table);
    const { order, to } = m.beaten;
    for (const a of free) {
      const ca = piles[a].cards[piles[a].cards.length - 1];
      for (const b of free) {
        const cb = piles[b].cards[piles[b].cards.length - 1];
        if (b !== a && suit(cb) === suit(ca) && order[rank(cb)] > order[rank(ca)]) {
          out.push({ kind: 'move', from: a, to, count: 1 });
          break;
        }
      }
    }
  }
  if (m.pairs) pairMoves(m, specs, table, out);
}

/** Pairs of free cards that match, each gone to its pile or covered from the stock. */
function pairMoves(m: GameMechanics, specs: readonly PileSpec[], table: Table, out: Move[]): void {
  const { sum, same, to, cover } = m.pairs!;
  const piles = table.piles;
  if (cover >= 0 && piles[cover].cards.length < 2) return;
  const free = freePiles(m, specs, table);
  const topOf = (p: number): Card => piles[p].cards[piles[p].cards.length - 1];
  const match = (a: Card, b: Card): boolean =>
    sum > 0 ? rank(a) + rank(b) === sum : same === 'rank' ? rank(a) === rank(b) : suit(a) === suit(b);
  for (let i = 0; i < free.length; i++) {
    const a = free[i];
    const ca = topOf(a);
    if (sum > 0 && rank(ca) === sum) out.push({ kind: 'move', from: a, to, count: 1 });
    for (let j = i + 1; j < free.length; j++) {
      if (!match(ca, topOf(free[j]))) continue;
      out.push(
        cover >= 0
          ? { kind: 'cover', from: cover, to: a, pair: free[j], count: 2 }
          : { kind: 'pair', from: a, to, pair: free[j], count: 2 },
      );
    }
  }
}

/** What follows a move by itself: jokers back, runs home, a refill, freed cards turning up, the stock's top showing. */
export function after(m: GameMechanics, specs: readonly PileSpec[], table: Table, move: Move): Table {
  let t = table;
  const back = move.kind === 'move' ? (m.jokers[move.from]?.back ?? -1) : -1;
  if (back >= 0) {
    // jokers left on top go back, the upper one first
    const pile = t.piles[move.from];
    let n = pile.cards.length;
    while (n > 0 && isJoker(pile.cards[n - 1])) n--;
    if (n < pile.cards.length)
      t = withPiles(t, [
        [move.from, takeOff(pile, pile.cards.length - n, specs[move.from].turnUp === true)],
        [back, putOn(t.piles[back], pile.cards.slice(n).reverse())],
      ]);
  }
  if (m.whole) {
    if (move.kind === 'row') for (let p = move.to; p < move.to + move.count; p++) t = runHome(m, specs, t, p);
    else if (move.kind === 'move' && specs[move.to].kind !== 'foundation') {
      // (and a complete run the move uncovers: dealt under other cards, as Scorpion deals)
      t = runHome(m, specs, t, move.to);
      t = runHome(m, specs, t, move.from);
    }
  }
  if (move.kind === 'move' || move.kind === 'pair') {
    for (const p of move.kind === 'pair' ? [move.from, move.pair!] : [move.from]) {
      const src = t.piles[p].cards.length === 0 ? (m.refills[p].find((q) => t.piles[q].cards.length > 0) ?? -1) : -1;
      if (src >= 0) {
        const r = t.piles[src];
        t = withPiles(t, [
          [p, faceUp([r.cards[r.cards.length - 1]])],
          [src, takeOff(r, 1, specs[src].turnUp === true)],
        ]);
      }
    }
  }
  if (m.coveredBy.some((l) => l.length > 0)) {
    const changes: [number, Pile][] = [];
    for (let p = 0; p < t.piles.length; p++) {
      const pile = t.piles[p];
      if (m.turnsUpFreed[p] && pile.cards.length > 0 && pile.down >= pile.cards.length && uncovered(m, t, p))
        changes.push([p, { cards: pile.cards, down: pile.cards.length - 1 }]);
    }
    if (changes.length) t = withPiles(t, changes);
  }
  if (m.showsTop) {
    const s = t.piles[m.stock];
    const down = Math.max(0, s.cards.length - 1);
    if (s.down !== down) t = withPiles(t, [[m.stock, { cards: s.cards, down }]]);
  }
  return t;
}

function runHome(m: GameMechanics, specs: readonly PileSpec[], t: Table, p: number): Table {
  const w = m.whole!;
  const pile = t.piles[p];
  if (specs[p].kind === 'foundation' || !endsInRun(m, specs[w.first], pile)) return t;
  let f = w.first;
  while (f < w.end && t.piles[f].cards.length > 0) f++;
  if (f === w.end) return t;
  return withPiles(t, [
    [p, takeOff(pile, w.length, specs[p].turnUp === true)],
    [f, faceUp(pile.cards.slice(pile.cards.length - w.length))],
  ]);
}

/** Checks on a restored table that follow from the words (a message, or null). */
export function validate(c: Compiled, t: Table): string | null {
  const { d, m, specs } = c;
  const id = (p: number): string => specs[p].id;
  const dealtUp = dealtFaceUp(d, m);
  // per pile, the cards the deal gives it and those face up; what is left for the stock
  const dealt = dealtCount(d, m);
  const upDealt = dealtUpCount(d, m, dealt);
  const toStock = deckOf(d.deck).length - dealt.reduce((a, b) => a + b, 0);
  for (let p = 0; p < t.piles.length; p++) {
    const pile = t.piles[p];
    const s = specs[p];
    if (m.cells.includes(p) && pile.cards.length > 1) return `"${id(p)}" holds one card at most.`;
    if (dealtUp[p] && s.kind !== 'stock' && pile.down > 0 && !s.turnUp && !m.turnsUpFreed[p])
      return `The cards of "${id(p)}" must all be face up.`;
    if (m.coveredBy[p].length > 0 || m.lyingOn[p].length > 0) {
      if (pile.cards.length > 1) return `"${id(p)}" holds ${pile.cards.length} cards; a place that cards cover holds one.`;
      const free = uncovered(m, t, p);
      if (pile.cards.length === 0 && !free) return `"${id(p)}" is empty while cards still cover it.`;
      if (pile.cards.length === 1 && m.turnsUpFreed[p] && pile.down !== (free ? 0 : 1))
        return `The card of "${id(p)}" is face up exactly when no card covers it.`;
      if (pile.cards.length === 1 && !m.turnsUpFreed[p] && pile.down > 0) return `The card of "${id(p)}" is face up.`;
    }
  }
  if (m.showsTop && m.stock >= 0) {
    const s = t.piles[m.stock];
    if (s.cards.length > 0 && s.down !== s.cards.length - 1) return 'The top card of the stock is face up, the others face down.';
  }
  if (m.waste >= 0 && t.piles[m.waste].down > 0) return 'The waste is face up.';
  if (
    m.waste >= 0 &&
    specs[m.waste].lift === 'none' &&
    specs[m.waste].takes > 0 &&
    t.piles[m.waste].cards.length === 0 &&
    dealt[m.waste] > 0
  )
    return `"${id(m.waste)}" always holds a card.`;
  const pairs = m.pairs;
  const covered = pairs !== null && pairs.cover >= 0;
  for (let p = 0; p < t.piles.length; p++) {
    const s = specs[p];
    if (s.kind !== 'tableau' || m.refill[p] >= 0) continue;
    const n = t.piles[p].cards.length;
    if (s.takes === 0 && !covered && n > dealt[p]) return `"${id(p)}" holds more than the ${dealt[p]} cards it is dealt.`;
    // cards only ever cover it (nothing lifts from it, no pair leaves it)
    if (s.lift === 'none' && covered && n < dealt[p])
      return `"${id(p)}" cannot hold fewer cards than the deal gives it (${dealt[p]}): its cards never leave it.`;
    // it only loses cards, turning up the one it leaves on top
    const up = Math.max(1, upDealt[p]);
    if (s.takes === 0 && !covered && s.turnUp && n > 0 && (n - t.piles[p].down < 1 || n - t.piles[p].down > up))
      return up === 1 ? `In "${id(p)}" only the top card is face up.` : `In "${id(p)}" the top card, and at most ${up} cards, are face up.`;
  }
  if (covered) {
    const n = t.piles[pairs.cover].cards.length;
    if (n > toStock || (toStock - n) % 2 !== 0) return `"${id(pairs.cover)}" holds its ${toStock} cards less two for each pair covered.`;
  }
  if (pairs && pairs.same && pairs.to >= 0) {
    const set = t.piles[pairs.to].cards;
    const same = pairs.same === 'rank' ? rank : suit;
    for (let i = 0; i < set.length; i += 2)
      if (i + 1 === set.length || same(set[i]) !== same(set[i + 1])) return `"${id(pairs.to)}" holds pairs of the same ${pairs.same} only.`;
  }
  if (m.whole) {
    const w = m.whole;
    let emptySeen = false;
    for (let f = w.first; f < w.end; f++) {
      const n = t.piles[f].cards.length;
      if (n !== 0 && n !== w.length) return `"${id(f)}" holds one whole run of ${w.length} cards, or nothing.`;
      if (n === 0) emptySeen = true;
      else if (emptySeen) return `The runs go to the first empty foundation: "${id(f)}" cannot hold one after an empty one.`;
    }
    for (let p = 0; p < t.piles.length; p++) {
      if (specs[p].kind !== 'foundation' && endsInRun(m, specs[w.first], t.piles[p]))
        return `The complete run on "${id(p)}" would have gone home.`;
    }
  }
  if (m.row && m.stock >= 0) {
    // rows of the group's width, then what is left (the last row may be short)
    const width = m.row.end - m.row.first;
    const n = t.piles[m.stock].cards.length;
    if (n > toStock || (n > 0 && (toStock - n) % width !== 0)) return `The stock holds ${toStock} cards less whole rows of ${width}.`;
  }
  if (m.baseFirst) {
    const f0 = t.piles[m.baseFirst.first].cards;
    if (f0.length === 0) return `"${id(m.baseFirst.first)}" cannot be empty: it holds its base from the deal.`;
    const base = rank(f0[0]);
    for (let f = m.baseFirst.first + 1; f < m.baseFirst.end; f++) {
      const cards = t.piles[f].cards;
      if (cards.length > 0 && rank(cards[0]) !== base) return `The foundations must start with cards of one rank.`;
    }
  }
  const jokers = jokersIn(c, t);
  if (jokers) return jokers;
  for (let p = 0; p < t.piles.length; p++) {
    const src = t.piles[p].cards.length === 0 ? m.refills[p].find((q) => t.piles[q].cards.length > 0) : undefined;
    if (src !== undefined) return `"${id(p)}" cannot stay empty while "${id(src)}" holds a card.`;
    // A pile dealt one card at most that only ever takes cards built on its top (Seasons' and
    // Congress' cells): above its bottom card, its cards are in order.
    const s = specs[p];
    const rowTarget = m.row !== null && p >= m.row.first && p < m.row.end;
    if (s.kind === 'tableau' && s.lift === 'top' && s.fits && !s.accepts && !rowTarget && dealt[p] <= 1) {
      const cards = t.piles[p].cards;
      for (let j = 1; j < cards.length; j++)
        if (!s.fits(cards[j - 1], cards[j])) return `"${id(p)}" is not built in order at ${cardCode(cards[j])}.`;
    }
  }
  return null;
}

/**
 * Jokers lie only where they stand in or are set aside; a pile only jokers reach holds nothing
 * else; foundations dealt their base in suit order keep it (nothing comes back from them).
 */
function jokersIn(c: Compiled, t: Table): string | null {
  const { d, m, specs } = c;
  const id = (p: number): string => specs[p].id;
  const first = (gid: string | undefined): number => groupOf(m, gid)?.first ?? -1;
  const aside = new Set([...d.deal.map((s) => first(s.jokersTo)), ...m.jokers.map((j) => j?.back ?? -1)].filter((p) => p >= 0));
  for (let p = 0; p < t.piles.length; p++) {
    const cards = t.piles[p].cards;
    const onlyJokers = aside.has(p) && specs[p].takes === 0 && !d.deal.some((s) => first(s.to) === p);
    if (onlyJokers && cards.some((x) => !isJoker(x))) return `"${id(p)}" holds only jokers.`;
    if (!aside.has(p) && !m.jokers[p] && cards.some(isJoker)) return `A joker cannot lie on "${id(p)}".`;
  }
  // (a rank's cards dealt in suit order, pile by pile: as many piles as the deck has of them)
  const suits = [...new Set(deckOf(d.deck).map(suit))].filter((x) => x >= 0).sort((a, b) => a - b);
  for (const step of d.deal) {
    const g = groupOf(m, step.to)!;
    if (!step.rank || !step.suitOrder || g.word.kind !== 'foundation' || g.word.back) continue;
    const r = rankOf(step.rank);
    for (let p = g.first; p < g.end; p++) {
      const want = suits[Math.floor(((p - g.first) * suits.length) / (g.end - g.first))];
      const c0 = t.piles[p].cards[0];
      if (c0 === undefined || rank(c0) !== r || suit(c0) !== want)
        return `"${id(p)}" must start with the ${cardCode(makeCard(r, want))} it was dealt.`;
    }
  }
  return null;
}

/** Per pile, the cards the deal gives it. */
function dealtCount(d: GameDescription, m: GameMechanics): number[] {
  const np = m.groups.length ? m.groups[m.groups.length - 1].end : 0;
  const n = new Array<number>(np).fill(0);
  for (const step of d.deal) {
    const g = m.groups.find((x) => x.id === step.to);
    if (!g) continue;
    for (let i = 0; i < g.end - g.first; i++)
      n[g.first + i] += step.rank ? 1 : typeof step.cards === 'number' ? step.cards : (step.cards[i] ?? 0);
  }
  return n;
}

/** Per pile, the cards the deal leaves face up (of `dealt`, the cards it gives each). */
function dealtUpCount(d: GameDescription, m: GameMechanics, dealt: readonly number[]): number[] {
  const n = dealt.slice();
  for (const step of d.deal) {
    const g = m.groups.find((x) => x.id === step.to);
    if (!g || step.up === undefined || step.rank) continue;
    for (let i = 0; i < g.end - g.first; i++) {
      const cards = typeof step.cards === 'number' ? step.cards : (step.cards[i] ?? 0);
      const u = typeof step.up === 'number' ? step.up : (step.up[i] ?? 0);
      n[g.first + i] -= cards - Math.min(u, cards);
    }
  }
  return n;
}

/** Per pile, whether the deal leaves it all face up. */
function dealtFaceUp(d: GameDescription, m: GameMechanics): boolean[] {
  const np = m.groups.length ? m.groups[m.groups.length - 1].end : 0;
  const up = new Array<boolean>(np).fill(true);
  for (const step of d.deal) {
    const g = m.groups.find((x) => x.id === step.to);
    if (!g || step.up === undefined) continue;
    for (let i = 0; i < g.end - g.first; i++) {
      const cards = typeof step.cards === 'number' ? step.cards : (step.cards[i] ?? 0);
      const u = typeof step.up === 'number' ? step.up : (step.up[i] ?? 0);
      if (u < cards) up[g.first + i] = false;
    }
  }
  return up;
}
