/**
 * A dedicated FreeCell search (RULES: docs/RULES.md, FreeCell): depth-first with in-place
 * do/undo on typed storage, integer moves, an exact transposition table, Tarjan's components
 * so that a position is marked lost only when everything reachable from it was searched, and
 * restarts with a little noise in the move order (lost marks survive them, and re-rooting).
 *
 * What keeps it fast without ever losing a win:
 * - The key of a position is, for each card, what lies under it: the card below it in its
 *   column, the bottom of a column, a free cell, or the foundation. The columns can be read
 *   back from it (each card has at most one card on it), so it is exact; it does not know which
 *   column or which cell a card is in, so columns and cells are interchangeable for free; the
 *   foundations are the cards marked so. A move changes one byte of it.
 * - Moves are the engine's own: one card, or a run as long as `(free cells + 1) × 2^(empty
 *   columns)` allows (a supermove), so a line replays move for move.
 * - Safe moves to the foundations are forced: aces and twos always; a card of rank r when both
 *   foundations of the other colour are up to r − 1. Nothing comes back from a foundation, and
 *   only a card one rank lower of the other colour can ever lie on such a card: those are up
 *   already (for a two, the aces: an ace that could lie on it can as well go up instead). So
 *   a winning line from the position with the card still down is a winning line here, once its
 *   moves of that card (and of the cards that were up because of it) are left out.
 * - Not generated: a move into an empty column or free cell but the first (they are
 *   interchangeable), a whole column into an empty one, a card from a free cell into another.
 * - No depth limit; a position is lost only when its whole component is searched.
 * - All columns in order (ranks falling to the top) with any cards in the free cells is won:
 *   the lowest card left is always free and fits its foundation; the line ends with those moves.
 */
import type { Move, Rules, Table } from '../../engine/types.js';
import { now } from '../../engine/solver/clock.js';
import { KeySet } from '../../engine/solver/keyset.js';
import type { Budget, Search, SolveResult, UnknownReason } from '../../engine/solver/types.js';
import { Grow } from '../../engine/solver/grow.js';
import { pushBestFirst } from '../../engine/solver/best-first.js';
import { Components, stackLine } from '../../engine/solver/components.js';

const RANK = new Int32Array(52);
const SUIT = new Int32Array(52);
const RED = new Int32Array(52);
for (let c = 0; c < 52; c++) {
  RANK[c] = (c % 13) + 1;
  SUIT[c] = (c / 13) | 0;
  RED[c] = SUIT[c] === 1 || SUIT[c] === 2 ? 1 : 0;
}
/** What lies under a card, in the key: 0 … 51 a card; or one of these. */
const BOTTOM = 52;
const IN_CELL = 53;
const UP = 54;

// ---- internal moves: type | a << 3 | b << 7 | k << 11 | card << 17 ----
const C2F = 0; // column a -> foundation
const R2F = 1; // free cell a -> foundation
const C2C = 2; // k cards, column a -> column b
const R2C = 3; // free cell a -> column b
const C2R = 4; // column a -> free cell b
const fits = (under: number, over: number): boolean => RANK[over] === RANK[under] - 1 && RED[over] !== RED[under];
const mk = (type: number, a: number, b: number, k: number, card: number): number => type | (a << 3) | (b << 7) | (k << 11) | (card << 17);
const mType = (m: number): number => m & 7;
const mA = (m: number): number => (m >>> 3) & 15;
const mB = (m: number): number => (m >>> 7) & 15;
const mK = (m: number): number => (m >>> 11) & 63;
const mCard = (m: number): number => (m >>> 17) & 63;

/** Cards a column can hold here. */
const CAP = 64;
const KEY_WORDS = 13; // 52 bytes
/** Restarts: positions before the first, growth per restart, ordering noise (in score units). */
const RESTART_FIRST = 300;
const RESTART_GROWTH = 1.2;
const NOISE = 64;
/**
 * The move order's weights, one set per search in turn (the first, then one per restart): a deal
 * that is hard for one order is seldom hard for them all. Cards up, empty free cells, empty
 * columns, cards above the cards the foundations need next, cards on a card they do not fit,
 * the move's own score (/64). Measured on deals 1 … 6000 (and the hardest of 1 … 32,000).
 */
const WEIGHTS: readonly (readonly number[])[] = [
  [15, 4, 8, 1, 4, 0],
  [15, 4, 8, 3, 4, 0],
  [15, 4, 8, 1, 4, 64],
  [15, 8, 4, 1, 4, 0],
  [15, 4, 8, 1, 8, 0],
  [15, 2, 8, 1, 4, 0],
];
const MAX_DEPTH = 1 << 20;
const MAX_MOVES = 1024;


/** Is this a FreeCell table the dedicated search can take? */
export function freecellApplies(rules: Rules, table: Table): boolean {
  if (rules.variant !== 'freecell' || table.piles.length !== rules.specs.length) return false;
  let cells = 0;
  let cols = 0;
  for (let i = 0; i < rules.specs.length; i++) {
    const kind = rules.specs[i].kind;
    const p = table.piles[i];
    for (const c of p.cards) if (c < 0 || c >= 52) return false;
    if (kind === 'reserve') {
      cells++;
      if (p.cards.length > 1) return false;
    } else if (kind === 'tableau') {
      cols++;
      if (p.cards.length > CAP) return false;
    } else if (kind !== 'foundation') return false;
  }
  return cells <= 15 && cols <= 15 && cols > 0;
}

export class FreecellSearch implements Search {
  private readonly rules: Rules;
  private readonly budget: Budget;
  private readonly cellIdx: number[];
  private readonly foundIdx: number[];
  private readonly colIdx: number[];
  private readonly NC: number;
  private readonly NR: number;

  // the position
  private readonly col: Uint8Array;
  private readonly clen: Int32Array;
  private readonly cell: Int32Array;
  private readonly found = new Int32Array(4);
  private readonly key = new Int32Array(KEY_WORDS);
  /** The key's bytes: what lies under each card. */
  private readonly under = new Uint8Array(this.key.buffer);
  /** Where each card is: its column and place in it (-1: in a cell or up). */
  private readonly where = new Int8Array(52);
  private readonly at = new Uint8Array(52);
  private freeCells = 0;
  private emptyCols = 0;
  /** Cards in the columns lying on a card they do not fit. */
  private breaks = 0;
  /** Cards in the columns lying on a card of lower rank: none left, and the game is won. */
  private rises = 0;

  // the search
  private readonly set: KeySet;
  private avoidSet: KeySet | null = null;
  private avoidedHit = false;
  private start!: Table;
  private readonly moves = new Grow(1024);
  private readonly genMoves = new Int32Array(MAX_MOVES);
  private readonly genScore = new Int32Array(MAX_MOVES);
  private readonly autos = new Grow(256);
  private readonly fEnd = new Grow(256);
  private readonly fIdx = new Grow(256);
  private readonly fMove = new Grow(256);
  private readonly fAutoEnd = new Grow(256);
  private readonly fEnt = new Grow(256);
  private depth = 0;
  private autoTop = 0;
  private readonly comps = new Components();
  /** Restarts since the root was set. */
  private round = 0;
  private noise = 0;
  /** The move order's weights in use (see WEIGHTS). */
  private w: readonly number[] = WEIGHTS[0];
  private rng = 0x2545f491;
  private restartEvery = 0;
  private restartAt = 0;
  private nodeCount = 0;
  private spentMs = 0;
  private done: SolveResult | null = null;

  constructor(rules: Rules, table: Table, budget: Budget = {}) {
    this.rules = rules;
    this.budget = budget;
    const specs = rules.specs;
    const of = (kind: string) => specs.flatMap((s, i) => (s.kind === kind ? [i] : []));
    this.cellIdx = of('reserve');
    this.foundIdx = of('foundation');
    this.colIdx = of('tableau');
    this.NC = this.colIdx.length;
    this.NR = this.cellIdx.length;
    this.col = new Uint8Array(this.NC * CAP);
    this.clen = new Int32Array(this.NC);
    this.cell = new Int32Array(this.NR);
    this.set = new KeySet(KEY_WORDS, budget.memory ?? 3_000_000);
    this.openAt(table, []);
  }

  get nodes(): number {
    return this.nodeCount;
  }

  /** Every FreeCell table keys the same way, so what was proven stays proven for any new root. */
  reroot(table: Table, avoid: readonly Table[] = []): void {
    this.openAt(table, avoid);
  }

  // ---------------------------------------------------------------- the position

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

  private apply(m: number): void {
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

  private undo(m: number): void {
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
  private autosAfter(m: number): void {
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

  private undoAutos(downTo: number): void {
    const autos = this.autos.a;
    while (this.autoTop > downTo) this.undo(autos[--this.autoTop]);
  }

  /** Every column in order (ranks falling to the top): the rest goes up card by card. */
  private isWon(): boolean {
    return this.rises === 0;
  }

  // ---------------------------------------------------------------- moves

  /** How promising the position is: cards up, room, order, and how deep the cards the foundations need next lie (WEIGHTS). */
  private evaluate(): number {
    const f = this.found;
    let depth = 0;
    for (let s = 0; s < 4; s++) {
      const h = f[s];
      if (h === 13) continue;
      const w = this.where[s * 13 + h];
      if (w >= 0) depth += this.clen[w] - 1 - this.at[s * 13 + h];
    }
    const up = f[0] + f[1] + f[2] + f[3];
    const w = this.w;
    return w[0] * up + w[1] * this.freeCells + w[2] * this.emptyCols - w[3] * depth - w[4] * this.breaks;
  }

  /** Generates the moves of the position, best first, into the move stack at `at`; returns how many. */
  private generate(at: number): number {
    const NC = this.NC;
    const col = this.col;
    const clen = this.clen;
    const f = this.found;
    const gm = this.genMoves;
    const gs = this.genScore;
    let n = 0;
    const freeCells = this.freeCells;
    const emptyCols = this.emptyCols;
    let firstCell = -1;
    for (let i = 0; i < this.NR && firstCell < 0; i++) if (this.cell[i] < 0) firstCell = i;
    let firstEmpty = -1;
    for (let b = 0; b < NC && firstEmpty < 0; b++) if (clen[b] === 0) firstEmpty = b;
    // the move's own score counts in one order only: worked out only then
    const own = this.w[5] !== 0;
    const toFilled = (freeCells + 1) << emptyCols;
    const toEmpty = emptyCols > 0 ? (freeCells + 1) << (emptyCols - 1) : 0;

    for (let a = 0; a < NC; a++) {
      const len = clen[a];
      if (len === 0) continue;
      const base = a * CAP;
      const top = col[base + len - 1];
      let run = 1;
      while (run < len) {
        const u = col[base + len - run - 1];
        const o = col[base + len - run];
        if (RANK[o] !== RANK[u] - 1 || RED[o] === RED[u]) break;
        run++;
      }
      if (f[SUIT[top]] === RANK[top] - 1) {
        gm[n] = mk(C2F, a, 0, 1, top);
        gs[n++] = 1000;
      }
      const rt = RANK[top];
      for (let b = 0; b < NC; b++) {
        const lb = clen[b];
        if (b === a || lb === 0) continue;
        const d = col[b * CAP + lb - 1];
        const k = RANK[d] - rt;
        if (k < 1 || k > run || k > toFilled) continue;
        const card = col[base + len - k];
        if (RED[card] === RED[d]) continue;
        gm[n] = mk(C2C, a, b, k, card);
        gs[n++] = own ? this.scoreOff(a, k, run, 500) : 0;
      }
      if (firstEmpty >= 0) {
        const most = run < toEmpty ? run : toEmpty;
        for (let k = most; k >= 1; k--) {
          if (k === len) continue;
          gm[n] = mk(C2C, a, firstEmpty, k, col[base + len - k]);
          gs[n++] = own ? this.scoreOff(a, k, run, 100) - (most - k) * 5 : 0;
        }
      }
      if (firstCell >= 0) {
        gm[n] = mk(C2R, a, firstCell, 1, top);
        gs[n++] = own ? this.scoreOff(a, 1, run, 50) : 0;
      }
    }

    for (let i = 0; i < this.NR; i++) {
      const c = this.cell[i];
      if (c < 0) continue;
      if (f[SUIT[c]] === RANK[c] - 1) {
        gm[n] = mk(R2F, i, 0, 1, c);
        gs[n++] = 1000;
      }
      for (let b = 0; b < NC; b++) {
        const lb = clen[b];
        if (lb === 0) continue;
        const d = col[b * CAP + lb - 1];
        if (RANK[d] === RANK[c] + 1 && RED[d] !== RED[c]) {
          gm[n] = mk(R2C, i, b, 1, c);
          gs[n++] = 700;
        }
      }
      if (firstEmpty >= 0) {
        gm[n] = mk(R2C, i, firstEmpty, 1, c);
        gs[n++] = 150 + RANK[c] * 5;
      }
    }

    for (let i = 0; i < n; i++) {
      const m = gm[i];
      this.apply(m);
      const top = this.autoTop;
      this.autosAfter(m);
      gs[i] = this.evaluate() * 16 + ((gs[i] * this.w[5]) >> 6);
      this.undoAutos(top);
      this.undo(m);
    }
    if (this.noise > 0) {
      for (let i = 0; i < n; i++) {
        this.rng = (Math.imul(this.rng, 1103515245) + 12345) | 0;
        gs[i] += ((this.rng >>> 8) % this.noise) | 0;
      }
    }
    pushBestFirst(gm, gs, n, this.moves, at);
    return n;
  }

  /**
   * The worth of taking k cards off column a (whose top run is `run` long): more when it empties
   * the column or frees a card that goes up, less when it breaks a run; nearer the next cards the
   * foundations need is better.
   */
  private scoreOff(a: number, k: number, run: number, base: number): number {
    const len = this.clen[a];
    const col = this.col;
    const at = a * CAP;
    let s = base;
    if (k === len) s += 150;
    else {
      const under = col[at + len - k - 1];
      if (this.found[SUIT[under]] === RANK[under] - 1) s += 200;
      if (k < run) s -= 300;
    }
    // cards left above the nearest card the foundations need
    let depth = 99;
    for (let j = len - k - 1; j >= 0; j--) {
      const c = col[at + j];
      if (this.found[SUIT[c]] === RANK[c] - 1) {
        depth = len - k - 1 - j;
        break;
      }
    }
    return s + (depth < 20 ? 40 - depth * 2 : 0);
  }

  // ---------------------------------------------------------------- frames

  private pushFrame(d: number): void {
    const at = d === 0 ? 0 : this.fEnd.a[d - 1];
    const n = this.generate(at);
    this.fEnd.ensure(d + 1)[d] = at + n;
    this.fIdx.ensure(d + 1)[d] = at;
  }

  private open(e: number, d: number): void {
    this.comps.open(e);
    this.fEnt.ensure(d + 1)[d] = e;
    this.pushFrame(d);
  }

  /** Makes `table` the root: budget afresh, forced moves played, avoided positions keyed, the root opened. */
  private openAt(table: Table, avoid: readonly Table[]): void {
    this.start = table;
    this.nodeCount = 0;
    this.spentMs = 0;
    this.done = null;
    this.noise = 0;
    this.round = 0;
    this.w = WEIGHTS[0];
    this.restartEvery = this.restartAt = RESTART_FIRST;
    this.avoidSet = null;
    if (avoid.length > 0) {
      this.rootKey(table);
      const root = this.key.slice();
      const set = new KeySet(KEY_WORDS, avoid.length + 1);
      for (const t of avoid) {
        if (!freecellApplies(this.rules, t)) continue;
        this.rootKey(t);
        if (this.key.some((w, i) => w !== root[i])) set.add(this.key);
      }
      if (set.size > 0) this.avoidSet = set;
    }
    this.rootKey(table);
    this.fAutoEnd.ensure(1)[0] = this.autoTop;
    this.depth = 0;
    if (this.isWon()) {
      this.done = this.finish('winnable');
      return;
    }
    this.openRoot();
  }

  /** Loads `table` and plays its forced moves: the key is then the search's key of it. */
  private rootKey(table: Table): void {
    this.load(table);
    this.autoTop = 0;
    this.applyAutos();
  }

  private openRoot(): void {
    this.depth = 0;
    this.comps.next();
    this.avoidedHit = false;
    const e = this.set.insert(this.key);
    if (e < 0) {
      this.done = this.finish('unknown', 'memory');
      return;
    }
    if (!this.set.fresh && this.comps.isLost(e)) {
      this.done = this.finish('unwinnable');
      return;
    }
    this.open(e, 0);
  }

  // ---------------------------------------------------------------- search

  step(ms: number, nodes = Infinity): SolveResult | null {
    if (this.done) return this.done;
    const t0 = now();
    const budgetMs = this.budget.ms ?? Infinity;
    const budgetNodes = this.budget.nodes ?? Infinity;
    const deadline = t0 + Math.min(ms, budgetMs - this.spentMs);
    const nodeLimit = Math.min(budgetNodes, this.nodeCount + nodes);
    const set = this.set;
    let tick = 0;
    for (;;) {
      if ((++tick & 255) === 0 && now() >= deadline) break;
      if (this.nodeCount >= nodeLimit) break;
      const d = this.depth;
      const idx = this.fIdx.a[d];
      if (idx === this.fEnd.a[d]) {
        // every move of this position tried: close it
        this.comps.close(this.fEnt.a[d], d > 0 ? this.fEnt.a[d - 1] : -1, !(d === 0 && this.avoidedHit));
        if (d === 0) {
          this.spentMs += now() - t0;
          return (this.done = this.avoidedHit ? this.finish('unknown', 'avoided') : this.finish('unwinnable'));
        }
        this.undoAutos(this.fAutoEnd.a[d - 1]);
        this.undo(this.fMove.a[d]);
        this.depth = d - 1;
        continue;
      }
      if (this.nodeCount >= this.restartAt) {
        this.restart();
        continue;
      }
      const m = this.moves.a[idx];
      this.fIdx.a[d] = idx + 1;
      this.apply(m);
      const autoBefore = this.autoTop;
      this.autosAfter(m);
      this.nodeCount++;
      const nd = d + 1;
      if (nd >= MAX_DEPTH) {
        this.undoAutos(autoBefore);
        this.undo(m);
        this.spentMs += now() - t0;
        return (this.done = this.finish('unknown', 'memory'));
      }
      this.fMove.ensure(nd + 1)[nd] = m;
      this.fAutoEnd.ensure(nd + 1)[nd] = this.autoTop;
      if (this.avoidSet !== null && this.avoidSet.has(this.key)) {
        // as if the root were reached again: nothing here is lost because of it
        this.avoidedHit = true;
        this.comps.reachesRoot(this.fEnt.a[d], this.fEnt.a[0]);
        this.undoAutos(autoBefore);
        this.undo(m);
        continue;
      }
      if (this.isWon()) {
        this.depth = nd;
        this.spentMs += now() - t0;
        return (this.done = this.finish('winnable'));
      }
      const e = set.insert(this.key);
      if (e < 0) {
        this.undoAutos(autoBefore);
        this.undo(m);
        this.spentMs += now() - t0;
        return (this.done = this.finish('unknown', 'memory'));
      }
      // lost, or open in this search (a way back); seen before a restart but not proven lost: searched again
      if (!set.fresh && this.comps.met(this.fEnt.a[d], e)) {
        this.undoAutos(autoBefore);
        this.undo(m);
        continue;
      }
      this.depth = nd;
      this.open(e, nd);
    }
    this.spentMs += now() - t0;
    if (this.spentMs >= budgetMs || this.nodeCount >= budgetNodes) {
      return (this.done = this.finish('unknown', 'budget'));
    }
    return null;
  }

  /** Back to the root; the next search orders moves with some noise and runs longer. */
  private restart(): void {
    while (this.depth > 0) {
      const d = this.depth;
      this.undoAutos(this.fAutoEnd.a[d - 1]);
      this.undo(this.fMove.a[d]);
      this.depth = d - 1;
    }
    this.round++;
    this.noise = NOISE;
    this.w = WEIGHTS[this.round % WEIGHTS.length];
    this.restartEvery = Math.ceil(this.restartEvery * RESTART_GROWTH);
    this.restartAt = this.nodeCount + this.restartEvery;
    this.openRoot();
  }

  private finish(result: 'winnable' | 'unwinnable' | 'unknown', reason: UnknownReason = 'budget'): SolveResult {
    const base = { nodes: this.nodeCount, ms: Math.round(this.spentMs * 10) / 10 };
    if (result === 'unwinnable') return { result, ...base };
    if (result === 'unknown') return { result, reason, ...base };
    return { result, moves: this.line(), ...base };
  }

  /** The moves from the root to the current frame, with the forced ones, as engine moves replayed to a won table. */
  private line(): Move[] {
    return this.replay(this.shorten() ?? stackLine(this.depth, this.fMove.a, this.fAutoEnd.a, this.autos.a));
  }

  /**
   * The search's line, shortened: from each of its positions, the one move that leads furthest
   * along it (or straight to a won position). A depth-first line wanders; this keeps only its
   * shortcuts, and passes through no position the line did not. Null if it cannot (it always can:
   * the line's own next move is among those tried). Leaves the search at the line's end.
   */
  private shorten(): number[] | null {
    // the positions of the line, from its end back to the root
    const D = this.depth;
    const keys: Int32Array[] = [];
    for (let d = D; d >= 0; d--) {
      keys.push(this.key.slice());
      if (d > 0) {
        this.undoAutos(this.fAutoEnd.a[d - 1]);
        this.undo(this.fMove.a[d]);
      }
    }
    const path = new KeySet(KEY_WORDS, D + 2, D + 2);
    for (let d = D; d >= 0; d--) path.add(keys[d]);
    const internal: number[] = [];
    for (let j = 0; j < this.autoTop; j++) internal.push(this.autos.a[j]);
    let i = 0;
    while (i < D && !this.isWon()) {
      const n = this.generate(0);
      let best = -1;
      let bestAt = i;
      for (let x = 0; x < n; x++) {
        const m = this.moves.a[x];
        this.apply(m);
        const top = this.autoTop;
        this.autosAfter(m);
        const at = this.isWon() ? D + 1 : path.has(this.key) ? path.insert(this.key) : -1;
        this.undoAutos(top);
        this.undo(m);
        if (at > bestAt) {
          bestAt = at;
          best = m;
        }
      }
      if (best < 0) return null;
      const top = this.autoTop;
      this.apply(best);
      this.autosAfter(best);
      internal.push(best);
      for (let j = top; j < this.autoTop; j++) internal.push(this.autos.a[j]);
      i = bestAt;
    }
    return internal;
  }

  /**
   * Turns internal moves into engine moves, playing each through `rules.legalMoves` and
   * `rules.apply` from the root, then sends the rest up lowest card first; throws if anything is
   * not legal or the table is not won at the end.
   */
  private replay(internal: readonly number[]): Move[] {
    const rules = this.rules;
    const out: Move[] = [];
    let t = this.start;
    const play = (m: Move): void => {
      const legal = rules.legalMove(t, m);
      if (!legal) throw new Error(`Solver line: illegal move ${JSON.stringify(m)}`);
      t = rules.apply(t, legal);
      out.push(legal);
    };
    const topOf = (i: number): number => {
      const p = t.piles[i].cards;
      return p.length ? p[p.length - 1] : -1;
    };
    const foundationFor = (card: number): number =>
      RANK[card] === 1 ? this.foundIdx.find((f) => t.piles[f].cards.length === 0)! : this.foundIdx.find((f) => topOf(f) === card - 1)!;
    for (const m of internal) {
      const a = mA(m);
      const b = mB(m);
      switch (mType(m)) {
        case C2F:
          play({ kind: 'move', from: this.colIdx[a], to: foundationFor(mCard(m)), count: 1 });
          break;
        case R2F:
          play({ kind: 'move', from: this.cellIdx[a], to: foundationFor(mCard(m)), count: 1 });
          break;
        case C2C:
          play({ kind: 'move', from: this.colIdx[a], to: this.colIdx[b], count: mK(m) });
          break;
        case R2C:
          play({ kind: 'move', from: this.cellIdx[a], to: this.colIdx[b], count: 1 });
          break;
        default:
          play({ kind: 'move', from: this.colIdx[a], to: this.cellIdx[b], count: 1 });
      }
    }
    // finish: the lowest card left is always free and fits its foundation
    while (!rules.isWon(t)) {
      let best: Move | null = null;
      let bestRank = 99;
      for (const mv of rules.legalMoves(t)) {
        if (rules.specs[mv.to].kind !== 'foundation') continue;
        const r = RANK[topOf(mv.from)];
        if (r < bestRank) {
          bestRank = r;
          best = mv;
        }
      }
      if (!best) throw new Error('Solver line: cannot finish');
      t = rules.apply(t, best);
      out.push(best);
    }
    return out;
  }
}
