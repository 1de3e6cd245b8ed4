/**
 * A dedicated Bayan (Accordion family) solver. Only the top cards of the line ever matter
 * (piles move whole and match by their tops), so a position is the line of tops (`BayanLine`).
 * Every move shortens the line, so positions never repeat along a path: a position searched to
 * the end without a win is lost, and the search keeps an exact set of them, across restarts
 * and re-roots. Depth-first with an explicit stack, so it stops and resumes anywhere.
 *
 * Left out, never a win (proofs in line.ts and order.ts): positions whose tops
 * fall apart into groups that can never meet, positions with two tops that can never be
 * covered, and (reach 2) every move but a forced one. Moves are tried in the order of
 * `BayanScan.score` for reach 2, from the start of the line for reach 3; restarts from the
 * root with the order shaken a little get the search out of a bad early choice.
 *
 * Reach 2 (the book's default) has far fewer moves than the classic reach 3, and a depth-first
 * search sinks its time below early choices that lose: beam passes (beam.ts) take turns
 * with it and find most of its wins. Only the depth-first search proves a loss.
 */
import type { Move, Rules, Table } from '../../../engine/types.js';
import * as cards from './line.js';
import { BayanBeam } from './beam.js';
import { BayanLine } from './line.js';
import { BayanScan } from './order.js';
import { now } from '../../../engine/solver/clock.js';
import { MemoryFull, withinMemory } from '../../../engine/solver/grow.js';
import { KeySet } from '../../../engine/solver/keyset.js';
import { MemoryMeter } from '../../../engine/solver/memory.js';
import { verdict, type Budget, type Search, type SolveResult, type UnknownReason } from '../../../engine/solver/types.js';

// module-local: imported bindings can compile to property reads (tsx), too slow in hot loops
const { MATCH } = cards;
const DEAD = -1;
/** Stamp of a position searched to the end in generation g without a win but below an avoided one. */
const tainted = (g: number): number => -1 - g;
/** Restarts: positions before the first, growth per restart. */
const RESTART_FIRST = 2000;
const RESTART_GROWTH = 1.3;
/** Ordering noise after a restart: in score units (reach 2), in places of the line (reach 3). */
const NOISE_SCORED = 3;
const NOISE_PLACES = 100;
/**
 * Reach 2 from this many piles up: beam passes (beam.ts) take turns with the depth-first
 * search, which alone can prove a loss. The depth-first search goes first for this many
 * positions (easy lines are won at once), then the beam passes, and after each the
 * depth-first search again for a share of the pass's positions.
 */
const BEAM_FROM = 20;
const DFS_FIRST = 30_000;
const DFS_SHARE = 0.1;
/** The widest pass (its candidates stay within what beam.ts can rank, and its memory modest). */
const BEAM_WIDEST = 100_000;
/**
 * The beam passes: a narrow one, then by threes of one width (plain, and diverse at two
 * spans, which win different deals: measured on deals 1-80), each three 3 times as wide as
 * the last.
 */
function beamPass(i: number): { width: number; span: number; share: number } {
  if (i === 0) return { width: 300, span: 0, share: 1 };
  const width = Math.min(BEAM_WIDEST, 1000 * 3 ** Math.floor((i - 1) / 3));
  const flavour = (i - 1) % 3;
  return flavour === 0 ? { width, span: 0, share: 1 } : flavour === 1 ? { width, span: 6, share: 0.1 } : { width, span: 8, share: 0.05 };
}

export function bayanApplies(rules: Rules, table: Table): boolean {
  if (rules.variant !== 'bayan') return false;
  if (table.piles.length < 1 || table.piles.length > 255) return false;
  return table.piles.every((p) => p.cards.length > 0 && p.cards[p.cards.length - 1] < 52);
}

const topsOf = (table: Table): number[] => table.piles.map((p) => p.cards[p.cards.length - 1]);

export class BayanSearch implements Search {
  private readonly rules: Rules;
  /** The root's table: winning lines are replayed from it. */
  private start: Table;
  private readonly reach: number;
  private readonly line: BayanLine;
  private readonly scan: BayanScan;
  /** What the search holds (its key sets, marks and beam passes; its frames are a few kB): at most `SEARCH_BYTES`. */
  readonly meter = new MemoryMeter();
  /** The beam's bytes as last counted. */
  private beamBytes = 0;
  private readonly set: KeySet;
  private readonly keyBytes: Uint8Array;
  private readonly key: Int32Array;
  /** The length of the line last written into the key. */
  private keyLine = 0;
  // per depth: the move that led there and the card it covered, the moves to try, the table entry
  private readonly fMove: Int32Array;
  private readonly fCovered: Int32Array;
  private readonly fEnd: Int32Array;
  private readonly fIdx: Int32Array;
  private readonly fEnt: Int32Array;
  /** Per depth: the search below the frame left out a position to avoid, so the frame is not lost. */
  private readonly fTaint: Uint8Array;
  private moves: Int32Array;
  private readonly scores: Float64Array;
  private depth = 0;
  /** Per table entry: DEAD once searched to the end, else the search (restart) that opened it. */
  private stamp = new Int32Array(1 << 12);
  private gen = 1;
  private noisy = false;
  private rng = 0x2545f491;
  private restartEvery = RESTART_FIRST;
  private restartAt = RESTART_FIRST;
  private readonly budgetNodes: number;
  private readonly budgetMs: number;
  /** Positions expanded by the depth-first search and by the beam passes (since the root). */
  private dfsNodes = 0;
  private beamNodes = 0;
  private spentMs = 0;
  private readonly beam: BayanBeam | null;
  /** Whether a beam pass is under way, the width of the next, and where the depth-first search pauses. */
  private beaming = false;
  private beamPasses = 0;
  private dfsPause = DFS_FIRST;
  private done: SolveResult | null = null;
  /** Positions the line must not pass (`reroot`'s `avoid`) that the search could meet, or null. */
  private avoidSet: KeySet | null = null;
  /** The last winning line: its move codes, and the key of the position before each move. */
  private winMoves: number[] = [];
  private winKeys: Int32Array[] = [];

  constructor(rules: Rules, table: Table, budget: Budget = {}) {
    this.rules = rules;
    this.start = table;
    if (budget.bytes) this.meter.ceiling = budget.bytes;
    this.reach = Number(rules.options.reach ?? 2);
    const n = table.piles.length;
    this.line = new BayanLine(this.reach, n);
    this.scan = new BayanScan(n);
    this.line.load(topsOf(table));
    const stride = Math.ceil((n + 1) / 4);
    this.keyBytes = new Uint8Array(stride * 4);
    this.key = new Int32Array(this.keyBytes.buffer);
    this.set = new KeySet(stride, budget.memory ?? 4_000_000, undefined, this.meter);
    this.meter.charge(this.stamp.byteLength);
    this.budgetNodes = budget.nodes ?? Infinity;
    this.budgetMs = budget.ms ?? Infinity;
    this.fMove = new Int32Array(n + 1);
    this.fCovered = new Int32Array(n + 1);
    this.fEnd = new Int32Array(n + 1);
    this.fIdx = new Int32Array(n + 1);
    this.fEnt = new Int32Array(n + 1);
    this.fTaint = new Uint8Array(n + 1);
    this.scores = new Float64Array(2 * n + 2);
    this.moves = new Int32Array(Math.max(64, n * n));
    this.beam = this.reach === 2 ? new BayanBeam(2, n) : null;
    this.begin();
  }

  get nodes(): number {
    return this.dfsNodes + this.beamNodes;
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
    this.avoidSet?.release();
    this.avoidSet = null;
    const smaller = avoid.filter((t) => t.piles.length < n);
    if (smaller.length > 0) {
      const set = new KeySet(this.set.stride, smaller.length + 1, undefined, this.meter);
      for (const t of smaller) {
        this.line.load(topsOf(t));
        this.makeKey();
        set.add(this.key);
      }
      this.avoidSet = set;
    }
    this.line.load(topsOf(table));
    this.dfsNodes = 0;
    this.beamNodes = 0;
    this.beaming = false;
    this.beam?.reset();
    this.beamPasses = 0;
    this.dfsPause = DFS_FIRST;
    this.spentMs = 0;
    this.done = null;
    this.noisy = false;
    this.restartEvery = RESTART_FIRST;
    this.restartAt = RESTART_FIRST;
    this.gen++;
    this.begin();
  }

  /** Opens the root, or answers at once: one pile, a root on the last winning line, a root known lost. */
  private begin(): void {
    this.depth = 0;
    if (this.line.n === 1) {
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
  private passesAvoided(codes: readonly number[]): boolean {
    const covered: number[] = [];
    let hit = false;
    for (const m of codes) {
      covered.push(this.line.play(m));
      this.makeKey();
      if (this.avoidSet!.has(this.key)) hit = true;
    }
    for (let i = codes.length - 1; i >= 0; i--) this.line.undo(codes[i], covered[i]);
    this.makeKey();
    return hit;
  }

  private open(e: number, d: number): void {
    if (e >= this.stamp.length) {
      const size = Math.max(this.stamp.length * 2, e + 1);
      if (!this.meter.take(size * 4)) throw new MemoryFull();
      const s = new Int32Array(size);
      s.set(this.stamp);
      this.meter.give(this.stamp.byteLength);
      this.stamp = s;
    }
    this.stamp[e] = this.gen;
    this.fEnt[d] = e;
    this.fTaint[d] = 0;
    this.pushFrame(d);
  }

  private makeKey(): void {
    const k = this.keyBytes;
    const line = this.line;
    const t = line.tops;
    const n = line.n;
    k[0] = n;
    for (let i = 0; i < n; i++) k[i + 1] = t[i];
    // the bytes a longer line left past this one are cleared (the rest are zero already)
    for (let i = n + 1; i <= this.keyLine; i++) k[i] = 0;
    this.keyLine = n;
  }

  /** The moves of the position at depth d, in the order to try them; none when it is proven lost. */
  private pushFrame(d: number): void {
    const at = d === 0 ? 0 : this.fEnd[d - 1];
    const line = this.line;
    const n = line.n;
    if (this.moves.length < at + 2 * n) {
      const m = new Int32Array(Math.max(this.moves.length * 2, at + 2 * n));
      m.set(this.moves);
      this.moves = m;
    }
    this.fIdx[d] = at;
    const scored = this.reach === 2 && n > 2;
    this.scan.scan(line, scored);
    if (this.scan.mustSurvive >= 2 || (d === 0 && !line.whole())) {
      this.fEnd[d] = at;
      return;
    }
    if (this.scan.forced >= 0) {
      this.moves[at] = this.scan.forced;
      this.fEnd[d] = at + 1;
      return;
    }
    const t = line.tops;
    const r = this.reach;
    const moves = this.moves;
    let k = at;
    for (let to = 0; to < n - 1; to++) {
      const row = t[to] * 64;
      if (MATCH[row + t[to + 1]] === 1) moves[k++] = (to + 1) * 2;
      if (to + r < n && MATCH[row + t[to + r]] === 1) moves[k++] = (to + r) * 2 + 1;
    }
    this.fEnd[d] = k;
    if (k - at < 2) return;
    if (scored) {
      for (let j = at; j < k; j++) this.scores[j - at] = this.scan.score(line, moves[j]) + (this.noisy ? this.noise() * NOISE_SCORED : 0);
      this.sortMoves(at, k);
    } else if (this.noisy) {
      // from the start of the line, the short step before the long one, shaken a little
      for (let j = at; j < k; j++) {
        const m = moves[j];
        this.scores[j - at] = (m >> 1) * 4 - (m & 1 ? r : 1) * 3 + this.noise() * NOISE_PLACES;
      }
      this.sortMoves(at, k);
    }
  }

  private noise(): number {
    this.rng = (Math.imul(this.rng, 1103515245) + 12345) | 0;
    return ((this.rng >>> 8) & 0xffff) / 0x10000;
  }

  /** Insertion sort of moves[at..k) by their scores, lowest first (stable). */
  private sortMoves(at: number, k: number): void {
    const moves = this.moves;
    const sc = this.scores;
    for (let i = at + 1; i < k; i++) {
      const m = moves[i];
      const v = sc[i - at];
      let j = i - 1;
      while (j >= at && sc[j - at] > v) {
        moves[j + 1] = moves[j];
        sc[j + 1 - at] = sc[j - at];
        j--;
      }
      moves[j + 1] = m;
      sc[j + 1 - at] = v;
    }
  }

  step(ms: number, nodes = Infinity): SolveResult | null {
    return withinMemory(
      () => this.stepWithin(ms, nodes),
      () => (this.done = this.finish('unknown', 'memory')),
    );
  }

  private stepWithin(ms: number, nodes: number): SolveResult | null {
    if (this.done) return this.done;
    const t0 = now();
    const deadline = t0 + Math.min(ms, this.budgetMs - this.spentMs);
    const nodeLimit = Math.min(this.budgetNodes, this.nodes + nodes);
    let verdict: SolveResult | null = null;
    while (verdict === null && this.nodes < nodeLimit && now() < deadline) {
      verdict = this.beaming ? this.beamLevel() : this.search(deadline, nodeLimit);
    }
    this.spentMs += now() - t0;
    if (verdict) {
      verdict.ms = Math.round(this.spentMs * 10) / 10;
      return (this.done = verdict);
    }
    if (this.spentMs >= this.budgetMs || this.nodes >= this.budgetNodes) {
      return (this.done = this.finish('unknown', 'budget'));
    }
    return null;
  }

  /** One level of the beam pass under way (starting it if need be); a win ends the search. */
  private beamLevel(): SolveResult | null {
    const beam = this.beam!;
    if (beam.idle) {
      const pass = beamPass(this.beamPasses);
      beam.begin(topsOf(this.start), pass.width, pass.span, pass.share);
    }
    const before = beam.nodes;
    const r = beam.stepLevel();
    this.beamNodes += beam.nodes - before;
    // the pass's bytes, counted after each level: a pass the search's memory cannot hold ends there
    this.meter.charge(beam.bytes - this.beamBytes);
    this.beamBytes = beam.bytes;
    const full = this.meter.held > this.meter.ceiling;
    if (r === 'won') {
      const codes = beam.winningLine();
      codes.forEach((m, i) => (this.fMove[i + 1] = m));
      this.depth = codes.length;
      return this.finish('winnable');
    }
    if (r === 'empty' || full) {
      // back to the depth-first search for a share of what the pass took, then the next pass
      this.dfsPause = this.dfsNodes + Math.ceil(DFS_SHARE * beam.nodes);
      this.beamPasses++;
      beam.reset();
      this.meter.charge(beam.bytes - this.beamBytes);
      this.beamBytes = beam.bytes;
      this.beaming = false;
    }
    return null;
  }

  /** Runs the depth-first search until a verdict, the deadline, the node limit, or its pause. */
  private search(deadline: number, nodeLimit: number): SolveResult | null {
    const line = this.line;
    const useBeam = this.beam !== null && this.start.piles.length >= BEAM_FROM;
    const limit = useBeam ? Math.min(nodeLimit - this.beamNodes, this.dfsPause) : nodeLimit - this.beamNodes;
    let tick = 0;
    for (;;) {
      if ((++tick & 1023) === 0 && now() >= deadline) return null;
      if (this.dfsNodes >= limit) {
        if (useBeam && this.dfsNodes >= this.dfsPause) this.beaming = true;
        return null;
      }
      const d = this.depth;
      const idx = this.fIdx[d];
      if (idx === this.fEnd[d]) {
        // searched to the end without a win: lost, unless a position to avoid was left out below
        const taint = this.fTaint[d] === 1;
        this.stamp[this.fEnt[d]] = taint ? tainted(this.gen) : DEAD;
        if (d === 0) return taint ? this.finish('unknown', 'avoided') : this.finish('unwinnable');
        if (taint) this.fTaint[d - 1] = 1;
        line.undo(this.fMove[d], this.fCovered[d]);
        this.depth = d - 1;
        continue;
      }
      if (this.dfsNodes >= this.restartAt) {
        this.restart();
        continue;
      }
      const m = this.moves[idx];
      this.fIdx[d] = idx + 1;
      const covered = line.play(m);
      this.dfsNodes++;
      const nd = d + 1;
      this.fMove[nd] = m;
      this.fCovered[nd] = covered;
      this.makeKey();
      if (this.avoidSet && this.avoidSet.has(this.key)) {
        this.fTaint[d] = 1;
        line.undo(m, covered);
        continue;
      }
      if (line.n === 1) {
        this.depth = nd;
        return this.finish('winnable');
      }
      if (line.splitBy(covered)) {
        line.undo(m, covered);
        continue;
      }
      const e = this.set.insert(this.key);
      if (e < 0) {
        line.undo(m, covered);
        return this.finish('unknown', 'memory');
      }
      if (!this.set.fresh) {
        const s = this.stamp[e];
        if (s === tainted(this.gen)) this.fTaint[d] = 1;
        if (s === DEAD || s === this.gen || s === tainted(this.gen)) {
          line.undo(m, covered);
          continue;
        }
      }
      this.depth = nd;
      this.open(e, nd);
    }
  }

  /** Back to the root, the order shaken a little; positions searched to the end stay known as lost. */
  private restart(): void {
    while (this.depth > 0) {
      this.line.undo(this.fMove[this.depth], this.fCovered[this.depth]);
      this.depth--;
    }
    this.gen++;
    this.noisy = true;
    this.restartEvery = Math.ceil(this.restartEvery * RESTART_GROWTH);
    this.restartAt = this.dfsNodes + this.restartEvery;
    this.makeKey();
    this.open(this.set.insert(this.key), 0);
  }

  private finish(result: 'winnable' | 'unwinnable' | 'unknown', reason: UnknownReason = 'budget'): SolveResult {
    return verdict(result, reason, this.nodes, this.spentMs, () => this.winningLine());
  }

  /** The line to the current frame, replayed through the engine (each (from, to) is one legal move there) and remembered. */
  private winningLine(): Move[] {
    const moves: Move[] = [];
    const codes: number[] = [];
    let table = this.start;
    for (let d = 1; d <= this.depth; d++) {
      const m = this.fMove[d];
      const from = m >> 1;
      const to = from - (m & 1 ? this.reach : 1);
      const mv = this.rules.legalMoves(table).find((x) => x.from === from && x.to === to);
      if (!mv) throw new Error(`Solver line: no Bayan move ${from} -> ${to}`);
      table = this.rules.apply(table, mv);
      moves.push(mv);
      codes.push(m);
    }
    if (!this.rules.isWon(table)) throw new Error('Solver line does not win');
    this.rememberWin(codes);
    return moves;
  }

  /** Keeps the winning line from the root (move codes) with the key of each position before a move. */
  private rememberWin(codes: number[]): void {
    const line = this.line;
    const saved = Array.from(line.tops.subarray(0, line.n));
    line.load(topsOf(this.start));
    this.winKeys = [];
    for (const m of codes) {
      this.makeKey();
      this.winKeys.push(this.key.slice());
      line.play(m);
    }
    this.winMoves = codes;
    line.load(saved);
  }
}
