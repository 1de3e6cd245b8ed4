/** Tables of pyramid built by hand, for its tests. */
import type { Table } from '../../../src/engine/types.js';
import { table, up } from '../classics.js';

/**
 * A Pyramid table: `rows` first rows of the pyramid from `pyr` (row by row), the stock (its top
 * last, face up) and the waste; every other card in the discard.
 */
export function pyramidTable(pyr: number[], stock: number[], waste: number[] = [], redeals = 0): Table {
  const used = new Set([...pyr, ...stock, ...waste]);
  const rest = Array.from({ length: 52 }, (_, c) => c).filter((c) => !used.has(c));
  return table(
    [
      { cards: stock, down: Math.max(0, stock.length - 1) },
      up(waste),
      up(rest),
      ...Array.from({ length: 28 }, (_, k) => up(k < pyr.length ? [pyr[k]] : [])),
    ],
    redeals,
  );
}
