/** Pieces of compiled game hooks that more than one game uses. */
import { DEAL, K_TABLEAU, MOVE, mCount, mFrom, mKind, mTo, type Core } from '../core.js';

/** Card tables: rank 1 … 13 (0 for a joker), suit 0 … 3 (-1), colour 1 red / 0 black. */
export const RANK = new Int32Array(128);
export const SUIT = new Int32Array(128);
export const RED = new Int32Array(128);
for (let c = 0; c < 128; c++) {
  const f = c & 63;
  RANK[c] = f >= 52 ? 0 : (f % 13) + 1;
  SUIT[c] = f >= 52 ? -1 : (f / 13) | 0;
  RED[c] = f >= 52 ? (f === 52 ? 1 : 0) : SUIT[c] === 1 || SUIT[c] === 2 ? 1 : 0;
}

/** Single-pass stock games like short, noisy restarts (measured on seeds 1…30). */
export const QUICK_RESTARTS = { first: 1000, growth: 1.3, noise: 100 };

/** Names a restriction by the piles of the move that set it, as the key places them. */
const restrictionKey = (core: Core, m: number, out: Uint8Array, k: number): number => {
  out[k++] = 1;
  out[k++] = core.keyRank[mFrom(m)];
  out[k++] = core.keyRank[mTo(m)];
  return k;
};

/**
 * Congress: a waste card put on a pile only matters once a card goes onto it, or once the waste
 * changes again (a deal, a play of the waste's next card, or a refill of an emptied pile from
 * it). Until then it could as well have stayed on the waste, within reach, while only the piles
 * changed (their moves were legal with it there: its pile's top was covered, an empty pile it
 * filled stays usable). So after such a move only those moves follow.
 */
export function wasteCardWaits(core: Core) {
  const waste = core.waste;
  return {
    restrictionKey,
    restricts: (_c: Core, m: number): boolean => mKind(m) === MOVE && mFrom(m) === waste && core.kind[mTo(m)] === K_TABLEAU,
    allowedAfter: (_c: Core, m: number, next: number): boolean => {
      if (mKind(next) === DEAL) return true;
      const from = mFrom(next);
      if (from === waste || mTo(next) === mTo(m)) return true;
      return core.kind[from] === K_TABLEAU && core.len[from] === mCount(next);
    },
  };
}

/**
 * Seasons: a card put on the cross (from the waste or another cell) only matters once the piles
 * it touched are touched again: the pile it left (its new top moves or is built on, or the
 * emptied cell is filled; for the waste: a deal or a play from it) or the card itself (built on,
 * or moved on). Any winning line can be reordered so that such a move comes right before the
 * first move that touches those piles (the moves in between touch other piles only: they were
 * legal before it, and it after them), except where two such placements meet: those two may come
 * in either order, and lines keep the one whose moves are ordered by (card, card it goes on).
 * So after a placement, only moves that touch its piles follow, or placements ordered before it.
 */
export function placementsWait(core: Core) {
  const waste = core.waste;
  const cap = core.cap;
  const cards = core.cards;
  const len = core.len;
  const kind = core.kind;
  const isPlacement = (m: number): boolean => {
    if (mKind(m) !== MOVE || kind[mTo(m)] !== K_TABLEAU) return false;
    const from = mFrom(m);
    return from === waste || kind[from] === K_TABLEAU;
  };
  return {
    restrictionKey,
    restricts: (_c: Core, m: number): boolean => isPlacement(m),
    allowedAfter: (_c: Core, r: number, next: number): boolean => {
      const a = mFrom(r);
      const b = mTo(r);
      if (mKind(next) === DEAL) return a === waste;
      const f = mFrom(next);
      const t = mTo(next);
      if (f === a || f === b || t === a || t === b) return true;
      // an emptied cell and any empty cell are the same to the move (only the first is offered)
      if (len[a] === 0 && len[t] === 0 && kind[t] === K_TABLEAU) return true;
      if (!isPlacement(next)) return false;
      // two placements that touch different piles: only in the order of (card, card it goes on)
      const lb = len[b];
      const placed = (cards[b * cap + lb - 1] << 8) | (lb > 1 ? cards[b * cap + lb - 2] : 255);
      const lt = len[t];
      const nextKey = (cards[f * cap + len[f] - 1] << 8) | (lt > 0 ? cards[t * cap + lt - 1] : 255);
      return nextKey <= placed;
    },
  };
}

/** Piles of a kind, by index. */
export const pilesOf = (core: Core, kind: number): number[] => {
  const out: number[] = [];
  for (let i = 0; i < core.np; i++) if (core.kind[i] === kind) out.push(i);
  return out;
};
