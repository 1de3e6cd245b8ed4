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
import type { Budget, Search, SolveResult } from './types.js';

const SUIT = new Int32Array(64);
const RANK = new Int32Array(64);
for (let c = 0; c < 64; c++) {
  SUIT[c] = ((c & 63) / 13) | 0;
  RANK[c] = (c & 63) % 13;
}
const DEAD = -1;
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
  private readonly start: Table;
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
    this.scratch = new Float64Array(2 * n + 2);
    this.moves = new Int32Array(Math.max(64, n * n));
    if (n === 1) {
      this.done = this.finish('winnable');
      return;
    }
    this.openRoot();
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
    const t = this.tops;
    let tick = 0;
    for (;;) {
      if ((++tick & 1023) === 0 && now() >= deadline) break;
      if (this.nodeCount >= nodeLimit) break;
      const d = this.depth;
      const idx = this.fIdx[d];
      if (idx === this.fEnd[d]) {
        this.stamp[this.fEnt[d]] = DEAD;
        if (d === 0) {
          this.spentMs += now() - t0;
          return (this.done = this.finish('unwinnable'));
        }
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
      const from = m >> 1;
      const to = from - (m & 1 ? this.reach : 1);
      // lay `from` over `to` and close the gap
      const covered = t[to];
      t[to] = t[from];
      t.copyWithin(from, from + 1, this.n);
      this.n--;
      this.nodeCount++;
      const nd = d + 1;
      this.fMove[nd] = m;
      this.fCovered[nd] = covered;
      if (this.n === 1) {
        this.depth = nd;
        this.spentMs += now() - t0;
        return (this.done = this.finish('winnable'));
      }
      this.makeKey();
      const e = this.set.insert(this.key);
      if (e < 0 || (!this.set.fresh && (this.stamp[e] === DEAD || this.stamp[e] === this.gen))) {
        this.undo(m, covered);
        if (e < 0) {
          this.spentMs += now() - t0;
          return (this.done = this.finish('unknown', 'memory'));
        }
        continue;
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

  private finish(result: 'winnable' | 'unwinnable' | 'unknown', reason: 'budget' | 'memory' = 'budget'): SolveResult {
    const base = { nodes: this.nodeCount, ms: Math.round(this.spentMs * 10) / 10 };
    if (result === 'unwinnable') return { result, ...base };
    if (result === 'unknown') return { result, reason, ...base };
    // replay through the engine: each (from, to) is one legal move there
    const line: Move[] = [];
    let table = this.start;
    for (let d = 1; d <= this.depth; d++) {
      const m = this.fMove[d];
      const from = m >> 1;
      const to = from - (m & 1 ? this.reach : 1);
      const mv = this.rules.legalMoves(table).find((x) => x.from === from && x.to === to);
      if (!mv) throw new Error(`Solver line: no Bayan move ${from} -> ${to}`);
      table = this.rules.apply(table, mv);
      line.push(mv);
    }
    if (!this.rules.isWon(table)) throw new Error('Solver line does not win');
    return { result, moves: line, ...base };
  }
}
