/**
 * A dedicated Klondike solver: the engine's rules (RULES.md §6, foundation cards
 * may come back) on a small mutable representation, searched depth-first with
 * do/undo, an exact transposition table and an explicit stack, so it can stop
 * and resume at any point.
 *
 * What keeps it fast without ever losing a win:
 * - Stock and waste are one "talon" list; dealing is folded into macro moves
 *   "play the k-th reachable talon card" (draw 1 or 3, with or without a
 *   recycle, as redeals allow). Positions that differ only by dealing never
 *   enter the table.
 * - Safe foundation moves are forced (see `safe`): aces and twos always; a
 *   card of rank r when both opposite-colour suits are up to r-1 and the other
 *   suit of its colour up to r-2. Every card that could ever sit on such a card
 *   (transitively) is then on the foundations, and there is a winning line that
 *   never brings any of them down again, so the move loses nothing; for the same
 *   reason such cards are never brought back down. From the talon this holds for
 *   draw 1 only (removing a card would regroup a draw-3 stock).
 * - Keys are exact (never a bare hash), with the seven columns sorted (they are
 *   interchangeable; a column still holding face-down cards is keyed with its
 *   place, because its hidden cards are its own) and the four foundations keyed
 *   by suit. Draw 1 with unlimited redeals reaches every talon card from
 *   anywhere, so the waste/stock split is left out of its key.
 * - Provably pointless moves are not generated: a whole pile (nothing face down
 *   under it) onto an empty column; a king to any empty column but the first.
 * - No depth limit, so a visited position is never wrongly taken as lost: the
 *   search exhausts the reachable graph before saying `unwinnable`.
 * - Talon empty and nothing face down is a win (the lowest card left is always
 *   on top of its column and fits its foundation); the line is finished by the
 *   foundation moves.
 */
import type { Move, Rules, Table } from '../../../engine/types.js';
import { now } from '../../../engine/solver/clock.js';
import { CAP, EMPTIES, F2T, mA, mB, mCard, mK, mk, mRecycle, mType, PARTIAL, RANK, RED, SBIT, SUIT, T2F, T2T, W2F, W2T } from './cards.js';
import { Grow } from '../../../engine/solver/grow.js';
import { pushBestFirst } from '../../../engine/solver/best-first.js';
import { Components, stackLine } from '../../../engine/solver/components.js';
import { AvoidSet } from './avoid.js';
import { expandLine, lineFrom, lineTexts, type PlayedLine } from './line.js';
import { Deadlock } from './deadlock.js';
import { KeySet } from '../../../engine/solver/keyset.js';
import type { Budget, Search, SolveResult, UnknownReason } from '../../../engine/solver/types.js';

/**
 * Move scores (higher first): to a foundation turning a card up (+ cards still face down) /
 * otherwise; a king to an empty column, a run turning a card up (+ cards face down); a whole
 * pile onto another; a partial run move whose new top can go up / otherwise; talon to
 * foundation; a talon king to an empty column; talon to a column; a foundation king / card
 * back to a column. Measured on the benchmark deals.
 */
const SC = [1000, 800, 900, 900, 400, 850, 100, 750, 550, 600, 50, 100];
/** Positions before the first restart; how much longer each next search may run; ordering noise. */
const RESTART_FIRST = 1000;
const RESTART_GROWTH = 1.5;
const NOISE = 600;
/** Searches that put talon cards down only with a card onto them (see `compound`): every other one. */
const COMPOUND = (round: number): boolean => round % 2 === 1;

/** Is this table one the dedicated solver can take (a Klondike table with valid runs)? */
export function klondikeApplies(rules: Rules, table: Table): boolean {
  if (rules.variant !== 'klondike' || !rules.stock) return false;
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

export class KlondikeSearch implements Search {
  private readonly rules: Rules;
  /** The root's table: lines are expanded from it. */
  private start: Table;
  private readonly draw: number;
  private readonly redeals: number; // Infinity when unlimited
  private readonly unlimited: boolean;
  private readonly stockIdx: number;
  private readonly wasteIdx: number;
  private readonly foundIdx: number[];
  private readonly tabIdx: number[];
  private readonly NC: number;

  // position
  private readonly cc: Uint8Array;
  private readonly clen: Int32Array;
  private readonly cdown: Int32Array;
  private readonly ccode: Int32Array;
  private readonly found = new Int32Array(4);
  private readonly tal = new Uint8Array(64);
  private tlen = 0;
  private ptr = 0;
  private used = 0;
  /** Each talon card's place in the first table's talon (the talon's order never changes): the masks' bits. */
  private readonly origIdx = new Int32Array(52).fill(-1);
  private mask0 = 0;
  private mask1 = 0;

  // search
  private set: KeySet;
  private readonly key: Int32Array;
  private readonly keyPtr: boolean;
  private readonly moves = new Grow(1024);
  private readonly autos = new Grow(256);
  private readonly autoUndo = new Grow(256);
  private fMoveStart = new Grow(256);
  private fMoveEnd = new Grow(256);
  private fIdx = new Grow(256);
  private fMove = new Grow(256);
  private fUndo = new Grow(256);
  private fAutoEnd = new Grow(256);
  private depth = 0;
  /** Random spread added to move scores after the first restart. */
  private noise = 0;
  private rng = 0x2545f491;
  private readonly comps = new Components();
  private fEnt = new Grow(256);
  /** 1: a keyed position; 0: right after a card came from the talon (only a move onto it follows). */
  private fKeyed = new Grow(256);
  /** Draw 1 with unlimited redeals: a talon card goes to a column only together with a card onto it. */
  private readonly compound: boolean;
  /** Whether the search in progress uses `compound` (restarts alternate). */
  private compoundNow = false;
  /** Searches since the root was set (1 for the first). */
  private round = 0;
  private restartAt = 0;
  private restartEvery = 0;
  private autoTop = 0;
  private readonly genMoves = new Int32Array(512);
  private readonly genScore = new Int32Array(512);
  /** `generate`'s scratch: each column's top card, and its rank (0: empty). */
  private readonly tops = new Int32Array(16);
  private readonly topRank = new Int32Array(16);
  private readonly reach = new Int32Array(64);
  private readonly reachRecycle = new Int32Array(64);
  private readonly deadlock = new Deadlock();
  /** 1 for the talon cards that can be played now, while moves are generated (`talonReaches`). */
  private readonly reachMark = new Uint8Array(52);
  private marked = false;
  /** How many talon places `reachable` last found. */
  private reachCount = 0;

  // positions to avoid (see `reroot`)
  private avoidSet: AvoidSet | null = null;
  /** A position's exact key: the search's key with the waste's size and the redeals used always in. */
  private readonly avoidKey: Int32Array;
  /** Whether the search in progress met a position to avoid. */
  private sawAvoided = false;
  /** Whether a forced move played since the last check passed a position to avoid. */
  private autoHit = false;
  /** The last line found, with its tables: a re-root onto one of them follows the rest. */
  private played: PlayedLine | null = null;

  private readonly budgetNodes: number;
  private readonly budgetMs: number;
  private spentMs = 0;
  private nodeCount = 0;
  private done: SolveResult | null = null;

  constructor(rules: Rules, table: Table, budget: Budget = {}) {
    this.rules = rules;
    this.start = table;
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
    this.budgetNodes = budget.nodes ?? Infinity;
    this.budgetMs = budget.ms ?? Infinity;

    // draw 1 with unlimited redeals: every talon card is reachable from anywhere
    this.keyPtr = !(this.draw === 1 && this.unlimited);
    this.compound = this.draw === 1 && this.unlimited;
    const stride = NC + 3 + (this.unlimited ? 0 : 1);
    this.set = new KeySet(stride, budget.memory ?? 3_000_000);
    this.key = new Int32Array(stride);
    this.avoidKey = new Int32Array(NC + 4);
    this.numberTalon(table);
    this.begin(table, []);
  }

  /**
   * Re-roots the search on `table` (see `Search.reroot`). Entries proven lost stay lost; the
   * budget starts afresh. A table whose talon is not what is left of the first table's (in the
   * same order) cannot have been reached by play: the search then forgets everything.
   */
  reroot(table: Table, avoid: readonly Table[] = []): void {
    if (!this.talonKept(table)) {
      this.set = new KeySet(this.set.stride, this.set.maxEntries);
      this.comps.clear();
      this.played = null;
      this.numberTalon(table);
    }
    this.begin(table, avoid);
  }

  get nodes(): number {
    return this.nodeCount;
  }

  // ---------------------------------------------------------------- root

  /** The talon of a table: the waste bottom to top, then the stock in the order it is turned. */
  private talonOf(table: Table): number[] {
    const out = [...table.piles[this.wasteIdx].cards];
    const stock = table.piles[this.stockIdx].cards;
    for (let i = stock.length - 1; i >= 0; i--) out.push(stock[i]);
    return out;
  }

  /** Numbers the talon cards of `table` in order: the masks' bits from now on. */
  private numberTalon(table: Table): void {
    this.origIdx.fill(-1);
    this.talonOf(table).forEach((c, i) => (this.origIdx[c] = i));
  }

  /** Is the talon of `table` what is left of the numbered one, in the same order? */
  private talonKept(table: Table): boolean {
    let last = -1;
    for (const c of this.talonOf(table)) {
      const o = this.origIdx[c];
      if (o <= last) return false;
      last = o;
    }
    return true;
  }

  /** Sets the position to `table` (forced moves not played); false when a talon card has no number. */
  private load(table: Table): boolean {
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

  /** Starts the search afresh (budget, generation) at `table`, avoiding `avoid`. */
  private begin(table: Table, avoid: readonly Table[]): void {
    this.start = table;
    this.spentMs = 0;
    this.nodeCount = 0;
    this.done = null;
    this.depth = 0;
    this.autoTop = 0;
    this.setAvoid(table, avoid);

    // the line found before, when this table is on it (and the rest of it avoids `avoid`): follow it
    const rest = this.played && lineFrom(this.played, table);
    if (rest && !rest.tables.some((t, i) => i > 0 && this.tableAvoided(t))) {
      this.played = rest;
      this.done = { result: 'winnable', moves: rest.moves, nodes: 0, ms: 0 };
      return;
    }
    this.load(table);

    // forced moves, unless one of them passes a position to avoid: then the root plays none
    this.autoHit = false;
    this.applyAutos();
    if (this.autoHit || (this.avoidSet && this.avoidedHere())) this.undoAutos(0);
    this.fAutoEnd.ensure(1)[0] = this.autoTop;
    if (this.isWonHere()) {
      this.done = this.finishAvoided() ? this.finish('unknown', 'avoided') : this.finish('winnable');
      return;
    }
    this.round = 0;
    this.restartEvery = RESTART_FIRST;
    this.newSearch();
  }

  /**
   * Keeps, of `avoid`, the tables the search could meet: those with no talon card the root
   * lacks and no more face-down cards (cards never go back into the talon or face down). Of a
   * game's history, that leaves only the positions since the last talon card was played or a
   * card turned up. The root itself is never avoided.
   */
  private setAvoid(root: Table, avoid: readonly Table[]): void {
    this.avoidSet = null;
    this.load(root);
    if (avoid.length === 0) return;
    const mask0 = this.mask0;
    const mask1 = this.mask1;
    const down = this.downCount();
    this.exactKey(this.ptr, this.used);
    const rootKey = this.avoidKey.slice();
    const set = new AvoidSet(this.avoidKey.length, avoid);
    for (const t of avoid) {
      if (!this.load(t) || (this.mask0 & ~mask0) !== 0 || (this.mask1 & ~mask1) !== 0 || this.downCount() > down) continue;
      this.exactKey(this.ptr, this.used);
      if (!this.avoidKey.every((v, i) => v === rootKey[i])) set.add(this.avoidKey, this.mask0, this.mask1, this.downCount());
    }
    if (set.size > 0) this.avoidSet = set;
    this.load(root);
  }

  /** Is `t` a table to avoid? (Sets the position to it.) */
  private tableAvoided(t: Table): boolean {
    if (!this.avoidSet || !this.load(t)) return false;
    return this.avoidSet.maybe(this.mask0, this.mask1, this.downCount()) && this.avoidedHere();
  }

  /**
   * At a position with the talon empty and nothing face down: does the line to it, finished
   * with foundation moves, pass a position to avoid? Only such positions follow it, so only
   * a table to avoid like them needs the line expanded.
   */
  private finishAvoided(): boolean {
    const avoid = this.avoidSet;
    if (!avoid || !avoid.maybe(0, 0, 0)) return false;
    const line = expandLine(this.rules, this.start, stackLine(this.depth, this.fMove.a, this.fAutoEnd.a, this.autos.a), this.tabIdx);
    return lineTexts(line).some((t, i) => i > 0 && avoid.texts.has(t));
  }

  // ---------------------------------------------------------------- position

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

  private makeKey(): void {
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
   * Does some card wait for itself (see deadlock.ts)? While the waste can still be
   * turned over, its cards count as free (as the stock's do): only the columns can then hold a
   * card that waits for itself (draw 3 with unlimited redeals: 2 more of the 100 shared deals
   * proven lost within 300,000 positions, and fewer positions for the others).
   */
  private deadlocked(): boolean {
    return this.deadlock.lost(this.NC, this.cc, this.clen, this.cdown, this.found, this.tal, this.ptr, this.used >= this.redeals);
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
  private downCount(): number {
    let n = 0;
    for (let i = 0; i < this.NC; i++) n += this.cdown[i];
    return n;
  }

  /** The position's exact key into `avoidKey`, with the waste's size and the redeals used given. */
  private exactKey(ptr: number, used: number): void {
    this.makeKey();
    const NC = this.NC;
    this.avoidKey.set(this.key.subarray(0, NC));
    this.avoidKey[NC] = (this.key[NC] & 0xffff) | (ptr << 16);
    this.avoidKey[NC + 1] = this.mask0;
    this.avoidKey[NC + 2] = this.mask1;
    this.avoidKey[NC + 3] = used;
  }

  /** Is the position, with the waste's size and the redeals used given, one to avoid? */
  private avoidedAt(ptr: number, used: number): boolean {
    if (!this.avoidSet!.maybe(this.mask0, this.mask1, this.downCount())) return false;
    this.exactKey(ptr, used);
    return this.avoidSet!.has(this.avoidKey);
  }

  private avoidedHere(): boolean {
    return this.avoidedAt(this.ptr, this.used);
  }

  /** Does playing talon move m deal or turn the talon over through a position to avoid? */
  private dealPassesAvoided(m: number): boolean {
    const a = mA(m);
    const n = this.tlen;
    let p = this.ptr;
    let used = this.used;
    // as the line is expanded: deal (or turn over) until the card is the waste's top
    for (let guard = 0; guard < 200 && p - 1 !== a; guard++) {
      if (p === n) {
        p = 0;
        used++;
      } else p = Math.min(p + this.draw, n);
      if (this.avoidedAt(p, used)) return true;
    }
    return false;
  }

  /** May `card`, once on its foundation, stay there for good? */
  private safe(card: number): boolean {
    const r = RANK[card];
    if (r <= 2) return true;
    const s = SUIT[card];
    const f = this.found;
    if (f[3 - s] < r - 2) return false;
    return RED[card] ? f[0] >= r - 1 && f[3] >= r - 1 : f[1] >= r - 1 && f[2] >= r - 1;
  }

  private isWonHere(): boolean {
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
  private doMove(m: number): number {
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

  private undoMove(m: number, u: number): void {
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

  /** Plays every safe foundation move (repeatedly), recording them on the auto stack. */
  /**
   * Forced moves after move m, looking only where m can have made one possible:
   * a foundation that rose (anything may be safe now), a new column top, a card
   * put on a column from the talon, a new waste top.
   */
  private autosAfter(m: number): void {
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

  private applyAutos(): void {
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

  private undoAutos(downTo: number): void {
    const autos = this.autos.a;
    const undo = this.autoUndo.a;
    while (this.autoTop > downTo) {
      this.autoTop--;
      this.undoMove(autos[this.autoTop], undo[this.autoTop]);
    }
  }

  // ---------------------------------------------------------------- moves

  /** Talon indices playable now (without or with one recycle), into `reach`; returns how many. */
  private reachable(): number {
    return (this.reachCount = this.findReachable());
  }

  private findReachable(): number {
    const n = this.tlen;
    if (n === 0) return 0;
    const p = this.ptr;
    const draw = this.draw;
    const reach = this.reach;
    const rec = this.reachRecycle;
    let k = 0;
    const canRecycle = this.used < this.redeals;
    if (draw === 1) {
      const from = p > 0 ? p - 1 : 0;
      for (let i = from; i < n; i++) {
        reach[k] = i;
        rec[k++] = 0;
      }
      if (canRecycle) {
        for (let i = 0; i < from; i++) {
          reach[k] = i;
          rec[k++] = 1;
        }
      }
      return k;
    }
    if (p > 0) {
      reach[k] = p - 1;
      rec[k++] = 0;
    }
    let q = p;
    while (q < n) {
      q = q + draw < n ? q + draw : n;
      reach[k] = q - 1;
      rec[k++] = 0;
    }
    if (canRecycle) {
      const firstPass = k;
      q = 0;
      while (q < n) {
        q = q + draw < n ? q + draw : n;
        let seen = false;
        for (let j = 0; j < firstPass; j++) {
          if (reach[j] === q - 1) {
            seen = true;
            break;
          }
        }
        if (!seen) {
          reach[k] = q - 1;
          rec[k++] = 1;
        }
      }
    }
    return k;
  }

  /** Generates the moves of the current position, best first, into the move buffer at `at`; returns the count. */
  private generate(at: number): number {
    const NC = this.NC;
    const cc = this.cc;
    const clen = this.clen;
    const cdown = this.cdown;
    const f = this.found;
    const gm = this.genMoves;
    const gs = this.genScore;
    let n = 0;
    let firstEmpty = -1;
    for (let b = 0; b < NC; b++) {
      if (clen[b] === 0) {
        firstEmpty = b;
        break;
      }
    }

    const rn = this.reachable();
    // each column's top card and its rank (0: empty), read once
    const tops = this.tops;
    const topRank = this.topRank;
    for (let b = 0; b < NC; b++) {
      const lb = clen[b];
      const d = lb > 0 ? cc[b * CAP + lb - 1] : 0;
      tops[b] = d;
      topRank[b] = lb > 0 ? RANK[d] : 0;
    }
    for (let a = 0; a < NC; a++) {
      const len = clen[a];
      if (len === 0) continue;
      const down = cdown[a];
      const base = a * CAP;
      const top = tops[a];
      // to the foundation (safe ones went already)
      if (f[SUIT[top]] === RANK[top] - 1) {
        gm[n] = mk(T2F, a, 0, 1, 0, top);
        gs[n++] = len - 1 === down && down > 0 ? SC[0] + down : SC[1];
      }
      const bottom = cc[base + down]; // lowest face-up card
      const rb = RANK[bottom];
      const rt = topRank[a];
      for (let b = 0; b < NC; b++) {
        const rd = topRank[b];
        // the run card that fits on b's top has rank rd - 1 and lies within [top .. bottom]
        if (rd - 1 > rb || rd - 1 < rt) {
          if (rd !== 0) continue;
          // empty: only a king, only to the first empty column, never a whole pile
          if (b !== firstEmpty || rb !== 13 || down === 0) continue;
          gm[n] = mk(T2T, a, b, len - down, 0, bottom);
          gs[n++] = SC[2] + down;
          continue;
        }
        if (b === a) continue;
        const d = tops[b];
        const k = rd - rt; // cards moved
        const card = cc[base + len - k];
        if (RED[card] === RED[d]) continue;
        if (k === len - down) {
          // a pile with nothing face down: only when a king can go to the column it empties (see `step`)
          if (down === 0 && !this.emptyWorth(a)) continue;
          gm[n] = mk(T2T, a, b, k, 0, card) | (down === 0 ? EMPTIES : 0);
          gs[n++] = down > 0 ? SC[3] + down : SC[4];
        } else {
          // uncovers a face-up card: only worth it when that card can go up or take a card (see `step`)
          const under = cc[base + len - k - 1];
          const up = f[SUIT[under]] === RANK[under] - 1;
          if (!up && !this.canTake(under, card)) continue;
          gm[n] = mk(T2T, a, b, k, 0, card) | PARTIAL;
          gs[n++] = up ? SC[5] : SC[6];
        }
      }
    }

    // the talon
    for (let j = 0; j < rn; j++) {
      const i = this.reach[j];
      const rec = this.reachRecycle[j];
      const c = this.tal[i];
      const r = RANK[c];
      if (f[SUIT[c]] === r - 1) {
        gm[n] = mk(W2F, i, 15, 1, rec, c);
        gs[n++] = SC[7] - rec;
      }
      for (let b = 0; b < NC; b++) {
        const rd = topRank[b];
        if (rd === r + 1) {
          if (RED[tops[b]] !== RED[c]) {
            gm[n] = mk(W2T, i, b, 1, rec, c);
            gs[n++] = SC[9] - rec;
          }
        } else if (rd === 0 && r === 13 && b === firstEmpty) {
          gm[n] = mk(W2T, i, b, 1, rec, c);
          gs[n++] = SC[8] - rec;
        }
      }
    }

    // back from the foundations (never a card that is safe up there)
    for (let s = 0; s < 4; s++) {
      const h = f[s];
      if (h === 0) continue;
      const c = s * 13 + h - 1;
      if (this.safe(c)) continue;
      for (let b = 0; b < NC; b++) {
        const rd = topRank[b];
        if (rd === h + 1) {
          if (RED[tops[b]] !== RED[c]) {
            gm[n] = mk(F2T, s, b, 1, 0, c);
            gs[n++] = SC[11];
          }
        } else if (rd === 0 && h === 13 && b === firstEmpty) {
          gm[n] = mk(F2T, s, b, 1, 0, c);
          gs[n++] = SC[10];
        }
      }
    }

    this.unmarkReach();

    if (this.noise > 0) {
      for (let i = 0; i < n; i++) {
        this.rng = (Math.imul(this.rng, 1103515245) + 12345) | 0;
        gs[i] += ((this.rng >>> 8) % this.noise) | 0;
      }
    }
    return this.store(at, n);
  }

  /**
   * Could a card other than `except` go onto x now: a card of the rank below and the other
   * colour, from a foundation's top (unless safe there), from the talon, or from a column's
   * face-up run? (While moves are generated: the talon's reach and the columns' tops are known.)
   */
  private canTake(x: number, except: number): boolean {
    const r = RANK[x] - 1;
    if (r < 1) return false;
    const cc = this.cc;
    const s0 = RED[x] ? 0 : 1;
    for (let i = 0; i < 2; i++) {
      const s = i === 0 ? s0 : 3 - s0;
      const y = s * 13 + r - 1;
      if (y === except) continue;
      if (this.found[s] === r && !this.safe(y)) return true;
      if (this.talonReaches(y)) return true;
      for (let c = 0; c < this.NC; c++) {
        const rt = this.topRank[c];
        if (rt === 0 || r < rt) continue;
        const down = this.cdown[c];
        const lowest = RANK[cc[c * CAP + down]];
        if (r > lowest) continue;
        if (cc[c * CAP + down + lowest - r] === y) return true;
      }
    }
    return false;
  }

  /** The n generated moves, best first, onto the move stack at `at`; returns n. */
  private store(at: number, n: number): number {
    pushBestFirst(this.genMoves, this.genScore, n, this.moves, at);
    return n;
  }

  /**
   * Moves that put a card onto the top of column b, best first: its top came from the talon,
   * or was just uncovered by a partial move from b (`skip`: the column the run went to; the
   * top card may go to its foundation instead).
   */
  private generateOnto(at: number, b: number, skip = -1): number {
    const NC = this.NC;
    const cc = this.cc;
    const clen = this.clen;
    const cdown = this.cdown;
    const f = this.found;
    const gm = this.genMoves;
    const gs = this.genScore;
    let n = 0;
    const c = cc[b * CAP + clen[b] - 1];
    const want = RANK[c] - 1;
    const red = RED[c];
    const rn = this.reachable();
    if (skip >= 0 && f[SUIT[c]] === want) {
      gm[n] = mk(T2F, b, 0, 1, 0, c);
      gs[n++] = SC[1];
    }
    if (want < 1) return this.store(at, n);
    for (let a = 0; a < NC; a++) {
      if (a === b || a === skip) continue;
      const len = clen[a];
      if (len === 0) continue;
      const down = cdown[a];
      const base = a * CAP;
      const rt = RANK[cc[base + len - 1]];
      const rb = RANK[cc[base + down]];
      if (want < rt || want > rb) continue;
      const k = want - rt + 1;
      const card = cc[base + len - k];
      if (RED[card] === red) continue;
      if (k === len - down) {
        if (down === 0 && !this.emptyWorth(a)) continue;
        gm[n] = mk(T2T, a, b, k, 0, card) | (down === 0 ? EMPTIES : 0);
        gs[n++] = down > 0 ? SC[3] + down : SC[4];
      } else {
        const under = cc[base + len - k - 1];
        const up = f[SUIT[under]] === RANK[under] - 1;
        gm[n] = mk(T2T, a, b, k, 0, card) | PARTIAL;
        gs[n++] = up ? SC[5] : SC[6];
      }
    }
    for (let s = 0; s < 4; s++) {
      if (f[s] !== want || (s === 1 || s === 2 ? 1 : 0) === red) continue;
      const x = s * 13 + want - 1;
      if (this.safe(x)) continue;
      gm[n] = mk(F2T, s, b, 1, 0, x);
      gs[n++] = SC[11];
    }
    for (let j = 0; j < rn; j++) {
      const i = this.reach[j];
      const x = this.tal[i];
      if (RANK[x] !== want || RED[x] === red) continue;
      const rec = this.reachRecycle[j];
      gm[n] = mk(W2T, i, b, 1, rec, x);
      gs[n++] = SC[9] - rec;
    }
    this.unmarkReach();
    return this.store(at, n);
  }

  /** Kings into the empty column b (just emptied: see `step`), best first. */
  private generateKings(at: number, b: number): number {
    const cc = this.cc;
    const gm = this.genMoves;
    const gs = this.genScore;
    let n = 0;
    for (let a = 0; a < this.NC; a++) {
      const down = this.cdown[a];
      if (down === 0 || RANK[cc[a * CAP + down]] !== 13) continue;
      gm[n] = mk(T2T, a, b, this.clen[a] - down, 0, cc[a * CAP + down]);
      gs[n++] = SC[2] + down;
    }
    const rn = this.reachable();
    for (let j = 0; j < rn; j++) {
      const i = this.reach[j];
      const x = this.tal[i];
      if (RANK[x] !== 13) continue;
      const rec = this.reachRecycle[j];
      gm[n] = mk(W2T, i, b, 1, rec, x);
      gs[n++] = SC[8] - rec;
    }
    for (let s = 0; s < 4; s++) {
      if (this.found[s] !== 13 || this.safe(s * 13 + 12)) continue;
      gm[n] = mk(F2T, s, b, 1, 0, s * 13 + 12);
      gs[n++] = SC[10];
    }
    return this.store(at, n);
  }

  /**
   * Is emptying column a worth it now: no column left of it is empty (kings only go to the
   * first empty column), and a king could go there next?
   */
  private emptyWorth(a: number): boolean {
    for (let c = 0; c < a; c++) if (this.clen[c] === 0) return false;
    const cc = this.cc;
    for (let c = 0; c < this.NC; c++) {
      const down = this.cdown[c];
      if (down > 0 && RANK[cc[c * CAP + down]] === 13) return true;
    }
    for (let s = 0; s < 4; s++) if (this.found[s] === 13 && !this.safe(s * 13 + 12)) return true;
    for (let s = 0; s < 4; s++) if (this.talonReaches(s * 13 + 12)) return true;
    return false;
  }

  /** Can talon card c be played now (as `reachable` last found)? Marks them all when first asked. */
  private talonReaches(c: number): boolean {
    if (!this.marked) {
      for (let j = 0; j < this.reachCount; j++) this.reachMark[this.tal[this.reach[j]]] = 1;
      this.marked = true;
    }
    return this.reachMark[c] === 1;
  }

  private unmarkReach(): void {
    if (!this.marked) return;
    for (let j = 0; j < this.reachCount; j++) this.reachMark[this.tal[this.reach[j]]] = 0;
    this.marked = false;
  }

  /** Pushes the frame at depth d with its moves: all, or only onto column `onto` (see `generateOnto`), or only kings into `kings`. */
  private pushFrame(d: number, onto = -1, skip = -1, kings = -1): void {
    const at = d === 0 ? 0 : this.fMoveEnd.a[d - 1];
    const n = kings >= 0 ? this.generateKings(at, kings) : onto < 0 ? this.generate(at) : this.generateOnto(at, onto, skip);
    this.fMoveStart.ensure(d + 1)[d] = at;
    this.fMoveEnd.ensure(d + 1)[d] = at + n;
    this.fIdx.ensure(d + 1)[d] = at;
  }

  /** Opens table entry e at depth d: numbers it, pushes it on the component stack, generates its moves. */
  private open(e: number, d: number): void {
    this.comps.open(e);
    this.fEnt.ensure(d + 1)[d] = e;
    this.fKeyed.ensure(d + 1)[d] = 1;
    this.pushFrame(d);
  }

  /**
   * Starts a search at the root (whose forced moves stay played): a new generation, so
   * entries opened before count as unseen unless proven lost. After the first, searches
   * order moves with some randomness and run longer.
   */
  private newSearch(): void {
    this.comps.next();
    this.round++;
    this.noise = this.round > 1 ? NOISE : 0;
    this.compoundNow = this.compound && COMPOUND(this.round);
    this.restartAt = this.nodeCount + this.restartEvery;
    this.restartEvery = Math.ceil(this.restartEvery * RESTART_GROWTH);
    this.sawAvoided = false;
    this.makeKey();
    const e = this.set.insert(this.key);
    this.depth = 0;
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

  /** The search met a position to avoid from the frame at depth d: as if it came back to the root. */
  private metAvoided(d: number): void {
    this.comps.reachesRoot(this.fEnt.a[d], this.fEnt.a[0]);
    this.sawAvoided = true;
  }

  // ---------------------------------------------------------------- search
  //
  // Depth-first, with Tarjan's components (engine/solver/components.ts): lost marks are kept
  // across restarts (which reorder moves at random to get out of a bad early choice) and
  // re-roots. Every position a line passes is looked at for positions to avoid: between deals,
  // right after a move, between forced moves, the keyed ones, the unkeyed ones, and the
  // finishing foundation moves; `AvoidSet.maybe` keeps that cheap.

  step(ms: number, nodes = Infinity): SolveResult | null {
    if (this.done) return this.done;
    const t0 = now();
    const deadline = t0 + Math.min(ms, this.budgetMs - this.spentMs);
    const nodeLimit = Math.min(this.budgetNodes, this.nodeCount + nodes);
    const set = this.set;
    let tick = 0;
    for (;;) {
      if ((++tick & 255) === 0 && now() >= deadline) break;
      if (this.nodeCount >= nodeLimit) break;
      const d = this.depth;
      const idx = this.fIdx.a[d];
      if (idx === this.fMoveEnd.a[d]) {
        // every move of this position tried: close it (an unkeyed one shares the entry below it);
        // a finished component is lost, unless a position to avoid was met
        if (this.fKeyed.a[d] === 1) this.comps.close(this.fEnt.a[d], d > 0 ? this.fEnt.a[d - 1] : -1, d > 0 || !this.sawAvoided);
        if (d === 0) {
          this.spentMs += now() - t0;
          return (this.done = this.sawAvoided ? this.finish('unknown', 'avoided') : this.finish('unwinnable'));
        }
        this.undoAutos(this.fAutoEnd.a[d - 1]);
        this.undoMove(this.fMove.a[d], this.fUndo.a[d]);
        this.depth = d - 1;
        continue;
      }
      if (this.nodeCount >= this.restartAt) {
        this.restart();
        if (this.done) break;
        continue;
      }
      const m = this.moves.a[idx];
      this.fIdx.a[d] = idx + 1;
      const type = mType(m);
      if (this.avoidSet && (type === W2F || type === W2T) && this.dealPassesAvoided(m)) {
        this.metAvoided(d);
        continue;
      }
      const u = this.doMove(m);
      const placed = this.compoundNow && type === W2T;
      this.autoHit = false;
      if (!placed) this.autosAfter(m);
      this.nodeCount++;
      const nd = d + 1;
      this.fMove.ensure(nd + 1)[nd] = m;
      this.fUndo.ensure(nd + 1)[nd] = u;
      this.fAutoEnd.ensure(nd + 1)[nd] = this.autoTop;
      if (this.autoHit) {
        this.undoAutos(this.fAutoEnd.a[d]);
        this.undoMove(m, u);
        this.metAvoided(d);
        continue;
      }
      if (this.isWonHere()) {
        this.depth = nd;
        if (!this.finishAvoided()) {
          this.spentMs += now() - t0;
          return (this.done = this.finish('winnable'));
        }
        this.depth = d;
        this.undoAutos(this.fAutoEnd.a[d]);
        this.undoMove(m, u);
        this.metAvoided(d);
        continue;
      }
      const partial = (m & PARTIAL) !== 0 && this.autoTop === this.fAutoEnd.a[d];
      const empties = (m & EMPTIES) !== 0;
      if (placed || partial || empties) {
        if (this.avoidSet && this.avoidedHere()) {
          this.undoAutos(this.fAutoEnd.a[d]);
          this.undoMove(m, u);
          this.metAvoided(d);
          continue;
        }
        // An unkeyed position that offers only moves onto one card (see `generateOnto`):
        // - A card from the talon is only worth putting down together with a card onto it
        //   (any winning line can be reordered so: the talon card can wait in the talon
        //   until then).
        // - A partial run move is only worth it for the face-up card X it uncovers (the run
        //   could as well have stayed on X): X goes to its foundation next (if X was safe,
        //   it went already) or a card goes onto X. A winning line can be reordered so:
        //   put off the run's move until X is used; what comes between cannot need it (the
        //   run's top is the same wherever it lies, the card the run covers could not be
        //   safe while the run's lowest card is out, a move of the run or of part of it
        //   can start from X as well), and a move of X with cards under it takes the run too.
        // - A whole pile with nothing face down moved onto another empties its column, A: only
        //   worth it for a king to go there, next (and only when A is the first empty column:
        //   kings go nowhere else). Put off until then: the pile's top is the same wherever it
        //   lies, the card it now covers cannot be safe while the pile's lowest card is out,
        //   moves of the pile can start from A, and while A is empty no king goes elsewhere.
        this.depth = nd;
        this.fEnt.ensure(nd + 1)[nd] = this.fEnt.a[d];
        this.fKeyed.ensure(nd + 1)[nd] = 0;
        if (partial) this.pushFrame(nd, mA(m), mB(m));
        else if (empties) this.pushFrame(nd, -1, -1, mA(m));
        else this.pushFrame(nd, mB(m));
        continue;
      }
      this.makeKey();
      const e = set.insert(this.key);
      if (e < 0) {
        this.undoAutos(this.fAutoEnd.a[d]);
        this.undoMove(m, u);
        this.spentMs += now() - t0;
        return (this.done = this.finish('unknown', 'memory'));
      }
      // lost, or open in this search (a way back); seen before a restart but not proven lost: searched again
      if (!set.fresh && this.comps.met(this.fEnt.a[d], e)) {
        this.undoAutos(this.fAutoEnd.a[d]);
        this.undoMove(m, u);
        continue;
      }
      if (this.avoidSet && this.avoidedHere()) {
        this.undoAutos(this.fAutoEnd.a[d]);
        this.undoMove(m, u);
        this.metAvoided(d);
        continue;
      }
      // Only burying talon cards under others can make a card wait for itself: every other
      // move takes cards away, or puts cards onto the cards they were built on, which never
      // wait for more than the cards above them.
      const waits = (type === W2T || type === W2F) && mA(m) > u;
      if (set.fresh && waits && this.deadlocked()) {
        // proven lost at once: a finished component of its own
        this.comps.markLost(e);
        this.undoAutos(this.fAutoEnd.a[d]);
        this.undoMove(m, u);
        continue;
      }
      this.depth = nd;
      this.open(e, nd);
    }
    this.spentMs += now() - t0;
    if (this.done) return this.done;
    if (this.spentMs >= this.budgetMs || this.nodeCount >= this.budgetNodes) {
      return (this.done = this.finish('unknown', 'budget'));
    }
    return null;
  }

  /** Back to the root for the next search. */
  private restart(): void {
    while (this.depth > 0) {
      const d = this.depth;
      this.undoAutos(this.fAutoEnd.a[d - 1]);
      this.undoMove(this.fMove.a[d], this.fUndo.a[d]);
      this.depth = d - 1;
    }
    this.newSearch();
  }

  private finish(result: 'winnable' | 'unwinnable' | 'unknown', reason: UnknownReason = 'budget'): SolveResult {
    const base = { nodes: this.nodeCount, ms: Math.round(this.spentMs * 10) / 10 };
    if (result === 'unwinnable') return { result, ...base };
    if (result === 'unknown') return { result, reason, ...base };
    return { result, moves: this.line(), ...base };
  }



  /** The line to the current frame, expanded into engine moves and replayed; kept to follow later. */
  private line(): Move[] {
    this.played = expandLine(this.rules, this.start, stackLine(this.depth, this.fMove.a, this.fAutoEnd.a, this.autos.a), this.tabIdx);
    return this.played.moves;
  }
}
