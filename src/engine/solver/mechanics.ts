/**
 * A description's mechanics compiled for the search: what the shared core does not do by itself
 * (rows dealt from the stock, whole runs going home, refills, freed cards turning up, pairs, a
 * base rank taken from the deal, piles to empty for a win, safe moves home), read from the same
 * `GameMechanics` the engine's rules are made from. What a move set off is kept on a stack and
 * taken back by its undo. A game's own search knowledge is added on top (`withMechanics`).
 */
import type { SafeHome } from '../description/mechanics.js';
import { Core, K_FOUNDATION, MOVE, PAIR, ROW, mCount, mFrom, mKind, mPair, mTo, mkMove, type CoreGame, type CoreHooks } from './core.js';
import { RANK, SUIT } from './core-helpers.js';

/** The core's hooks for a game's mechanics (none needed: an empty object). */
export function mechanicsCore(core: Core): CoreHooks {
  const m = core.rules.mechanics;
  if (!m) return {};
  const { cap, cards, len, down } = core;
  const np = core.np;
  const hooks: CoreHooks = {};
  const needsAfter = m.whole !== null || m.refill.some((r) => r >= 0) || m.turnsUpFreed.some((t) => t === 1);
  // what `after` did, undone in reverse by `undoAfter`: pairs of (kind << 16 | from << 8 | to, count | turned)
  let stack = new Int32Array(1 << 12);
  let sp = 0;
  const push = (a: number, b: number): void => {
    if (sp + 2 > stack.length) {
      const grown = new Int32Array(stack.length * 2);
      grown.set(stack);
      stack = grown;
    }
    stack[sp++] = a;
    stack[sp++] = b;
  };

  const whole = m.whole;
  const endsInRun = (p: number): boolean => {
    const n = len[p];
    const w = whole!;
    if (n - down[p] < w.length) return false;
    const at = p * cap + n;
    if (RANK[cards[at - w.length]] !== w.base) return false;
    const f = core.fits[w.first]!;
    for (let j = n - w.length + 1; j < n; j++) if (f[cards[p * cap + j - 1] * 128 + cards[p * cap + j]] !== 1) return false;
    return true;
  };
  const runHome = (p: number): number => {
    if (core.kind[p] === K_FOUNDATION || !endsInRun(p)) return 0;
    const w = whole!;
    let f = w.first;
    while (f < w.end && len[f] > 0) f++;
    if (f === w.end) return 0;
    const turned = core.transfer(p, f, w.length);
    push((1 << 16) | (p << 8) | f, (w.length << 1) | turned);
    return 1;
  };
  // (lists as typed arrays, walked by index: nothing allocated per position)
  const refills = m.refills.map((l) => Int32Array.from(l));
  const lyingOn = m.lyingOn.map((l) => Int32Array.from(l));
  const coveredBy = m.coveredBy.map((l) => Int32Array.from(l));
  const anyFreed = m.turnsUpFreed.some((t) => t === 1);
  const refillFrom = (p: number): number => {
    if (len[p] > 0) return 0;
    let src = -1;
    const from = refills[p];
    for (let i = 0; i < from.length && src < 0; i++) if (len[from[i]] > 0) src = from[i];
    if (src < 0) return 0;
    const turned = core.transfer(src, p, 1);
    push((1 << 16) | (src << 8) | p, (1 << 1) | turned);
    return 1;
  };
  const freed = (p: number): number => {
    // piles that lay under p and now lie free, face down: they turn up
    let n = 0;
    if (!anyFreed) return 0;
    const under = lyingOn[p];
    for (let i = 0; i < under.length; i++) {
      const q = under[i];
      if (len[q] === 0 || down[q] < len[q] || m.turnsUpFreed[q] !== 1) continue;
      const over = coveredBy[q];
      let covered = false;
      for (let j = 0; j < over.length; j++) if (len[over[j]] > 0) covered = true;
      if (covered) continue;
      down[q] = len[q] - 1;
      push((2 << 16) | q, 0);
      n++;
    }
    return n;
  };

  if (needsAfter) {
    hooks.after = (_c, mv) => {
      const start = sp;
      const k = mKind(mv);
      if (whole) {
        if (k === ROW) for (let j = 0; j < mCount(mv); j++) runHome(mTo(mv) + j);
        else if (k === MOVE && core.kind[mTo(mv)] !== K_FOUNDATION) {
          runHome(mTo(mv));
          runHome(mFrom(mv));
        }
      }
      if (k === MOVE || k === PAIR) {
        refillFrom(mFrom(mv));
        if (k === PAIR) refillFrom(mPair(mv));
        freed(mFrom(mv));
        if (k === PAIR) freed(mPair(mv));
      }
      if (sp === start) return 0;
      push(start, 0);
      return 1;
    };
    hooks.undoAfter = (_c, _mv, info) => {
      if (info === 0) return;
      const start = stack[sp - 2];
      sp -= 2;
      while (sp > start) {
        const b = stack[--sp];
        const a = stack[--sp];
        if (a >>> 16 === 2) down[a & 0xffff] = len[a & 0xffff];
        else core.untransfer((a >>> 8) & 255, a & 255, b >>> 1, b & 1);
      }
    };
    hooks.loaded = () => {
      sp = 0;
    };
  }

  const row = m.row;
  const baseFirst = m.baseFirst;
  const pairs = m.pairs;
  const beaten = m.beaten;
  if (row || baseFirst || pairs || beaten) {
    const baseSources = Int32Array.from(
      Array.from({ length: np }, (_, p) => p).filter(
        (p) => core.kind[p] !== K_FOUNDATION && p !== m.stock && core.lift[p] !== 0 && core.rules.specs[p].kind !== 'discard',
      ),
    );
    const pairSources = Int32Array.from(
      Array.from({ length: np }, (_, p) => p).filter((p) => core.kind[p] !== K_FOUNDATION && core.rules.specs[p].kind !== 'discard'),
    );
    const free = new Int32Array(np);
    const isFree = (p: number): boolean => {
      if (len[p] === 0 || down[p] >= len[p]) return false;
      const over = coveredBy[p];
      for (let j = 0; j < over.length; j++) if (len[over[j]] > 0) return false;
      return true;
    };
    hooks.extraMoves = (_c, out, n) => {
      if (row) {
        const s = len[m.stock];
        let full = s > 0;
        if (row.needsFull) for (let p = row.first; p < row.end && full; p++) if (len[p] === 0) full = false;
        if (full) out[n++] = mkMove(ROW, m.stock, row.first, Math.min(s, row.end - row.first));
      }
      if (baseFirst) {
        // one empty foundation is enough: they are interchangeable
        let to = -1;
        for (let f = baseFirst.first; f < baseFirst.end && to < 0; f++) if (len[f] === 0) to = f;
        if (to >= 0) {
          const base = RANK[cards[baseFirst.first * cap]];
          for (let i = 0; i < baseSources.length; i++) {
            const p = baseSources[i];
            if (len[p] > down[p] && RANK[cards[p * cap + len[p] - 1]] === base) out[n++] = mkMove(MOVE, p, to, 1);
          }
        }
      }
      if (beaten) {
        let f = 0;
        for (let i = 0; i < pairSources.length; i++) if (isFree(pairSources[i])) free[f++] = pairSources[i];
        for (let i = 0; i < f; i++) {
          const ca = cards[free[i] * cap + len[free[i]] - 1];
          for (let j = 0; j < f; j++) {
            const cb = cards[free[j] * cap + len[free[j]] - 1];
            if (j !== i && SUIT[cb] === SUIT[ca] && beaten.order[RANK[cb]] > beaten.order[RANK[ca]]) {
              out[n++] = mkMove(MOVE, free[i], beaten.to, 1);
              break;
            }
          }
        }
      }
      if (pairs) {
        let f = 0;
        for (let i = 0; i < pairSources.length; i++) if (isFree(pairSources[i])) free[f++] = pairSources[i];
        for (let i = 0; i < f; i++) {
          const a = free[i];
          const ra = RANK[cards[a * cap + len[a] - 1]];
          if (ra === pairs.sum) out[n++] = mkMove(MOVE, a, pairs.to, 1);
          for (let j = i + 1; j < f; j++) {
            const b = free[j];
            if (ra + RANK[cards[b * cap + len[b] - 1]] === pairs.sum) out[n++] = mkMove(PAIR, a, pairs.to, 2, b);
          }
        }
      }
      return n;
    };
  }

  if (m.runGroups.size > 0) {
    // compile-rules' maxRun on typed storage: free cells + 1, doubled by each empty pile (not the target) that takes any card
    const cells = Int32Array.from(m.cells);
    const groupOf = Array.from({ length: np }, (_, p) => m.runGroups.get(p) ?? null);
    hooks.maxRun = (_c, from, to) => {
      const g = groupOf[from] ?? groupOf[to];
      if (!g) return Infinity;
      let run = 1;
      for (let i = 0; i < cells.length; i++) if (len[cells[i]] === 0) run++;
      if (g.word.empty === 'any') for (let p = g.first; p < g.end; p++) if (p !== to && len[p] === 0) run *= 2;
      return run;
    };
  }

  if (m.winLeft) {
    const piles = Int32Array.from(m.winLeft.piles);
    const r = m.winLeft.rank;
    hooks.isWon = () => {
      for (let i = 0; i < piles.length; i++) {
        const p = piles[i];
        for (let j = 0; j < len[p]; j++) if (RANK[cards[p * cap + j]] !== r) return false;
      }
      return true;
    };
  }

  if (m.winEmpty) {
    const piles = Int32Array.from(m.winEmpty);
    hooks.isWon = () => {
      for (let i = 0; i < piles.length; i++) if (len[piles[i]] > 0) return false;
      return true;
    };
  }
  return hooks;
}

/**
 * Safe moves home on the core (safe-home.ts's rule on typed storage): the first card of its
 * sources that nothing can need any more, or -1.
 */
export function safeHomeCore(core: Core, rule: SafeHome): (c: Core, last: number) => number {
  const { cap, cards, len, down } = core;
  const n = rule.ranks.length;
  const found = Int32Array.from(rule.foundations);
  const sources = Int32Array.from(rule.sources);
  const perSuit = found.length / 4;
  const refills = rule.refills.map((l) => Int32Array.from(l));
  const onto = rule.onto.map((l) => Int32Array.from(l));
  const low = new Int32Array(4);
  const started = new Int32Array(4);
  const place = new Int8Array(14);
  let base = -1;
  const setBase = (b: number): void => {
    base = b;
    const at = rule.ranks.indexOf(b);
    place.fill(-1);
    rule.ranks.forEach((r, i) => (place[r] = (i - at + n) % n));
  };
  if (rule.fixedBase) setBase(rule.fixedBase);
  return () => {
    if (!rule.fixedBase) {
      if (len[found[0]] === 0) return -1;
      const b = RANK[cards[found[0] * cap]];
      if (b !== base) setBase(b);
    }
    low.fill(n);
    started.fill(0);
    for (let i = 0; i < found.length; i++) {
      const f = found[i];
      if (len[f] === 0) continue;
      const s = SUIT[cards[f * cap]];
      started[s]++;
      if (len[f] < low[s]) low[s] = len[f];
    }
    for (let s = 0; s < 4; s++) if (started[s] < perSuit) low[s] = 0;
    for (let i = 0; i < sources.length; i++) {
      const p = sources[i];
      const l = len[p];
      if (l === 0 || down[p] >= l) continue;
      const feeds = refills[p];
      let fed = false;
      for (let j = 0; j < feeds.length; j++) if (len[feeds[j]] > 0) fed = true;
      if (l === 1 && fed) continue;
      const c = cards[p * cap + l - 1];
      const r = place[RANK[c]];
      if (r < 0) continue;
      const s = SUIT[c];
      let to = -1;
      for (let j = 0; j < found.length && to < 0; j++) {
        const f = found[j];
        if (r === 0 ? len[f] === 0 : len[f] === r && SUIT[cards[f * cap]] === s) to = f;
      }
      if (to < 0) continue;
      if (!(rule.fixedBase && r <= 1)) {
        const need = r === 0 ? (rule.wrap ? n : 0) : r;
        let ok = true;
        const on = onto[s];
        for (let j = 0; j < on.length; j++) if (low[on[j]] < need) ok = false;
        if (ok && rule.back && r >= 2)
          for (let j = 0; j < on.length; j++) {
            const next = onto[on[j]];
            for (let k = 0; k < next.length; k++) if (low[next[k]] < r - 1) ok = false;
          }
        if (!ok) continue;
      }
      return mkMove(MOVE, p, to, 1);
    }
    return -1;
  };
}

/**
 * A game's search knowledge over its derived mechanics: the knowledge's hooks win where both
 * give one, but a game's hooks never restate the rules (they add order, keys, proofs).
 */
export function withMechanics(knowledge?: CoreGame): CoreGame {
  return (core) => {
    const derived = mechanicsCore(core);
    const rule = core.rules.mechanics?.safeHome ?? null;
    if (rule) derived.safe = safeHomeCore(core, rule);
    if (!knowledge) return derived;
    const own = knowledge(core);
    const both: CoreHooks = { ...derived, ...own };
    if (derived.loaded && own.loaded) {
      const a = derived.loaded;
      const b = own.loaded;
      both.loaded = (c) => (a(c), b(c));
    }
    // A game's own `after` (knowledge it keeps along a line, seeing the move as made) beside the
    // mechanics' (the rules' consequences): the game's first, undone last; the mechanics' undo
    // info in bit 0, the game's above it.
    if (derived.after && own.after) {
      const [da, du, oa, ou] = [derived.after, derived.undoAfter!, own.after, own.undoAfter];
      both.after = (c, m) => {
        const mine = oa(c, m);
        return da(c, m) | (mine << 1);
      };
      both.undoAfter = (c, m, info) => {
        du(c, m, info & 1);
        ou?.(c, m, info >>> 1);
      };
    }
    return both;
  };
}
