/**
 * What a game gives the solver (each game's `src/games/<game>/solver.ts`): hooks for the generic
 * search, safe moves and hints; its dedicated search; its `winnable` budgets. Every hook must
 * keep the search exact: a key may merge two positions only when they have the same future
 * (same moves, same outcome); a forced move must never turn a winnable position into a lost one.
 */
import type { Move, Options, Rules, Table } from '../types.js';
import type { CoreGame } from './core.js';
import type { Budget, Search } from './types.js';

export interface GameHooks {
  /**
   * Writes the canonical key of the table into `out` (bytes); returns the
   * length. Default: every pile that matters, exactly, with interchangeable
   * piles sorted.
   */
  key?(rules: Rules, table: Table, out: Uint8Array): number;
  /** The longest key `key` writes. */
  maxKeyBytes?(rules: Rules): number;
  /**
   * With `key`: may `table` share keys with the positions searched from `origin` (and be reached
   * from it)? A key that leaves out what only the origin tells says when it still holds. Default: no.
   */
  related?(rules: Rules, origin: Table, table: Table): boolean;
  /** Groups of pile indices that are interchangeable (for the default key). */
  symmetric?(rules: Rules): number[][];
  /** Card value in the default key: faces when two decks' copies are interchangeable. */
  cardKey?(card: number): number;
  /** A move that can never spoil a win (sends a card to its foundation for good), or null. */
  safeMove?(rules: Rules, table: Table): Move | null;
  /** Higher first; moves of equal score keep the engine's order. */
  score?(rules: Rules, table: Table, move: Move): number;
  /**
   * After `move` (just played, giving `table`, no forced move after it): when only some
   * moves need be tried next (any winning line can be reordered so), a filter of
   * them; the position in between is then not keyed. Null: no restriction.
   */
  restrictAfter?(rules: Rules, table: Table, move: Move): ((next: Move) => boolean) | null;
  /** Restart schedule: positions before the first restart, growth per restart, ordering noise (score units). */
  restarts?: { first: number; growth: number; noise: number };
}

export interface GameSolver {
  readonly hooks: GameHooks;
  /**
   * Its search of `table`: its dedicated one where it applies, else the compiled core's
   * (`withCompiled`), else the generic one (`withGeneric`). The game's solver module composes it,
   * so it carries only the searches it may use.
   */
  search(rules: Rules, table: Table, budget: Budget): Search;
  /** The game compiled for the compiled search (`CompiledSearch`), for games that use it. */
  readonly core?: CoreGame;
  /**
   * `winnable`: search positions per seed under these options, chosen so that finding a deal
   * usually takes well under a second: hard games get small budgets (their quickly proven deals
   * are the ones found), easy ones bigger ones (more varied deals).
   */
  winnableNodes(options: Options): number;
  /** Published winnability figures for these rules (every card seen), set beside ours by the benches. */
  readonly published?: readonly PublishedFigure[];
}

/** A published share of winnable deals, for the options it was measured under. */
export interface PublishedFigure {
  /** The game it was measured on, where the solver serves several (none: every game it serves). */
  readonly variant?: string;
  /** The options it holds for (any option not named: any value). */
  readonly options: Options;
  /** The share of deals winnable, 0 … 1. */
  readonly winnable: number;
  /** How many deals it was measured on (its own sampling error follows), or its standard error. */
  readonly deals?: number;
  readonly error?: number;
  /** Who published it. */
  readonly source: string;
}
