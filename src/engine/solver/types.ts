import type { MemoryMeter } from './memory.js';
import type { Move, Table } from '../types.js';

/** How much work a solve may do; whichever runs out first ends it with `unknown`. */
export interface Budget {
  /** Positions expanded. */
  readonly nodes?: number;
  /** Wall-clock milliseconds. */
  readonly ms?: number;
  /** Positions remembered at most (memory cap); default about four million. */
  readonly memory?: number;
  /** Bytes the search may hold (its meter's ceiling); default `SEARCH_BYTES`, 64 MB. */
  readonly bytes?: number;
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
  | ({ result: 'unknown'; reason: UnknownReason; error?: string; lead?: Lead } & Counts);

/**
 * A search's answer with its counts (the time to 0.1 ms); `line` is asked for only when the
 * result is `winnable`.
 */
export function verdict(
  result: SolveResult['result'],
  reason: UnknownReason,
  nodes: number,
  spentMs: number,
  line: () => Move[],
): SolveResult {
  const counts = { nodes, ms: Math.round(spentMs * 10) / 10 };
  if (result === 'unwinnable') return { result, ...counts };
  if (result === 'unknown') return { result, reason, ...counts };
  return { result, moves: line(), ...counts };
}

/**
 * Why a search ended without a verdict: its budget or memory ran out, it was cancelled, it
 * failed, or (`avoided`) every position it could reach was searched but some were left out
 * because the line had to avoid them (`Search.reroot`'s `avoid`): the position itself may still
 * be winnable through one of them.
 */
export type UnknownReason = 'budget' | 'memory' | 'cancelled' | 'error' | 'avoided';

/** A resumable search: call `step` until it returns a verdict. */
export interface Search {
  /**
   * Searches for about `ms` milliseconds (and at most `nodes` more positions), then
   * returns the verdict, or null when it has not finished and the overall budget
   * is not spent yet.
   */
  step(ms: number, nodes?: number): SolveResult | null;
  /** Positions expanded since the search began or was last re-rooted. */
  readonly nodes: number;
  /** What the search holds (key sets, frames, passes), counted by itself; at its ceiling (64 MB) it answers `unknown` (memory). */
  readonly meter: MemoryMeter;
  /**
   * Moves the search to `table`, a position reached from the current root by the game's own
   * moves (a board's position in play), keeping everything it has proven: positions proven lost
   * stay lost, so the search goes on where it stands instead of starting from nothing. The
   * budget starts afresh (its milliseconds and nodes count from the re-root) and a finished
   * search can run again.
   *
   * `avoid`: positions the winning line must not pass through (the game's history, so that
   * hints never lead back to a position already played). Reaching one counts as reaching the
   * root again (a back edge): nothing in the root's component is marked lost because of it,
   * and when the search runs out of positions having met one, `step` answers `unknown` with
   * reason `avoided` instead of `unwinnable`. The root itself is never avoided.
   */
  reroot(table: Table, avoid?: readonly Table[]): void;
  /**
   * No verdict yet: the line to the most promising position searched so far, with its score by
   * the game's own measure (higher: nearer a win), for a hint to follow while no winning line
   * is known. Only searches that rank positions (best-first passes) have one.
   */
  lead?(): Lead | null;
}

/** A line toward a promising position (no proof of anything), and how promising by the game's measure. */
export interface Lead {
  readonly score: number;
  readonly moves: Move[];
}
