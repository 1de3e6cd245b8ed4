/**
 * The default exact key of a compiled position: the piles that matter, byte for byte, with
 * interchangeable piles sorted. Stock and waste are one talon whose order never changes, so
 * they are keyed as the waste's size and which talon cards are left; a foundation (nothing
 * lifted off it in these games) as its size and first card; a pile's face-down count only
 * where cards turn up in it (elsewhere it never changes), the face-down cards themselves not at
 * all: the pile's place names them.
 */
import type { Table } from '../types.js';
import { CARDS, K_FOUNDATION, type Core } from './core.js';

export class CoreKey {
  readonly max: number;
  private readonly cardKey = new Uint8Array(CARDS);
  /** Piles keyed in place, in order; then the groups, each sorted. */
  private readonly single: Int32Array;
  private readonly groups: Int32Array[];
  private readonly asFoundation: Uint8Array;
  private readonly withDown: Uint8Array;
  private readonly talon: boolean;
  private readonly redeals: boolean;
  private readonly order: Int32Array;

  constructor(core: Core) {
    const hooks = core.hooks;
    for (let c = 0; c < CARDS; c++) this.cardKey[c] = hooks.cardKey ? hooks.cardKey(c) : c;
    const np = core.np;
    const implied = (i: number): boolean => hooks.foundationsImplied === true && core.kind[i] === K_FOUNDATION;
    const groups = (hooks.symmetric ? hooks.symmetric(core) : []).map((g) => g.filter((i) => !implied(i))).filter((g) => g.length > 1);
    const inGroup = new Uint8Array(np);
    for (const g of groups) for (const i of g) inGroup[i] = 1;
    this.talon = core.stock >= 0 && core.waste >= 0;
    // With redeals without limit, how many were used changes nothing that follows.
    this.redeals = core.maxRedeals > 0 && core.rules.stock?.redeals !== Infinity;
    const single: number[] = [];
    for (let i = 0; i < np; i++) {
      if (inGroup[i] || core.kind[i] === 5 || implied(i)) continue; // discards never matter again
      if (this.talon && (i === core.stock || i === core.waste)) continue;
      single.push(i);
    }
    this.single = Int32Array.from(single);
    this.groups = groups.map((g) => Int32Array.from(g));
    this.asFoundation = new Uint8Array(np);
    this.withDown = new Uint8Array(np);
    for (let i = 0; i < np; i++) {
      this.asFoundation[i] = core.kind[i] === K_FOUNDATION && !core.hooked[i] && core.lift[i] === 0 ? 1 : 0;
      this.withDown[i] = core.turnUp[i] || i === core.stock ? 1 : 0;
    }
    this.max = 4 + core.talonMask.length + 3 * np + core.rules.deck.length;
    this.order = new Int32Array(np);
  }

  private encode(core: Core, i: number, out: Uint8Array, k: number): number {
    const n = core.len[i];
    const at = i * core.cap;
    out[k++] = n;
    if (this.asFoundation[i]) {
      out[k++] = n ? this.cardKey[core.cards[at]] : 0;
      return k;
    }
    let j = 0;
    if (this.withDown[i]) {
      const d = core.down[i];
      out[k++] = d;
      // the face-down cards are the pile's first ones at the origin (`hiddenKept`): its place names them
      if (d > 0) {
        out[k++] = i;
        j = d;
      }
    }
    const ck = this.cardKey;
    const cards = core.cards;
    for (; j < n; j++) out[k++] = ck[cards[at + j]];
    return k;
  }

  /**
   * Are `table`'s face-down cards (where cards turn up, and a stock's) the first cards of the same
   * piles at the origin? Cards only ever turn up or leave from above them, so along play they
   * are; keys leave them out (`encode`), so a table whose are not shares no key with the origin's.
   */
  hiddenKept(origin: Table, table: Table): boolean {
    for (let i = 0; i < this.withDown.length; i++) {
      if (!this.withDown[i]) continue;
      const a = origin.piles[i];
      const b = table.piles[i];
      if (b.down > a.down) return false;
      for (let j = 0; j < b.down; j++) if (b.cards[j] !== a.cards[j]) return false;
    }
    return true;
  }

  /** A total order on piles by content (length, face-down count, cards as keyed), for sorting a group. */
  private before(core: Core, a: number, b: number): boolean {
    const la = core.len[a];
    const lb = core.len[b];
    if (la !== lb) return la < lb;
    const ck = this.cardKey;
    const cards = core.cards;
    const pa = a * core.cap;
    const pb = b * core.cap;
    if (this.asFoundation[a]) return la > 0 && ck[cards[pa]] < ck[cards[pb]];
    if (this.withDown[a] && core.down[a] !== core.down[b]) return core.down[a] < core.down[b];
    // the top first: it differs most often
    for (let j = la - 1; j >= 0; j--) {
      const d = ck[cards[pa + j]] - ck[cards[pb + j]];
      if (d !== 0) return d < 0;
    }
    return false;
  }

  /** Writes the key at out[0…]; returns its length. */
  write(core: Core, out: Uint8Array): number {
    let k = 0;
    if (this.redeals) {
      const r = core.redeals;
      out[k++] = r & 255;
      out[k++] = (r >>> 8) & 255;
      out[k++] = (r >>> 16) & 255;
    }
    if (this.talon) {
      out[k++] = core.len[core.waste];
      const mask = core.talonMask;
      for (let j = 0; j < mask.length; j++) out[k++] = mask[j];
    }
    const single = this.single;
    for (let s = 0; s < single.length; s++) k = this.encode(core, single[s], out, k);
    const order = this.order;
    for (let g = 0; g < this.groups.length; g++) {
      const group = this.groups[g];
      for (let j = 0; j < group.length; j++) {
        const i = group[j];
        let q = j - 1;
        while (q >= 0 && this.before(core, i, order[q])) {
          order[q + 1] = order[q];
          q--;
        }
        order[q + 1] = i;
      }
      for (let j = 0; j < group.length; j++) {
        core.keyRank[order[j]] = (g + 2) * 32 + j;
        k = this.encode(core, order[j], out, k);
      }
    }
    return k;
  }
}
