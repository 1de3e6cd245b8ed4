/**
 * Per-game knowledge for the solver and the hints, keyed by variant. Every
 * hook must keep the search exact: a key may merge two positions only when
 * they have the same future (same moves, same outcome); a forced move must
 * never turn a winnable position into a lost one; a pruned move must never be
 * the only way to win.
 */
import { rank, suit } from '../cards.js';
import type { Move, Rules, Table } from '../types.js';
import { congressHooks } from './games/congress.js';
import { envelopesHooks } from './games/envelopes.js';
import { jokerHooks } from './games/joker.js';
import { seasonsHooks } from './games/seasons.js';
import { twoByTwoHooks } from './games/two-by-two.js';
import { foundationFor, indexOfKind, kindIs, top } from './hook-helpers.js';
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

export const HOOKS: Readonly<Record<string, GameHooks>> = {
  klondike,
  joker: jokerHooks,
  seasons: seasonsHooks,
  congress: congressHooks,
  bayan,
  'two-by-two': twoByTwoHooks,
  envelopes: envelopesHooks,
  freecell: freecellHooks,
};

export function hooksFor(variant: string): GameHooks {
  return HOOKS[variant] ?? {};
}
