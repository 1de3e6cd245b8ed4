/**
 * Seasons (RULES.md §5) for the solver, in two parts: its search (search/: the compiled
 * depth-first search below taking turns with beam passes); the game compiled for that
 * depth-first search: empty corners take the base rank (only the first empty corner is offered:
 * the corners are keyed as interchangeable), safe cards go up by themselves, a waste card put on
 * the cross and a card moved between cells wait for what follows them.
 */
import { DEAL, K_FOUNDATION, K_TABLEAU, MOVE, mFrom, mKind, mTo, type Core, type CoreHooks } from '../../engine/solver/core.js';
import { QUICK_RESTARTS, pilesOf, wasteCardWaits } from '../../engine/solver/core-helpers.js';
import { withCompiled } from '../../engine/solver/compiled.js';
import { coreApplies } from '../../engine/solver/core.js';
import { SeasonsSearch, seasonsApplies } from './search/search.js';
import type { GameSolver } from '../../engine/solver/hooks.js';
import { withMechanics } from '../../engine/solver/mechanics.js';

export function seasonsCore(core: Core): CoreHooks {
  const founds = Int32Array.from(pilesOf(core, K_FOUNDATION));
  const cells = Int32Array.from(pilesOf(core, K_TABLEAU));
  const waste = core.waste;
  const len = core.len;
  const waits = wasteCardWaits(core, false);
  const isCell = (p: number): boolean => core.kind[p] === K_TABLEAU;

  return {
    ...cellMovesWait(core, waits, isCell),
    restarts: QUICK_RESTARTS,
    symmetric: () => [Array.from(cells), Array.from(founds)],
    foundationsImplied: true,

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

/** Its mechanics (the base rank's moves, safe moves home) from its words, its knowledge on top. */
const core = withMechanics(seasonsCore);

export const seasonsSolver: GameSolver = {
  search: withCompiled(core, (rules, table, budget) =>
    seasonsApplies(rules, table) && coreApplies(rules, table) ? new SeasonsSearch(rules, core, table, budget) : null,
  ),
  core,
  winnableNodes: (options) => (options.build === 'alternate' ? 500 : 10_000),
};

export default seasonsSolver;
