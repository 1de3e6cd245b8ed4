/** Tables of golf built by hand, for its tests. */
import type { Table } from '../../../src/engine/types.js';
import { table, up } from '../classics.js';

/** A Golf table: seven columns (bottom to top), the stock (top last), the hole's top; every other card under it in the hole. */
export function golfTable(cols: number[][], stock: number[], holeTop: number): Table {
  const placed = new Set([...cols.flat(), ...stock, holeTop]);
  const rest = Array.from({ length: 52 }, (_, c) => c).filter((c) => !placed.has(c));
  const seven = Array.from({ length: 7 }, (_, i) => up(cols[i] ?? []));
  return table([{ cards: stock, down: stock.length }, up([...rest, holeTop]), ...seven]);
}
