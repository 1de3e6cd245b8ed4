/**
 * Messages between the page's `SolverClient` and the `SolverService` that runs the searches (in
 * the solver's worker, or on the page itself where no worker can be made). All structured-clone
 * safe. A board is one `<patience-game>`'s deal; its search lives as long as the deal.
 */
import type { GameDescription } from '../engine/description/types.js';
import type { SolveResult } from '../engine/solver/types.js';
import type { WinnableDeal } from '../engine/solver/winnable.js';
import type { Move, Options, Table } from '../engine/types.js';

/** `description`: a game the page defined (checked there), which the worker adds before its first search. */
export type SolverRequest =
  /** A board's deal (or restored position) to search from; replaces the board's previous one. */
  | { type: 'open'; board: number; variant: string; options: Options; start: Table; description?: GameDescription }
  /**
   * Searches the position `moves` lead to from the board's start, for up to `ms` milliseconds of
   * search (Infinity: no limit) and at most `positions` positions (none given: no limit); `avoid`: the line must not pass through a position of that history. Replaces the
   * board's job in progress (which answers `cancelled`); `urgent` runs ahead of other jobs.
   */
  | { type: 'run'; id: number; board: number; moves: Move[]; avoid: boolean; ms: number; positions?: number; urgent: boolean }
  /** `winnable`: the first seed from `seed` whose deal is proven winnable within `nodes` positions (default: the game's budget). */
  | {
      type: 'deal';
      id: number;
      variant: string;
      options: Options;
      seed: number;
      nodes?: number;
      tries?: number;
      description?: GameDescription;
    }
  | { type: 'cancel'; id: number }
  /** The board's deal is over (a new one, or the element left the page). */
  | { type: 'close'; board: number };

export type SolverResponse = { id: number; result: SolveResult } | { id: number; deal: WinnableDeal } | { id: number; error: string };
