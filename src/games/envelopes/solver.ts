/**
 * Envelopes (RULES.md §4) for the solver: the game compiled for the fast search: pairs as moves of their own; envelopes only shrink from the top, so a
 * position is their sizes.
 */
import { K_TABLEAU, PAIR, mFrom, mPair, mkMove, type Core, type CoreHooks } from '../../engine/solver/core.js';
import type { Table } from '../../engine/types.js';
import { RANK, pilesOf } from '../../engine/solver/core-helpers.js';
import { withCompiled } from '../../engine/solver/compiled.js';
import type { GameSolver } from '../../engine/solver/hooks.js';
import { isBottomOf } from '../../engine/solver/hook-helpers.js';

export function envelopesCore(core: Core): CoreHooks {
  const envs = Int32Array.from(pilesOf(core, K_TABLEAU));
  const discard = core.rules.specs.findIndex((s) => s.kind === 'discard');
  const cap = core.cap;
  const cards = core.cards;
  const len = core.len;
  const down = core.down;

  return {
    extraMoves(_c, out, n) {
      for (let i = 0; i < envs.length; i++) {
        const a = envs[i];
        if (len[a] === 0 || down[a] >= len[a]) continue;
        const ra = RANK[cards[a * cap + len[a] - 1]];
        for (let j = i + 1; j < envs.length; j++) {
          const b = envs[j];
          if (len[b] > 0 && down[b] < len[b] && RANK[cards[b * cap + len[b] - 1]] === ra) out[n++] = mkMove(PAIR, a, discard, 2, b);
        }
      }
      return n;
    },
    isWon() {
      for (let i = 0; i < envs.length; i++) if (len[envs[i]] > 0) return false;
      return true;
    },
    key(_c, out) {
      for (let i = 0; i < envs.length; i++) out[i] = len[envs[i]];
      return envs.length;
    },
    maxKey: () => envs.length,
    // Sizes say which cards are left only while each envelope is the origin's, shortened.
    sameOrigin: (origin: Table, t: Table) => envs.every((e) => isBottomOf(t.piles[e].cards, origin.piles[e].cards)),
    // Pairs that turn cards up first (they open new pairs).
    score: (_c, m) => (down[mFrom(m)] > 0 ? 1 : 0) + (down[mPair(m)] > 0 ? 1 : 0),
  };
}

export const envelopesSolver: GameSolver = {
  search: withCompiled(envelopesCore),
  core: envelopesCore,
  winnableNodes: () => 20_000,
};

export default envelopesSolver;
