/**
 * The default exact key of a compiled position: the piles that matter, byte for byte, with
 * interchangeable piles sorted. Stock and waste are one talon whose order never changes, so
 * they are keyed as the waste's size (where it matters) and which talon cards are left; a foundation (nothing
 * lifted off it in these games) as its size and first card; a pile's face-down count only
 * where cards turn up in it (elsewhere it never changes), the face-down cards themselves not at
 * all: the pile's place names them.
 */
import type { Table } from '../types.js';
import { CARDS, K_FOUNDATION, K_TABLEAU, fold, keptForRules, type Core } from './core.js';

/** Per fits table (kept per game, core.ts): its link index. */
const linksOf = new WeakMap<Uint8Array, { index: Uint8Array; bits: number }>();

export class CoreKey {
  readonly max: number;
  private readonly cardKey = new Uint8Array(CARDS);
  /** Piles keyed in place, in order; then the groups, each sorted. */
  private readonly single: Int32Array;
  private readonly groups: Int32Array[];
  private readonly asFoundation: Uint8Array;
  private readonly withDown: Uint8Array;
  private readonly talon: boolean;
  /** The waste's size is keyed (see the constructor). */
  private readonly split: boolean;
  private readonly redeals: boolean;
  private readonly order: Int32Array;
  /**
   * Per pile whose face-up cards always lie as a chain of its fits table (see `chains`): per
   * link under * CARDS + over, the over card's index among the cards that fit on under; else null.
   */
  private readonly links: (Uint8Array | null)[];
  /** Per chain pile: the bits of a link's index. */
  private readonly linkBits: Uint8Array;
  private readonly chainFits: (Uint8Array | null)[];

  constructor(core: Core, origin: Table) {
    const hooks = core.hooks;
    for (let c = 0; c < CARDS; c++) this.cardKey[c] = hooks.cardKey ? hooks.cardKey(c) : c;
    const np = core.np;
    const implied = (i: number): boolean => hooks.foundationsImplied === true && core.kind[i] === K_FOUNDATION;
    const groups = (hooks.symmetric ? hooks.symmetric(core) : []).map((g) => g.filter((i) => !implied(i))).filter((g) => g.length > 1);
    const inGroup = new Uint8Array(np);
    for (const g of groups) for (const i of g) inGroup[i] = 1;
    this.talon = core.stock >= 0 && core.waste >= 0;
    // Drawing one card with redeals without limit, talon moves reach every talon card whatever
    // the split between stock and waste (and leave the same table): the split is not keyed.
    this.split = this.talon && !(core.talonMoves && core.draw === 1 && core.rules.stock?.redeals === Infinity);
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
    const chained =
      hooks.cardKey === undefined
        ? keptForRules(core.rules, hooks.extraMoves ? 'chains, own moves' : 'chains', () => chainPiles(core))
        : [];
    this.chainFits = Array.from({ length: np }, (_, i) => (chained.includes(i) ? core.fits[i] : null));
    if (!this.chainsHold(origin)) this.chainFits.fill(null);
    const links = this.chainFits.map((f) => (f === null ? null : (linksOf.get(f) ?? linksOf.set(f, linkIndex(f)).get(f)!)));
    this.links = links.map((l) => l?.index ?? null);
    this.linkBits = Uint8Array.from(links, (l) => l?.bits ?? 0);
  }

  /** Do the face-up cards of `table`'s chain piles lie as chains (as play keeps them: else its keys would not be exact)? */
  chainsHold(table: Table): boolean {
    for (let i = 0; i < this.chainFits.length; i++) {
      const fits = this.chainFits[i];
      if (fits === null) continue;
      const p = table.piles[i];
      for (let j = p.down + 1; j < p.cards.length; j++) if (fits[fold(p.cards[j - 1]) * CARDS + fold(p.cards[j])] !== 1) return false;
    }
    return true;
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
    const links = this.links[i];
    if (links !== null && j < n) {
      // a chain: its first card, then each next one as its index among the cards that fit
      out[k++] = cards[at + j];
      const bits = this.linkBits[i];
      let acc = 0;
      let nb = 0;
      for (j++; j < n; j++) {
        acc |= links[cards[at + j - 1] * CARDS + cards[at + j]] << nb;
        nb += bits;
        if (nb >= 8) {
          out[k++] = acc & 255;
          acc >>>= 8;
          nb -= 8;
        }
      }
      if (nb > 0) out[k++] = acc;
      return k;
    }
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

  /** Writes the key at out[0…]; returns its length. `exact`: the talon's split always in (positions to avoid). */
  write(core: Core, out: Uint8Array, exact = false): number {
    let k = 0;
    if (this.redeals) {
      const r = core.redeals;
      out[k++] = r & 255;
      out[k++] = (r >>> 8) & 255;
      out[k++] = (r >>> 16) & 255;
    }
    if (this.talon) {
      if (this.split || exact) out[k++] = core.len[core.waste];
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

/**
 * The piles whose face-up cards always lie as a chain of their fits table, each card on one it
 * fits: tableau piles without a rule of their own, where a deal leaves at most one card face up,
 * cards come only by moves the fits table allows (or into an empty pile, a single card or a run
 * lying as the fits table would have it), never dealt onto them, and no game's own move brings any.
 */
function chainPiles(core: Core): number[] {
  if (core.hooks.extraMoves || (core.stock >= 0 && core.waste < 0)) return [];
  const out: number[] = [];
  const subset = new Map<Uint8Array, Map<Uint8Array, boolean>>();
  const within = (a: Uint8Array, b: Uint8Array): boolean => {
    let m = subset.get(a);
    if (!m) subset.set(a, (m = new Map()));
    let r = m.get(b);
    if (r === undefined) {
      r = true;
      for (let x = 0; x < a.length && r; x++) if (a[x] === 1 && b[x] !== 1) r = false;
      m.set(b, r);
    }
    return r;
  };
  for (let i = 0; i < core.np; i++) {
    const fits = core.fits[i];
    if (core.kind[i] !== K_TABLEAU || core.hooked[i] || fits === null) continue;
    // (runs come only where more than one card is taken at once)
    let ok = true;
    for (let j = 0; j < core.np && ok && core.takes[i] > 1; j++) {
      if (j === i || core.lift[j] !== 2 || !core.targets[j].includes(i)) continue;
      ok = within(core.runs[j]!, fits);
    }
    if (ok) out.push(i);
  }
  return out;
}

/** Per link under * CARDS + over of a fits table, over's index among the cards that fit on under (in card order); the bits an index takes. */
function linkIndex(fits: Uint8Array): { index: Uint8Array; bits: number } {
  const index = new Uint8Array(CARDS * CARDS);
  let most = 1;
  for (let u = 0; u < CARDS; u++) {
    let n = 0;
    for (let o = 0; o < CARDS; o++) if (fits[u * CARDS + o] === 1) index[u * CARDS + o] = n++;
    if (n > most) most = n;
  }
  return { index, bits: Math.max(1, Math.ceil(Math.log2(most))) };
}
