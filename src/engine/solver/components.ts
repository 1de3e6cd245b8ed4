/**
 * Tarjan's strongly connected components over a depth-first search's table entries, for the
 * depth-first driver (depth-first.ts), which every search that proves losses runs. A position is marked lost
 * only when the component it belongs to is finished, that is when everything reachable from it
 * has been searched without a win. Lost marks outlive a new search from the root (a restart
 * that reorders moves, a re-root: `next`); every other mark is then forgotten, and a position
 * opened in an earlier search counts as unseen.
 *
 * A position to avoid counts as a way back to the root (`reachesRoot`): every position that
 * reaches one joins the root's component, which is then never marked lost.
 */
import { Grow } from './grow.js';
import { unmetered, type MemoryMeter } from './memory.js';

const LOST = -1;

/**
 * Per entry, one number: two growing arrays, the even entries' and the odd ones' (the compiled
 * search numbers its short and long keys' entries 2i and 2i + 1; with one array, the set with
 * fewer entries would leave half of it unused).
 */
class PerEntry {
  private readonly halves: [Grow, Grow];

  constructor(meter: MemoryMeter) {
    this.halves = [new Grow(1 << 11, meter), new Grow(1 << 11, meter)];
  }

  get(e: number): number {
    return this.halves[e & 1].a[e >> 1];
  }

  /** The value of an entry that may be past the arrays' end (room made for it). */
  at(e: number): number {
    return this.halves[e & 1].ensure((e >> 1) + 1)[e >> 1];
  }

  set(e: number, v: number): void {
    this.halves[e & 1].ensure((e >> 1) + 1)[e >> 1] = v;
  }

  release(): void {
    for (const g of this.halves) g.release();
  }
}

export class Components {
  /** Per entry: LOST, or the search that opened it (0: never opened). */
  private stamp: PerEntry;
  /** Per entry: its number in opening order, and the lowest number it reaches. */
  private num: PerEntry;
  private low: PerEntry;
  /** Entries of unfinished components, in opening order. */
  private readonly stack: Grow;
  private top = 0;
  private counter = 0;
  private search = 1;

  /** `meter`: the search's, which the arrays' bytes are taken from. */
  constructor(private readonly meter: MemoryMeter = unmetered()) {
    this.stamp = new PerEntry(meter);
    this.num = new PerEntry(meter);
    this.low = new PerEntry(meter);
    this.stack = new Grow(1 << 12, meter);
  }

  /** Forgets every mark, lost ones too (the table of entries starts again). */
  clear(): void {
    for (const a of [this.stamp, this.num, this.low]) a.release();
    this.stamp = new PerEntry(this.meter);
    this.num = new PerEntry(this.meter);
    this.low = new PerEntry(this.meter);
    this.next();
  }

  /** A new search from the root: only lost marks are kept. */
  next(): void {
    this.search++;
    this.top = 0;
  }

  /** Opens entry e: numbered, on the stack of unfinished components. */
  open(e: number): void {
    this.stamp.set(e, this.search);
    this.num.set(e, this.counter);
    this.low.set(e, this.counter++);
    this.stack.ensure(this.top + 1)[this.top++] = e;
  }

  isLost(e: number): boolean {
    return this.stamp.at(e) === LOST;
  }

  /** Marks entry e lost on its own (a quick proof: it is never opened). */
  markLost(e: number): void {
    this.stamp.set(e, LOST);
  }

  /**
   * A move from open entry v reached entry e, already in the table: true when e need not be
   * searched from here (lost, or open in this search: a way back, noted in v).
   */
  met(v: number, e: number): boolean {
    const st = this.stamp.get(e);
    if (st === LOST) return true;
    if (st !== this.search) return false;
    const n = this.num.get(e);
    if (n < this.low.get(v)) this.low.set(v, n);
    return true;
  }

  /** Open entry v reaches `root` (a position to avoid counts as the root). */
  reachesRoot(v: number, root: number): void {
    const n = this.num.get(root);
    if (n < this.low.get(v)) this.low.set(v, n);
  }

  /**
   * Closes open entry v, every move from it tried; `parent`: the open entry it was reached
   * from (-1 for the root). When v is the first entry of its component, the component is
   * finished: taken off the stack and, if `lost`, marked lost.
   */
  close(v: number, parent: number, lost: boolean): void {
    const low = this.low.get(v);
    if (low === this.num.get(v)) {
      const stack = this.stack.a;
      let w: number;
      do {
        w = stack[--this.top];
        if (lost) this.stamp.set(w, LOST);
      } while (w !== v);
    }
    if (parent >= 0 && low < this.low.get(parent)) this.low.set(parent, low);
  }
}

/**
 * The internal moves of a search's stack from the root to depth `depth`: at each depth the move
 * that reached it (`moves[d]`, from depth 1), then the forced moves that followed it
 * (`autos[…autoEnds[d]]`).
 */
export function stackLine(depth: number, moves: Int32Array, autoEnds: Int32Array, autos: Int32Array): number[] {
  const line: number[] = [];
  let a = 0;
  for (let d = 0; d <= depth; d++) {
    if (d > 0) line.push(moves[d]);
    const end = autoEnds[d];
    for (; a < end; a++) line.push(autos[a]);
  }
  return line;
}
