/**
 * A dedicated Bayan (Accordion family) solver. Only the top cards of the line ever matter
 * (piles move whole and match by their tops), so a position is the line of tops (`BayanLine`).
 * Every move shortens the line, so positions never repeat along a path: a position searched to
 * the end without a win is lost, and the search keeps an exact set of them, across restarts
 * and re-roots. The shared depth-first driver and schedule (engine/solver/depth-first.ts,
 * schedule.ts) over Bayan's own position (`BayanDfs`), so it stops and resumes anywhere.
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
import { Grow } from '../../../engine/solver/grow.js';
import { KeySet } from '../../../engine/solver/keyset.js';
import { MemoryMeter } from '../../../engine/solver/memory.js';
import type { Budget } from '../../../engine/solver/types.js';
import { DepthFirst, type DfsPosition } from '../../../engine/solver/depth-first.js';
import { ScheduledSearch, type Pass, type Passes } from '../../../engine/solver/schedule.js';
import { Beam } from '../../../engine/solver/beam.js';

// module-local: imported bindings can compile to property reads (tsx), too slow in hot loops
const { MATCH } = cards;
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

/** Bayan's line of tops as the depth-first driver plays it; a move is (from) × 2 + (1 for the long step), what undoes it the card it covered. */
class BayanDfs implements DfsPosition {
  readonly line: BayanLine;
  private readonly scan: BayanScan;
  private readonly keyBytes_: Uint8Array;
  readonly keyWords: Int32Array;
  readonly keyBytes: number;
  readonly maxKeyWords: number;
  readonly shortKeyWords: number;
  /** The length of the line last written into the key. */
  private keyLine = 0;
  readonly moves: Grow;
  readonly autos = new Grow(1);
  readonly autoTop = 0;
  private readonly scores: Float64Array;
  /** The root's piles (only the root has as many). */
  private rootN = 0;
  private noisy = false;
  private rng = 0x2545f491;

  constructor(
    private readonly reach: number,
    readonly cap: number,
    readonly capacity: number,
  ) {
    this.line = new BayanLine(reach, cap);
    this.scan = new BayanScan(cap);
    const stride = Math.ceil((cap + 1) / 4);
    this.keyBytes_ = new Uint8Array(stride * 4);
    this.keyWords = new Int32Array(this.keyBytes_.buffer);
    this.keyBytes = stride * 4;
    this.maxKeyWords = this.shortKeyWords = stride;
    this.scores = new Float64Array(2 * cap + 2);
    this.moves = new Grow(Math.max(64, cap * cap));
  }

  /** Keys are the tops themselves: any line that fits is related. */
  related(table: Table): boolean {
    return table.piles.length >= 1 && table.piles.length <= this.cap;
  }

  fresh(table: Table): void {
    throw new Error(`Bayan search: a line of ${table.piles.length} piles cannot be re-rooted here`);
  }

  setRoot(table: Table): void {
    this.line.load(topsOf(table));
    this.rootN = this.line.n;
  }

  round(round: number): void {
    this.noisy = round > 0;
  }

  writeKey(): void {
    const k = this.keyBytes_;
    const line = this.line;
    const t = line.tops;
    const n = line.n;
    k[0] = n;
    for (let i = 0; i < n; i++) k[i + 1] = t[i];
    // the bytes a longer line left past this one are cleared (the rest are zero already)
    for (let i = n + 1; i <= this.keyLine; i++) k[i] = 0;
    this.keyLine = n;
  }

  /** The moves of the position, in the order to try them; none when it is proven lost. */
  generate(at: number): number {
    const line = this.line;
    const n = line.n;
    const moves = this.moves.ensure(at + 2 * n);
    const scored = this.reach === 2 && n > 2;
    this.scan.scan(line, scored);
    if (this.scan.mustSurvive >= 2 || (n === this.rootN && !line.whole())) return 0;
    if (this.scan.forced >= 0) {
      moves[at] = this.scan.forced;
      return 1;
    }
    const t = line.tops;
    const r = this.reach;
    let k = at;
    for (let to = 0; to < n - 1; to++) {
      const row = t[to] * 64;
      if (MATCH[row + t[to + 1]] === 1) moves[k++] = (to + 1) * 2;
      if (to + r < n && MATCH[row + t[to + r]] === 1) moves[k++] = (to + r) * 2 + 1;
    }
    if (k - at < 2) return k - at;
    if (scored) {
      for (let j = at; j < k; j++) this.scores[j - at] = this.scan.score(line, moves[j]) + (this.noisy ? this.noise() * NOISE_SCORED : 0);
      this.sortMoves(moves, at, k);
    } else if (this.noisy) {
      // from the start of the line, the short step before the long one, shaken a little
      for (let j = at; j < k; j++) {
        const m = moves[j];
        this.scores[j - at] = (m >> 1) * 4 - (m & 1 ? r : 1) * 3 + this.noise() * NOISE_PLACES;
      }
      this.sortMoves(moves, at, k);
    }
    return k - at;
  }

  private noise(): number {
    this.rng = (Math.imul(this.rng, 1103515245) + 12345) | 0;
    return ((this.rng >>> 8) & 0xffff) / 0x10000;
  }

  /** Insertion sort of moves[at..k) by their scores, lowest first (stable). */
  private sortMoves(moves: Int32Array, at: number, k: number): void {
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

  play(m: number): number {
    return this.line.play(m);
  }

  unplay(m: number, covered: number): void {
    this.line.undo(m, covered);
  }

  autosAfter(): void {}

  undoAutos(): void {}

  won(): boolean {
    return this.line.n === 1;
  }

  /** Tops that fall apart into groups that can never meet (line.ts). */
  dead(_m: number, covered: number): boolean {
    return this.line.splitBy(covered);
  }
}

/** Reach 2 from `BEAM_FROM` piles up: Bayan's beam passes (the shared beam over `BayanBeam`), whole levels at a time. */
class BayanPasses implements Passes {
  readonly first = DFS_FIRST;
  readonly withNodeBudget = true;
  private readonly beam: BayanBeam | null;
  piles = 0;

  constructor(
    reach: number,
    cap: number,
    private readonly meter: MemoryMeter,
  ) {
    this.beam = reach === 2 ? new BayanBeam(2, cap) : null;
  }

  after(n: number): number {
    return Math.ceil(DFS_SHARE * n);
  }

  make(i: number): Pass | null {
    if (!this.beam || this.piles < BEAM_FROM) return null;
    const { width, span, share } = beamPass(i);
    this.beam.configure(width, span, share);
    return new Beam(this.beam, width, this.meter, { wholeLevels: true, winsAtSelection: true });
  }

  /** A new root. */
  reroot(table: Table): void {
    this.piles = table.piles.length;
  }
}

/** The Bayan search: the shared driver over `BayanDfs` and the shared schedule with Bayan's beam passes. */
export class BayanSearch extends ScheduledSearch {
  constructor(rules: Rules, table: Table, budget: Budget = {}) {
    const meter = new MemoryMeter(budget.bytes);
    const reach = Number(rules.options.reach ?? 2);
    const n = table.piles.length;
    const pos = new BayanDfs(reach, n, budget.memory ?? 4_000_000);
    const dfs = new DepthFirst(pos, meter, { first: RESTART_FIRST, growth: RESTART_GROWTH });
    const passes = new BayanPasses(reach, n, meter);
    const won = new WonLine(rules, reach, pos);
    super(
      {
        dfs,
        line: (start, internal) => won.line(start, internal ?? dfs.line()),
        reroot: (t, avoid) => {
          passes.reroot(t);
          return won.follow(t, avoid);
        },
        passes,
      },
      meter,
      table,
      budget,
    );
  }
}

/** The last winning line: its move codes and the key of the position before each, followed by a root on it. */
class WonLine {
  private moves: number[] = [];
  private keys: Int32Array[] = [];

  constructor(
    private readonly rules: Rules,
    private readonly reach: number,
    private readonly pos: BayanDfs,
  ) {}

  /** The line of codes from `start` as engine moves (each (from, to) one legal move there), replayed through the engine; remembered. */
  line(start: Table, codes: readonly number[]): Move[] {
    const moves: Move[] = [];
    let table = start;
    for (const m of codes) {
      const from = m >> 1;
      const to = from - (m & 1 ? this.reach : 1);
      const mv = this.rules.legalMoves(table).find((x) => x.from === from && x.to === to);
      if (!mv) throw new Error(`Solver line: no Bayan move ${from} -> ${to}`);
      table = this.rules.apply(table, mv);
      moves.push(mv);
    }
    if (!this.rules.isWon(table)) throw new Error('Solver line does not win');
    const pos = this.pos;
    pos.setRoot(start);
    this.keys = [];
    for (const m of codes) {
      pos.writeKey();
      this.keys.push(pos.keyWords.slice());
      pos.play(m);
    }
    this.moves = codes.slice();
    return moves;
  }

  /**
   * When `table` (keyed) lies on the last winning line, the rest of it (unless it passes a table
   * of `avoid`: every Bayan move shrinks the line, so only tables with fewer piles can be met).
   */
  follow(table: Table, avoid: readonly Table[]): Move[] | null {
    const pos = this.pos;
    if (table.piles.length > pos.cap) throw new Error(`Bayan search: a line of ${table.piles.length} piles cannot be re-rooted here`);
    pos.setRoot(table);
    pos.writeKey();
    const key = pos.keyWords;
    const at = this.keys.findIndex((k) => k.every((v, i) => v === key[i]));
    if (at < 0) return null;
    const rest = this.moves.slice(at);
    const smaller = avoid.filter((t) => t.piles.length < table.piles.length);
    if (smaller.length > 0) {
      const set = new KeySet(key.length, smaller.length + 1);
      for (const t of smaller) {
        pos.setRoot(t);
        pos.writeKey();
        set.add(pos.keyWords);
      }
      pos.setRoot(table);
      for (const m of rest) {
        pos.play(m);
        pos.writeKey();
        if (set.has(pos.keyWords)) return null;
      }
    }
    return this.line(table, rest);
  }
}
