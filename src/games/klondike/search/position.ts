/**
 * The dedicated Klondike search's position: columns, foundations and the talon on small typed
 * arrays, changed in place by internal moves and their undo, with the forced foundation moves
 * (`safe`), the exact key, and the deadlock test. The search (search.ts) and its move
 * generation (moves.ts) are built on it.
 *
 * Stock and waste are one talon list (the waste bottom to top, then the stock as it is
 * turned) and `ptr`, the waste's size: dealing never changes the list, only `ptr`.
 */
import { buildsLike, emptyLike, plainMechanics } from '../../../engine/solver/hook-helpers.js';
import { downAlternate, onlyAce, onlyKing, upInSuit } from '../../../engine/rules.js';
import type { Rules, Table } from '../../../engine/types.js';
import { CAP, F2T, mA, mB, mCard, mK, mk, mRecycle, mType, RANK, RED, SBIT, SUIT, T2F, T2T, W2F, W2T } from './cards.js';
import { Grow } from '../../../engine/solver/grow.js';
import { AvoidSet } from './avoid.js';
import { Deadlock } from './deadlock.js';

/** Is this table one the dedicated solver can take (a Klondike table with valid runs)? */
/**
 * Rules this search knows, whatever the game is called: a stock turned onto a waste, foundations
 * up in suit from the aces whose top may come back, piles down in alternating colours lifting
 * runs, an empty pile taking a king, a card turning up when freed; one deck of 52.
 */
const klondikeShapedSeen = new WeakMap<Rules, boolean>();
function klondikeShaped(rules: Rules): boolean {
  let known = klondikeShapedSeen.get(rules);
  if (known === undefined) klondikeShapedSeen.set(rules, (known = klondikeShapedNow(rules)));
  return known;
}

function klondikeShapedNow(rules: Rules): boolean {
  const deck = rules.deck;
  if (deck.length !== 52 || !plainMechanics(rules)) return false;
  const kinds = rules.specs.map((s) => s.kind).join();
  if (!/^stock,waste,(foundation,){4}(tableau,?)+$/.test(kinds)) return false;
  return rules.specs.every((s) => {
    if (s.kind === 'waste') return s.lift === 'top' && s.takes === 0;
    if (s.kind === 'foundation')
      return s.lift === 'top' && buildsLike(s.fits, upInSuit, deck) && emptyLike(s.empty, onlyAce, deck) && !s.accepts;
    if (s.kind === 'tableau')
      return (
        s.lift === 'run' &&
        !s.runs &&
        !s.accepts &&
        s.turnUp === true &&
        buildsLike(s.fits, downAlternate, deck) &&
        emptyLike(s.empty, onlyKing, deck)
      );
    return s.kind === 'stock';
  });
}

export function klondikeApplies(rules: Rules, table: Table): boolean {
  if (!rules.stock || !klondikeShaped(rules)) return false;
  const specs = rules.specs;
  if (table.piles.length !== specs.length) return false;
  let tableaux = 0;
  for (let i = 0; i < specs.length; i++) {
    const p = table.piles[i];
    for (const c of p.cards) if (c < 0 || c >= 52) return false;
    if (specs[i].kind === 'tableau') {
      tableaux++;
      if (p.cards.length > CAP || p.down > 63) return false;
      for (let j = p.down + 1; j < p.cards.length; j++) {
        const u = p.cards[j - 1];
        const o = p.cards[j];
        if (RANK[o] !== RANK[u] - 1 || RED[o] === RED[u]) return false;
      }
    }
  }
  return tableaux > 0 && tableaux <= 15;
}

export class KlondikePosition {
  readonly rules: Rules;
  readonly draw: number;
  readonly redeals: number; // Infinity when unlimited
  readonly unlimited: boolean;
  private readonly stockIdx: number;
  private readonly wasteIdx: number;
  private readonly foundIdx: number[];
  readonly tabIdx: number[];
  readonly NC: number;

  readonly cc: Uint8Array;
  readonly clen: Int32Array;
  readonly cdown: Int32Array;
  /** Each column's code (see `code`): the key's words before they are sorted. */
  private readonly ccode: Int32Array;
  readonly found = new Int32Array(4);
  readonly tal = new Uint8Array(64);
  tlen = 0;
  ptr = 0;
  used = 0;
  /** Each talon card's place in the first table's talon (the talon's order never changes): the masks' bits. */
  private readonly origIdx = new Int32Array(52).fill(-1);
  mask0 = 0;
  mask1 = 0;

  /** The position's key, as the search's table takes it (see `makeKey`). */
  readonly key: Int32Array;
  private readonly keyPtr: boolean;
  private readonly deadlock = new Deadlock();

  /** The forced moves played, and what undoes each. */
  readonly autos = new Grow(256);
  private readonly autoUndo = new Grow(256);
  autoTop = 0;

  // positions to avoid (see `KlondikeDfs.avoid` in search.ts)
  avoidSet: AvoidSet | null = null;
  /** A position's exact key: the search's key with the waste's size and the redeals used always in. */
  readonly avoidKey: Int32Array;
  /** Whether a forced move played since the last check passed a position to avoid. */
  autoHit = false;

  constructor(rules: Rules) {
    this.rules = rules;
    const specs = rules.specs;
    this.draw = rules.stock!.draw;
    this.redeals = rules.stock!.redeals;
    this.unlimited = this.redeals === Infinity;
    this.stockIdx = specs.findIndex((s) => s.kind === 'stock');
    this.wasteIdx = specs.findIndex((s) => s.kind === 'waste');
    this.foundIdx = specs.flatMap((s, i) => (s.kind === 'foundation' ? [i] : []));
    this.tabIdx = specs.flatMap((s, i) => (s.kind === 'tableau' ? [i] : []));
    const NC = (this.NC = this.tabIdx.length);
    this.cc = new Uint8Array(NC * CAP);
    this.clen = new Int32Array(NC);
    this.cdown = new Int32Array(NC);
    this.ccode = new Int32Array(NC);
    // draw 1 with unlimited redeals: every talon card is reachable from anywhere
    this.keyPtr = !(this.draw === 1 && this.unlimited);
    this.key = new Int32Array(NC + 3 + (this.unlimited ? 0 : 1));
    this.avoidKey = new Int32Array(NC + 4);
  }

  /** The talon of a table: the waste bottom to top, then the stock in the order it is turned. */
  private talonOf(table: Table): number[] {
    const out = [...table.piles[this.wasteIdx].cards];
    const stock = table.piles[this.stockIdx].cards;
    for (let i = stock.length - 1; i >= 0; i--) out.push(stock[i]);
    return out;
  }

  /** Numbers the talon cards of `table` in order: the masks' bits from now on. */
  numberTalon(table: Table): void {
    this.origIdx.fill(-1);
    this.talonOf(table).forEach((c, i) => (this.origIdx[c] = i));
  }

  /** Is the talon of `table` what is left of the numbered one, in the same order? */
  talonKept(table: Table): boolean {
    let last = -1;
    for (const c of this.talonOf(table)) {
      const o = this.origIdx[c];
      if (o <= last) return false;
      last = o;
    }
    return true;
  }

  /** Sets the position to `table` (forced moves not played); false when a talon card has no number. */
  load(table: Table): boolean {
    this.tlen = 0;
    this.mask0 = 0;
    this.mask1 = 0;
    let numbered = true;
    for (const c of this.talonOf(table)) {
      this.tal[this.tlen++] = c;
      const o = this.origIdx[c];
      if (o < 0) numbered = false;
      else if (o < 32) this.mask0 |= 1 << o;
      else this.mask1 |= 1 << (o - 32);
    }
    this.ptr = table.piles[this.wasteIdx].cards.length;
    this.used = table.redeals;
    this.found.fill(0);
    for (const f of this.foundIdx) {
      const p = table.piles[f].cards;
      if (p.length) this.found[SUIT[p[0]]] = p.length;
    }
    for (let i = 0; i < this.NC; i++) {
      const p = table.piles[this.tabIdx[i]];
      this.cc.set(p.cards, i * CAP);
      this.clen[i] = p.cards.length;
      this.cdown[i] = p.down;
      this.ccode[i] = this.code(i);
    }
    return numbered;
  }

  private code(col: number): number {
    const len = this.clen[col];
    if (len === 0) return 0;
    const d = this.cdown[col];
    const base = col * CAP + d;
    const up = len - d;
    let bits = 0;
    for (let j = 1; j < up; j++) bits |= SBIT[this.cc[base + j]] << (j - 1);
    return (d > 0 ? (col + 1) << 28 : 0) | (d << 22) | (up << 18) | (this.cc[base] << 12) | bits;
  }

  makeKey(): void {
    const key = this.key;
    const NC = this.NC;
    const codes = this.ccode;
    // insertion sort of the column codes
    for (let i = 0; i < NC; i++) {
      const v = codes[i];
      let j = i - 1;
      while (j >= 0 && key[j] > v) {
        key[j + 1] = key[j];
        j--;
      }
      key[j + 1] = v;
    }
    const f = this.found;
    key[NC] = f[0] | (f[1] << 4) | (f[2] << 8) | (f[3] << 12) | (this.keyedPtr() << 16);
    key[NC + 1] = this.mask0;
    key[NC + 2] = this.mask1;
    if (!this.unlimited) key[NC + 3] = this.used;
  }

  /**
   * The waste's size as keyed. Draw 1 with unlimited redeals reaches every talon card from
   * anywhere: left out. With unlimited redeals, a waste of a multiple of `draw` cards, or the
   * whole talon, is one deal or turn-over away from the empty waste and back: keyed as empty.
   */
  private keyedPtr(): number {
    const p = this.ptr;
    if (!this.keyPtr || (this.unlimited && (p % this.draw === 0 || p === this.tlen))) return 0;
    return p;
  }

  /** Face-down cards in the columns. */
  downCount(): number {
    let n = 0;
    for (let i = 0; i < this.NC; i++) n += this.cdown[i];
    return n;
  }

  /**
   * Does some card wait for itself (see deadlock.ts)? While the waste can still be
   * turned over, its cards count as free (as the stock's do): only the columns can then hold a
   * card that waits for itself (draw 3 with unlimited redeals: 2 more of the 100 shared deals
   * proven lost within 300,000 positions, and fewer positions for the others).
   */
  deadlocked(): boolean {
    return this.deadlock.lost(this.NC, this.cc, this.clen, this.cdown, this.found, this.tal, this.ptr, this.used >= this.redeals);
  }

  /** The position's exact key into `avoidKey`, with the waste's size and the redeals used given. */
  exactKey(ptr: number, used: number): void {
    this.makeKey();
    const NC = this.NC;
    this.avoidKey.set(this.key.subarray(0, NC));
    this.avoidKey[NC] = (this.key[NC] & 0xffff) | (ptr << 16);
    this.avoidKey[NC + 1] = this.mask0;
    this.avoidKey[NC + 2] = this.mask1;
    this.avoidKey[NC + 3] = used;
  }

  /** Is the position, with the waste's size and the redeals used given, one to avoid? */
  avoidedAt(ptr: number, used: number): boolean {
    if (!this.avoidSet!.maybe(this.mask0, this.mask1, this.downCount())) return false;
    this.exactKey(ptr, used);
    return this.avoidSet!.has(this.avoidKey);
  }

  avoidedHere(): boolean {
    return this.avoidedAt(this.ptr, this.used);
  }

  /** May `card`, once on its foundation, stay there for good? */
  safe(card: number): boolean {
    const r = RANK[card];
    if (r <= 2) return true;
    const s = SUIT[card];
    const f = this.found;
    if (f[3 - s] < r - 2) return false;
    return RED[card] ? f[0] >= r - 1 && f[3] >= r - 1 : f[1] >= r - 1 && f[2] >= r - 1;
  }

  isWonHere(): boolean {
    if (this.tlen > 0) return false;
    for (let i = 0; i < this.NC; i++) if (this.cdown[i] > 0) return false;
    return true;
  }

  private removeTalon(i: number): number {
    const c = this.tal[i];
    const t = this.tal;
    for (let j = i + 1; j < this.tlen; j++) t[j - 1] = t[j];
    this.tlen--;
    const o = this.origIdx[c];
    if (o < 32) this.mask0 &= ~(1 << o);
    else this.mask1 &= ~(1 << (o - 32));
    return c;
  }

  private insertTalon(i: number, c: number): void {
    const t = this.tal;
    for (let j = this.tlen; j > i; j--) t[j] = t[j - 1];
    t[i] = c;
    this.tlen++;
    const o = this.origIdx[c];
    if (o < 32) this.mask0 |= 1 << o;
    else this.mask1 |= 1 << (o - 32);
  }

  /** Takes k cards off column a (turning up a face-down card left on top); returns 1 when one turned. */
  private takeOff(a: number, k: number): number {
    const len = (this.clen[a] -= k);
    let turned = 0;
    if (len > 0 && this.cdown[a] === len) {
      this.cdown[a] = len - 1;
      turned = 1;
    }
    this.ccode[a] = this.code(a);
    return turned;
  }

  private putBack(a: number, k: number, turned: number): void {
    if (turned) this.cdown[a]++;
    this.clen[a] += k;
    this.ccode[a] = this.code(a);
  }

  private push(b: number, c: number): void {
    this.cc[b * CAP + this.clen[b]++] = c;
    this.ccode[b] = this.code(b);
  }

  /** Applies an internal move; returns what undo needs. */
  doMove(m: number): number {
    const a = mA(m);
    switch (mType(m)) {
      case T2F: {
        const c = this.cc[a * CAP + this.clen[a] - 1];
        this.found[SUIT[c]]++;
        return this.takeOff(a, 1) << 7;
      }
      case T2T: {
        const b = mB(m);
        const k = mK(m);
        const src = a * CAP + this.clen[a] - k;
        const dst = b * CAP + this.clen[b];
        for (let j = 0; j < k; j++) this.cc[dst + j] = this.cc[src + j];
        this.clen[b] += k;
        this.ccode[b] = this.code(b);
        return this.takeOff(a, k) << 7;
      }
      case W2F:
      case W2T: {
        const prev = this.ptr;
        const c = this.removeTalon(a);
        this.ptr = a;
        this.used += mRecycle(m);
        if (mType(m) === W2F) this.found[SUIT[c]]++;
        else this.push(mB(m), c);
        return prev;
      }
      default: {
        // F2T
        const h = this.found[a]--;
        this.push(mB(m), a * 13 + h - 1);
        return 0;
      }
    }
  }

  undoMove(m: number, u: number): void {
    const a = mA(m);
    switch (mType(m)) {
      case T2F: {
        const c = mCard(m);
        this.cc[a * CAP + this.clen[a]] = c;
        this.putBack(a, 1, u >> 7);
        this.found[SUIT[c]]--;
        return;
      }
      case T2T: {
        const b = mB(m);
        const k = mK(m);
        const src = b * CAP + this.clen[b] - k;
        const dst = a * CAP + this.clen[a];
        for (let j = 0; j < k; j++) this.cc[dst + j] = this.cc[src + j];
        this.clen[b] -= k;
        this.ccode[b] = this.code(b);
        this.putBack(a, k, u >> 7);
        return;
      }
      case W2F:
      case W2T: {
        let c: number;
        if (mType(m) === W2F) {
          c = mCard(m);
          this.found[SUIT[c]]--;
        } else {
          const b = mB(m);
          c = this.cc[b * CAP + --this.clen[b]];
          this.ccode[b] = this.code(b);
        }
        this.insertTalon(a, c);
        this.ptr = u & 127;
        this.used -= mRecycle(m);
        return;
      }
      default: {
        const b = mB(m);
        this.clen[b]--;
        this.ccode[b] = this.code(b);
        this.found[a]++;
      }
    }
  }

  /**
   * Forced moves after move m, looking only where m can have made one possible:
   * a foundation that rose (anything may be safe now), a new column top, a card
   * put on a column from the talon, a new waste top.
   */
  autosAfter(m: number): void {
    const t = mType(m);
    if (t === T2F || t === W2F) {
      this.applyAutos();
      return;
    }
    if (t === F2T) return;
    const f = this.found;
    if (t === T2T) {
      const a = mA(m);
      const len = this.clen[a];
      if (len === 0) return;
      const c = this.cc[a * CAP + len - 1];
      if (f[SUIT[c]] === RANK[c] - 1 && this.safe(c)) this.applyAutos();
      return;
    }
    // W2T: the card put down (draw 1 with unlimited redeals would have sent it up from the talon)
    if (!(this.draw === 1 && this.unlimited)) {
      const c = mCard(m);
      if (f[SUIT[c]] === RANK[c] - 1 && this.safe(c)) {
        this.applyAutos();
        return;
      }
      if (this.draw === 1) {
        for (let i = Math.max(0, this.ptr - 1); i <= this.ptr && i < this.tlen; i++) {
          const w = this.tal[i];
          if (f[SUIT[w]] === RANK[w] - 1 && this.safe(w)) {
            this.applyAutos();
            return;
          }
        }
      }
    }
  }

  /** Plays every safe foundation move (repeatedly), recording them on the auto stack. */
  applyAutos(): void {
    const NC = this.NC;
    const f = this.found;
    let changed = true;
    while (changed) {
      changed = false;
      for (let a = 0; a < NC; a++) {
        const len = this.clen[a];
        if (len === 0) continue;
        const c = this.cc[a * CAP + len - 1];
        if (f[SUIT[c]] === RANK[c] - 1 && this.safe(c)) {
          const m = mk(T2F, a, 0, 1, 0, c);
          this.auto(m);
          changed = true;
        }
      }
      if (this.draw === 1 && this.tlen > 0) {
        if (this.unlimited) {
          for (let i = 0; i < this.tlen; i++) {
            const c = this.tal[i];
            if (f[SUIT[c]] === RANK[c] - 1 && this.safe(c)) {
              const m = mk(W2F, i, 15, 1, i < this.ptr - 1 ? 1 : 0, c);
              this.auto(m);
              changed = true;
              i--;
            }
          }
        } else {
          // the waste's top, and the stock's (dealt and played up, it covers nothing)
          for (let i = Math.max(0, this.ptr - 1); i <= this.ptr && i < this.tlen; i++) {
            const c = this.tal[i];
            if (f[SUIT[c]] === RANK[c] - 1 && this.safe(c)) {
              this.auto(mk(W2F, i, 15, 1, 0, c));
              changed = true;
              break;
            }
          }
        }
      }
    }
  }

  /** Plays forced move m, noting when the position it leaves is one to avoid. */
  private auto(m: number): void {
    if (this.avoidSet && !this.autoHit && this.avoidedHere()) this.autoHit = true;
    const u = this.doMove(m);
    const i = this.autoTop++;
    this.autos.ensure(i + 1)[i] = m;
    this.autoUndo.ensure(i + 1)[i] = u;
  }

  undoAutos(downTo: number): void {
    const autos = this.autos.a;
    const undo = this.autoUndo.a;
    while (this.autoTop > downTo) {
      this.autoTop--;
      this.undoMove(autos[this.autoTop], undo[this.autoTop]);
    }
  }
}
