/**
 * Seasons (RULES.md §5) for the solver, in three parts: its search (search/: the compiled
 * depth-first search below taking turns with beam passes); the game compiled for that
 * depth-first search: empty corners take the base rank (only the first empty corner is offered:
 * the corners are keyed as interchangeable), safe cards go up by themselves, a waste card put on
 * the cross and a card moved between cells wait for what follows them; and the engine-level
 * hooks at the end (the fallback search, safe moves, hints).
 */
import { DEAL, K_FOUNDATION, K_TABLEAU, MOVE, mFrom, mKind, mTo, mkMove, type Core, type CoreHooks } from '../../engine/solver/core.js';
import { QUICK_RESTARTS, RANK, RED, SUIT, pilesOf, placesFromBase, wasteCardWaits } from '../../engine/solver/core-helpers.js';
import { withCompiled } from '../../engine/solver/compiled.js';
import { coreApplies } from '../../engine/solver/core.js';
import { SeasonsSearch, seasonsApplies } from './search/search.js';
import type { GameHooks, GameSolver } from '../../engine/solver/hooks.js';
import { kindIs, loneCardToEmpty, restrictAfterWasteCard } from '../../engine/solver/hook-helpers.js';
import { seasonsSafeMove } from './safe.js';

export function seasonsCore(core: Core): CoreHooks {
  const founds = Int32Array.from(pilesOf(core, K_FOUNDATION));
  const cells = Int32Array.from(pilesOf(core, K_TABLEAU));
  const waste = core.waste;
  const cap = core.cap;
  const cards = core.cards;
  const len = core.len;
  const base = RANK[cards[founds[0] * cap]];
  /** Place of each card in its suit's foundation order: 0 for the base rank … 12. */
  const REL = placesFromBase(base);
  const alternate = core.rules.options.build === 'alternate';
  const sources = Int32Array.from([...cells, waste]);
  const h = new Int32Array(4);
  const waits = wasteCardWaits(core, false);
  const isCell = (p: number): boolean => core.kind[p] === K_TABLEAU;

  const firstEmptyCorner = (): number => {
    for (let i = 0; i < founds.length; i++) if (len[founds[i]] === 0) return founds[i];
    return -1;
  };
  const topOf = (p: number): number => cards[p * cap + len[p] - 1];

  return {
    ...cellMovesWait(core, waits, isCell),
    restarts: QUICK_RESTARTS,
    symmetric: () => [Array.from(cells), Array.from(founds)],
    foundationsImplied: true,

    extraMoves(_c, out, n) {
      const to = firstEmptyCorner();
      if (to < 0) return n;
      for (let i = 0; i < sources.length; i++) {
        const p = sources[i];
        if (len[p] > 0 && RANK[topOf(p)] === base) out[n++] = mkMove(MOVE, p, to, 1);
      }
      return n;
    },

    safe(_c, last) {
      // Nothing comes back from a corner. A card is never needed in the cross once every card
      // that could be built on it (one rank lower: any suit, or the other colour with
      // `alternate`) is on the corners for good; for the base rank that is the top of the cycle.
      // Only a corner rising makes other cards safe; else only a new top can be.
      let only = -1;
      if (last >= 0 && core.kind[mTo(last)] !== K_FOUNDATION) {
        only = mKind(last) === DEAL ? waste : mFrom(last);
        if (len[only] === 0) return -1;
      }
      h.fill(0);
      let empty = -1;
      for (let i = 0; i < founds.length; i++) {
        const f = founds[i];
        if (len[f] > 0) h[SUIT[cards[f * cap]]] = len[f];
        else if (empty < 0) empty = f;
      }
      for (let i = 0; i < sources.length; i++) {
        const p = only >= 0 ? only : sources[i];
        if (only >= 0 && i > 0) break;
        if (len[p] === 0) continue;
        const c = topOf(p);
        const s = SUIT[c];
        const r = REL[c];
        if (h[s] !== r || (r === 0 && empty < 0)) continue;
        const need = r === 0 ? 13 : r;
        const red = RED[c];
        let ok = true;
        for (let t = 0; t < 4; t++) {
          if (alternate && (t === 1 || t === 2 ? 1 : 0) === red) continue;
          if (h[t] < need) {
            ok = false;
            break;
          }
        }
        if (!ok) continue;
        if (r === 0) return mkMove(MOVE, p, empty, 1);
        for (let j = 0; j < founds.length; j++) {
          const f = founds[j];
          if (len[f] > 0 && SUIT[cards[f * cap]] === s) return mkMove(MOVE, p, f, 1);
        }
      }
      return -1;
    },

    score(_c, m) {
      if (mKind(m) === DEAL) return 30;
      const to = mTo(m);
      const from = mFrom(m);
      if (core.kind[to] === K_FOUNDATION) return 100;
      if (from === waste) return len[to] === 0 ? 45 : 50;
      if (len[from] === 1) return len[to] === 0 ? 0 : 40;
      return len[to] === 0 ? 15 : 20;
    },
  };
}

/**
 * Moves that wait for what follows them. A waste card put on a cell waits as `wasteCardWaits`
 * says, but a cell move may follow it too. A card moved from cell A to cell B can always go
 * back (the card it uncovered is one rank higher, of the other colour with `alternate`), and it
 * only matters once the next move touches A or B: a move that touches neither plays the same
 * before it, and moving the card again is one move from A (or none). So after a cell move, only
 * moves from A, onto A, onto B, or other cell moves follow. Any winning line can be put in that
 * form: each swap plays a cell move later past a move of another kind, or a waste card later
 * past a card going up from another cell, and each merge shortens the line.
 */
function cellMovesWait(core: Core, waits: ReturnType<typeof wasteCardWaits>, isCell: (p: number) => boolean) {
  const cellMove = (m: number): boolean => mKind(m) === MOVE && isCell(mFrom(m)) && isCell(mTo(m));
  return {
    restricts: (c: Core, m: number): boolean => cellMove(m) || waits.restricts(c, m),
    restrictionKey: (c: Core, m: number, out: Uint8Array, k: number): number => {
      if (!cellMove(m)) return waits.restrictionKey(c, m, out, k);
      out[k++] = 2;
      out[k++] = core.keyRank[mFrom(m)];
      out[k++] = core.keyRank[mTo(m)];
      return k;
    },
    allowedAfter: (c: Core, m: number, next: number): boolean => {
      if (mKind(next) !== MOVE) return !cellMove(m) && waits.allowedAfter(c, m, next);
      if (cellMove(next)) return mFrom(next) !== mTo(m);
      if (!cellMove(m)) return waits.allowedAfter(c, m, next);
      return mFrom(next) === mFrom(m) || mTo(next) === mFrom(m) || mTo(next) === mTo(m);
    },
  };
}

// ---- the engine-level hooks (GenericSearch, safe moves and hints)

const hooks: GameHooks = {
  restarts: QUICK_RESTARTS,
  restrictAfter: restrictAfterWasteCard(false),
  symmetric: (rules) => [kindIs(rules, 'tableau')],
  safeMove: seasonsSafeMove,
  score(rules, table, m) {
    const specs = rules.specs;
    if (m.kind === 'deal') return 30;
    const to = specs[m.to].kind;
    const from = specs[m.from].kind;
    if (to === 'foundation') return 100;
    if (from === 'waste') return table.piles[m.to].cards.length === 0 ? 45 : 50;
    // cell to cell
    if (table.piles[m.from].cards.length === 1) return table.piles[m.to].cards.length === 0 ? 0 : 40;
    return table.piles[m.to].cards.length === 0 ? 15 : 20;
  },
  pointless: loneCardToEmpty,
};

export const seasonsSolver: GameSolver = {
  hooks,
  search: withCompiled(hooks, seasonsCore, (rules, table, budget) =>
    seasonsApplies(rules, table) && coreApplies(rules, table) ? new SeasonsSearch(rules, seasonsCore, table, budget) : null,
  ),
  core: seasonsCore,
  winnableNodes: (options) => (options.build === 'alternate' ? 500 : 10_000),
};

export default seasonsSolver;
