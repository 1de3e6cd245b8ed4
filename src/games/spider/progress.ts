/**
 * How far a Spider position is from a win, for the committed best-first pass (best-first.ts):
 * runs home, cards joined to the card of their suit one rank up, empty piles, and (against it)
 * face-down cards; the stage is the rows dealt (a row: a card on each pile). Weights measured on
 * 2 suits, seeds 1-10 (a suited join 5, any other join 1, an empty pile 20, a face-down card -15,
 * a run home 100). A game of the same shape (Spiderette, Simple Simon: runs of one suit going
 * home whole) measures the same; without a stock it has one stage.
 */
import { K_FOUNDATION, K_STOCK, K_TABLEAU, type Core } from '../../engine/solver/core.js';
import { RANK, SUIT, pilesOf } from '../../engine/solver/core-helpers.js';

const SUITED = 5;
const JOINED = 1;
const EMPTY = 20;
const DOWN = 15;
const HOME = 100;

export function spiderProgress(core: Core): { progress: (c: Core) => number; stage: (c: Core) => number } {
  const piles = Int32Array.from(pilesOf(core, K_TABLEAU));
  const founds = Int32Array.from(pilesOf(core, K_FOUNDATION));
  const stock = pilesOf(core, K_STOCK)[0] ?? -1;
  const row = piles.length;
  const rows = Math.ceil(core.rules.deck.length / row);
  const { cards, len, down, cap } = core;
  return {
    progress() {
      let s = 0;
      for (let i = 0; i < piles.length; i++) {
        const p = piles[i];
        const n = len[p];
        if (n === 0) {
          s += EMPTY;
          continue;
        }
        const d = down[p];
        s -= DOWN * d;
        const at = p * cap;
        for (let j = at + d + 1; j < at + n; j++) {
          const a = cards[j - 1];
          const b = cards[j];
          if (RANK[a] === RANK[b] + 1) s += SUIT[a] === SUIT[b] ? SUITED : JOINED;
        }
      }
      for (let i = 0; i < founds.length; i++) if (len[founds[i]] > 0) s += HOME;
      return s;
    },
    stage: () => (stock < 0 ? 0 : rows - Math.ceil(len[stock] / row)),
  };
}
