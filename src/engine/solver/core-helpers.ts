/** Pieces of compiled game hooks that more than one game uses. */
import { DEAL, K_TABLEAU, MOVE, mCount, mFrom, mKind, mTo, type Core } from './core.js';
import { face } from '../cards.js';
import type { Table } from '../types.js';

export { RANK } from './core.js';
/** Card tables: suit 0 … 3 (-1 for a joker), colour 1 red / 0 black; RANK: rank 1 … 13 (0). */
export const SUIT = new Int32Array(128);
export const RED = new Int32Array(128);
for (let c = 0; c < 128; c++) {
  const f = c & 63;
  SUIT[c] = f >= 52 ? -1 : (f / 13) | 0;
  RED[c] = f >= 52 ? (f === 52 ? 1 : 0) : SUIT[c] === 1 || SUIT[c] === 2 ? 1 : 0;
}

/**
 * Single-pass stock games like short, noisy restarts, many of them: a deal hard for one order
 * is seldom hard for all. Wins within 300,000 positions on seeds 101…130 (not the benched
 * 1…50): Seasons any 14 → 20, Congress 18 → 23 of 30 against the former 1000 / 1.3.
 */
export const QUICK_RESTARTS = { first: 300, growth: 1.05, noise: 100 };

/**
 * Single-pass stock games (Seasons, Congress): a waste card put on a pile only matters once a
 * card goes onto it, or once the waste changes again (a deal, a play of the waste's next card,
 * or — Congress — a refill of an emptied pile from it). Until then it could as well have stayed
 * on the waste, within reach, while only the piles changed (their moves were legal with it
 * there: its pile's top was covered, an empty pile it filled stays usable). So after such a
 * move only those moves follow; the position is keyed with the pile it went to, as the key
 * places it. (Moves between piles are left free: restricting them too breaks this argument
 * where two restricted moves meet, and measured no better.)
 */
export function wasteCardWaits(core: Core, refills: boolean) {
  const waste = core.waste;
  return {
    restricts: (_c: Core, m: number): boolean => mKind(m) === MOVE && mFrom(m) === waste && core.kind[mTo(m)] === K_TABLEAU,
    restrictionKey: (_c: Core, m: number, out: Uint8Array, k: number): number => {
      out[k++] = 1;
      out[k++] = core.keyRank[mTo(m)];
      return k;
    },
    allowedAfter: (_c: Core, m: number, next: number): boolean => {
      if (mKind(next) === DEAL) return true;
      const from = mFrom(next);
      if (from === waste || mTo(next) === mTo(m)) return true;
      return refills && core.kind[from] === K_TABLEAU && core.len[from] === mCount(next);
    },
  };
}

/** Piles of a kind, by index. */
export const pilesOf = (core: Core, kind: number): number[] => {
  const out: number[] = [];
  for (let i = 0; i < core.np; i++) if (core.kind[i] === kind) out.push(i);
  return out;
};

/**
 * Do the face-down cards of `table` (every pile's, the stock's too) lie as in `origin`, so that
 * a key may name them by their pile and count (`CoreHooks.sameOrigin` for games whose face-down
 * cards never move until they turn up)?
 */
export function sameDown(origin: Table, table: Table): boolean {
  for (let i = 0; i < table.piles.length; i++) {
    const a = origin.piles[i];
    const b = table.piles[i];
    if (b.down > a.down) return false;
    for (let j = 0; j < b.down; j++) if (face(a.cards[j]) !== face(b.cards[j])) return false;
  }
  return true;
}

/** One step of an insertion sort: `j` placed among `order[0 … j − 1]`, kept in `cmp`'s order (allocates nothing). */
export function insertSorted(order: Int32Array, j: number, cmp: (a: number, b: number) => number): void {
  let o = j - 1;
  while (o >= 0 && cmp(j, order[o]) < 0) {
    order[o + 1] = order[o];
    o--;
  }
  order[o + 1] = j;
}
