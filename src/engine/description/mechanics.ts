/**
 * What a description says beyond its piles' specs, in table indices (compile-rules.ts makes it;
 * the engine's rules and the solver's core read it): types only, so that the engine's types can
 * name it without importing the compiler.
 */
import type { PileGroupWord } from './types.js';

/** Where each group's piles lie in the table. */
export interface GroupAt {
  readonly word: PileGroupWord;
  readonly id: string;
  readonly first: number;
  readonly end: number;
}

/**
 * What a description says beyond the piles' specs, in table indices: read by the rules here and
 * by the solver's core (solver/mechanics.ts) alike.
 */
export interface GameMechanics {
  readonly groups: readonly GroupAt[];
  readonly ranks: readonly number[];
  /** The stock, and where it deals: onto the waste (`draw`), or a row onto `row` … `rowEnd - 1`. */
  readonly stock: number;
  readonly waste: number;
  readonly row: { readonly first: number; readonly end: number; readonly needsFull: boolean } | null;
  /** The stock's top card shows. */
  readonly showsTop: boolean;
  /** Foundations that take one whole run (base rank at the bottom) by the move that completes it. */
  readonly whole: { readonly first: number; readonly end: number; readonly base: number; readonly length: number } | null;
  /** Per pile, the pile it is refilled from when emptied (-1: none); the first of `refills`. */
  readonly refill: Int32Array;
  /** Per pile, the piles it is refilled from: the first that holds a card. */
  readonly refills: readonly (readonly number[])[];
  /** Per pile, the piles lying on it (covering). */
  readonly coveredBy: readonly (readonly number[])[];
  /** Per pile, the piles it lies on. */
  readonly lyingOn: readonly (readonly number[])[];
  /** Per pile that cards cover: 1 when its card turns face up as soon as nothing covers it. */
  readonly turnsUpFreed: Uint8Array;
  /** Foundations whose base rank is their first dealt card's: the foundations, or null. */
  readonly baseFirst: { readonly first: number; readonly end: number } | null;
  /**
   * Two free cards that match (ranks adding up to `sum`, a card of rank `sum` alone; or `same`
   * rank or suit) go to `to`, or (`to` -1) are covered from `cover`: its top card onto the first.
   */
  readonly pairs: {
    readonly sum: number;
    readonly same: 'rank' | 'suit' | null;
    readonly to: number;
    readonly cover: number;
    readonly peek: boolean;
  } | null;
  /** Piles that must be empty to win, or null: every card on the foundations. */
  readonly winEmpty: readonly number[] | null;
  /** Won when the cards left in play (not on foundations or discards) are all of this rank, or null. */
  readonly winLeft: { readonly rank: number; readonly piles: readonly number[] } | null;
  /** A free card beaten by a higher free card of its suit goes to `to`; `order[rank]` ranks them (aces high or not). */
  readonly beaten: { readonly to: number; readonly order: readonly number[] } | null;
  /** Per pile, how jokers stand in on it (null or missing: none lie there); worked out with the play. */
  jokers: readonly (JokerRule | null)[];
  /** Free cells, and the group whose empty piles double a run (`runLimit`). */
  readonly cells: readonly number[];
  readonly runGroups: ReadonlyMap<number, GroupAt>;
  /** Safe moves home, where the words give a rule for them (safe-home.ts). */
  safeHome: SafeHome | null;
}

/** Safe moves home as the words give them (safe-home.ts). */
export interface SafeHome {
  /** Foundation piles, their base rank (0: the first card's) and the ranks' order. */
  readonly foundations: readonly number[];
  readonly fixedBase: number;
  readonly ranks: readonly number[];
  readonly wrap: boolean;
  /** Per suit: the suits whose cards one place lower may be built on it. */
  readonly onto: readonly (readonly number[])[];
  /** Cards two builds up matter too: foundation cards may come back, or a joker lies between. */
  readonly back: boolean;
  /** Piles a card may go home from, in the order they are looked at. */
  readonly sources: readonly number[];
  /** Per pile: the piles it is refilled from (a pile's last card then waits while one holds cards). */
  readonly refills: readonly (readonly number[])[];
}

/** How the jokers of a group stand in (jokers.ts). */
export interface JokerRule {
  /** The ranks a card of the group may be, lowest first (a rank the deal sends home for good is none). */
  readonly order: readonly number[];
  /** Per rank, its place in `order` (-1: none). */
  readonly place: Int8Array;
  /** One step along the build: -1 building down, +1 building up. */
  readonly step: -1 | 1;
  /** The pile an uncovered joker goes back to at once, or -1. */
  readonly back: number;
}
