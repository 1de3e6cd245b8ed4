/**
 * Per-game knowledge for the solver and the hints, keyed by variant. Every
 * hook must keep the search exact: a key may merge two positions only when
 * they have the same future (same moves, same outcome); a forced move must
 * never turn a winnable position into a lost one; a pruned move must never be
 * the only way to win.
 */
import { PIQUET_RANKS, face, isJoker, rank, suit } from '../cards.js';
import type { Move, Pile, Rules, Table } from '../types.js';
import { freecellHooks } from './freecell-hooks.js';

export interface GameHooks {
  /**
   * Writes the canonical key of the table into `out` (bytes); returns the
   * length. Default: every pile that matters, exactly, with interchangeable
   * piles sorted.
   */
  key?(rules: Rules, table: Table, out: Uint8Array): number;
  /** The longest key `key` writes. */
  maxKeyBytes?(rules: Rules): number;
  /** Groups of pile indices that are interchangeable (for the default key). */
  symmetric?(rules: Rules): number[][];
  /** Card value in the default key: faces when two decks' copies are interchangeable. */
  cardKey?(card: number): number;
  /** A move that can never spoil a win (sends a card to its foundation for good), or null. */
  safeMove?(rules: Rules, table: Table): Move | null;
  /** Higher first; moves of equal score keep the engine's order. */
  score?(rules: Rules, table: Table, move: Move): number;
  /** True when the move can be left out without ever losing a win. */
  prune?(rules: Rules, table: Table, move: Move): boolean;
  /** A move only a solver would like: a hint never offers it unless nothing else is left. */
  pointless?(rules: Rules, table: Table, move: Move): boolean;
  /**
   * After `move` (just played, giving `table`, no forced move after it): when only some
   * moves need be tried next (any winning line can be reordered so), a filter of
   * them; the position in between is then not keyed. Null: no restriction.
   */
  restrictAfter?(rules: Rules, table: Table, move: Move): ((next: Move) => boolean) | null;
  /** Restart schedule: positions before the first restart, growth per restart, ordering noise (score units). */
  restarts?: { first: number; growth: number; noise: number };
}

/**
 * Single-pass stock games (Seasons, Congress): a waste card put on a column only
 * matters once a card goes onto it, or once the waste changes again (a deal, a play
 * of the waste's next card, or — Congress — a refill of an emptied pile from it).
 * Until then it could as well have stayed on the waste, within reach, while only the
 * columns changed (their moves were legal with it there: its column's top was covered,
 * an empty column it filled stays usable). So after such a move only those moves follow.
 */
function wasteCardWaits(refills: boolean) {
  return (rules: Rules, table: Table, move: Move): ((next: Move) => boolean) | null => {
    if (move.kind !== 'move') return null;
    const waste = indexOfKind(rules, 'waste');
    if (move.from !== waste || rules.specs[move.to].kind !== 'tableau') return null;
    const onto = move.to;
    return (next) =>
      next.kind === 'deal' ||
      next.from === waste ||
      next.to === onto ||
      (refills && rules.specs[next.from].kind === 'tableau' && table.piles[next.from].cards.length === next.count);
  };
}

/** Measured on seeds 1…30: single-pass stock games like short, noisy restarts. */
/** A `pointless` hook: a tableau pile's only card onto an empty tableau pile (the same position, piles swapped). */
function loneCardToEmpty(rules: Rules, table: Table, m: Move): boolean {
  const specs = rules.specs;
  if (m.kind !== 'move' || specs[m.from].kind !== 'tableau' || specs[m.to].kind !== 'tableau') return false;
  return table.piles[m.from].cards.length === 1 && table.piles[m.to].cards.length === 0;
}

const QUICK_RESTARTS = { first: 1000, growth: 1.3, noise: 100 };

const top = (p: Pile): number => p.cards[p.cards.length - 1];
const kindCache = new WeakMap<Rules, Map<string, number[]>>();
/** Indices of the piles of a kind (cached per rules; do not modify the array). */
const kindIs = (rules: Rules, kind: string): number[] => {
  let m = kindCache.get(rules);
  if (!m) kindCache.set(rules, (m = new Map()));
  let list = m.get(kind);
  if (!list) m.set(kind, (list = rules.specs.flatMap((s, i) => (s.kind === kind ? [i] : []))));
  return list;
};
const indexOfKind = (rules: Rules, kind: string): number => {
  const l = kindIs(rules, kind);
  return l.length ? l[0] : -1;
};

/** Which foundation takes `card` now (-1: none). */
export function foundationFor(rules: Rules, table: Table, card: number, from: number): number {
  for (let i = 0; i < rules.specs.length && i < table.piles.length; i++) {
    const s = rules.specs[i];
    if (s.kind !== 'foundation' || i === from) continue;
    const p = table.piles[i];
    if (s.accepts ? s.accepts(p, card) : p.cards.length === 0 ? s.empty?.(card) : s.fits?.(top(p), card)) return i;
  }
  return -1;
}

// ---------------------------------------------------------------- Klondike

/** Klondike (foundation cards may come back): see klondike.ts for why this is safe. */
function klondikeSafe(card: number, heights: number[]): boolean {
  const r = rank(card);
  if (r <= 2) return true;
  const s = suit(card);
  if (heights[3 - s] < r - 2) return false;
  const red = s === 1 || s === 2;
  return red ? heights[0] >= r - 1 && heights[3] >= r - 1 : heights[1] >= r - 1 && heights[2] >= r - 1;
}

/** Per-suit foundation heights of a one-deck game whose foundations build A up in suit. */
function suitHeights(rules: Rules, table: Table): number[] {
  const h = [0, 0, 0, 0];
  for (const f of kindIs(rules, 'foundation')) {
    const p = table.piles[f];
    if (p.cards.length) h[suit(p.cards[0])] = p.cards.length;
  }
  return h;
}

const klondike: GameHooks = {
  symmetric: (rules) => [kindIs(rules, 'tableau'), kindIs(rules, 'foundation')],
  safeMove(rules, table) {
    const h = suitHeights(rules, table);
    const sources = rules.stock?.draw === 1 ? [...kindIs(rules, 'tableau'), indexOfKind(rules, 'waste')] : kindIs(rules, 'tableau');
    for (const i of sources) {
      const p = table.piles[i];
      if (p.cards.length === 0 || p.down >= p.cards.length) continue;
      const c = top(p);
      if (h[suit(c)] === rank(c) - 1 && klondikeSafe(c, h)) {
        const to = foundationFor(rules, table, c, i);
        if (to >= 0) return { kind: 'move', from: i, to, count: 1 };
      }
    }
    return null;
  },
  score(rules, table, m) {
    const specs = rules.specs;
    if (m.kind === 'deal') return 30;
    if (m.kind === 'recycle') return 20;
    const from = specs[m.from].kind;
    const to = specs[m.to].kind;
    const src = table.piles[m.from];
    if (from === 'foundation') return 5;
    if (to === 'foundation') return src.cards.length - 1 === src.down && src.down > 0 ? 100 : 90;
    if (from === 'tableau') {
      const left = src.cards.length - m.count;
      if (left > 0 && left === src.down) return 80 + src.down; // turns a card up
      if (left === 0) return table.piles[m.to].cards.length === 0 ? 0 : 40; // empties a column
      const under = src.cards[left - 1];
      return foundationFor(rules, table, under, -1) >= 0 ? 70 : 10;
    }
    return 60; // from the waste
  },
  pointless(rules, table, m) {
    if (m.kind !== 'move') return false;
    const specs = rules.specs;
    if (specs[m.from].kind === 'foundation') return true;
    if (specs[m.from].kind !== 'tableau' || specs[m.to].kind !== 'tableau') return false;
    const src = table.piles[m.from];
    const left = src.cards.length - m.count;
    if (left === 0) return table.piles[m.to].cards.length === 0; // the same column elsewhere
    if (left === src.down) return false; // turns a card up
    return foundationFor(rules, table, src.cards[left - 1], -1) < 0;
  },
};

// ---------------------------------------------------------------- Joker

const PIQ_INDEX = (() => {
  const t = new Array<number>(14).fill(-1);
  PIQUET_RANKS.forEach((r, i) => (t[r] = i));
  return t;
})();

const joker: GameHooks = {
  symmetric: (rules) => [kindIs(rules, 'tableau')],
  // The two jokers do the same in every place.
  cardKey: (c) => (isJoker(c) ? 52 : face(c)),
  safeMove(rules, table) {
    // Foundations keep their cards (nothing comes back). A card of piquet index k
    // can only ever carry the other colour's k-1 cards and jokers, and through a
    // joker any card of index k-2 or lower: when all of those are up it is never
    // needed on the columns again.
    const founds = kindIs(rules, 'foundation');
    const h = [0, 0, 0, 0];
    for (const f of founds) {
      const p = table.piles[f];
      if (p.cards.length) h[suit(p.cards[0])] = p.cards.length; // index of top + 1
    }
    for (const i of kindIs(rules, 'tableau')) {
      const p = table.piles[i];
      if (p.cards.length === 0) continue;
      const c = top(p);
      if (isJoker(c)) continue;
      const k = PIQ_INDEX[rank(c)];
      const s = suit(c);
      if (h[s] !== k) continue;
      const red = s === 1 || s === 2;
      const opp = red ? [0, 3] : [1, 2];
      if (h[opp[0]] >= k && h[opp[1]] >= k && h[3 - s] >= k - 1) {
        const to = foundationFor(rules, table, c, i);
        if (to >= 0) return { kind: 'move', from: i, to, count: 1 };
      }
    }
    return null;
  },
  score(rules, table, m) {
    const specs = rules.specs;
    const to = specs[m.to].kind;
    const from = specs[m.from].kind;
    if (to === 'foundation') return 100;
    const dst = table.piles[m.to];
    const src = table.piles[m.from];
    if (from === 'reserve') return dst.cards.length === 0 ? 5 : 20;
    if (src.cards.length === 1) return 60; // empties a column
    if (dst.cards.length === 0) return 10;
    return 40;
  },
  pointless(rules, table, m) {
    const specs = rules.specs;
    return specs[m.from].kind === 'tableau' && table.piles[m.from].cards.length === 1 && table.piles[m.to].cards.length === 0 && specs[m.to].kind === 'tableau';
  },
};

// ---------------------------------------------------------------- Seasons

const seasons: GameHooks = {
  restarts: QUICK_RESTARTS,
  restrictAfter: wasteCardWaits(false),
  symmetric: (rules) => [kindIs(rules, 'tableau')],
  safeMove(rules, table) {
    // Nothing comes back from a corner. A card is never needed in the cross once every card
    // that could be built on it (one rank lower: any suit, or the other colour with
    // `build=alternate`) is on the corners for good. For a base-rank card those are the top
    // rank of the cycle, the last cards to go up, so it waits for an empty corner with the rest.
    const founds = kindIs(rules, 'foundation');
    const base = rank(table.piles[founds[0]].cards[0]);
    const rel = (c: number): number => (rank(c) - base + 13) % 13;
    const h = [0, 0, 0, 0];
    let empty = -1;
    for (const f of founds) {
      const p = table.piles[f];
      if (p.cards.length) h[suit(p.cards[0])] = p.cards.length;
      else if (empty < 0) empty = f;
    }
    const alternate = rules.options.build === 'alternate';
    const sources = [...kindIs(rules, 'tableau'), indexOfKind(rules, 'waste')];
    for (const i of sources) {
      const p = table.piles[i];
      if (p.cards.length === 0) continue;
      const c = top(p);
      const s = suit(c);
      const r = rel(c);
      if (h[s] !== r || (r === 0 && empty < 0)) continue;
      const need = r === 0 ? 13 : r;
      const red = s === 1 || s === 2;
      let ok = true;
      for (let t = 0; t < 4; t++) {
        if (alternate && (t === 1 || t === 2) === red) continue;
        if (h[t] < need) ok = false;
      }
      if (ok) {
        const to = r === 0 ? empty : foundationFor(rules, table, c, i);
        if (to >= 0) return { kind: 'move', from: i, to, count: 1 };
      }
    }
    return null;
  },
  score(rules, table, m) {
    const specs = rules.specs;
    if (m.kind === 'deal') return 30;
    const to = specs[m.to].kind;
    const from = specs[m.from].kind;
    if (to === 'foundation') return 100;
    if (from === 'waste') return table.piles[m.to].cards.length === 0 ? 45 : 50;
    // cell to cell
    if (table.piles[m.from].cards.length === 1) return table.piles[m.to].cards.length === 0 ? 0 : 40;
    return table.piles[m.to].cards.length === 0 ? 15 : 20;
  },
  pointless: loneCardToEmpty,
};

// ---------------------------------------------------------------- Congress

const congress: GameHooks = {
  restarts: QUICK_RESTARTS,
  restrictAfter: wasteCardWaits(true),
  symmetric: (rules) => [kindIs(rules, 'tableau'), kindIs(rules, 'foundation')],
  // The two decks' copies of a card do the same in every place.
  cardKey: (c) => face(c),
  safeMove(rules, table) {
    // Nothing comes back from the foundations; a card of rank r only ever carries
    // rank r-1 cards, so once all eight of them are up it is not needed below.
    // Only from piles that keep a card (an emptied pile would be refilled from the
    // waste, which changes what the waste offers).
    const stockIdx = indexOfKind(rules, 'stock');
    const wasteIdx = indexOfKind(rules, 'waste');
    const talonEmpty = table.piles[stockIdx].cards.length === 0 && table.piles[wasteIdx].cards.length === 0;
    const founds = kindIs(rules, 'foundation');
    for (const i of kindIs(rules, 'tableau')) {
      const p = table.piles[i];
      if (p.cards.length === 0 || (p.cards.length === 1 && !talonEmpty)) continue;
      const c = top(p);
      const r = rank(c);
      if (r > 2) {
        // every rank r-1 card up: every foundation at r-1 or higher
        let all = true;
        for (const f of founds) if (table.piles[f].cards.length < r - 1) all = false;
        if (!all) continue;
      }
      const to = foundationFor(rules, table, c, i);
      if (to >= 0) return { kind: 'move', from: i, to, count: 1 };
    }
    return null;
  },
  score(rules, table, m) {
    const specs = rules.specs;
    if (m.kind === 'deal') return 30;
    const to = specs[m.to].kind;
    const from = specs[m.from].kind;
    if (to === 'foundation') return from === 'waste' ? 100 : 95;
    if (from === 'waste') return 50;
    if (table.piles[m.from].cards.length === 1) return 60; // empties a pile: it is refilled
    return table.piles[m.to].cards.length === 0 ? 5 : 20;
  },
  pointless: loneCardToEmpty,
};

// ---------------------------------------------------------------- Bayan

const bayan: GameHooks = {
  // Only the top cards of the line ever matter: piles move whole and are matched by their tops.
  key(_rules, table, out) {
    const piles = table.piles;
    out[0] = piles.length;
    for (let i = 0; i < piles.length; i++) out[i + 1] = top(piles[i]);
    return piles.length + 1;
  },
  maxKeyBytes: (rules) => rules.specs.length + 1,
  score(_rules, _table, m) {
    // Work the line from its start (measured: finds far more wins than working from its end).
    return -(m.to * 4 + (m.from - m.to));
  },
};

// ---------------------------------------------------------------- Two by Two

const twoByTwo: GameHooks = {
  // Covered cards never matter again: the stock's size and the four tops, in any order.
  key(rules, table, out) {
    out[0] = table.piles[indexOfKind(rules, 'stock')].cards.length;
    const tops: number[] = [];
    for (const i of kindIs(rules, 'tableau')) tops.push(table.piles[i].cards.length ? top(table.piles[i]) : 255);
    tops.sort((a, b) => a - b);
    for (let i = 0; i < tops.length; i++) out[i + 1] = tops[i];
    return tops.length + 1;
  },
  maxKeyBytes: (rules) => rules.specs.length + 1,
};

// ---------------------------------------------------------------- Envelopes

const envelopes: GameHooks = {
  // Envelopes only shrink from the top: their sizes say everything.
  key(rules, table, out) {
    let n = 0;
    for (const i of kindIs(rules, 'tableau')) out[n++] = table.piles[i].cards.length;
    return n;
  },
  maxKeyBytes: (rules) => rules.specs.length,
  score(_rules, table, m) {
    // Prefer pairs that turn up cards (and so open new pairs); ties in engine order.
    const a = table.piles[m.from];
    const b = table.piles[m.pair!];
    return (a.down > 0 ? 1 : 0) + (b.down > 0 ? 1 : 0);
  },
};

export const HOOKS: Readonly<Record<string, GameHooks>> = {
  klondike,
  joker,
  seasons,
  congress,
  bayan,
  'two-by-two': twoByTwo,
  envelopes,
  freecell: freecellHooks,
};

export function hooksFor(variant: string): GameHooks {
  return HOOKS[variant] ?? {};
}
