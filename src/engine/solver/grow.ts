/** An Int32Array that grows (doubling) when asked for more room: the searches' stacks. */
export class Grow {
  a: Int32Array;
  constructor(n: number) {
    this.a = new Int32Array(n);
  }
  ensure(n: number): Int32Array {
    if (n > this.a.length) {
      let size = this.a.length * 2;
      while (size < n) size *= 2;
      const b = new Int32Array(size);
      b.set(this.a);
      this.a = b;
    }
    return this.a;
  }
}
