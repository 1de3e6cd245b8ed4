/**
 * A solver's winning line as the engine plays it: each move checked legal in turn
 * (`rules.legalMove`, the engine's own move kept) and the last table checked won. A line that
 * fails throws: that is a bug in a search, never a verdict to pass on.
 */
import type { Move, Rules, Table } from '../types.js';

/**
 * The `n` moves `want(table, i)` names from `start` on, as the engine's moves (`won`: checked to
 * end won); each table after a move pushed onto `tables` where given.
 */
export function replayLine(
  rules: Rules,
  start: Table,
  n: number,
  want: (table: Table, i: number) => Move,
  won = true,
  tables?: Table[],
): Move[] {
  const out: Move[] = [];
  let t = start;
  for (let i = 0; i < n; i++) {
    const m = want(t, i);
    const legal = rules.legalMove(t, m);
    if (!legal) throw new Error(`Solver line: illegal move ${JSON.stringify(m)}`);
    t = rules.apply(t, legal);
    tables?.push(t);
    out.push(legal);
  }
  if (won && !rules.isWon(t)) throw new Error('Solver line does not win');
  return out;
}
