/**
 * The FreeCell search's moves, generated best first from the position.
 *
 * - Moves are the engine's own: one card, or a run as long as `(free cells + 1) × 2^(empty
 *   columns)` allows (a supermove), so a line replays move for move.
 * - Not generated: a move into an empty column or free cell but the first (they are
 *   interchangeable), a whole column into an empty one, a card from a free cell into another.
 * - Each move is scored by the position it leads to (its forced moves played), with weights
 *   that change from one search to the next (WEIGHTS), and a little noise after a restart.
 */
import { Grow } from '../../../engine/solver/grow.js';
import { pushBestFirst } from '../../../engine/solver/best-first.js';
import * as C from './cards.js';
import { FreecellPosition } from './position.js';

// module-local: a module's imported and exported bindings are slower in hot loops (cards.ts)
const { RANK, SUIT, RED, C2F, R2F, C2C, R2C, C2R, CAP, mk } = C;

/**
 * The move order's weights, one set per search in turn (the first, then one per restart): a deal
 * that is hard for one order is seldom hard for them all. Cards up, empty free cells, empty
 * columns, cards above the cards the foundations need next, cards on a card they do not fit,
 * the move's own score (/64). Measured on deals 1 … 6000 (and the hardest of 1 … 32,000).
 */
export const WEIGHTS: readonly (readonly number[])[] = [
  [15, 4, 8, 1, 4, 0],
  [15, 4, 8, 3, 4, 0],
  [15, 4, 8, 1, 4, 64],
  [15, 8, 4, 1, 4, 0],
  [15, 4, 8, 1, 8, 0],
  [15, 2, 8, 1, 4, 0],
];
const MAX_MOVES = 1024;

export class FreecellMoves extends FreecellPosition {
  /** The move stack: each frame's moves, best first. */
  readonly moves = new Grow(1024);
  private readonly genMoves = new Int32Array(MAX_MOVES);
  private readonly genScore = new Int32Array(MAX_MOVES);
  /** Ordering noise, in score units (0: none). */
  noise = 0;
  /** The move order's weights in use (see WEIGHTS). */
  w: readonly number[] = WEIGHTS[0];
  private rng = 0x2545f491;

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
  generate(at: number): number {
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
}
