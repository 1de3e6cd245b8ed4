/**
 * The Seasons search's position (RULES.md §5), played and taken back in place: the talon as the
 * deal's fixed order of cards (`t` of them turned so far, the waste a stack of their places),
 * the five cross cells, and per suit how many cards are on its corner. Which corner holds which
 * suit is left out: corners are interchangeable, and the engine line picks them when replayed.
 *
 * A move is `kind | a << 3 | b << 6 | card << 9` (a, b: cells).
 */
import type { Move, Table } from '../../../engine/types.js';

export const DEAL = 0;
export const WASTE_UP = 1;
export const WASTE_CELL = 2;
export const CELL_UP = 3;
export const CELL_CELL = 4;
export const mk = (kind: number, a: number, b: number, card: number): number => kind | (a << 3) | (b << 6) | (card << 9);
export const kindOf = (m: number): number => m & 7;
export const cellA = (m: number): number => (m >>> 3) & 7;
export const cellB = (m: number): number => (m >>> 6) & 7;
export const cardOf = (m: number): number => (m >>> 9) & 63;

export const CELLS = 5;
/** Room per cell: a cell may hold the whole deck's worth of a cycle. */
export const CELL_CAP = 53;
export const RANK = new Int32Array(64);
export const SUIT = new Int32Array(64);
export const RED = new Int32Array(64);
for (let c = 0; c < 52; c++) {
  RANK[c] = (c % 13) + 1;
  SUIT[c] = (c / 13) | 0;
  RED[c] = SUIT[c] === 1 || SUIT[c] === 2 ? 1 : 0;
}

/** The engine's piles: stock, waste, four corners, five cells (seasons/rules.ts). */
export const STOCK_PILE = 0;
export const WASTE_PILE = 1;
export const FIRST_CORNER = 2;
export const FIRST_CELL_PILE = 6;
export const PILES = 11;

export class SeasonsPosition {
  readonly base: number;
  readonly alternate: boolean;
  /** Place of each card in its suit's corner order: 0 for the base rank … 12. */
  readonly rel = new Int32Array(64);
  /** ON[x * 64 + y]: card x may go onto card y in a cell. */
  readonly on = new Uint8Array(64 * 64);
  /** The talon in dealing order (the origin's waste bottom to top, then its stock top to bottom). */
  readonly talon: Uint8Array;
  readonly talonOf = new Int32Array(64).fill(-1);
  /** Talon cards turned so far (the next stock card is talon[t]). */
  t = 0;
  /** The waste: talon places, bottom to top; one bit per place in the waste. */
  readonly waste: Uint8Array;
  wlen = 0;
  readonly wasteBits: Uint8Array;
  readonly cells = new Uint8Array(CELLS * CELL_CAP);
  readonly clen = new Int32Array(CELLS);
  /** Cards up per suit. */
  readonly up = new Int32Array(4);
  upTotal = 0;

  constructor(base: number, alternate: boolean, origin: Table) {
    this.base = base;
    this.alternate = alternate;
    for (let c = 0; c < 52; c++) this.rel[c] = (RANK[c] - base + 13) % 13;
    for (let x = 0; x < 52; x++) {
      for (let y = 0; y < 52; y++) {
        this.on[x * 64 + y] = RANK[y] === (RANK[x] % 13) + 1 && (!alternate || RED[x] !== RED[y]) ? 1 : 0;
      }
    }
    const order = [...origin.piles[WASTE_PILE].cards, ...[...origin.piles[STOCK_PILE].cards].reverse()];
    this.talon = Uint8Array.from(order);
    order.forEach((c, i) => (this.talonOf[c] = i));
    this.waste = new Uint8Array(order.length + 1);
    this.wasteBits = new Uint8Array((order.length + 7) >> 3);
  }

  /** Whether `table`'s talon is a part of the origin's, in its order (so that it can be loaded). */
  talonFits(table: Table): boolean {
    let last = -1;
    const w = table.piles[WASTE_PILE].cards;
    for (const c of w) {
      const i = this.talonOf[c];
      if (i <= last) return false;
      last = i;
    }
    const s = table.piles[STOCK_PILE].cards;
    for (let i = s.length - 1; i >= 0; i--) {
      const p = this.talonOf[s[i]];
      if (p <= last) return false;
      last = p;
    }
    // the stock must be all that follows the waste's last card
    return s.length === 0 || this.talonOf[s[s.length - 1]] === this.talon.length - s.length;
  }

  load(table: Table): void {
    const w = table.piles[WASTE_PILE].cards;
    const s = table.piles[STOCK_PILE].cards;
    this.t = this.talon.length - s.length;
    this.wasteBits.fill(0);
    this.wlen = 0;
    for (const c of w) {
      const i = this.talonOf[c];
      this.waste[this.wlen++] = i;
      this.wasteBits[i >> 3] |= 1 << (i & 7);
    }
    for (let b = 0; b < CELLS; b++) {
      const p = table.piles[FIRST_CELL_PILE + b].cards;
      this.clen[b] = p.length;
      this.cells.set(p, b * CELL_CAP);
    }
    this.up.fill(0);
    this.upTotal = 0;
    for (let f = 0; f < 4; f++) {
      const p = table.piles[FIRST_CORNER + f].cards;
      if (p.length > 0) {
        this.up[SUIT[p[0]]] = p.length;
        this.upTotal += p.length;
      }
    }
  }

  wasteTop(): number {
    return this.wlen > 0 ? this.talon[this.waste[this.wlen - 1]] : -1;
  }

  top(b: number): number {
    return this.cells[b * CELL_CAP + this.clen[b] - 1];
  }

  /** Does card c go up now? (A base-rank card always finds an empty corner while its suit has none.) */
  fitsUp(c: number): boolean {
    return this.rel[c] === this.up[SUIT[c]];
  }

  /**
   * Can nothing be lost by playing c (a free card that fits its corner) up now? Only cards one
   * rank lower (any suit, or the other colour with `alternate`) could ever be put on it, and
   * those already up never come back; for the base rank they are the last rank of the cycle.
   */
  safeUp(c: number): boolean {
    const r = this.rel[c];
    const need = r === 0 ? 13 : r;
    const red = RED[c];
    for (let s = 0; s < 4; s++) {
      if (this.alternate && (s === 1 || s === 2 ? 1 : 0) === red) continue;
      if (this.up[s] < need) return false;
    }
    return true;
  }

  private push(b: number, c: number): void {
    this.cells[b * CELL_CAP + this.clen[b]++] = c;
  }

  private popWaste(): void {
    const i = this.waste[--this.wlen];
    this.wasteBits[i >> 3] &= ~(1 << (i & 7));
  }

  /** Puts card c back on the waste (a deal may have written over its place above the top). */
  private unpopWaste(c: number): void {
    const i = this.talonOf[c];
    this.waste[this.wlen++] = i;
    this.wasteBits[i >> 3] |= 1 << (i & 7);
  }

  apply(m: number): void {
    switch (kindOf(m)) {
      case DEAL: {
        const i = this.t++;
        this.waste[this.wlen++] = i;
        this.wasteBits[i >> 3] |= 1 << (i & 7);
        break;
      }
      case WASTE_UP:
        this.popWaste();
        this.up[SUIT[cardOf(m)]]++;
        this.upTotal++;
        break;
      case WASTE_CELL:
        this.popWaste();
        this.push(cellB(m), cardOf(m));
        break;
      case CELL_UP:
        this.clen[cellA(m)]--;
        this.up[SUIT[cardOf(m)]]++;
        this.upTotal++;
        break;
      case CELL_CELL:
        this.clen[cellA(m)]--;
        this.push(cellB(m), cardOf(m));
        break;
    }
  }

  undo(m: number): void {
    switch (kindOf(m)) {
      case DEAL: {
        const i = this.waste[--this.wlen];
        this.wasteBits[i >> 3] &= ~(1 << (i & 7));
        this.t--;
        break;
      }
      case WASTE_UP:
        this.unpopWaste(cardOf(m));
        this.up[SUIT[cardOf(m)]]--;
        this.upTotal--;
        break;
      case WASTE_CELL:
        this.clen[cellB(m)]--;
        this.unpopWaste(cardOf(m));
        break;
      case CELL_UP:
        this.push(cellA(m), cardOf(m));
        this.up[SUIT[cardOf(m)]]--;
        this.upTotal--;
        break;
      case CELL_CELL:
        this.clen[cellB(m)]--;
        this.push(cellA(m), cardOf(m));
        break;
    }
  }

  private readonly order = new Int32Array(CELLS);

  /** Compares cells a and b as the key orders them (by content, shorter first on a tie). */
  private compareCells(a: number, b: number): number {
    const la = this.clen[a];
    const lb = this.clen[b];
    const n = la < lb ? la : lb;
    const cells = this.cells;
    for (let i = 0; i < n; i++) {
      const d = cells[a * CELL_CAP + i] - cells[b * CELL_CAP + i];
      if (d !== 0) return d;
    }
    return la - lb;
  }

  /**
   * The position's exact key into `out`: the cards turned, the waste's places, then the cells
   * in a fixed order (they are interchangeable), each ended by 255. The corners follow: every
   * card elsewhere is up. Returns its length.
   */
  key(out: Uint8Array): number {
    let k = 0;
    out[k++] = this.t;
    const bits = this.wasteBits;
    for (let i = 0; i < bits.length; i++) out[k++] = bits[i];
    const order = this.order;
    for (let i = 0; i < CELLS; i++) {
      let j = i - 1;
      while (j >= 0 && this.compareCells(order[j], i) > 0) {
        order[j + 1] = order[j];
        j--;
      }
      order[j + 1] = i;
    }
    const cells = this.cells;
    for (let i = 0; i < CELLS; i++) {
      const b = order[i];
      const at = b * CELL_CAP;
      const n = this.clen[b];
      for (let j = 0; j < n; j++) out[k++] = cells[at + j];
      out[k++] = 255;
    }
    return k;
  }

  /**
   * A 32-bit hash of the position, the same whatever order the cells are in (a key's hash
   * without writing the key: for the beam passes, which may lose a position to a collision).
   */
  hash(): number {
    let h = Math.imul(this.t + 1, 0x9e3779b1);
    const bits = this.wasteBits;
    for (let i = 0; i < bits.length; i++) h = Math.imul(h ^ bits[i], 0x85ebca6b) ^ (h >>> 13);
    let cells = 0;
    for (let b = 0; b < CELLS; b++) {
      const n = this.clen[b];
      if (n === 0) continue;
      let c = 0x811c9dc5;
      const at = b * CELL_CAP;
      for (let j = 0; j < n; j++) c = Math.imul(c ^ this.cells[at + j], 16777619);
      c = Math.imul(c ^ (c >>> 16), 0x7feb352d);
      cells = (cells + (c ^ (c >>> 15))) | 0;
    }
    h = Math.imul(h ^ cells, 0xc2b2ae35);
    return h ^ (h >>> 16);
  }

  /** The longest key. */
  maxKey(): number {
    return 1 + this.wasteBits.length + 52 + CELLS;
  }
}

/** The engine move for move m on table t (a card going up goes to its suit's corner, or the first empty one). */
export function engineMove(t: Table, m: number): Move {
  const cell = (b: number): number => FIRST_CELL_PILE + b;
  const corner = (c: number): number => {
    let empty = -1;
    for (let f = FIRST_CORNER; f < FIRST_CORNER + 4; f++) {
      const p = t.piles[f].cards;
      if (p.length > 0 && SUIT[p[0]] === SUIT[c]) return f;
      if (p.length === 0 && empty < 0) empty = f;
    }
    return empty;
  };
  switch (kindOf(m)) {
    case DEAL:
      return { kind: 'deal', from: STOCK_PILE, to: WASTE_PILE, count: 1 };
    case WASTE_UP:
      return { kind: 'move', from: WASTE_PILE, to: corner(cardOf(m)), count: 1 };
    case WASTE_CELL:
      return { kind: 'move', from: WASTE_PILE, to: cell(cellB(m)), count: 1 };
    case CELL_UP:
      return { kind: 'move', from: cell(cellA(m)), to: corner(cardOf(m)), count: 1 };
    default:
      return { kind: 'move', from: cell(cellA(m)), to: cell(cellB(m)), count: 1 };
  }
}
