/**
 * The last winning line a search found, followed after a re-root onto one of its tables: the
 * hint after a hint's move is the rest of the line, not a new search (unless the rest passes a
 * position to avoid). Engine tables and moves only: any search's line will do.
 */
import { positionKey } from '../state.js';
import type { Move, Rules, Table } from '../types.js';

export class LineFollower {
  private start: Table | null = null;
  private moves: Move[] = [];
  /** Each table of the line (before each move, then the won one): exactly, and with the redeals used left out; made when first asked. */
  private exact: string[] = [];
  private anyRedeals: string[] = [];

  constructor(private readonly rules: Rules) {}

  /** Remembers the winning line `moves` from `start` (legal, as the search replayed them); returns it. */
  keep(start: Table, moves: Move[]): Move[] {
    this.start = start;
    this.moves = moves.slice();
    this.exact = [];
    this.anyRedeals = [];
    return moves;
  }

  /** The rest of the line from `table`, or null when `table` is not on it or the rest passes one of `avoid`. */
  rest(table: Table, avoid: readonly Table[]): Move[] | null {
    if (this.start === null) return null;
    if (this.exact.length === 0) {
      let t = this.start;
      this.exact.push(positionKey(t));
      this.anyRedeals.push(positionKey(t, true));
      for (const m of this.moves) {
        t = this.rules.apply(t, m);
        this.exact.push(positionKey(t));
        this.anyRedeals.push(positionKey(t, true));
      }
    }
    const i = this.exact.indexOf(positionKey(table));
    if (i < 0 || i >= this.moves.length) return null;
    const banned = new Set(avoid.map((t) => positionKey(t, true)));
    for (let j = i + 1; j < this.anyRedeals.length; j++) if (banned.has(this.anyRedeals[j])) return null;
    return this.moves.slice(i);
  }
}
