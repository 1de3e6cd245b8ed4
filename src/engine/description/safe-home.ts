/**
 * Safe moves to the foundations, derived from the words: where foundations build up in suit and
 * the piles build down, a card is never needed again once every card that could be built on it
 * is home (and, where foundation cards may come back, every card that could be built on those),
 * so auto-play and the solver send it home at once.
 */
import { isJoker, suit, type Card } from '../cards.js';
import type { Move, PileSpec, Table } from '../types.js';
import type { GameMechanics, SafeHome } from './mechanics.js';
import type { GameDescription } from './types.js';

export type { SafeHome } from './mechanics.js';
import { rankOf } from './vocabulary.js';

const RED = (s: number): boolean => s === 1 || s === 2;

/** The rule for a description with its options set, or null where the words give none. */
export function safeHomeOf(d: GameDescription, m: GameMechanics, specs: readonly PileSpec[]): SafeHome | null {
  const found = m.groups.filter((g) => g.word.kind === 'foundation');
  const piles = m.groups.filter((g) => g.word.kind === 'tableau' && g.word.build);
  if (found.length !== 1 || piles.length === 0) return null;
  const f = found[0].word;
  if (f.whole || f.build?.rank !== 'up' || f.build.suit !== 'same') return null;
  const build = piles[0].word.build!;
  if (piles.some((g) => JSON.stringify(g.word.build) !== JSON.stringify(build)) || build.rank !== 'down') return null;
  const rel = build.suit ?? 'any';
  const onto = [0, 1, 2, 3].map((s) =>
    [0, 1, 2, 3].filter((t) => (rel === 'any' ? true : rel === 'same' ? t === s : rel === 'other' ? t !== s : RED(t) !== RED(s))),
  );
  const stock = d.piles.find((g) => g.kind === 'stock');
  const feeds = new Set(m.refills.flat());
  const sources: number[] = [];
  for (let p = 0; p < specs.length; p++) {
    const k = specs[p].kind;
    if ((k === 'tableau' || k === 'reserve') && specs[p].lift !== 'none') sources.push(p);
  }
  if (m.waste >= 0 && stock && !stock.row && (stock.draw ?? 1) === 1 && !feeds.has(m.waste) && specs[m.waste].lift !== 'none')
    sources.push(m.waste);
  return {
    foundations: Array.from({ length: found[0].end - found[0].first }, (_, i) => found[0].first + i),
    fixedBase: f.base === 'first' ? 0 : rankOf(f.base ?? 'A'),
    ranks: m.ranks,
    wrap: f.build.wrap === true,
    onto,
    // (a joker between them carries a card two places down: as if foundation cards came back)
    back: f.back === true || m.jokers.some((j) => j !== null),
    sources,
    refills: m.refills,
  };
}

/** The first safe move home on this table, or null. */
export function safeHomeMove(rule: SafeHome, specs: readonly PileSpec[], table: Table): Move | null {
  const piles = table.piles;
  const n = rule.ranks.length;
  const baseRank = rule.fixedBase || (piles[rule.foundations[0]].cards.length ? rankOf1(piles[rule.foundations[0]].cards[0]) : 0);
  if (!baseRank) return null;
  const place = new Int8Array(14).fill(-1);
  const base = rule.ranks.indexOf(baseRank);
  rule.ranks.forEach((r, i) => (place[r] = (i - base + n) % n));
  // per suit, the fewest cards on a foundation of that suit (a suit not started: 0)
  const low = [n, n, n, n];
  const started = [0, 0, 0, 0];
  for (const f of rule.foundations) {
    const c = piles[f].cards;
    if (c.length) {
      const s = suit(c[0]);
      started[s]++;
      if (c.length < low[s]) low[s] = c.length;
    }
  }
  const perSuit = rule.foundations.length / 4;
  for (let s = 0; s < 4; s++) if (started[s] < perSuit) low[s] = 0;
  const home = (s: number, count: number): boolean => low[s] >= count;
  for (const p of rule.sources) {
    const pile = piles[p];
    const len = pile.cards.length;
    if (len === 0 || pile.down >= len) continue;
    if (len === 1 && rule.refills[p].some((q) => piles[q].cards.length > 0)) continue;
    const c = pile.cards[len - 1];
    if (isJoker(c)) continue;
    const r = place[rankOf1(c)];
    if (r < 0) continue;
    const to = foundationTaking(rule, specs, table, c, r);
    if (to < 0 || !safe(rule, c, r, home, n)) continue;
    return { kind: 'move', from: p, to, count: 1 };
  }
  return null;
}

const rankOf1 = (c: Card): number => ((c & 63) % 13) + 1;

function safe(rule: SafeHome, c: Card, r: number, home: (s: number, count: number) => boolean, n: number): boolean {
  // A fixed base's two lowest places are always safe: base cards go home whenever they are free.
  if (rule.fixedBase && r <= 1) return true;
  const s = suit(c);
  const need = r === 0 ? (rule.wrap ? n : 0) : r;
  for (const t of rule.onto[s]) if (!home(t, need)) return false;
  if (rule.back && r >= 2) {
    // what could be built on those cards, were they to come back
    for (const t of rule.onto[s]) for (const u of rule.onto[t]) if (!home(u, r - 1)) return false;
  }
  return true;
}

/** The foundation card `c` (at place `r`) goes onto, or -1. */
function foundationTaking(rule: SafeHome, specs: readonly PileSpec[], table: Table, c: Card, r: number): number {
  for (const f of rule.foundations) {
    const p = table.piles[f];
    if (p.cards.length === 0 ? r === 0 : p.cards.length === r && suit(p.cards[0]) === suit(c) && specs[f].fits !== null) return f;
  }
  return -1;
}
