/**
 * Joker (RULES.md §3) for the solver: the game compiled for the fast search: what a column takes with jokers standing in (ruling b), jokers back to the reserve
 * when uncovered (ruling d), safe cards up by themselves; columns interchangeable, the two jokers
 * alike.
 */
import { PIQUET_RANKS } from '../../engine/cards.js';
import { K_FOUNDATION, K_TABLEAU, MOVE, mFrom, mKind, mTo, mkMove, type Core, type CoreHooks } from '../../engine/solver/core.js';
import { RANK, RED, SUIT, pilesOf } from '../../engine/solver/core-helpers.js';
import { withCompiled } from '../../engine/solver/compiled.js';
import type { GameSolver } from '../../engine/solver/hooks.js';

/** Place of a rank among the column ranks 7 … K (0 … 6), -1 for others. */
const COL_INDEX = new Int32Array(14).fill(-1);
PIQUET_RANKS.slice(1).forEach((r, i) => (COL_INDEX[r] = i));
const HIGHEST = PIQUET_RANKS.length - 2;
/** Place of a rank in the foundation order A, 7 … K (0 … 7). */
const PIQ_INDEX = new Int32Array(14).fill(-1);
PIQUET_RANKS.forEach((r, i) => (PIQ_INDEX[r] = i));
const isJoker = (c: number): boolean => (c & 63) >= 52;

export function jokerCore(core: Core): CoreHooks {
  const founds = Int32Array.from(pilesOf(core, K_FOUNDATION));
  const columns = Int32Array.from(pilesOf(core, K_TABLEAU));
  const reserve = core.rules.specs.findIndex((s) => s.kind === 'reserve');
  const cap = core.cap;
  const cards = core.cards;
  const len = core.len;
  const isColumn = new Uint8Array(core.np);
  for (const c of columns) isColumn[c] = 1;
  const h = new Int32Array(4);

  return {
    symmetric: () => [Array.from(columns)],
    cardKey: (c) => (isJoker(c) ? 52 : c & 63),

    // Ruling b: a joker stands for one rank below and the other colour of what it lies on.
    accepts(_c, pile, card) {
      const at = pile * cap;
      let n = len[pile];
      let jokers = 0;
      while (n > 0 && isJoker(cards[at + n - 1])) {
        n--;
        jokers++;
      }
      if (n === 0) {
        if (isJoker(card)) return jokers < HIGHEST + 1;
        const i = COL_INDEX[RANK[card]];
        return i >= 0 && i <= HIGHEST - jokers;
      }
      const under = cards[at + n - 1];
      const iu = COL_INDEX[RANK[under]];
      const needed = iu - jokers - 1;
      if (iu < 0 || needed < 0) return false;
      if (isJoker(card)) return true;
      return COL_INDEX[RANK[card]] === needed && RED[card] !== (RED[under] ^ (jokers & 1));
    },

    // Ruling d: jokers uncovered go back to the reserve, the upper one first.
    after(_c, m) {
      if (mKind(m) !== MOVE) return 0;
      const from = mFrom(m);
      if (!isColumn[from]) return 0;
      let k = 0;
      while (len[from] > 0 && isJoker(cards[from * cap + len[from] - 1])) {
        core.transfer(from, reserve, 1);
        k++;
      }
      return k;
    },
    undoAfter(_c, m, k) {
      for (let j = 0; j < k; j++) core.untransfer(mFrom(m), reserve, 1, 0);
    },

    safe() {
      // A card of piquet index k only ever carries the other colour's k-1 cards and jokers, and
      // through a joker any card of index k-2 or lower: once all of those are up it is never
      // needed on the columns again.
      h.fill(0);
      for (let i = 0; i < founds.length; i++) {
        const f = founds[i];
        if (len[f] > 0) h[SUIT[cards[f * cap]]] = len[f];
      }
      for (let i = 0; i < columns.length; i++) {
        const p = columns[i];
        if (len[p] === 0) continue;
        const c = cards[p * cap + len[p] - 1];
        if (isJoker(c)) continue;
        const k = PIQ_INDEX[RANK[c]];
        const s = SUIT[c];
        if (h[s] !== k) continue;
        const ok = RED[c] ? h[0] >= k && h[3] >= k : h[1] >= k && h[2] >= k;
        if (!ok || h[3 - s] < k - 1) continue;
        for (let j = 0; j < founds.length; j++) {
          const f = founds[j];
          if (len[f] > 0 && SUIT[cards[f * cap]] === s) return mkMove(MOVE, p, f, 1);
        }
      }
      return -1;
    },

    score(_c, m) {
      const to = mTo(m);
      const from = mFrom(m);
      if (core.kind[to] === K_FOUNDATION) return 100;
      if (from === reserve) return len[to] === 0 ? 5 : 20;
      if (len[from] === 1) return 60; // empties a column
      if (len[to] === 0) return 10;
      return 40;
    },
  };
}

export const jokerSolver: GameSolver = {
  search: withCompiled(jokerCore),
  core: jokerCore,
  winnableNodes: () => 10_000,
};

export default jokerSolver;
