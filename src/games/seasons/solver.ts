/**
 * Seasons (RULES.md §5) for the solver: the compiled core of its words, with what Seasons adds:
 * empty corners take the base rank (only the first empty corner is offered: the corners are
 * keyed as interchangeable), safe cards go up by themselves, a waste card put on the cross and a
 * card moved between cells wait for what follows them; and the shared beam passes (beam.ts),
 * whose measure counts against a position the cards lying above a card of their suit that must
 * go up first. Seeds 1-100 (build any) within 1 M positions: 90 won, where its own search (a
 * position and beam of its own, 681 lines) won 89; seeds 1-20: 16 where it won 17; without the
 * measure, 87 of 100.
 */
import { DEAL, K_FOUNDATION, K_TABLEAU, MOVE, mFrom, mKind, mTo, type Core, type CoreHooks } from '../../engine/solver/core.js';
import { QUICK_RESTARTS, RANK, SUIT, pilesOf, wasteCardWaits } from '../../engine/solver/core-helpers.js';
import { withCompiled } from '../../engine/solver/compiled.js';
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
    beam: true,
    beamScore: blockedScore(core),

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

/** Against a position: cards lying above a card of their suit that must go up first (on the waste or in a cell); empty cells for it. */
function blockedScore(core: Core): (c: Core, m: number) => number {
  const founds = Int32Array.from(pilesOf(core, K_FOUNDATION));
  const cells = Int32Array.from(pilesOf(core, K_TABLEAU));
  const { cards, len, cap, waste } = core;
  const min = new Int32Array(4);
  const blocked = (p: number, weight: number, base: number): number => {
    min.fill(99);
    let s = 0;
    for (let j = p * cap, end = j + len[p]; j < end; j++) {
      const c = cards[j];
      const r = (RANK[c] - base + 13) % 13;
      if (min[SUIT[c]] < r) s -= weight;
      else min[SUIT[c]] = r;
    }
    return s;
  };
  return () => {
    const base = RANK[cards[founds[0] * cap]];
    let s = blocked(waste, 3, base);
    for (let i = 0; i < cells.length; i++) s += len[cells[i]] === 0 ? 3 : blocked(cells[i], 4, base);
    return s;
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
  search: withCompiled(core),
  core,
  winnableNodes: (options) => (options.build === 'alternate' ? 500 : 10_000),
};

export default seasonsSolver;
