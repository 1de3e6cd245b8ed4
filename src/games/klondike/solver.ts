/**
 * Klondike (RULES.md §6) for the solver: the compiled core of its words (talon moves, safe moves
 * home, interchangeable columns, the derived loss proof), with what Klondike adds: a loss proof
 * of its own (deadlock.ts: a card that must move before itself never moves), and the moves that
 * need follow a column's move (any winning line can be reordered so):
 * - A run moved off a face-up card X is only worth it for X (the run could as well have stayed
 *   on it): X goes home next, or a card goes onto X. Put the run's move off until X is used:
 *   what comes between cannot need it (the run's top is the same wherever it lies, the card it
 *   now covers cannot go home while the run's lowest card is out, a move of the run or of part
 *   of it can start from X as well), and a move of X with cards under it takes the run too.
 *   So the run is not moved when nothing could be next (no card for X at hand), and never
 *   straight back.
 * - A whole pile with nothing face down moved onto another empties its column: only worth it
 *   for a king to go there next (put off until then, for the same reasons).
 * - Drawing one card with redeals without limit, a talon card put on a column is only worth it
 *   with a card onto it next: it could wait in the talon until then, and go home from there.
 *   Every other round, the first included (seeds 1-20 within 1 M: in every round, seed 17 is
 *   proven lost and seed 12's win is no longer found; in none, the other way round).
 * Seven positions of ten follow such a move: once memory grows short they are not keyed.
 */
import {
  K_FOUNDATION,
  K_TABLEAU,
  MOVE,
  TALON,
  mCount,
  mFrom,
  mKind,
  mTalonFrom,
  mTo,
  type Core,
  type CoreHooks,
} from '../../engine/solver/core.js';
import { RANK, RED, SUIT, pilesOf } from '../../engine/solver/core-helpers.js';
import { withCompiled } from '../../engine/solver/compiled.js';
import type { GameSolver } from '../../engine/solver/hooks.js';
import { withMechanics } from '../../engine/solver/mechanics.js';
import { Deadlock } from './deadlock.js';

export function klondikeCore(core: Core): CoreHooks {
  const deadlock = new Deadlock();
  const columns = Int32Array.from(pilesOf(core, K_TABLEAU));
  const founds = Int32Array.from(pilesOf(core, K_FOUNDATION));
  /** Cards home per suit, as `heights` last read them. */
  const home = new Int32Array(4);
  const heights = (): void => {
    home.fill(0);
    for (let i = 0; i < founds.length; i++) {
      const f = founds[i];
      if (len[f] > 0) home[SUIT[cards[f * cap]]] = len[f];
    }
  };
  const { cards, cap, len, down } = core;
  const isColumn = new Uint8Array(core.np);
  for (const p of columns) isColumn[p] = 1;
  const anyTalonCard = core.draw === 1 && core.rules.stock?.redeals === Infinity;
  let compound = false;
  /** A talon card put on a column, where every talon card is always at hand (in this round). */
  const placed = (m: number): boolean =>
    compound && isColumn[mTo(m)] === 1 && (mKind(m) === TALON || (mKind(m) === MOVE && mFrom(m) === core.waste));
  const places = new Int32Array(core.talonLen + 2);
  /** Could talon card c be played next (the waste's top, or dealt to)? */
  const talonNext = (c: number): boolean => {
    const w = len[core.waste];
    if (w > 0 && core.talonCard(w) === c) return true;
    const n = core.talonPlaces(places);
    for (let i = 0; i < n; i++) if (core.talonCard(places[i]) === c) return true;
    return false;
  };
  /** Could a card of rank r and colour `red` come next from somewhere but column `except`'s run above `at`? */
  const comes = (r: number, red: number, except: number, at: number): boolean => {
    for (let s = 0; s < 4; s++) {
      if (RED[s * 13] !== red) continue;
      const c = s * 13 + r - 1;
      if (home[s] === r || (core.talonIndex[c] >= 0 && talonNext(c))) return true;
    }
    for (let i = 0; i < columns.length; i++) {
      const p = columns[i];
      // (a king with nothing face down under it is a column already)
      if (r === 13 && down[p] === 0) continue;
      for (let j = down[p]; j < (p === except ? at : len[p]); j++) {
        const c = cards[p * cap + j];
        if (RANK[c] === r && RED[c] === red) return true;
      }
    }
    return false;
  };
  return {
    // A run moved off a face-up card that neither goes home nor could take a card, or a whole
    // pile moved where no king could come into the column it empties: what may follow it (see
    // the restrictions) cannot be.
    skip(_c, m) {
      if (mKind(m) !== MOVE) return false;
      const from = mFrom(m);
      if (!isColumn[from] || !isColumn[mTo(m)] || len[mTo(m)] === 0) return false;
      const left = len[from] - mCount(m);
      if (left > down[from]) {
        const x = cards[from * cap + left - 1];
        heights();
        return home[SUIT[x]] !== RANK[x] - 1 && (RANK[x] === 1 || !comes(RANK[x] - 1, 1 - RED[x], from, left));
      }
      return left === 0 && !comes(13, 0, from, 0) && !comes(13, 1, from, 0);
    },
    // (restrictions on what follows a column's move: the talon's moves stay, as its words give them)
    talon: true,
    unkeyedRestricted: true,
    restarts: { first: 1000, growth: 1.5, noise: 600 },
    // Home turning a card up, kings and runs turning cards up (the more face down, the sooner),
    // a run whose uncovered card goes up, then talon cards, whole piles, cards back from home last.
    score(_c, m) {
      const k = mKind(m);
      const from = mFrom(m);
      const to = mTo(m);
      const toHome = core.kind[to] === K_FOUNDATION;
      if (k === TALON || from === core.waste) {
        const rec = k === TALON && mCount(m) <= mTalonFrom(m) ? 1 : 0;
        return (toHome ? 750 : len[to] === 0 ? 550 : 600) - rec;
      }
      if (k !== MOVE) return 0;
      if (core.kind[from] === K_FOUNDATION) return len[to] === 0 ? 50 : 100;
      const d = down[from];
      const left = len[from] - mCount(m);
      if (toHome) return left === d && d > 0 ? 1000 + d : 800;
      if (len[to] === 0) return 900 + d;
      if (left === d) return d > 0 ? 900 + d : 400;
      const under = cards[from * cap + left - 1];
      heights();
      return home[SUIT[under]] === RANK[under] - 1 ? 850 : 100;
    },
    round(_c, round) {
      compound = anyTalonCard && round % 2 === 0;
    },
    restricts(_c, m, u) {
      if (placed(m)) return true;
      return mKind(m) === MOVE && isColumn[mFrom(m)] === 1 && isColumn[mTo(m)] === 1 && (len[mFrom(m)] === 0 || (u & 1) === 0);
    },
    allowedAfter(_c, m, next) {
      if (placed(m)) return mTo(next) === mTo(m);
      const x = mFrom(m);
      // a card onto X (or into the emptied column), or X home; never the run back
      if (mKind(next) === MOVE && mFrom(next) === mTo(m)) return false;
      return mTo(next) === x || (len[x] > 0 && mKind(next) === MOVE && mFrom(next) === x && core.kind[mTo(next)] === K_FOUNDATION);
    },
    restrictionKey(_c, m, out, k) {
      out[k] = placed(m) ? 128 | core.keyRank[mTo(m)] : core.keyRank[mFrom(m)];
      return k + 1;
    },
    // Only burying talon cards under others can make a card wait for itself: every other move
    // takes cards away, or puts cards onto the cards they were built on, which never wait for
    // more than the cards above them.
    lost(_c, m) {
      if (m !== undefined && m >= 0 && !(mKind(m) === TALON && mCount(m) > mTalonFrom(m) + 1)) return false;
      heights();
      return deadlock.lost(cards, cap, len, down, columns, home, core.waste, core.redeals >= core.maxRedeals);
    },
  };
}

export const klondikeSolver: GameSolver = {
  search: withCompiled(withMechanics(klondikeCore)),
  core: withMechanics(klondikeCore),
  winnableNodes: () => 20_000,
  published: [
    { options: { draw: 1, redeals: 'unlimited' }, winnable: 0.9048, deals: 1_000_000, source: 'Solvitaire' },
    { options: { draw: 3, redeals: 'unlimited' }, winnable: 0.8195, deals: 1_000_000, source: 'Solvitaire' },
  ],
};

export default klondikeSolver;
