import { MemoryFull } from './grow.js';
import { unmetered, type MemoryMeter } from './memory.js';

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
  /**
   * Two words per slot: entry index + 1 (0: empty), then the entry's hash, side by side so that
   * a probe past another key costs no second cache miss.
   */
  private slots: Int32Array;
  private mask: number;
  private count = 0;
  private arenaEntries: number;
  /** The slots could not double (the meter refused): entries come until they are three quarters full. */
  private slotsCapped = false;

  /**
   * `meter`: the search's, which every array's bytes are taken from (growth refused: the set is
   * full); `strict`: a set made midway through a search (a pass's) whose first arrays the meter
   * must have room for (else `MemoryFull`, nothing taken).
   */
  constructor(
    stride: number,
    maxEntries = 1 << 22,
    initialEntries = 1 << 12,
    private readonly meter: MemoryMeter = unmetered(),
    strict = false,
  ) {
    this.stride = stride;
    this.maxEntries = maxEntries;
    const cap = Math.max(16, Math.min(initialEntries, Math.max(maxEntries, 16)));
    this.arenaEntries = cap;
    this.keys = new Int32Array(cap * stride);
    let slotCount = 16;
    while (slotCount < cap * 2) slotCount <<= 1;
    if (strict && !meter.take((cap * stride + slotCount * 2) * 4)) throw new MemoryFull();
    this.slots = new Int32Array(slotCount * 2);
    this.mask = slotCount - 1;
    if (!strict) meter.charge(this.bytes);
  }

  /** Gives its bytes back to the meter (the set is not used again). */
  release(): void {
    this.meter.give(this.bytes);
    this.keys = new Int32Array(0);
    this.slots = new Int32Array(0);
  }

  get size(): number {
    return this.count;
  }

  /** Approximate bytes held. */
  get bytes(): number {
    return this.keys.byteLength + this.slots.byteLength;
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
    const slots = this.slots;
    let s = h & this.mask;
    for (;;) {
      const e = slots[2 * s];
      if (e === 0) return -1 - s;
      if (slots[2 * s + 1] === h) {
        const base = (e - 1) * stride;
        let i = 0;
        while (i < stride && keys[base + i] === key[i]) i++;
        if (i === stride) return e - 1;
      }
      s = (s + 1) & this.mask;
    }
  }

  /** Room for one more entry: the arena grown if need be (false: the set is full). */
  private room(): boolean {
    if (this.count >= this.maxEntries) return false;
    if (this.count >= this.arenaEntries && !this.growArena()) return false;
    return !this.slotsCapped || (this.count + 1) * 8 < this.slots.length * 3;
  }

  /** Stores the key (hash h) as a new entry in the empty slot s; returns its entry index. */
  private put(key: Int32Array, h: number, s: number): number {
    const stride = this.stride;
    const idx = this.count++;
    const keys = this.keys;
    const at = idx * stride;
    for (let i = 0; i < stride; i++) keys[at + i] = key[i];
    this.slots[2 * s] = idx + 1;
    this.slots[2 * s + 1] = h;
    if (this.count * 4 > this.slots.length) this.growSlots();
    return idx;
  }

  /** Is the key (the first `stride` words of `key`) in the set? */
  has(key: Int32Array): boolean {
    return this.probe(key, KeySet.hash(key, this.stride)) >= 0;
  }

  /** The key's entry index, or -1 when it is not in the set. */
  find(key: Int32Array): number {
    const p = this.probe(key, KeySet.hash(key, this.stride));
    return p >= 0 ? p : -1;
  }

  /**
   * Adds the key (the first `stride` words of `key`). Returns 1 when it was new,
   * 0 when it was already there, -1 when the set is full (nothing added).
   */
  add(key: Int32Array): number {
    const h = KeySet.hash(key, this.stride);
    const p = this.probe(key, h);
    if (p >= 0) return 0;
    if (!this.room()) return -1;
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
    if (!this.room()) return -1;
    this.fresh = true;
    return this.put(key, h, -1 - p);
  }

  private growArena(): boolean {
    // doubled, or as far as the meter lets it (the old arena is held while it is copied)
    // (by a quarter at least: growing by a few entries at a time would copy the arena over and over)
    const fits = Math.floor(this.meter.room / (this.stride * 4));
    const most = Math.max(this.maxEntries, 16);
    const cap = Math.min(this.arenaEntries * 2, most, fits);
    if (cap < Math.min(most, Math.ceil(this.arenaEntries * 1.25))) return false;
    if (!this.meter.take(cap * this.stride * 4)) return false;
    const keys = new Int32Array(cap * this.stride);
    keys.set(this.keys);
    this.meter.give(this.keys.byteLength);
    this.keys = keys;
    this.arenaEntries = cap;
    return true;
  }

  private growSlots(): void {
    if (this.slotsCapped || !this.meter.take(this.slots.byteLength * 2)) {
      this.slotsCapped = true;
      return;
    }
    const old = this.slots.byteLength;
    this.slots = doubledSlots(this.slots);
    this.mask = this.slots.length / 2 - 1;
    this.meter.give(old);
  }
}

/**
 * A key as the sets take it, written in place: two length bytes, then the key's bytes, padded
 * with zeros to whole Int32 words (`words`). Write the bytes at `out`, then `seal` their count:
 * whatever a longer key before left behind is cleared.
 */
export class KeyBuffer {
  readonly bytes: Uint8Array;
  /** Where the key's own bytes go (after the two length bytes). */
  readonly out: Uint8Array;
  /** The key, as the sets read it. */
  readonly words: Int32Array;
  /** Bytes that may be non-zero: the last key's, with its length. */
  private end: number;

  /** Room for keys of up to `maxBytes` bytes, and at least `minWords` words. */
  constructor(maxBytes: number, minWords = 0) {
    this.bytes = new Uint8Array(Math.max(Math.ceil((maxBytes + 2) / 4), minWords) * 4);
    this.out = this.bytes.subarray(2);
    this.words = new Int32Array(this.bytes.buffer);
    this.end = this.bytes.length;
  }

  /** The key just written at `out` is `n` bytes long. */
  seal(n: number): void {
    const bytes = this.bytes;
    bytes[0] = n & 255;
    bytes[1] = n >>> 8;
    for (let j = n + 2; j < this.end; j++) bytes[j] = 0;
    this.end = n + 2;
  }

  /** Bytes in use, the two length bytes included. */
  get length(): number {
    return this.end;
  }
}

/**
 * An exact set of keys of many lengths, as `KeyBuffer` writes them (the length in the first two
 * bytes, so keys of different lengths differ in their first word): each key takes only its own
 * words in a growable arena, and the set is capped by bytes as well as by entries. Keys are
 * compared word for word, never by hash alone.
 */
export class VarKeySet {
  readonly maxEntries: number;
  readonly maxBytes: number;
  private keys: Int32Array;
  private used = 0;
  /** Per entry: where its words begin in `keys`. */
  private offsets: Int32Array;
  /** Two words per slot: entry index + 1 (0: empty), then the entry's hash. */
  private slots: Int32Array;
  private mask: number;
  private count = 0;
  /** Whether the last `insert` added its key. */
  fresh = false;

  constructor(
    maxEntries: number,
    maxBytes: number,
    initialWords = 1 << 14,
    private readonly meter: MemoryMeter = unmetered(),
  ) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
    this.keys = new Int32Array(initialWords);
    this.offsets = new Int32Array(1 << 12);
    this.slots = new Int32Array(1 << 14);
    this.mask = (1 << 13) - 1;
    meter.charge(this.bytes);
  }

  /** Gives its bytes back to the meter (the set is not used again). */
  release(): void {
    this.meter.give(this.bytes);
    this.keys = new Int32Array(0);
    this.offsets = new Int32Array(0);
    this.slots = new Int32Array(0);
  }

  get size(): number {
    return this.count;
  }

  /** Bytes held. */
  get bytes(): number {
    return this.keys.byteLength + this.offsets.byteLength + this.slots.byteLength;
  }

  /**
   * Finds or adds the key (its first `words` words); returns its entry index (0, 1, 2 … in
   * order of addition) and sets `fresh`, or -1 when it is new and the set is full.
   */
  insert(key: Int32Array, words: number): number {
    const h = KeySet.hash(key, words);
    const keys = this.keys;
    const slots = this.slots;
    const offsets = this.offsets;
    let s = h & this.mask;
    for (;;) {
      const e = slots[2 * s];
      if (e === 0) break;
      if (slots[2 * s + 1] === h) {
        const base = offsets[e - 1];
        let i = 0;
        while (i < words && keys[base + i] === key[i]) i++;
        if (i === words) {
          this.fresh = false;
          return e - 1;
        }
      }
      s = (s + 1) & this.mask;
    }
    if (this.count >= this.maxEntries || !this.room(words)) return -1;
    const idx = this.count++;
    const at = this.used;
    const keys2 = this.keys;
    for (let i = 0; i < words; i++) keys2[at + i] = key[i];
    this.used = at + words;
    this.offsets[idx] = at;
    this.slots[2 * s] = idx + 1;
    this.slots[2 * s + 1] = h;
    if (this.count * 4 > this.slots.length) this.growSlots();
    this.fresh = true;
    return idx;
  }

  /**
   * Makes room for one more key of `words` words (false: that would pass `maxBytes`). The arena
   * grows by half, or by what is left of `maxBytes` once the slots' and offsets' growth is paid.
   */
  private room(words: number): boolean {
    const needKeys = this.used + words > this.keys.length;
    const needOffsets = this.count >= this.offsets.length;
    const needSlots = (this.count + 1) * 4 > this.slots.length;
    if (!needKeys && !needOffsets && !needSlots) return true;
    const offsets = needOffsets ? this.offsets.length * 2 : this.offsets.length;
    const slots = needSlots ? this.slots.length * 2 : this.slots.length;
    let keys = this.keys.length;
    if (needKeys) {
      // (the new arrays are taken while the old ones are still held: they are copied)
      const fresh = (needOffsets ? offsets : 0) + (needSlots ? slots : 0);
      const byMeter = Math.floor(this.meter.room / 4) - fresh;
      const left = Math.min(Math.floor(this.maxBytes / 4) - offsets - slots, byMeter);
      const grown = Math.max(Math.ceil(keys * 1.5), this.used + words);
      keys = Math.min(grown, left);
      // (by a quarter at least, as for the fixed-length set)
      if (keys < this.used + words || (keys < grown && keys < Math.ceil(this.keys.length * 1.25))) return false;
    }
    if ((keys + offsets + slots) * 4 > this.maxBytes) return false;
    const taken = (needKeys ? keys : 0) + (needOffsets ? offsets : 0) + (needSlots ? slots : 0);
    if (!this.meter.take(taken * 4)) return false;
    this.meter.give(taken * 4);
    if (needKeys) {
      this.meter.charge(keys * 4);
      const k = new Int32Array(keys);
      k.set(this.keys.subarray(0, this.used));
      this.meter.give(this.keys.byteLength);
      this.keys = k;
    }
    if (needOffsets) {
      this.meter.charge(offsets * 4);
      const o = new Int32Array(offsets);
      o.set(this.offsets);
      this.meter.give(this.offsets.byteLength);
      this.offsets = o;
    }
    return true;
  }

  /** (room() has made sure the meter has the doubled slots) */
  private growSlots(): void {
    const old = this.slots.byteLength;
    this.meter.charge(old * 2);
    this.slots = doubledSlots(this.slots);
    this.mask = this.slots.length / 2 - 1;
    this.meter.give(old);
  }
}

/**
 * Writes a key bit by bit into a byte array (a game's compact key: fields of a few bits, least
 * significant first). `begin`, `put` the fields, then `end` gives the bytes written.
 */
export class BitWriter {
  private out: Uint8Array = new Uint8Array(0);
  private k = 0;
  private acc = 0;
  private n = 0;

  begin(out: Uint8Array, k = 0): void {
    this.out = out;
    this.k = k;
    this.acc = 0;
    this.n = 0;
  }

  /** Appends the low `bits` bits (at most 24) of `v`. */
  put(v: number, bits: number): void {
    this.acc |= v << this.n;
    this.n += bits;
    while (this.n >= 8) {
      this.out[this.k++] = this.acc & 255;
      this.acc >>>= 8;
      this.n -= 8;
    }
  }

  /** Flushes the last bits (zeros after them); returns the bytes written. */
  end(): number {
    if (this.n > 0) this.out[this.k++] = this.acc & 255;
    this.acc = 0;
    this.n = 0;
    return this.k;
  }
}

/** A slot table (pairs of entry + 1 and hash, open addressing) with twice the slots, every entry placed again. */
function doubledSlots(old: Int32Array): Int32Array {
  const size = old.length; // twice the slots
  const slots = new Int32Array(size * 2);
  const mask = size - 1;
  for (let o = 0; o < old.length; o += 2) {
    if (old[o] === 0) continue;
    const h = old[o + 1];
    let s = h & mask;
    while (slots[2 * s] !== 0) s = (s + 1) & mask;
    slots[2 * s] = old[o];
    slots[2 * s + 1] = h;
  }
  return slots;
}
