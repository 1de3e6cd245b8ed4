/**
 * An exact set of fixed-length integer keys: open addressing over a growable
 * arena of Int32 words. Keys are compared word for word, never by hash alone,
 * so a hash collision can cost time but never a wrong verdict.
 */
export class KeySet {
  readonly stride: number;
  /** Entries that may be stored before `add` reports the set full. */
  readonly maxEntries: number;
  private keys: Int32Array;
  private hashes: Int32Array;
  /** Slot -> entry index + 1 (0: empty). */
  private slots: Int32Array;
  private mask: number;
  private count = 0;

  constructor(stride: number, maxEntries = 1 << 22, initialEntries = 1 << 12) {
    this.stride = stride;
    this.maxEntries = maxEntries;
    const cap = Math.max(16, initialEntries);
    this.keys = new Int32Array(cap * stride);
    this.hashes = new Int32Array(cap);
    let slotCount = 16;
    while (slotCount < cap * 2) slotCount <<= 1;
    this.slots = new Int32Array(slotCount);
    this.mask = slotCount - 1;
  }

  get size(): number {
    return this.count;
  }

  /** Approximate bytes held. */
  get bytes(): number {
    return this.keys.byteLength + this.hashes.byteLength + this.slots.byteLength;
  }

  static hash(key: Int32Array | readonly number[], stride: number): number {
    let h = 0x9e3779b9 | 0;
    for (let i = 0; i < stride; i++) {
      h = Math.imul(h ^ key[i], 0x85ebca6b);
      h ^= h >>> 13;
    }
    h = Math.imul(h ^ (h >>> 16), 0xc2b2ae35);
    return h ^ (h >>> 15);
  }

  /**
   * Looks the key up: its entry index when it is in the set, else -1 - the
   * empty slot where it would go.
   */
  private probe(key: Int32Array, h: number): number {
    const stride = this.stride;
    const keys = this.keys;
    let s = h & this.mask;
    for (;;) {
      const e = this.slots[s];
      if (e === 0) return -1 - s;
      if (this.hashes[e - 1] === h) {
        const base = (e - 1) * stride;
        let i = 0;
        while (i < stride && keys[base + i] === key[i]) i++;
        if (i === stride) return e - 1;
      }
      s = (s + 1) & this.mask;
    }
  }

  /** Stores the key (hash h) as a new entry in the empty slot s; returns its entry index. */
  private put(key: Int32Array, h: number, s: number): number {
    if (this.count >= this.hashes.length) this.growArena();
    const stride = this.stride;
    const idx = this.count++;
    const keys = this.keys;
    const at = idx * stride;
    for (let i = 0; i < stride; i++) keys[at + i] = key[i];
    this.hashes[idx] = h;
    this.slots[s] = idx + 1;
    if (this.count * 2 > this.slots.length) this.growSlots();
    return idx;
  }

  /** Is the key (the first `stride` words of `key`) in the set? */
  has(key: Int32Array): boolean {
    return this.probe(key, KeySet.hash(key, this.stride)) >= 0;
  }

  /**
   * Adds the key (the first `stride` words of `key`). Returns 1 when it was new,
   * 0 when it was already there, -1 when the set is full (nothing added).
   */
  add(key: Int32Array): number {
    const h = KeySet.hash(key, this.stride);
    const p = this.probe(key, h);
    if (p >= 0) return 0;
    if (this.count >= this.maxEntries) return -1;
    this.put(key, h, -1 - p);
    return 1;
  }

  /** Whether the last `insert` added its key. */
  fresh = false;

  /**
   * Finds or adds the key; returns its entry index (0, 1, 2 … in order of
   * addition) and sets `fresh`, or -1 when it is new and the set is full.
   */
  insert(key: Int32Array): number {
    const h = KeySet.hash(key, this.stride);
    const p = this.probe(key, h);
    if (p >= 0) {
      this.fresh = false;
      return p;
    }
    if (this.count >= this.maxEntries) return -1;
    this.fresh = true;
    return this.put(key, h, -1 - p);
  }

  private growArena(): void {
    const cap = Math.min(this.hashes.length * 2, Math.max(this.maxEntries, 16));
    const keys = new Int32Array(cap * this.stride);
    keys.set(this.keys);
    this.keys = keys;
    const hashes = new Int32Array(cap);
    hashes.set(this.hashes);
    this.hashes = hashes;
  }

  private growSlots(): void {
    const size = this.slots.length * 2;
    const slots = new Int32Array(size);
    const mask = size - 1;
    for (let i = 0; i < this.count; i++) {
      let s = this.hashes[i] & mask;
      while (slots[s] !== 0) s = (s + 1) & mask;
      slots[s] = i + 1;
    }
    this.slots = slots;
    this.mask = mask;
  }
}
