/**
 * `winnable`: the deal for seed S is the first seed of S, S+1, S+2 … (mod 2^32) whose deal the
 * solver proves winnable within a fixed number of search positions (`winnableNodes`, per game):
 * positions, not milliseconds, so the same seed gives the same deal on every machine (for a
 * given version of the solver).
 */
import type { Move, Rules } from '../types.js';
import { now } from './clock.js';
import type { GameSolver } from './hooks.js';
import { createSearch } from './index.js';
import type { Search } from './types.js';

/** Seeds tried at most; when none of them is proven winnable the start seed is dealt. */
export const WINNABLE_MAX_TRIES = 2_000;

export interface WinnableDeal {
  /** The seed dealt. */
  seed: number;
  /** The solver's winning line from the deal (null when no seed was proven winnable). */
  moves: Move[] | null;
  /** Seeds tried. */
  tries: number;
  /** Search positions spent, all seeds together. */
  nodes: number;
}

/** The seed-by-seed search for a winnable deal, resumable: call `step` until it answers. */
export class WinnableDealSearch {
  private tried = 0;
  private spent = 0;
  private search: Search | null = null;
  private readonly nodes: number;

  /** `nodes`: positions per seed (default: the game's own `solver.winnableNodes`). */
  constructor(
    private readonly rules: Rules,
    private readonly solver: GameSolver,
    private readonly start: number,
    nodes?: number,
    private readonly tries: number = WINNABLE_MAX_TRIES,
  ) {
    this.nodes = nodes ?? solver.winnableNodes(rules.options);
  }

  /** Searches for about `ms` milliseconds; the deal found (or the start seed after `tries`), or null. */
  step(ms: number): WinnableDeal | null {
    const rules = this.rules;
    const deadline = now() + ms;
    do {
      if (this.tried >= this.tries) return { seed: this.start, moves: null, tries: this.tried, nodes: this.spent };
      const seed = (this.start + this.tried) % 2 ** 32;
      this.search ??= createSearch(rules, this.solver, rules.deal(seed), { nodes: this.nodes });
      const r = this.search.step(Math.max(1, deadline - now()));
      if (!r) return null;
      this.search = null;
      this.tried++;
      this.spent += r.nodes;
      if (r.result === 'winnable') return { seed, moves: r.moves, tries: this.tried, nodes: this.spent };
    } while (now() < deadline);
    return null;
  }
}
