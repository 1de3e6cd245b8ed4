/**
 * Yukon (RULES.md §12) for the solver: the game compiled for the fast search (what a pile takes,
 * safe cards home, move ordering, piles and foundations keyed as interchangeable), and the
 * engine-level hooks at the end (the fallback search, safe moves, hints).
 */
import { K_FOUNDATION, K_TABLEAU, MOVE, mCount, mFrom, mTo, mkMove, type Core, type CoreHooks } from '../../engine/solver/core.js';
import { RANK, RED, SUIT, pilesOf } from '../../engine/solver/core-helpers.js';
import { withCompiled } from '../../engine/solver/compiled.js';
import type { GameHooks, GameSolver } from '../../engine/solver/hooks.js';
import { kindIs } from '../../engine/solver/hook-helpers.js';
import { yukonSafe, yukonSafeMove } from './safe.js';

export function yukonCore(core: Core): CoreHooks {
  const founds = Int32Array.from(pilesOf(core, K_FOUNDATION));
  const piles = Int32Array.from(pilesOf(core, K_TABLEAU));
  const cap = core.cap;
  const cards = core.cards;
  const len = core.len;
  const down = core.down;
  const h = new Int32Array(4);
  const at = new Int32Array(4);
  const heights = (): void => {
    h.fill(0);
    at.fill(-1);
    for (let i = 0; i < founds.length; i++) {
      const f = founds[i];
      if (len[f] > 0) {
        h[SUIT[cards[f * cap]]] = len[f];
        at[SUIT[cards[f * cap]]] = f;
      }
    }
  };
  /** Does card `o` go on card `u` (down, other colour)? */
  const onto = (u: number, o: number): boolean => RANK[o] === RANK[u] - 1 && RED[o] !== RED[u];

  return {
    symmetric: () => [Array.from(piles), Array.from(founds)],
    cardKey: (c) => c & 63,

    accepts(_c, p, card) {
      const n = len[p];
      if (n === 0) return RANK[card] === 13;
      return down[p] < n && onto(cards[p * cap + n - 1], card);
    },

    safe() {
      heights();
      for (let i = 0; i < piles.length; i++) {
        const p = piles[i];
        const n = len[p];
        if (n === 0 || down[p] >= n) continue;
        const c = cards[p * cap + n - 1];
        const s = SUIT[c];
        if (h[s] !== RANK[c] - 1 || !yukonSafe(c, h)) continue;
        if (RANK[c] === 1) {
          for (let j = 0; j < founds.length; j++) if (len[founds[j]] === 0) return mkMove(MOVE, p, founds[j], 1);
        } else return mkMove(MOVE, p, at[s], 1);
      }
      return -1;
    },

    score(_c, m) {
      const from = mFrom(m);
      const to = mTo(m);
      if (core.kind[from] === K_FOUNDATION) return 0;
      if (core.kind[to] === K_FOUNDATION) return 100;
      const n = len[from];
      const count = mCount(m);
      const left = n - count;
      // turns a card up: the more cards still face down there, the better
      if (left > 0 && left === down[from]) return 60 + down[from];
      if (left === 0) return len[to] === 0 ? -10 : 50;
      // the cards already lie on a card they fit: only a shuffle
      const base = from * cap;
      if (left > down[from] && onto(cards[base + left - 1], cards[base + left])) return 1;
      return 20 - count / 4;
    },
  };
}

// ---- the engine-level hooks (GenericSearch, safe moves and hints)

const hooks: GameHooks = {
  symmetric: (rules) => [kindIs(rules, 'tableau'), kindIs(rules, 'foundation')],
  cardKey: (c) => c & 63,
  safeMove: yukonSafeMove,
  score(rules, table, m) {
    const specs = rules.specs;
    if (specs[m.from].kind === 'foundation') return 0;
    if (specs[m.to].kind === 'foundation') return 100;
    const src = table.piles[m.from];
    const left = src.cards.length - m.count;
    if (left > 0 && left === src.down) return 60 + src.down;
    if (left === 0) return table.piles[m.to].cards.length === 0 ? -10 : 50;
    return 20 - m.count / 4;
  },
  pointless(rules, table, m) {
    const specs = rules.specs;
    if (m.kind !== 'move' || specs[m.from].kind === 'foundation') return m.kind === 'move';
    return specs[m.to].kind === 'tableau' && table.piles[m.from].cards.length === m.count && table.piles[m.to].cards.length === 0;
  },
};

export const yukonSolver: GameSolver = {
  hooks,
  search: withCompiled(hooks, yukonCore),
  core: yukonCore,
  winnableNodes: () => 20_000,
};

export default yukonSolver;
