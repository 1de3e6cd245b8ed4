/**
 * How far a Spider position is from a win, for the committed best-first pass (best-first.ts):
 * runs home, cards joined to the card of their suit one rank up, empty piles, and (against it)
 * face-down cards; the stage is the rows dealt (a row: a card on each pile). A game of the same
 * shape (Spiderette, Simple Simon: runs of one suit going home whole) measures the same; without
 * a stock it has one stage.
 *
 * A card on one rank up of another suit counts for nothing: it has to come off again, and with
 * four suits only empty piles take a mixed run apart. A suited join weighs most: measured on four
 * suits, seeds 1-40 within 5 M positions (passes alike, `growth` 1): at 10 (a run home 250) 28
 * won, 14 → 32, 18 → 35, 35 (a run home 400, more than its twelve joins) 38, 24 of them within
 * 1 M; 50 (home 700) the same 38; with 35, empty piles at 40 or face-down cards at 25 won fewer
 * (33, 34). A run home must outweigh its joins, or completing one would lose progress.
 * Without a stock (Simple Simon) a suited join weighs 7 and a run home 100: at 10 the search
 * decides 17 of seeds 1-20 within 1 M positions, at 7 all 20, and hints win 9 of 9 winnable deals.
 */
import { K_FOUNDATION, K_STOCK, K_TABLEAU, type Core } from '../../engine/solver/core.js';
import { RANK, SUIT, pilesOf } from '../../engine/solver/core-helpers.js';

const WITH_STOCK = { suited: 35, home: 400 };
const NO_STOCK = { suited: 7, home: 100 };
const EMPTY = 20;
const DOWN = 15;

export function spiderProgress(core: Core): { progress: (c: Core) => number; stage: (c: Core) => number } {
  const piles = Int32Array.from(pilesOf(core, K_TABLEAU));
  const founds = Int32Array.from(pilesOf(core, K_FOUNDATION));
  const stock = pilesOf(core, K_STOCK)[0] ?? -1;
  const row = piles.length;
  const rows = Math.ceil(core.rules.deck.length / row);
  const { cards, len, down, cap } = core;
  const { suited, home } = stock < 0 ? NO_STOCK : WITH_STOCK;
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
          if (RANK[a] === RANK[b] + 1 && SUIT[a] === SUIT[b]) s += suited;
        }
      }
      for (let i = 0; i < founds.length; i++) if (len[founds[i]] > 0) s += home;
      return s;
    },
    stage: () => (stock < 0 ? 0 : rows - Math.ceil(len[stock] / row)),
  };
}
