/** The key sets and the bit writer: exact membership whatever the keys' lengths, a cap by bytes, fields packed without loss. */
import { expect } from '@open-wc/testing';
import { BitWriter, KeyBuffer, VarKeySet } from '../../../src/engine/solver/keyset.js';
import { mulberry32 } from '../../../src/engine/rng.js';

/** A key of `n` bytes from `rnd` into `buf` (the bytes also returned, as a string). */
function write(buf: KeyBuffer, n: number, rnd: () => number): string {
  for (let i = 0; i < n; i++) buf.out[i] = Math.floor(rnd() * 4); // few values: many near misses
  buf.seal(n);
  return Array.from(buf.out.subarray(0, n)).join(',');
}

describe('VarKeySet', () => {
  it('finds every key it holds, of every length, and no other (entries numbered in order)', () => {
    const set = new VarKeySet(1 << 20, 1 << 26, 4);
    const buf = new KeyBuffer(64);
    const rnd = mulberry32(5);
    const seen = new Map<string, number>();
    for (let i = 0; i < 20_000; i++) {
      const n = Math.floor(rnd() * 40);
      const s = write(buf, n, rnd);
      const e = set.insert(buf.words, (buf.length + 3) >> 2);
      const known = seen.get(s);
      if (known === undefined) {
        expect(set.fresh, s).to.equal(true);
        expect(e).to.equal(seen.size);
        seen.set(s, e);
      } else {
        expect(set.fresh, s).to.equal(false);
        expect(e).to.equal(known);
      }
    }
    expect(set.size).to.equal(seen.size);
    expect(seen.size).to.be.greaterThan(1000);
  });

  it('refuses a new key once its bytes or entries would pass the cap, and still finds the old ones', () => {
    const buf = new KeyBuffer(64);
    const rnd = mulberry32(9);
    for (const [entries, bytes] of [
      [1 << 20, 1 << 20],
      [100, 1 << 26],
    ]) {
      const set = new VarKeySet(entries, bytes, 4);
      const held: string[] = [];
      let refused = false;
      for (let i = 0; i < 20_000 && !refused; i++) {
        const s = write(buf, 30 + Math.floor(rnd() * 30), rnd);
        const e = set.insert(buf.words, (buf.length + 3) >> 2);
        if (e < 0) refused = true;
        else if (set.fresh) held.push(s);
      }
      expect(refused).to.equal(true);
      expect(set.bytes).to.be.at.most(bytes);
      expect(set.size).to.be.at.most(entries);
      for (const s of held) {
        const b = s.split(',').map(Number);
        buf.out.set(b);
        buf.seal(b.length);
        expect(set.insert(buf.words, (buf.length + 3) >> 2)).to.be.at.least(0);
        expect(set.fresh).to.equal(false);
      }
    }
  });
});

describe('BitWriter', () => {
  it('packs fields of 1 to 24 bits that read back as written', () => {
    const rnd = mulberry32(3);
    const out = new Uint8Array(1024);
    const w = new BitWriter();
    const fields: [number, number][] = [];
    w.begin(out, 2);
    for (let i = 0; i < 200; i++) {
      const bits = 1 + Math.floor(rnd() * 24);
      const v = Math.floor(rnd() * 2 ** bits);
      fields.push([v, bits]);
      w.put(v, bits);
    }
    const total = fields.reduce((a, [, b]) => a + b, 0);
    expect(w.end()).to.equal(2 + Math.ceil(total / 8));
    let pos = 16;
    for (const [v, bits] of fields) {
      let got = 0;
      for (let b = 0; b < bits; b++, pos++) got |= ((out[pos >> 3] >> (pos & 7)) & 1) << b;
      expect(got >>> 0).to.equal(v);
    }
  });
});
