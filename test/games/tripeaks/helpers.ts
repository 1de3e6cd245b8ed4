/** Tables of tripeaks built by hand, for its tests. */
import type { Table } from '../../../src/engine/types.js';
import { coveredBy } from './covers.js';
import { table, up } from '../classics.js';

/** A TriPeaks table: peak cards by place (`null`: gone; face up exactly when uncovered), the stock, the waste (its top last; it also gets every card not placed). */
export function peaksTable(peaks: (number | null)[], stock: number[], wasteTop: number): Table {
  const placed = new Set([...peaks.filter((c): c is number => c !== null), ...stock, wasteTop]);
  const rest = Array.from({ length: 52 }, (_, c) => c).filter((c) => !placed.has(c));
  const there = (k: number): boolean => k < peaks.length && peaks[k] !== null;
  const piles = Array.from({ length: 28 }, (_, k) => {
    if (!there(k)) return up([]);
    const c = coveredBy(k);
    return { cards: [peaks[k]!], down: c >= 0 && (there(c) || there(c + 1)) ? 1 : 0 };
  });
  return table([{ cards: stock, down: stock.length }, up([...rest, wasteTop]), ...piles]);
}
