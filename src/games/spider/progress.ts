/**
 * How far a Spider position is from a win, for the committed best-first pass (best-first.ts):
 * runs home, cards joined to the card of their suit one rank up, empty piles, and (against it)
 * face-down cards; the stage is the rows dealt (a row: a card on each pile). A game of the same
 * shape (Spiderette, Simple Simon: runs of one suit going home whole) measures the same; without
 * a stock it has one stage.
 *
 * A card on one rank up of another suit counts for nothing: it has to come off again, and with
 * four suits only empty piles take a mixed run apart. Counted as a little progress (1, a suited
 * join 5), the pass built mixed runs, and a player pressing only Hint won 1 of 10 four-suit
 * deals (`bench:hint-play`); with a suited join 10 and the other 0, 7 of 10 (suited 5: 1; 7: 3;
 * 14: 3), two suits 9 of 10, and within 5 M positions two suits are decided on 20 of seeds 1-20
 * (was 17), four suits 7 (was 0); since the key keeps the piles in place while a row is left to
 * deal, 19 and 8 (a suited join of 8 or 12 measured no better there, on 20 deals of hints alone).
 * Without a stock (Simple Simon) a suited join weighs 7: at 10
 * the search decides 17 of seeds 1-20 within 1 M positions, at 7 all 20, and hints win 9 of 9
 * winnable deals (the old weights: 7).
 */
import { K_FOUNDATION, K_STOCK, K_TABLEAU, type Core } from '../../engine/solver/core.js';
import { RANK, SUIT, pilesOf } from '../../engine/solver/core-helpers.js';

const SUITED = 10;
const SUITED_NO_STOCK = 7;
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
  const suited = stock < 0 ? SUITED_NO_STOCK : SUITED;
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
      for (let i = 0; i < founds.length; i++) if (len[founds[i]] > 0) s += HOME;
      return s;
    },
    stage: () => (stock < 0 ? 0 : rows - Math.ceil(len[stock] / row)),
  };
}
