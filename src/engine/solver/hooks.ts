/**
 * What a game gives the solver (each game's `src/games/<game>/solver.ts`): its search (its
 * position and moves on the shared driver), the game compiled for the compiled core, its
 * `winnable` budgets, published figures. Every piece of knowledge must keep the search exact: a
 * key may merge two positions only when they have the same future (same moves, same outcome); a
 * forced move must never turn a winnable position into a lost one.
 */
import type { Options, Rules, Table } from '../types.js';
import type { CoreGame } from './core.js';
import type { Budget, Search } from './types.js';

export interface GameSolver {
  /**
   * Its search of `table`: its own position's, or the compiled core's (`withCompiled`; a table the
   * core cannot hold, from a game a page defines, gets the engine-level search). The game's
   * solver module composes it, so it carries only the searches it may use.
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
