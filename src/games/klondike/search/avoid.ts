/**
 * The positions a Klondike line must not pass (`Search.reroot`'s `avoid`), by the search's exact
 * key, behind a quick filter on what changes least: the talon cards left and the face-down count.
 */
import type { Table } from '../../../engine/types.js';
import { tableText } from './line.js';
import { KeySet } from '../../../engine/solver/keyset.js';

export class AvoidSet {
  private readonly keys: KeySet;
  /** (talon mask low, high, face-down count) of every position kept. */
  private readonly kinds = new KeySet(3, Infinity, 16);
  private readonly downs = new Uint8Array(64);
  private readonly kind = new Int32Array(3);
  private readonly tables: readonly Table[];
  private textSet: ReadonlySet<string> | null = null;

  constructor(stride: number, tables: readonly Table[]) {
    this.keys = new KeySet(stride, Infinity, 64);
    this.tables = tables;
  }

  /** Every table given, as `tableText` (made when first asked). */
  get texts(): ReadonlySet<string> {
    return (this.textSet ??= new Set(this.tables.map(tableText)));
  }

  get size(): number {
    return this.keys.size;
  }

  add(key: Int32Array, mask0: number, mask1: number, down: number): void {
    this.keys.add(key);
    this.downs[down] = 1;
    this.kinds.add(this.kindOf(mask0, mask1, down));
  }

  /** Could a position with this talon left and face-down count be one to avoid? */
  maybe(mask0: number, mask1: number, down: number): boolean {
    return this.downs[down] === 1 && this.kinds.has(this.kindOf(mask0, mask1, down));
  }

  has(key: Int32Array): boolean {
    return this.keys.has(key);
  }

  private kindOf(mask0: number, mask1: number, down: number): Int32Array {
    this.kind[0] = mask0;
    this.kind[1] = mask1;
    this.kind[2] = down;
    return this.kind;
  }
}
