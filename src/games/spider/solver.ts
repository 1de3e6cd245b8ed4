/**
 * Spider (RULES.md §8) for the solver: what the search knows beyond the game's words (rows, runs
 * going home and building come from its description). The key is exact and small: the stock by its size (its
 * order never changes), each pile's face-down cards by the pile and their count (they never move
 * until they turn up), its face-up cards by face (the two decks' copies, and the one- and
 * two-suit decks' copies, do the same everywhere), the piles sorted once the stock is out (a row
 * deals to them in order; after the last row they are interchangeable), the foundations left out
 * (they hold what is not on the table). Moves that turn a card up, empty a pile or join runs of
 * one suit are tried first; rows last.
 */
import { K_STOCK, K_TABLEAU, MOVE, ROW, mCount, mFrom, mKind, mTo, type Core, type CoreHooks } from '../../engine/solver/core.js';
import { RANK, SUIT, insertSorted, pilesOf, sameDown } from '../../engine/solver/core-helpers.js';
import { withCompiled } from '../../engine/solver/compiled.js';
import type { GameSolver } from '../../engine/solver/hooks.js';
import { BitWriter } from '../../engine/solver/keyset.js';
import { withMechanics } from '../../engine/solver/mechanics.js';
import { spiderProgress } from './progress.js';

/**
 * Two and four suits: committed best-first passes first and for nearly all the positions (a
 * loss only the depth-first search proves, and nearly every deal is winnable), each row dealt
 * once 25,000 positions bring no progress, and every pass as patient as the first: a pass that
 * fails mostly fails after the last row, and a fresh one (its ties broken otherwise) wins more
 * often than a more patient one. Measured on four suits, seeds 1-40 within 5 M positions (the
 * measure of progress.ts): each pass twice as patient and a fifth of the positions to the
 * depth-first search, 35 won (23 within 1 M); passes alike, a twentieth, 39 (28); giving up
 * after the last row twice as late, 38 (24).
 *
 * Without a stock (Simple Simon) the depth-first search, which wins other deals than the
 * passes, takes three times the positions of each pass, its first pruned pass 12% of a node
 * budget: seeds 1-20 within 1 M, 20 won (twice the positions and 25%: 19; as many: 17; the
 * passes first for four fifths: 18); within 5 M, 19 (one search out of memory; 10%: 20 within
 * 5 M but 17 within 1 M).
 */
const BEST_FIRST = { first: 0, after: 0.05, patience: 25_000, growth: 1 };
const NO_STOCK = { first: 0, after: 3, patience: 25_000 };
/**
 * One suit: the depth-first search alone for its first 50,000 positions (most deals are won in a
 * few thousand), then the passes as above. Since the key keeps the piles in their places while a
 * row is left to deal, the depth-first search alone left seed 7 undecided within 5 M; this way
 * seeds 1-100 are all won within 1 M (seeds 1-20: at most 473,000 positions, median 4,000).
 */
const ONE_SUIT = { first: 50_000, after: 0.25, patience: 25_000 };

export function spiderCore(core: Core): CoreHooks {
  const piles = Int32Array.from(pilesOf(core, K_TABLEAU));
  // (a game of Spider's shape without a stock, as Simple Simon: its size is always 0)
  const stock = pilesOf(core, K_STOCK)[0] ?? -1;
  const np = piles.length;
  const cap = core.cap;
  const cards = core.cards;
  const len = core.len;
  const down = core.down;
  // the key's scratch: each pile's segment, and the piles' order
  const seg = new Uint8Array(np * (core.rules.deck.length + 3));
  const segLen = new Int32Array(np);
  const order = new Int32Array(np);
  const segAt = (j: number): number => j * (core.rules.deck.length + 3);
  // the packed key: each suit of the deck by its place among them
  const bits = new BitWriter();
  const suitOf = new Int32Array(128);
  const suits = [...new Set(core.rules.deck.map((c) => SUIT[c & 63]))].sort();
  for (let c = 0; c < 128; c++) suitOf[c] = Math.max(0, suits.indexOf(SUIT[c]));
  const suitBits = suits.length > 2 ? 2 : suits.length - 1;

  /** Compares the key segments of piles a and b (-, 0, +). */
  const cmp = (a: number, b: number): number => {
    const la = segLen[a];
    const lb = segLen[b];
    const m = la < lb ? la : lb;
    const sa = segAt(a);
    const sb = segAt(b);
    for (let j = 0; j < m; j++) {
      const d = seg[sa + j] - seg[sb + j];
      if (d !== 0) return d;
    }
    return la - lb;
  };

  const { progress, stage } = spiderProgress(core);
  const bestFirst = core.rules.options.suits === 1 ? ONE_SUIT : stock < 0 ? NO_STOCK : BEST_FIRST;

  return {
    bestFirst,
    // (of a node budget: the depth-first search has about a fifth of it, or three quarters without a stock)
    pruneShare: stock < 0 ? 0.12 : 0.1,
    progress,
    stage,
    symmetric: () => [Array.from(piles)],
    reversible: true,
    cardKey: (c) => c & 63,

    key(_c, out) {
      // a row deals its cards to the piles in order: until the stock is out, a pile's place matters
      const dealing = stock >= 0 && len[stock] > 0;
      for (let j = 0; j < np; j++) {
        const p = piles[j];
        const n = len[p];
        const d = down[p];
        let q = segAt(j);
        const start = q;
        // face-down cards never move: the pile and their count name them
        seg[q++] = d > 0 ? j + 1 : 0;
        seg[q++] = d;
        seg[q++] = n - d;
        const at = p * cap;
        for (let i = d; i < n; i++) seg[q++] = cards[at + i] & 63;
        segLen[j] = q - start;
        if (dealing) order[j] = j;
        else insertSorted(order, j, cmp);
      }
      // packed: the stock's size; the piles in order, each by its face-down count (and pile when
      // it has any), its face-up count, then each face-up card as the next of its run (0), one
      // rank down in another suit (10, suit) or any other (11, rank, suit)
      bits.begin(out);
      bits.put(stock < 0 ? 0 : len[stock], 7);
      for (let i = 0; i < np; i++) {
        const j = order[i];
        let q = segAt(j);
        const pile = seg[q++];
        const d = seg[q++];
        bits.put(d < 7 ? d : 7, 3);
        if (d >= 7) bits.put(d, 7);
        if (d > 0) bits.put(pile, 4);
        const u = seg[q++];
        bits.put(u, 7);
        let prev = -1;
        for (let x = 0; x < u; x++) {
          const c = seg[q++];
          if (prev >= 0 && RANK[c] === RANK[prev] - 1) {
            if (SUIT[c] === SUIT[prev]) bits.put(0, 1);
            else bits.put(1 | (suitOf[c] << 2), 2 + suitBits);
          } else bits.put(3 | ((RANK[c] - 1) << 2) | (suitOf[c] << 6), 6 + suitBits);
          prev = c;
        }
      }
      return bits.end();
    },
    maxKey: () => Math.ceil((7 + np * 21 + core.rules.deck.length * (6 + suitBits)) / 8),
    sameOrigin: sameDown,

    // the first pass leaves out a run taken off the card one rank up it lies on (nothing turned
    // up, no pile emptied) unless it joins a card of its suit
    prune(_c, m) {
      if (mKind(m) !== MOVE) return false;
      const from = mFrom(m);
      const left = len[from] - mCount(m);
      if (left <= down[from]) return false;
      const at = from * cap;
      const lead = cards[at + left];
      if (RANK[cards[at + left - 1]] !== RANK[lead] + 1) return false;
      const to = mTo(m);
      return len[to] === 0 || SUIT[cards[to * cap + len[to] - 1]] !== SUIT[lead];
    },

    score(_c, m) {
      if (mKind(m) === ROW) return -100;
      const from = mFrom(m);
      const to = mTo(m);
      const count = mCount(m);
      const n = len[from];
      const left = n - count;
      const at = from * cap;
      const lead = cards[at + left];
      const lt = len[to];
      let s = 0;
      if (lt > 0) {
        const t = cards[to * cap + lt - 1];
        if (SUIT[t] === SUIT[lead]) s += 40 + count; // joins a run of one suit
      }
      if (left > 0 && left === down[from])
        s += 60 + 2 * down[from]; // turns a card up
      else if (left === 0)
        s += lt === 0 ? -60 : 50; // empties a pile
      else {
        const under = cards[at + left - 1];
        if (RANK[under] === RANK[lead] + 1)
          s += SUIT[under] === SUIT[lead] ? -50 : -5; // breaks a run / shuffles
        else s += 20; // uncovers a card that may take another
      }
      if (lt === 0) s -= 30;
      return s;
    },
  };
}

/**
 * Positions per seed for a `winnable` deal, by suits (`other`: Spiderette and Simple Simon, which
 * have no suits option). A pass wins two or four suits after 140,000 positions or more: of seeds
 * 1-100, two suits are won within 300,000 87% (within 100,000 none), four suits within 250,000 34%.
 */
const WINNABLE_NODES: Record<number | 'other', number> = { 1: 20_000, 2: 300_000, 4: 250_000, other: 100_000 };

export const spiderSolver: GameSolver = {
  search: withCompiled(withMechanics(spiderCore)),
  core: withMechanics(spiderCore),
  winnableNodes: (options) => WINNABLE_NODES[options.suits as number] ?? WINNABLE_NODES.other,
  published: [{ options: { suits: 4 }, winnable: 0.985, error: 0.015, source: 'Blake & Gent' }],
};

export default spiderSolver;
