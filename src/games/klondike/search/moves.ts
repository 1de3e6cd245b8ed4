/**
 * The dedicated Klondike search's moves: every move of a position, or only those onto one
 * card or into one empty column, scored and put on the move stack best first.
 *
 * Provably pointless moves are not generated: a whole pile (nothing face down under it) onto
 * an empty column; a king to any empty column but the first. Talon moves are macro moves,
 * "play the k-th reachable talon card" (draw 1 or 3, with or without a recycle, as redeals
 * allow): positions that differ only by dealing never enter the search.
 */
import { CAP, EMPTIES, F2T, mk, PARTIAL, RANK, RED, SUIT, T2F, T2T, W2F, W2T } from './cards.js';
import { Grow } from '../../../engine/solver/grow.js';
import { pushBestFirst } from '../../../engine/solver/best-first.js';
import { KlondikePosition } from './position.js';

/**
 * Move scores (higher first): to a foundation turning a card up (+ cards still face down) /
 * otherwise; a king to an empty column, a run turning a card up (+ cards face down); a whole
 * pile onto another; a partial run move whose new top can go up / otherwise; talon to
 * foundation; a talon king to an empty column; talon to a column; a foundation king / card
 * back to a column. Measured on the benchmark deals.
 */
const SC = [1000, 800, 900, 900, 400, 850, 100, 750, 550, 600, 50, 100];

export class KlondikeMoves extends KlondikePosition {
  /** The move stack: each frame's moves, best first. */
  readonly moves = new Grow(1024);
  /** Random spread added to move scores after the first restart. */
  noise = 0;
  private rng = 0x2545f491;
  private readonly genMoves = new Int32Array(512);
  private readonly genScore = new Int32Array(512);
  /** `generate`'s scratch: each column's top card, and its rank (0: empty). */
  private readonly tops = new Int32Array(16);
  private readonly topRank = new Int32Array(16);
  private readonly reach = new Int32Array(64);
  private readonly reachRecycle = new Int32Array(64);
  /** 1 for the talon cards that can be played now, while moves are generated (`talonReaches`). */
  private readonly reachMark = new Uint8Array(52);
  private marked = false;
  /** How many talon places `reachable` last found. */
  private reachCount = 0;

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
  generate(at: number): number {
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
  generateOnto(at: number, b: number, skip = -1): number {
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
  generateKings(at: number, b: number): number {
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
}
