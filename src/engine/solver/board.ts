/**
 * One search for one board, for the whole deal. The board's position changes with every move,
 * undo and redo; the search follows it (`Search.reroot`) instead of starting again, so what it
 * has proven (positions lost for good) stays proven for as long as the deal is in play.
 *
 * A board runs in one of two modes at a position: `avoid` (the line must not lead back to a
 * position of the game's history: what hints need) or plain (the true verdict, whatever the
 * line). When the avoiding search runs out of positions having met the history (`avoided`), the
 * caller asks again without it.
 */
import { sameEngineMove } from '../same-move.js';
import type { Move, Rules, Table } from '../types.js';
import type { GameSolver } from './hooks.js';
import { createSearch } from './index.js';
import type { Lead, Search, SolveResult } from './types.js';

export class BoardSearch {
  private search: Search | null = null;
  /** What the search is rooted on now: the moves from the start, and whether it avoids history. */
  private rootMoves: readonly Move[] | null = null;
  private rootAvoid = false;

  constructor(
    readonly rules: Rules,
    readonly solver: GameSolver,
    readonly start: Table,
  ) {}

  /**
   * Roots the search on the position `moves` lead to from the start (each must be legal in turn;
   * throws otherwise). Same position and mode as now: the search simply goes on.
   */
  aim(moves: readonly Move[], avoid: boolean): void {
    // At the deal there is no history to avoid: both modes are one search, which simply goes on
    // (re-rooted, it would search in another order, as far again as it had gone).
    if (moves.length === 0) avoid = false;
    if (this.search && avoid === this.rootAvoid && sameLine(moves, this.rootMoves)) return;
    const { table, history } = this.replay(moves);
    if (!this.search) this.search = createSearch(this.rules, this.solver, this.start, {});
    this.search.reroot(table, avoid ? history : undefined);
    this.rootMoves = moves.slice();
    this.rootAvoid = avoid;
  }

  /** Searches for about `ms` milliseconds and at most `nodes` positions: the verdict, or null when it needs more. */
  step(ms: number, nodes = Infinity): SolveResult | null {
    if (!this.search) throw new Error('BoardSearch: aim() first');
    const r = this.search.step(ms, nodes);
    // Out of memory: the next aim starts a fresh search (what was proven is lost, the board goes on).
    if (r?.result === 'unknown' && r.reason === 'memory') {
      this.search = null;
      this.rootMoves = null;
    }
    return r;
  }

  /** The search's lead (`Search.lead`): where it sees most promise, while it has no verdict. */
  lead(): Lead | null {
    return this.search?.lead?.() ?? null;
  }

  get nodes(): number {
    return this.search?.nodes ?? 0;
  }

  private replay(moves: readonly Move[]): { table: Table; history: Table[] } {
    const history: Table[] = [];
    let t = this.start;
    for (const m of moves) {
      if (!this.rules.legalMove(t, m)) {
        throw new Error(`Not a legal move here: ${JSON.stringify(m)}`);
      }
      history.push(t);
      t = this.rules.apply(t, m);
    }
    return { table: t, history };
  }
}

function sameLine(a: readonly Move[], b: readonly Move[] | null): boolean {
  if (!b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!sameEngineMove(a[i], b[i])) return false;
  return true;
}
