/**
 * The FreeCell search's position (RULES: docs/RULES.md, FreeCell), played and taken back in
 * place on typed storage, with the forced moves to the foundations.
 *
 * - The key of a position is, for each card, what lies under it: the card below it in its
 *   column, the bottom of a column, a free cell, or the foundation. The columns can be read
 *   back from it (each card has at most one card on it), so it is exact; it does not know which
 *   column or which cell a card is in, so columns and cells are interchangeable for free; the
 *   foundations are the cards marked so. A move changes one byte of it.
 * - Safe moves to the foundations are forced: aces and twos always; a card of rank r when both
 *   foundations of the other colour are up to r − 1. Nothing comes back from a foundation, and
 *   only a card one rank lower of the other colour can ever lie on such a card: those are up
 *   already (for a two, the aces: an ace that could lie on it can as well go up instead). So
 *   a winning line from the position with the card still down is a winning line here, once its
 *   moves of that card (and of the cards that were up because of it) are left out.
 * - All columns in order (ranks falling to the top) with any cards in the free cells is won:
 *   the lowest card left is always free and fits its foundation; the line ends with those moves.
 */
import type { PileSpec, Table } from '../../../engine/types.js';
import { Grow } from '../../../engine/solver/grow.js';
import * as C from './cards.js';

// module-local: a module's imported and exported bindings are slower in hot loops (cards.ts)
const { RANK, SUIT, RED, CAP, C2F, R2F, C2C, R2C, C2R, mk, mType, mA, mB, mK, mCard } = C;
/** What lies under a card, in the key: 0 … 51 a card; or one of these. */
const BOTTOM = 52;
const IN_CELL = 53;
const UP = 54;
const fits = (under: number, over: number): boolean => RANK[over] === RANK[under] - 1 && RED[over] !== RED[under];

export const KEY_WORDS = 13; // 52 bytes

export class FreecellPosition {
  readonly cellIdx: number[];
  readonly foundIdx: number[];
  readonly colIdx: number[];
  readonly NC: number;
  readonly NR: number;

  readonly col: Uint8Array;
  readonly clen: Int32Array;
  readonly cell: Int32Array;
  readonly found = new Int32Array(4);
  readonly key = new Int32Array(KEY_WORDS);
  /** The key's bytes: what lies under each card. */
  readonly under = new Uint8Array(this.key.buffer);
  /** Where each card is: its column and place in it (-1: in a cell or up). */
  readonly where = new Int8Array(52);
  readonly at = new Uint8Array(52);
  freeCells = 0;
  emptyCols = 0;
  /** Cards in the columns lying on a card they do not fit. */
  breaks = 0;
  /** Cards in the columns lying on a card of lower rank: none left, and the game is won. */
  rises = 0;
  /** The forced moves played, a stack (`autoTop` of them). */
  readonly autos = new Grow(256);
  autoTop = 0;

  constructor(specs: readonly PileSpec[]) {
    const of = (kind: string) => specs.flatMap((s, i) => (s.kind === kind ? [i] : []));
    this.cellIdx = of('reserve');
    this.foundIdx = of('foundation');
    this.colIdx = of('tableau');
    this.NC = this.colIdx.length;
    this.NR = this.cellIdx.length;
    this.col = new Uint8Array(this.NC * CAP);
    this.clen = new Int32Array(this.NC);
    this.cell = new Int32Array(this.NR);
  }

  private load(table: Table): void {
    const under = this.under;
    under.fill(UP);
    this.found.fill(0);
    this.where.fill(-1);
    this.freeCells = 0;
    this.emptyCols = 0;
    this.breaks = 0;
    this.rises = 0;
    for (let i = 0; i < this.NR; i++) {
      const p = table.piles[this.cellIdx[i]].cards;
      this.cell[i] = p.length ? p[0] : -1;
      if (p.length) under[p[0]] = IN_CELL;
      else this.freeCells++;
    }
    for (const f of this.foundIdx) {
      const p = table.piles[f].cards;
      if (p.length) this.found[SUIT[p[0]]] = p.length;
    }
    for (let i = 0; i < this.NC; i++) {
      const p = table.piles[this.colIdx[i]].cards;
      this.clen[i] = p.length;
      if (p.length === 0) this.emptyCols++;
      for (let j = 0; j < p.length; j++) {
        const c = p[j];
        this.col[i * CAP + j] = c;
        this.where[c] = i;
        this.at[c] = j;
        under[c] = j === 0 ? BOTTOM : p[j - 1];
        if (j > 0 && !fits(p[j - 1], c)) this.breaks++;
        if (j > 0 && RANK[c] > RANK[p[j - 1]]) this.rises++;
      }
    }
  }

  /** Loads `table` and plays its forced moves: the key is then the search's key of it. */
  rootKey(table: Table): void {
    this.load(table);
    this.autoTop = 0;
    this.applyAutos();
  }

  /** Card c comes to lie on card u in a column. */
  private link(u: number, c: number): void {
    if (!fits(u, c)) this.breaks++;
    if (RANK[c] > RANK[u]) this.rises++;
  }

  private unlink(u: number, c: number): void {
    if (!fits(u, c)) this.breaks--;
    if (RANK[c] > RANK[u]) this.rises--;
  }

  /** Takes the top card off column a (to a cell or a foundation). */
  private pop(a: number): number {
    const n = --this.clen[a];
    const c = this.col[a * CAP + n];
    if (n === 0) this.emptyCols++;
    else this.unlink(this.col[a * CAP + n - 1], c);
    this.where[c] = -1;
    return c;
  }

  /** Puts card c back on top of column a (undoing `pop`). */
  private unpop(a: number, c: number): void {
    const n = this.clen[a]++;
    this.under[c] = n > 0 ? this.col[a * CAP + n - 1] : BOTTOM;
    if (n === 0) this.emptyCols--;
    else this.link(this.col[a * CAP + n - 1], c);
    this.col[a * CAP + n] = c;
    this.where[c] = a;
    this.at[c] = n;
  }

  /** Carries the top k cards of column a onto column b (where they fit, or b is empty). */
  private carry(a: number, b: number, k: number): void {
    const la = this.clen[a] - k;
    const lb = this.clen[b];
    const src = a * CAP + la;
    const dst = b * CAP + lb;
    const x = this.col[src];
    if (la === 0) this.emptyCols++;
    else this.unlink(this.col[src - 1], x);
    if (lb === 0) this.emptyCols--;
    else this.link(this.col[dst - 1], x);
    this.under[x] = lb > 0 ? this.col[dst - 1] : BOTTOM;
    for (let j = 0; j < k; j++) {
      const c = this.col[src + j];
      this.col[dst + j] = c;
      this.where[c] = b;
      this.at[c] = lb + j;
    }
    this.clen[a] = la;
    this.clen[b] = lb + k;
  }

  apply(m: number): void {
    const a = mA(m);
    switch (mType(m)) {
      case C2F: {
        const c = this.pop(a);
        this.found[SUIT[c]]++;
        this.under[c] = UP;
        return;
      }
      case R2F: {
        const c = this.cell[a];
        this.cell[a] = -1;
        this.freeCells++;
        this.found[SUIT[c]]++;
        this.under[c] = UP;
        return;
      }
      case C2C:
        this.carry(a, mB(m), mK(m));
        return;
      case R2C: {
        const c = this.cell[a];
        this.cell[a] = -1;
        this.freeCells++;
        this.unpop(mB(m), c);
        return;
      }
      default: {
        // C2R
        const c = this.pop(a);
        this.cell[mB(m)] = c;
        this.freeCells--;
        this.under[c] = IN_CELL;
      }
    }
  }

  undo(m: number): void {
    const a = mA(m);
    switch (mType(m)) {
      case C2F: {
        const c = mCard(m);
        this.found[SUIT[c]]--;
        this.unpop(a, c);
        return;
      }
      case R2F: {
        const c = mCard(m);
        this.found[SUIT[c]]--;
        this.cell[a] = c;
        this.freeCells--;
        this.under[c] = IN_CELL;
        return;
      }
      case C2C:
        this.carry(mB(m), a, mK(m));
        return;
      case R2C: {
        const c = this.pop(mB(m));
        this.cell[a] = c;
        this.freeCells--;
        this.under[c] = IN_CELL;
        return;
      }
      default: {
        const b = mB(m);
        const c = this.cell[b];
        this.cell[b] = -1;
        this.freeCells++;
        this.unpop(a, c);
      }
    }
  }

  /** May `c`, once up, stay up for good (see the file's comment)? */
  private safe(c: number): boolean {
    const r = RANK[c];
    if (r <= 2) return true;
    const f = this.found;
    return RED[c] ? f[0] >= r - 1 && f[3] >= r - 1 : f[1] >= r - 1 && f[2] >= r - 1;
  }

  private applyAutos(): void {
    const f = this.found;
    let changed = true;
    while (changed) {
      changed = false;
      for (let a = 0; a < this.NC; a++) {
        const n = this.clen[a];
        if (n === 0) continue;
        const c = this.col[a * CAP + n - 1];
        if (f[SUIT[c]] === RANK[c] - 1 && this.safe(c)) {
          this.pushAuto(mk(C2F, a, 0, 1, c));
          changed = true;
          a--;
        }
      }
      for (let i = 0; i < this.NR; i++) {
        const c = this.cell[i];
        if (c >= 0 && f[SUIT[c]] === RANK[c] - 1 && this.safe(c)) {
          this.pushAuto(mk(R2F, i, 0, 1, c));
          changed = true;
        }
      }
    }
  }

  /** Forced moves after move m, looking only where m can have made one: a foundation that rose, a new column top. */
  autosAfter(m: number): void {
    const t = mType(m);
    if (t === R2C) return;
    if (t === C2C || t === C2R) {
      const a = mA(m);
      const n = this.clen[a];
      if (n === 0) return;
      const c = this.col[a * CAP + n - 1];
      if (this.found[SUIT[c]] !== RANK[c] - 1 || !this.safe(c)) return;
    }
    this.applyAutos();
  }

  private pushAuto(m: number): void {
    this.apply(m);
    const i = this.autoTop++;
    this.autos.ensure(i + 1)[i] = m;
  }

  undoAutos(downTo: number): void {
    const autos = this.autos.a;
    while (this.autoTop > downTo) this.undo(autos[--this.autoTop]);
  }

  /** Every column in order (ranks falling to the top): the rest goes up card by card. */
  /** Every column in order (ranks falling to the top): the rest goes up card by card. */
  isWon(): boolean {
    return this.rises === 0;
  }
}
