/** Pieces of search knowledge over the engine's tables and rules that several games use. */
import type { Pile, Rules, Table } from '../types.js';

/** Is `part` the bottom of `whole` (the same cards, in order)? */
export function isBottomOf(part: readonly number[], whole: readonly number[]): boolean {
  if (part.length > whole.length) return false;
  for (let i = 0; i < part.length; i++) if (part[i] !== whole[i]) return false;
  return true;
}

export const top = (p: Pile): number => p.cards[p.cards.length - 1];
const kindCache = new WeakMap<Rules, Map<string, number[]>>();
/** Indices of the piles of a kind (cached per rules; do not modify the array). */
export const kindIs = (rules: Rules, kind: string): number[] => {
  let m = kindCache.get(rules);
  if (!m) kindCache.set(rules, (m = new Map()));
  let list = m.get(kind);
  if (!list) m.set(kind, (list = rules.specs.flatMap((s, i) => (s.kind === kind ? [i] : []))));
  return list;
};

/** Which foundation takes `card` now (-1: none). */
export function foundationFor(rules: Rules, table: Table, card: number, from: number): number {
  for (let i = 0; i < rules.specs.length && i < table.piles.length; i++) {
    const s = rules.specs[i];
    if (s.kind !== 'foundation' || i === from) continue;
    const p = table.piles[i];
    if (s.accepts ? s.accepts(p, card) : p.cards.length === 0 ? s.empty?.(card) : s.fits?.(top(p), card)) return i;
  }
  return -1;
}

/** Do two building rules answer alike on every pair of the deck's cards (search knowledge keyed on what the rules say)? */
export function buildsLike(
  f: ((u: number, o: number) => boolean) | null | undefined,
  g: (u: number, o: number) => boolean,
  deck: readonly number[],
): boolean {
  if (!f) return false;
  for (const u of deck) for (const o of deck) if (f(u, o) !== g(u, o)) return false;
  return true;
}

/** Does a pile take, when empty, exactly the cards `g` says? */
export function emptyLike(f: ((c: number) => boolean) | null, g: (c: number) => boolean, deck: readonly number[]): boolean {
  return f !== null && deck.every((c) => f(c) === g(c));
}

/** Rules with no mechanics beyond the shared moves (no rows, refills, covers, pairs, whole runs or base from the deal). */
export function plainMechanics(rules: Rules): boolean {
  const m = rules.mechanics;
  if (!m) return true;
  return (
    !m.row &&
    !m.whole &&
    !m.baseFirst &&
    !m.pairs &&
    !m.winEmpty &&
    m.refill.every((r) => r < 0) &&
    m.coveredBy.every((l) => l.length === 0)
  );
}
