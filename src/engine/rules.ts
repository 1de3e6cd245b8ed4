/**
 * The shared vocabulary of pile rules, in the spirit of PySolFC's stack classes:
 * how cards build on each other, what an empty pile takes, and ready-made piles
 * that a game file composes.
 */
import { KING, ACE, cardCode, colour, rank, suit, type Card } from './cards.js';
import type { Fits, Move, PileKind, PileSpec, Table } from './types.js';

// ---- building: may `over` go on `under`? ----

export const downAlternate: Fits = (u, o) => rank(o) === rank(u) - 1 && colour(o) !== colour(u);
export const downAnySuit: Fits = (u, o) => rank(o) === rank(u) - 1;
/** Down regardless of suit, turning the corner: a king goes on an ace. */
export const downAnySuitWrap: Fits = (u, o) => rank(o) === (rank(u) === ACE ? KING : rank(u) - 1);
export const downAlternateWrap: Fits = (u, o) => downAnySuitWrap(u, o) && colour(o) !== colour(u);
export const upInSuit: Fits = (u, o) => suit(o) === suit(u) && rank(o) === rank(u) + 1;
/** Up in suit, turning the corner: an ace goes on a king. */
export const upInSuitWrap: Fits = (u, o) => suit(o) === suit(u) && rank(o) === (rank(u) % KING) + 1;

/** Up in suit following a rank order other than A…K (the piquet deck's A, 7, 8 … K). */
export function upInSuitIn(order: readonly number[]): Fits {
  const next = nextRankTable(order, 1);
  return (u, o) => suit(o) === suit(u) && next[rank(u)] === rank(o);
}
/** Down in alternating colours following a rank order other than A…K. */
export function downAlternateIn(order: readonly number[]): Fits {
  const prev = nextRankTable(order, -1);
  return (u, o) => colour(o) !== colour(u) && prev[rank(u)] === rank(o) && rank(o) !== 0;
}

/** next[r] is the rank `step` places after r in `order`, or 0. */
export function nextRankTable(order: readonly number[], step: number): number[] {
  const t = new Array<number>(14).fill(0);
  order.forEach((r, i) => (t[r] = order[i + step] ?? 0));
  return t;
}

// ---- what an empty pile takes ----

export const anyCard = (_c: Card): boolean => true;
export const onlyKing = (c: Card): boolean => rank(c) === KING;
export const onlyAce = (c: Card): boolean => rank(c) === ACE;

// ---- ready-made piles ----

type PileOptions = Partial<Omit<PileSpec, 'id' | 'kind'>>;

const pile = (kind: PileKind, index: number | null, base: Omit<PileSpec, 'id' | 'kind'>, o: PileOptions): PileSpec => ({
  id: index === null ? kind : `${kind}-${index}`,
  kind,
  ...base,
  ...o,
});

/** A foundation: built up in suit from an ace, one card at a time; nothing comes back unless `lift` says so. */
export const foundation = (i: number, o: PileOptions = {}): PileSpec =>
  pile('foundation', i, { lift: 'none', takes: 1, fits: upInSuit, empty: onlyAce }, o);

/** A tableau pile: by default builds down in alternating colours, moves its top card, takes any card when empty. */
export const tableau = (i: number, o: PileOptions = {}): PileSpec =>
  pile('tableau', i, { lift: 'top', takes: 1, fits: downAlternate, empty: anyCard }, o);

/** The stock: nothing is put on it or taken off by hand; `deal` and `recycle` moves use it. */
export const stock = (o: PileOptions = {}): PileSpec => pile('stock', null, { lift: 'none', takes: 0, fits: null, empty: null }, o);

/** The waste: only its top card is playable; nothing is put on it by hand. */
export const waste = (o: PileOptions = {}): PileSpec => pile('waste', null, { lift: 'top', takes: 0, fits: null, empty: null }, o);

/** A reserve whose top card may be played out (Joker's jokers). */
export const reserve = (o: PileOptions = {}): PileSpec => pile('reserve', null, { lift: 'top', takes: 0, fits: null, empty: null }, o);

/** Cards set aside for good. */
export const discard = (o: PileOptions = {}): PileSpec => pile('discard', null, { lift: 'none', takes: 0, fits: null, empty: null }, o);

/** `n` piles made by `make(i)`. */
export const times = (n: number, make: (i: number) => PileSpec): PileSpec[] => Array.from({ length: n }, (_, i) => make(i));

/**
 * Every two piles among `first` … `end - 1` whose face-up top cards `match`, each unordered
 * pair once (i < j), handed to `add` (Two by Two's covers, Envelopes' pairs).
 */
export function pairsOfTops(
  table: Table,
  first: number,
  end: number,
  match: Fits,
  add: (out: Move[], i: number, j: number) => void,
  out: Move[],
): void {
  const piles = table.piles;
  for (let i = first; i < end; i++) {
    const a = piles[i];
    if (a.down >= a.cards.length) continue;
    const ta = a.cards[a.cards.length - 1];
    for (let j = i + 1; j < end; j++) {
      const b = piles[j];
      if (b.down < b.cards.length && match(ta, b.cards[b.cards.length - 1])) add(out, i, j);
    }
  }
}

export const sameSuit: Fits = (a, b) => suit(a) === suit(b) && suit(a) >= 0;
export const sameRank: Fits = (a, b) => rank(a) === rank(b) && rank(a) > 0;

/** A message when a pile of `first` … `end - 1` has a face-down card (games dealt all face up). */
export function faceDownIn(table: Table, specs: readonly PileSpec[], first: number, end: number): string | null {
  for (let i = first; i < end && i < table.piles.length; i++) {
    if (table.piles[i].down > 0) return `The cards of "${specs[i].id}" must all be face up.`;
  }
  return null;
}

/**
 * A message when a pile of `first` … `end - 1` is not built in order by its `fits` (piles dealt
 * at most one card and only ever built on, as Seasons' and Congress' cells).
 */
export function builtInOrder(table: Table, specs: readonly PileSpec[], first: number, end: number): string | null {
  for (let i = first; i < end && i < table.piles.length; i++) {
    const fits = specs[i].fits;
    const cards = table.piles[i].cards;
    if (!fits) continue;
    for (let j = 1; j < cards.length; j++) {
      if (!fits(cards[j - 1], cards[j])) return `"${specs[i].id}" is not built in order at ${cardCode(cards[j])}.`;
    }
  }
  return null;
}
