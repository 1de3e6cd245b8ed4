/**
 * A dedicated Bayan (Accordion family) solver. Only the top cards of the line
 * ever matter (piles move whole and match by their tops), so a position is the
 * line of tops; a move lays the top at i over the one `d` places left (d = 1 or
 * `reach`) and closes the gap. Every move shortens the line, so positions never
 * repeat along a path: a position searched to the end without a win is lost,
 * and the search keeps an exact set of them. Depth-first with an explicit stack,
 * working the line from its start (measured: finds far more wins).
 */
import type { Move, Rules, Table } from '../types.js';
import { now } from './clock.js';
import { KeySet } from './keyset.js';
import type { Budget, Search, SolveResult, UnknownReason } from './types.js';

const SUIT = new Int32Array(64);
const RANK = new Int32Array(64);
for (let c = 0; c < 64; c++) {
  SUIT[c] = ((c & 63) / 13) | 0;
  RANK[c] = (c & 63) % 13;
}
const DEAD = -1;
/** Stamp of a position searched to the end in generation g without a win but below an avoided one. */
const tainted = (g: number): number => -1 - g;
/** Restarts: positions before the first, growth per restart, ordering noise (in positions of the line). */
const RESTART_FIRST = 2000;
const RESTART_GROWTH = 1.3;
const NOISE = 100;
const match = (a: number, b: number): boolean => SUIT[a] === SUIT[b] || RANK[a] === RANK[b];

export function bayanApplies(rules: Rules, table: Table): boolean {
  if (rules.variant !== 'bayan') return false;
  if (table.piles.length < 1 || table.piles.length > 255) return false;
  return table.piles.every((p) => p.cards.length > 0 && p.cards[p.cards.length - 1] < 52);
}

export class BayanSearch implements Search {
  private readonly rules: Rules;
  /** The root's table: winning lines are replayed from it. */
  private start: Table;
  private readonly reach: number;
  private readonly tops: Uint8Array;
  private n: number;
  private readonly set: KeySet;
  private readonly keyBytes: Uint8Array;
  private readonly key: Int32Array;
  // per depth: the move that led there (i * 2 + (d === 1 ? 0 : 1)), the card it covered, and the moves to try
  private readonly fMove: Int32Array;
  private readonly fCovered: Int32Array;
  private readonly fStart: Int32Array;
  private readonly fEnd: Int32Array;
  private readonly fIdx: Int32Array;
  private moves: Int32Array;
  private depth = 0;
  /** Per table entry: DEAD once searched to the end, else the search (restart) that opened it. */
  private stamp = new Int32Array(1 << 12);
  private readonly fEnt: Int32Array;
  /** Per depth: the search below the frame left out a position to avoid, so the frame is not lost. */
  private readonly fTaint: Uint8Array;
  /** Positions the line must not pass (`reroot`'s `avoid`) that the search could meet, or null. */
  private avoidSet: KeySet | null = null;
  /** The last winning line: its move codes, and the key of the position before each move. */
  private winMoves: number[] = [];
  private winKeys: Int32Array[] = [];
  private gen = 1;
  private noise = 0;
  private rng = 0x2545f491;
  private restartEvery = RESTART_FIRST;
  private restartAt = RESTART_FIRST;
  private readonly scratch: Float64Array;
  private readonly budgetNodes: number;
  private readonly budgetMs: number;
  private nodeCount = 0;
  private spentMs = 0;
  private done: SolveResult | null = null;

  constructor(rules: Rules, table: Table, budget: Budget = {}) {
    this.rules = rules;
    this.start = table;
    this.reach = Number(rules.options.reach ?? 2);
    const n = (this.n = table.piles.length);
    this.tops = new Uint8Array(n + 1);
    table.piles.forEach((p, i) => (this.tops[i] = p.cards[p.cards.length - 1]));
    const stride = Math.ceil((n + 1) / 4);
    this.keyBytes = new Uint8Array(stride * 4);
    this.key = new Int32Array(this.keyBytes.buffer);
    this.set = new KeySet(stride, budget.memory ?? 4_000_000);
    this.budgetNodes = budget.nodes ?? Infinity;
    this.budgetMs = budget.ms ?? Infinity;
    this.fMove = new Int32Array(n + 1);
    this.fCovered = new Int32Array(n + 1);
    this.fStart = new Int32Array(n + 1);
    this.fEnd = new Int32Array(n + 1);
    this.fIdx = new Int32Array(n + 1);
    this.fEnt = new Int32Array(n + 1);
    this.fTaint = new Uint8Array(n + 1);
    this.scratch = new Float64Array(2 * n + 2);
    this.moves = new Int32Array(Math.max(64, n * n));
    this.begin();
  }

  /**
   * Moves the search to `table`, a position reached from the root (see `Search.reroot`): what
   * it proved lost stays lost, and a root on the last winning line takes the rest of that line.
   *
   * `avoid`: every Bayan move shrinks the line by one pile, so the search only ever meets
   * positions with fewer piles than the root, and the game's history (positions before the
   * root) can never be among them. Tables with fewer piles are still honoured, in case a caller
   * passes one: the search steps around them and never calls a position lost because of them.
   */
  reroot(table: Table, avoid: readonly Table[] = []): void {
    const n = table.piles.length;
    if (n < 1 || n > this.fMove.length - 1) throw new Error(`Bayan search: a line of ${n} piles cannot be re-rooted here`);
    this.start = table;
    this.n = n;
    table.piles.forEach((p, i) => (this.tops[i] = p.cards[p.cards.length - 1]));
    this.avoidSet = null;
    const smaller = avoid.filter((t) => t.piles.length < n);
    if (smaller.length > 0) {
      const set = new KeySet(this.set.stride, smaller.length + 1);
      const own = this.tops.slice();
      for (const t of smaller) {
        this.n = t.piles.length;
        t.piles.forEach((p, i) => (this.tops[i] = p.cards[p.cards.length - 1]));
        this.makeKey();
        set.add(this.key);
      }
      this.tops.set(own);
      this.n = n;
      this.avoidSet = set;
    }
    this.nodeCount = 0;
    this.spentMs = 0;
    this.done = null;
    this.noise = 0;
    this.restartEvery = RESTART_FIRST;
    this.restartAt = RESTART_FIRST;
    this.gen++;
    this.begin();
  }

  /** Opens the root, or answers at once: one pile, a root on the last winning line, a root known lost. */
  private begin(): void {
    this.depth = 0;
    if (this.n === 1) {
      this.done = this.finish('winnable');
      return;
    }
    this.makeKey();
    if (this.followWin()) return;
    const e = this.set.insert(this.key);
    if (e < 0) {
      this.done = this.finish('unknown', 'memory');
      return;
    }
    if (!this.set.fresh && this.stamp[e] === DEAD) {
      this.done = this.finish('unwinnable');
      return;
    }
    this.open(e, 0);
  }

  /** When the root (keyed) lies on the last winning line, takes the rest of it as the answer. */
  private followWin(): boolean {
    const at = this.winKeys.findIndex((k) => k.every((v, i) => v === this.key[i]));
    if (at < 0) return false;
    const rest = this.winMoves.slice(at);
    if (this.avoidSet && this.passesAvoided(rest)) return false;
    rest.forEach((m, i) => (this.fMove[i + 1] = m));
    this.depth = rest.length;
    this.done = this.finish('winnable');
    return true;
  }

  /** Does the line of move codes from the root pass a position to avoid? */
  private passesAvoided(line: readonly number[]): boolean {
    const t = this.tops;
    const own = t.slice();
    const n = this.n;
    let hit = false;
    for (const m of line) {
      this.play(m);
      this.makeKey();
      if (this.avoidSet!.has(this.key)) hit = true;
    }
    t.set(own);
    this.n = n;
    this.makeKey();
    return hit;
  }

  /** Lays the top at the move's `from` over the one it names and closes the gap; returns the card covered. */
  private play(m: number): number {
    const t = this.tops;
    const from = m >> 1;
    const to = from - (m & 1 ? this.reach : 1);
    const covered = t[to];
    t[to] = t[from];
    t.copyWithin(from, from + 1, this.n);
    this.n--;
    return covered;
  }

  private openRoot(): void {
    this.makeKey();
    const e = this.set.insert(this.key);
    this.depth = 0;
    this.open(e, 0);
  }

  private open(e: number, d: number): void {
    if (e >= this.stamp.length) {
      const s = new Int32Array(Math.max(this.stamp.length * 2, e + 1));
      s.set(this.stamp);
      this.stamp = s;
    }
    this.stamp[e] = this.gen;
    this.fEnt[d] = e;
    this.fTaint[d] = 0;
    this.pushFrame(d);
  }

  get nodes(): number {
    return this.nodeCount;
  }

  private makeKey(): void {
    const k = this.keyBytes;
    k.fill(0);
    k[0] = this.n;
    k.set(this.tops.subarray(0, this.n), 1);
  }

  /** Moves of the current line, leftmost target first, the short step before the long one. */
  private pushFrame(d: number): void {
    const at = d === 0 ? 0 : this.fEnd[d - 1];
    if (this.moves.length < at + 2 * this.n) {
      const m = new Int32Array(Math.max(this.moves.length * 2, at + 2 * this.n));
      m.set(this.moves);
      this.moves = m;
    }
    const t = this.tops;
    const n = this.n;
    const r = this.reach;
    let k = at;
    for (let to = 0; to < n - 1; to++) {
      if (match(t[to], t[to + 1])) this.moves[k++] = (to + 1) * 2;
      if (to + r < n && match(t[to], t[to + r])) this.moves[k++] = (to + r) * 2 + 1;
    }
    if (this.noise > 0 && k - at > 1) {
      // after a restart: the same order, shaken a little
      const sc = this.scratch;
      for (let j = at; j < k; j++) {
        this.rng = (Math.imul(this.rng, 1103515245) + 12345) | 0;
        const m = this.moves[j];
        sc[j - at] = (m >> 1) * 4 - (m & 1 ? this.reach : 1) * 3 + ((this.rng >>> 8) % 1000) / 1000 * this.noise;
      }
      for (let i = at + 1; i < k; i++) {
        const m = this.moves[i];
        const v = sc[i - at];
        let j = i - 1;
        while (j >= at && sc[j - at] > v) {
          this.moves[j + 1] = this.moves[j];
          sc[j + 1 - at] = sc[j - at];
          j--;
        }
        this.moves[j + 1] = m;
        sc[j + 1 - at] = v;
      }
    }
    this.fStart[d] = at;
    this.fEnd[d] = k;
    this.fIdx[d] = at;
  }

  step(ms: number, nodes = Infinity): SolveResult | null {
    if (this.done) return this.done;
    const t0 = now();
    const deadline = t0 + Math.min(ms, this.budgetMs - this.spentMs);
    const nodeLimit = Math.min(this.budgetNodes, this.nodeCount + nodes);
    let tick = 0;
    for (;;) {
      if ((++tick & 1023) === 0 && now() >= deadline) break;
      if (this.nodeCount >= nodeLimit) break;
      const d = this.depth;
      const idx = this.fIdx[d];
      if (idx === this.fEnd[d]) {
        // searched to the end without a win: lost, unless a position to avoid was left out below
        const taint = this.fTaint[d] === 1;
        this.stamp[this.fEnt[d]] = taint ? tainted(this.gen) : DEAD;
        if (d === 0) {
          this.spentMs += now() - t0;
          return (this.done = taint ? this.finish('unknown', 'avoided') : this.finish('unwinnable'));
        }
        if (taint) this.fTaint[d - 1] = 1;
        this.undo(this.fMove[d], this.fCovered[d]);
        this.depth = d - 1;
        continue;
      }
      if (this.nodeCount >= this.restartAt) {
        this.restart();
        continue;
      }
      const m = this.moves[idx];
      this.fIdx[d] = idx + 1;
      const covered = this.play(m);
      this.nodeCount++;
      const nd = d + 1;
      this.fMove[nd] = m;
      this.fCovered[nd] = covered;
      this.makeKey();
      if (this.avoidSet && this.avoidSet.has(this.key)) {
        this.fTaint[d] = 1;
        this.undo(m, covered);
        continue;
      }
      if (this.n === 1) {
        this.depth = nd;
        this.spentMs += now() - t0;
        return (this.done = this.finish('winnable'));
      }
      const e = this.set.insert(this.key);
      if (e < 0) {
        this.undo(m, covered);
        this.spentMs += now() - t0;
        return (this.done = this.finish('unknown', 'memory'));
      }
      if (!this.set.fresh) {
        const s = this.stamp[e];
        if (s === tainted(this.gen)) this.fTaint[d] = 1;
        if (s === DEAD || s === this.gen || s === tainted(this.gen)) {
          this.undo(m, covered);
          continue;
        }
      }
      this.depth = nd;
      this.open(e, nd);
    }
    this.spentMs += now() - t0;
    if (this.spentMs >= this.budgetMs || this.nodeCount >= this.budgetNodes) {
      return (this.done = this.finish('unknown', 'budget'));
    }
    return null;
  }

  /** Back to the start; positions searched to the end stay known as lost. */
  private restart(): void {
    while (this.depth > 0) {
      this.undo(this.fMove[this.depth], this.fCovered[this.depth]);
      this.depth--;
    }
    this.gen++;
    this.noise = NOISE;
    this.restartEvery = Math.ceil(this.restartEvery * RESTART_GROWTH);
    this.restartAt = this.nodeCount + this.restartEvery;
    this.openRoot();
  }

  private undo(m: number, covered: number): void {
    const t = this.tops;
    const from = m >> 1;
    const to = from - (m & 1 ? this.reach : 1);
    t.copyWithin(from + 1, from, this.n);
    this.n++;
    t[from] = t[to];
    t[to] = covered;
  }

  private finish(result: 'winnable' | 'unwinnable' | 'unknown', reason: UnknownReason = 'budget'): SolveResult {
    const base = { nodes: this.nodeCount, ms: Math.round(this.spentMs * 10) / 10 };
    if (result === 'unwinnable') return { result, ...base };
    if (result === 'unknown') return { result, reason, ...base };
    // replay through the engine: each (from, to) is one legal move there
    const line: Move[] = [];
    const codes: number[] = [];
    let table = this.start;
    for (let d = 1; d <= this.depth; d++) {
      const m = this.fMove[d];
      const from = m >> 1;
      const to = from - (m & 1 ? this.reach : 1);
      const mv = this.rules.legalMoves(table).find((x) => x.from === from && x.to === to);
      if (!mv) throw new Error(`Solver line: no Bayan move ${from} -> ${to}`);
      table = this.rules.apply(table, mv);
      line.push(mv);
      codes.push(m);
    }
    if (!this.rules.isWon(table)) throw new Error('Solver line does not win');
    this.rememberWin(codes);
    return { result, moves: line, ...base };
  }

  /** Keeps the winning line from the root (move codes) with the key of each position before a move. */
  private rememberWin(codes: number[]): void {
    const t = this.tops;
    const n = this.n;
    const own = t.slice();
    // the line is played from the root: rebuild the root's tops from the start table
    this.n = this.start.piles.length;
    this.start.piles.forEach((p, i) => (t[i] = p.cards[p.cards.length - 1]));
    this.winKeys = [];
    for (const m of codes) {
      this.makeKey();
      this.winKeys.push(this.key.slice());
      this.play(m);
    }
    this.winMoves = codes;
    t.set(own);
    this.n = n;
  }
}
