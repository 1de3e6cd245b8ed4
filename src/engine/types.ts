import type { Card } from './cards.js';
import type { GameMechanics } from './description/mechanics.js';

/** A pile: its cards bottom to top, the lowest `down` of them face down. */
export interface Pile {
  readonly cards: readonly Card[];
  readonly down: number;
}

/**
 * A table: every pile of a game, in the game's fixed order, plus how many times
 * the stock has been redealt. Tables are immutable; applying a move returns a new
 * table that shares every pile the move did not touch.
 */
export interface Table {
  readonly piles: readonly Pile[];
  readonly redeals: number;
}

export type PileKind = 'stock' | 'waste' | 'foundation' | 'tableau' | 'reserve' | 'discard';

/**
 * - `move`: `count` cards from the top of pile `from` onto pile `to`;
 * - `deal`: turn cards from the stock (`from`) onto the waste (`to`);
 * - `recycle`: turn the waste (`from`) over into the stock (`to`);
 * - `cover`: Two by Two: a stock card onto pile `to` and one onto pile `pair`;
 * - `pair`: Envelopes: the top cards of `from` and `pair` go to the discard `to`;
 * - `row`: `count` cards from stock `from`, one face up onto each of piles `to` … `to + count - 1`
 *   (the stock's top card onto `to`).
 */
export type MoveKind = 'move' | 'deal' | 'recycle' | 'cover' | 'pair' | 'row';

/** A move inside the engine: piles by index. */
export interface Move {
  readonly kind: MoveKind;
  readonly from: number;
  readonly to: number;
  readonly count: number;
  readonly pair?: number;
}

/** May `over` be built on `under` (pairwise, as a run is checked too)? */
export type Fits = (under: Card, over: Card) => boolean;

/** What a pile takes, given its current cards and the lowest card of what arrives. */
export type Accepts = (pile: Pile, card: Card) => boolean;

export interface PileSpec {
  readonly id: string;
  readonly kind: PileKind;
  /** How cards may be taken off: none, the top card only, a run built by `fits`, or the whole pile. */
  readonly lift: 'none' | 'top' | 'run';
  /** Largest number of cards this pile takes in one move (1 or Infinity). */
  readonly takes: number;
  /** Whether a card may be built on the top card; null: nothing is built here by moves. */
  readonly fits: Fits | null;
  /** How a run that is lifted must lie, when not as `fits` (Spider: down in suit; Yukon: any order). */
  readonly runs?: Fits;
  /** What an empty pile takes; null: nothing. */
  readonly empty: ((card: Card) => boolean) | null;
  /** Overrides `fits`/`empty` where the whole pile matters (Joker's jokers). */
  readonly accepts?: Accepts;
  /** A face-down card left on top turns face up after a move takes cards off. */
  readonly turnUp?: boolean;
}

export type OptionValue = number | string;
export type Options = Readonly<Record<string, OptionValue>>;

export interface OptionSpec {
  readonly name: string;
  readonly default: OptionValue;
  /** The allowed values, for messages and stories ("1 or 3"). */
  readonly allowed: readonly OptionValue[] | string;
  /** Where `allowed` is words, not a list: the attribute values it means, as a regular expression (for checks outside JavaScript). */
  readonly pattern?: string;
  /** Parses an attribute string or a JSON value; undefined when not allowed. */
  parse(raw: unknown): OptionValue | undefined;
}

/** The rules of one game under one set of options: everything a player or a solver needs. */
export interface Rules {
  readonly variant: string;
  readonly options: Options;
  /** Pile specs; Bayan's line shrinks, so a table of n piles uses the first n. */
  readonly specs: readonly PileSpec[];
  /** The unshuffled deck. */
  readonly deck: readonly Card[];
  deal(seed: number): Table;
  legalMoves(table: Table): Move[];
  /**
   * The move of `legalMoves(table)` equal to `move` (`sameEngineMove`), or null when it is not
   * legal there: the same answer without listing every move (replaying a solver's line).
   */
  legalMove(table: Table, move: Move): Move | null;
  /** Applies a move without checking it (the caller took it from legalMoves). */
  apply(table: Table, move: Move): Table;
  isWon(table: Table): boolean;
  /** Extra checks on a restored table; a message when it cannot be a position of this game. */
  validate(table: Table): string | null;
  /** A move that can never spoil a win, where the game's words tell such moves (`GameDefinition.safeMove`). */
  safeMove?(table: Table): Move | null;
  /** What a game's description says beyond its piles' specs (a game written as one). */
  readonly mechanics?: GameMechanics;
  /** Stock rules, when the game has a stock. */
  readonly stock: { readonly draw: number; readonly redeals: number } | null;
  /** Emptied piles disappear (Bayan's line): a table may hold 1 … specs.length piles. */
  readonly shrinks: boolean;
  /** Moves that only shift a whole pile onto an empty pile of its kind are left out (`GameDefinition.skipPileShifts`). */
  readonly skipPileShifts: boolean;
}

/** What a card stands for (Joker's jokers): a rank and a colour (1 red, 0 black), or any card. */
export type StandIn = { readonly rank: number; readonly colour: 0 | 1 } | { readonly any: true };

/** A closed card a player may look at (Envelopes): which piles, and the card. */
export interface PeekRule {
  piles(table: Table, rules: Rules): number[];
  card(table: Table, pile: number): Card | null;
}
