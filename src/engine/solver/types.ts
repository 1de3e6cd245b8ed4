import type { Move } from '../types.js';

/** How much work a solve may do; whichever runs out first ends it with `unknown`. */
export interface Budget {
  /** Positions expanded. */
  readonly nodes?: number;
  /** Wall-clock milliseconds. */
  readonly ms?: number;
  /** Positions remembered at most (memory cap); default about four million. */
  readonly memory?: number;
}

interface Counts {
  /** Positions expanded. */
  nodes: number;
  /** Wall-clock milliseconds spent searching. */
  ms: number;
}

/**
 * The verdict on a position. `winnable` comes with a line of engine moves that
 * `rules.apply` plays from the position to a won table; `unwinnable` means every
 * position reachable from it was searched (only provably useless moves left out);
 * `unknown` means the budget ran out first.
 */
export type SolveResult =
  | ({ result: 'winnable'; moves: Move[] } & Counts)
  | ({ result: 'unwinnable' } & Counts)
  | ({ result: 'unknown'; reason: 'budget' | 'memory' | 'cancelled' | 'error'; error?: string } & Counts);

/** A resumable search: call `step` until it returns a verdict. */
export interface Search {
  /**
   * Searches for about `ms` milliseconds (and at most `nodes` more positions), then
   * returns the verdict, or null when it has not finished and the overall budget
   * is not spent yet.
   */
  step(ms: number, nodes?: number): SolveResult | null;
  /** Positions expanded so far. */
  readonly nodes: number;
}
