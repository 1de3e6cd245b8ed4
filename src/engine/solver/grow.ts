import { unmetered, type MemoryMeter } from './memory.js';

/** A search's memory is spent: thrown where an array may not grow, caught by the search's `step`. */
export class MemoryFull extends Error {
  constructor() {
    super('the search holds all the memory it may');
  }
}

/** An Int32Array that grows (doubling) when asked for more room: the searches' stacks. */
export class Grow {
  a: Int32Array;
  /** `meter`: the search's, which the array's bytes are taken from (refused: `MemoryFull`). */
  constructor(
    n: number,
    private readonly meter: MemoryMeter = unmetered(),
  ) {
    this.a = new Int32Array(n);
    meter.charge(this.a.byteLength);
  }
  ensure(n: number): Int32Array {
    if (n > this.a.length) {
      let size = this.a.length * 2;
      while (size < n) size *= 2;
      // near the ceiling, a quarter more (the old array is held while it is copied)
      if (size * 4 > this.meter.room) size = Math.max(n, Math.ceil(this.a.length * 1.25));
      if (!this.meter.take(size * 4)) throw new MemoryFull();
      const b = new Int32Array(size);
      b.set(this.a);
      this.meter.give(this.a.byteLength);
      this.a = b;
    }
    return this.a;
  }
  /** Gives its bytes back to the meter (the array is not used again). */
  release(): void {
    this.meter.give(this.a.byteLength);
    this.a = new Int32Array(0);
  }
}

/** A search's step that ends in `unknown` (memory) where one of its arrays could not grow: `full` says so. */
export function withinMemory<R>(step: () => R, full: () => R): R {
  try {
    return step();
  } catch (err) {
    if (err instanceof MemoryFull) return full();
    throw err;
  }
}
