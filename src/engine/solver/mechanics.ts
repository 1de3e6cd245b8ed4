/**
 * A description's mechanics compiled for the search: what the shared core does not do by itself
 * (rows dealt from the stock, whole runs going home, refills, freed cards turning up, pairs, a
 * base rank taken from the deal, piles to empty for a win, safe moves home), read from the same
 * `GameMechanics` the engine's rules are made from. What a move set off is kept on a stack and
 * taken back by its undo. A game's own search knowledge is added on top (`withMechanics`).
 */
import { isJoker } from '../cards.js';
import { jokersAccept } from '../description/jokers.js';
import type { SafeHome } from '../description/mechanics.js';
import { releaseDeadlock } from './release-deadlock.js';
import {
  COVER,
  TALON,
  Core,
  K_FOUNDATION,
  MOVE,
  PAIR,
  ROW,
  mCount,
  mFrom,
  mKind,
  mPair,
  mTo,
  mkMove,
  mkTalon,
  keptForRules,
  type CoreGame,
  type CoreHooks,
} from './core.js';
import { RANK, SUIT } from './core-helpers.js';
import { isBottomOf } from './hook-helpers.js';

/** The core's hooks for a game's mechanics (none needed: an empty object). */
export function mechanicsCore(core: Core): CoreHooks {
  const m = core.rules.mechanics;
  if (!m) return {};
  const { cap, cards, len, down } = core;
  const np = core.np;
  const hooks: CoreHooks = {};
  const backOf = Int32Array.from(m.jokers, (j) => j?.back ?? -1);
  const jokersBack = backOf.some((b) => b >= 0);
  const needsAfter = m.whole !== null || m.refill.some((r) => r >= 0) || m.turnsUpFreed.some((t) => t === 1) || jokersBack;
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
      if (jokersBack && k === MOVE) {
        // jokers left on top go back, the upper one first
        const from = mFrom(mv);
        const b = backOf[from];
        while (b >= 0 && len[from] > 0 && isJoker(cards[from * cap + len[from] - 1]))
          push((1 << 16) | (from << 8) | b, (1 << 1) | core.transfer(from, b, 1));
      }
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

  if (m.jokers.some((j) => j !== null)) {
    const rules = m.jokers;
    hooks.accepts = (_c, pile, card) => jokersAccept(rules[pile]!, cards, pile * cap, len[pile], card);
    // (a joker is any joker: what it stands for is where it lies)
    hooks.cardKey = (c) => (isJoker(c) ? 52 : c);
  }

  const row = m.row;
  const baseFirst = m.baseFirst;
  const pairs = m.pairs;
  const bySuit = pairs?.same === 'suit';
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
      if (pairs && (pairs.cover < 0 || len[pairs.cover] >= 2)) {
        const { sum, to, cover } = pairs;
        let f = 0;
        for (let i = 0; i < pairSources.length; i++) if (isFree(pairSources[i])) free[f++] = pairSources[i];
        for (let i = 0; i < f; i++) {
          const a = free[i];
          const ca = cards[a * cap + len[a] - 1];
          if (sum > 0 && RANK[ca] === sum) out[n++] = mkMove(MOVE, a, to, 1);
          for (let j = i + 1; j < f; j++) {
            const b = free[j];
            const cb = cards[b * cap + len[b] - 1];
            if (sum > 0 ? RANK[ca] + RANK[cb] !== sum : bySuit ? SUIT[ca] !== SUIT[cb] : RANK[ca] !== RANK[cb]) continue;
            out[n++] = cover >= 0 ? mkMove(COVER, cover, a, 2, b) : mkMove(PAIR, a, to, 2, b);
          }
        }
      }
      return n;
    };
    // A beaten card's discard can never spoil a win where cards move only by discards, rows dealt
    // and top cards into empty piles (nothing builds, nothing goes home), when nothing can cover a
    // card again (the stock is out: a higher free card of its suit stays free for whatever the
    // card could beat) or when no lower card of its suit is left to beat (a line that kept it
    // plays the same without it).
    const lone = core.foundations.length === 0 && core.fits.every((f) => f === null) && core.lift.every((l) => l < 2);
    if (beaten && lone && !pairs && !(row && row.needsFull) && !m.coveredBy.some((l) => l.length > 0) && !m.refill.some((r) => r >= 0)) {
      const order = Int32Array.from(beaten.order);
      const low = new Int32Array(4);
      const keep = m.winLeft?.rank ?? -1;
      hooks.safe = () => {
        const stockOut = m.stock < 0 || len[m.stock] === 0;
        if (!stockOut) {
          low.fill(99);
          for (let p = 0; p < np; p++) {
            if (p === beaten.to) continue;
            for (let j = 0; j < len[p]; j++) {
              const c = cards[p * cap + j];
              if (RANK[c] > 0 && order[RANK[c]] < low[SUIT[c]]) low[SUIT[c]] = order[RANK[c]];
            }
          }
        }
        let f = 0;
        for (let i = 0; i < pairSources.length; i++) if (isFree(pairSources[i])) free[f++] = pairSources[i];
        for (let i = 0; i < f; i++) {
          const x = cards[free[i] * cap + len[free[i]] - 1];
          if (RANK[x] === keep || RANK[x] === 0 || (!stockOut && order[RANK[x]] !== low[SUIT[x]])) continue;
          for (let j = 0; j < f; j++) {
            const y = cards[free[j] * cap + len[free[j]] - 1];
            if (j !== i && SUIT[y] === SUIT[x] && order[RANK[y]] > order[RANK[x]]) return mkMove(MOVE, free[i], beaten.to, 1);
          }
        }
        return -1;
      };
    }
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

  // The piles of a group are interchangeable where nothing names one of them (a row dealt onto
  // them in order, a refill, covering): the key sorts them, and of their empty piles only the first is tried.
  const named = (p: number): boolean =>
    m.refill[p] >= 0 || m.refills.some((l) => l.includes(p)) || m.coveredBy[p].length + m.lyingOn[p].length > 0;
  const alike = m.groups
    .filter((g) => g.end - g.first > 1 && !(row && row.first < g.end && g.first < row.end))
    .map((g) => Array.from({ length: g.end - g.first }, (_, i) => g.first + i))
    .filter((g) => !g.some(named));
  if (alike.length > 0) hooks.symmetric = () => alike;

  // Cards that pairs cover never move again where nothing else moves (every other pile neither
  // gives nor takes a card by hand, none is refilled): a position is the stock's size and the tops.
  const others = Array.from({ length: np }, (_, p) => p).filter(
    (p) => p !== m.stock && core.kind[p] !== K_FOUNDATION && core.rules.specs[p].kind !== 'discard',
  );
  if (pairs && pairs.cover >= 0 && others.every((p) => core.lift[p] === 0 && core.takes[p] === 0 && m.refill[p] < 0)) {
    const piles = Int32Array.from(others);
    // (in any order where the piles are alike: the tops sorted)
    const sorted = alike.some((g) => others.every((p) => g.includes(p)));
    const stock = m.stock;
    hooks.key = (_c, out) => {
      out[0] = len[stock];
      for (let i = 0; i < piles.length; i++) {
        const v = len[piles[i]] > 0 ? cards[piles[i] * cap + len[piles[i]] - 1] : 255;
        let j = i;
        if (sorted) for (; j > 0 && out[j] > v; j--) out[j + 1] = out[j];
        out[j + 1] = v;
      }
      return piles.length + 1;
    };
    hooks.maxKey = () => piles.length + 1;
    // (the stock's size names its cards only while it is the origin's, shortened)
    hooks.sameOrigin = (origin, t) => isBottomOf(t.piles[stock].cards, origin.piles[stock].cards);
  }

  // One deck, no discard, one foundation per suit building up in it from a fixed base: the cards
  // home are those keyed nowhere else, so the key leaves the foundations out.
  const founds = m.groups.filter((g) => g.word.kind === 'foundation');
  const deck = core.rules.deck;
  if (
    founds.length === 1 &&
    founds[0].end - founds[0].first === new Set(deck.filter((c) => SUIT[c & 127] >= 0).map((c) => SUIT[c & 127])).size &&
    founds[0].word.build?.rank === 'up' &&
    founds[0].word.build.suit === 'same' &&
    founds[0].word.base !== 'first' &&
    !founds[0].word.whole &&
    new Set(deck.map((c) => c & 127)).size === deck.length &&
    !core.rules.specs.some((s) => s.kind === 'discard')
  )
    hooks.foundationsImplied = true;

  // Moves home (or to a discard) first, then those that turn a card up or empty a pile onto a
  // card, then the others as generated, a stock's deal after them, cards back from home last.
  // (Measured, seeds 1-20: ranking the others too, a card moved off a card it fits or into an
  // empty pile last, cost Beleaguered Castle 10 points.)
  const home = Uint8Array.from({ length: np }, (_, p) => (core.kind[p] === K_FOUNDATION || core.rules.specs[p].kind === 'discard' ? 1 : 0));
  hooks.score = (_c, mv) => {
    const k = mKind(mv);
    if (k === TALON) return home[mTo(mv)] ? 90 : 10;
    if (k !== MOVE) return 5;
    const from = mFrom(mv);
    if (home[from]) return -50;
    if (home[mTo(mv)]) return 100;
    const left = len[from] - mCount(mv);
    return left > 0 && left === down[from] ? 60 : left === 0 && len[mTo(mv)] > 0 ? 50 : 20;
  };

  // A plain waste (its top card moves, nothing is put on it): deals wait for the card they show
  const w = m.waste;
  // (not where an emptied pile takes the waste's or the stock's top: a deal then changes what it takes)
  const fedByTalon = m.refills.some((l) => l.includes(w) || l.includes(m.stock));
  if (m.stock >= 0 && w >= 0 && !row && !pairs && !m.showsTop && !fedByTalon && core.lift[w] === 1 && core.takes[w] === 0)
    hooks.talon = true;

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
 * Safe moves home on the core (safe-home.ts's rule on typed storage): `safe`, the first card of
 * its sources that nothing can need any more, or -1; `stays`, where foundation cards may come
 * back: whether a move takes such a card back off its foundation (never needed: a winning line
 * can leave it home, as nothing that could go on it is left to).
 */
export function safeHomeCore(
  core: Core,
  rule: SafeHome,
): { safe: (c: Core, last: number) => number; stays: ((c: Core, m: number) => boolean) | null } {
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
  /** Reads the foundations (their base, the fewest cards home per suit); false while the base is unknown. */
  const measure = (): boolean => {
    if (!rule.fixedBase) {
      if (len[found[0]] === 0) return false;
      const b = RANK[cards[found[0] * cap]];
      if (b !== base) setBase(b);
    }
    low.fill(n);
    started.fill(0);
    pileOf.fill(-1);
    firstEmpty = -1;
    for (let i = 0; i < found.length; i++) {
      const f = found[i];
      if (len[f] === 0) {
        if (firstEmpty < 0) firstEmpty = f;
        continue;
      }
      const s = SUIT[cards[f * cap]];
      started[s]++;
      pileOf[s] = f;
      if (len[f] < low[s]) low[s] = len[f];
    }
    for (let s = 0; s < 4; s++) if (started[s] < perSuit) low[s] = 0;
    return true;
  };
  /** One deck (as `measure` last read the foundations): each suit's pile, and the first empty one. */
  const pileOf = new Int32Array(4);
  let firstEmpty = -1;
  /** The foundation card c goes to now (at place r), or -1. */
  const homeOf = (c: number, r: number): number => {
    if (perSuit === 1) return r === 0 ? firstEmpty : pileOf[SUIT[c]] >= 0 && len[pileOf[SUIT[c]]] === r ? pileOf[SUIT[c]] : -1;
    for (let j = 0; j < found.length; j++) {
      const f = found[j];
      if (r === 0 ? len[f] === 0 : len[f] === r && SUIT[cards[f * cap]] === SUIT[c]) return f;
    }
    return -1;
  };
  /** Is every card that could go on card c (at place r), and on those where cards come back, home? */
  const needless = (c: number, r: number): boolean => {
    if (rule.fixedBase && r <= 1) return true;
    const s = SUIT[c];
    const need = r === 0 ? (rule.wrap ? n : 0) : r;
    const on = onto[s];
    for (let j = 0; j < on.length; j++) if (low[on[j]] < need) return false;
    if (rule.back && r >= 2)
      for (let j = 0; j < on.length; j++) {
        const next = onto[on[j]];
        for (let k = 0; k < next.length; k++) if (low[next[k]] < r - 1) return false;
      }
    return true;
  };
  const isSource = new Uint8Array(core.np);
  for (let i = 0; i < sources.length; i++) isSource[sources[i]] = 1;
  const fedAnywhere = refills.some((l) => l.length > 0);
  const safe = (_c: Core, last: number): number => {
    // After a move between two piles that are neither foundations nor the waste, with the forced
    // moves before it all played: nothing home changed, so only the card it uncovered may go now.
    const only =
      !fedAnywhere &&
      last >= 0 &&
      mKind(last) === MOVE &&
      !isFound[mFrom(last)] &&
      !isFound[mTo(last)] &&
      mFrom(last) !== waste &&
      mTo(last) !== waste
        ? mFrom(last)
        : -1;
    if (only >= 0 && !isSource[only]) return -1;
    if (!measure()) return -1;
    for (let i = 0; i < sources.length; i++) {
      const p = sources[i];
      if (only >= 0 && p !== only) continue;
      const l = len[p];
      if (l === 0 || down[p] >= l) continue;
      const feeds = refills[p];
      let fed = false;
      for (let j = 0; j < feeds.length; j++) if (len[feeds[j]] > 0) fed = true;
      if (l === 1 && fed) continue;
      const c = cards[p * cap + l - 1];
      const r = place[RANK[c]];
      if (r < 0) continue;
      const to = homeOf(c, r);
      if (to >= 0 && needless(c, r)) return mkMove(MOVE, p, to, 1);
    }
    if (only >= 0) return -1;
    // (the core says whether it has talon moves once its hooks are made)
    talonSafe ??= core.talonMoves && core.draw === 1 && sources.includes(waste) && refills[waste].length === 0;
    return talonSafe ? safeInTalon() : -1;
  };
  // Dealing one card at a time with talon moves, a talon card that goes home leaves the others
  // in the same order, each as near as before: the stock's next card (dealt and played home, the
  // waste is as it was) and, with redeals without limit (every talon card at hand), any of them.
  const { waste, stock } = core;
  const unlimited = core.rules.stock?.redeals === Infinity;
  let talonSafe: boolean | null = null;
  /** The talon card at place q - 1 sent home, when it may go (the waste holding w cards), else -1. */
  const talonHome = (q: number, w: number): number => {
    const c = core.talonCard(q);
    const r = place[RANK[c]];
    const to = r < 0 ? -1 : homeOf(c, r);
    return to >= 0 && needless(c, r) ? mkTalon(waste, to, q, w) : -1;
  };
  const safeInTalon = (): number => {
    const w = len[waste];
    const all = w + len[stock];
    // the stock's next card (without limit: every card of the stock, then those under the waste's top)
    for (let q = w + 1; q <= (unlimited ? all : Math.min(w + 1, all)); q++) {
      const m = talonHome(q, w);
      if (m >= 0) return m;
    }
    if (unlimited)
      for (let q = 1; q < w; q++) {
        const m = talonHome(q, w);
        if (m >= 0) return m;
      }
    return -1;
  };
  const isFound = new Uint8Array(core.np);
  for (let i = 0; i < found.length; i++) isFound[found[i]] = 1;
  const stays = (_c: Core, m: number): boolean => {
    const from = mFrom(m);
    if (mKind(m) !== MOVE || isFound[from] === 0 || len[from] === 0 || !measure()) return false;
    const c = cards[from * cap + len[from] - 1];
    // (as if it were still to go home: the cards of its suit below it are)
    return needless(c, len[from] - 1);
  };
  return { safe, stays: rule.back ? stays : null };
}

/**
 * A loss proof: the largest set of cards none of which can ever move while none of the others
 * has. A card under one of them cannot; nor can a card (the top one of them in its pile, or the
 * bottom of a run that carries it) that could go nowhere: not home (a lower card of its suit
 * has every copy among them) or, where cards are beaten away, no higher card of its suit could
 * lie free; not onto a card it fits (each lies under one of them, or is home for good); not into
 * a space (every pile that could take it when empty holds one of them). The first of them to
 * move would have had to while all the others lay still, so none ever does: the position is
 * lost when any of them must still go (not the cards a win leaves). For games whose cards leave a
 * pile only those ways (foundations up in suit from a fixed base, or discards of beaten cards):
 * null elsewhere (refills, covering, whole runs, pairs; a stock only adds cards, which may lie free).
 */
export function deadlockCore(core: Core, rule: SafeHome | null): ((c: Core) => boolean) | null {
  const m = core.rules.mechanics!;
  const { cap, cards, len, down, np } = core;
  const beaten = m.beaten;
  if (m.whole || m.pairs || m.refill.some((r) => r >= 0) || m.coveredBy.some((l) => l.length > 0)) return null;
  if (beaten ? rule || core.foundations.length > 0 : !rule?.fixedBase) return null;
  const T: number[] = [];
  let build: Uint8Array | null = null;
  for (let p = 0; p < np; p++) {
    const k = core.rules.specs[p].kind;
    if (k !== 'tableau' && k !== 'reserve') continue;
    if (core.lift[p] === 0 || core.hooked[p]) return null;
    T.push(p);
    const f = core.fits[p];
    if (f && build && f !== build) return null;
    if (f) build = f;
  }
  if (!build && !beaten) return null;
  const deck = core.rules.deck.map((c) => c & 127);
  if (new Set(deck).size !== deck.length) return null;
  const piles = Int32Array.from(T);
  const spaces = Int32Array.from(T.filter((p) => core.empty[p] !== null));
  const n = m.ranks.length;
  // per card, a rank's place (foundations: from the base; beaten cards: by what beats what)
  const place = new Int32Array(14).fill(-1);
  if (beaten) beaten.order.forEach((o, r) => (place[r] = o));
  else m.ranks.forEach((r, i) => (place[r] = (i - m.ranks.indexOf(rule!.fixedBase) + n) % n));
  const lists = (f: (c: number) => number[]): { start: Int32Array; of: Int32Array } => {
    const l = Array.from({ length: 128 }, (_, c) => f(c));
    const start = new Int32Array(129);
    l.forEach((x, c) => (start[c + 1] = start[c] + x.length));
    return { start, of: Int32Array.from(l.flat()) };
  };
  const real = (c: number): boolean => RANK[c] > 0 && place[RANK[c]] >= 0;
  // per card: the cards it goes onto; the cards that must go home before it (foundations) or that beat it
  const { onto, needs } = keptForRules(core.rules, 'deadlock', () => ({
    onto: lists((c) => (build ? deck.filter((d) => build![d * 128 + c] === 1) : [])),
    needs: lists((c) =>
      !real(c)
        ? []
        : deck.filter(
            (d) => real(d) && SUIT[d] === SUIT[c] && (beaten ? place[RANK[d]] > place[RANK[c]] : place[RANK[d]] < place[RANK[c]]),
          ),
    ),
  }));
  const copies = deck.length > 52 ? 2 : 1;
  const back = rule?.back === true;
  const keep = m.winLeft?.rank ?? -1;
  const runs = core.runs;
  // per card value: its pile among T (-1: elsewhere) and its place there; gone: home or discarded; per pile, its top stuck card (-1: none)
  const wp = new Int32Array(128);
  const wi = new Int32Array(128);
  const gone = new Uint8Array(128);
  const hi = new Int32Array(np);
  // per stock card, the pile a row will deal it onto (-1: none)
  const dest = new Int32Array(128);
  const row = m.row;
  const stuckAt = new Int32Array(16);
  const inS = (v: number): boolean => wp[v] >= 0 && wi[v] <= hi[wp[v]];
  /** Could card v, out of reach a card under a stuck card, go home (or be beaten)? */
  const homeward = (v: number, p: number): boolean => {
    if (beaten) {
      // (a card on its pile, or to be dealt onto it, beats it only once one of them has gone into a space)
      for (let i = needs.start[v]; i < needs.start[v + 1]; i++) {
        const d = needs.of[i];
        if (!gone[d] && wp[d] !== p && dest[d] !== p && (wp[d] < 0 || wi[d] >= hi[wp[d]])) return true;
      }
      return false;
    }
    // every lower place of its suit with a copy that may go home (one deck: the card itself; two: either)
    stuckAt.fill(0);
    for (let i = needs.start[v]; i < needs.start[v + 1]; i++) if (inS(needs.of[i])) stuckAt[place[RANK[needs.of[i]]]]++;
    for (let k = 0; k < 16; k++) if (stuckAt[k] >= copies) return false;
    return true;
  };
  /** Could card v go onto a card, or into a space? */
  const lands = (v: number): boolean => {
    for (let i = onto.start[v]; i < onto.start[v + 1]; i++) {
      const d = onto.of[i];
      if (gone[d] ? back : wp[d] < 0 || wi[d] >= hi[wp[d]]) return true;
    }
    for (let i = 0; i < spaces.length; i++) {
      const q = spaces[i];
      if (hi[q] < 0 && core.empty[q]![v] === 1) return true;
    }
    return false;
  };
  return () => {
    wp.fill(-1);
    gone.fill(0);
    for (let p = 0; p < np; p++) {
      if (core.kind[p] === K_FOUNDATION || p === beaten?.to) for (let j = 0; j < len[p]; j++) gone[cards[p * cap + j]] = 1;
    }
    dest.fill(-1);
    if (row) {
      const l = len[m.stock];
      for (let j = 0; j < l; j++) dest[cards[m.stock * cap + j]] = row.first + ((l - 1 - j) % (row.end - row.first));
    }
    for (let i = 0; i < piles.length; i++) {
      const p = piles[i];
      hi[p] = len[p] - 1;
      for (let j = 0; j < len[p]; j++) {
        wp[cards[p * cap + j]] = p;
        wi[cards[p * cap + j]] = j;
      }
    }
    for (let changed = true; changed;) {
      changed = false;
      for (let i = 0; i < piles.length; i++) {
        const p = piles[i];
        let moved = true;
        while (moved && hi[p] >= 0) {
          moved = false;
          const at = p * cap;
          const top = cards[at + hi[p]];
          if (homeward(top, p) || lands(top)) moved = true;
          else if (core.lift[p] === 2) {
            // the bottom of a run that carries the top stuck card
            const r = runs[p]!;
            for (let j = hi[p] - 1; j >= down[p] && r[cards[at + j] * 128 + cards[at + j + 1]] === 1 && !moved; j--) {
              if (lands(cards[at + j])) {
                hi[p] = j;
                moved = true;
              }
            }
          }
          if (moved) {
            hi[p]--;
            changed = true;
          }
        }
      }
    }
    for (let i = 0; i < piles.length; i++) {
      const p = piles[i];
      for (let j = 0; j <= hi[p]; j++) if (RANK[cards[p * cap + j]] !== keep) return true;
    }
    return false;
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
    if (rule) {
      const home = safeHomeCore(core, rule);
      derived.safe = home.safe;
      if (home.stays) derived.skip = home.stays;
    }
    const lost = core.rules.mechanics ? (deadlockCore(core, rule) ?? releaseDeadlock(core)) : null;
    if (lost) derived.lost = lost;
    if (!knowledge) return derived;
    const own = knowledge(core);
    const both: CoreHooks = { ...derived, ...own };
    // (a game's knowledge that restricts moves after a deal speaks of deals: no talon moves unless it says so)
    if (own.restricts && own.talon === undefined) both.talon = false;
    if (derived.skip && own.skip) {
      const [a, b] = [derived.skip, own.skip];
      both.skip = (c, m) => a(c, m) || b(c, m);
    }
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
