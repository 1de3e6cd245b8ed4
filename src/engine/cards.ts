/**
 * Cards inside the engine are small integers: `face + 64 * copy`.
 * `face` 0…51 is `suit * 13 + rank - 1` (suits C D H S, ranks A=1 … K=13);
 * 52 is the red joker, 53 the black joker. `copy` tells the two decks of a
 * two-deck game apart. Codes (`QH`, `TS`, `RJ`) exist only at the boundary.
 */
export type Card = number;

export const SUITS = ['C', 'D', 'H', 'S'] as const;
export type Suit = (typeof SUITS)[number];
export const RANK_CHARS = 'A23456789TJQK';
export const RED_JOKER = 52;
export const BLACK_JOKER = 53;
export const KING = 13;
export const ACE = 1;

export const face = (c: Card): number => c & 63;
export const isJoker = (c: Card): boolean => (c & 63) >= 52;
/** 1 (ace) … 13 (king); 0 for a joker. */
export const rank = (c: Card): number => ((c & 63) >= 52 ? 0 : ((c & 63) % 13) + 1);
/** 0 clubs, 1 diamonds, 2 hearts, 3 spades; -1 for a joker. */
export const suit = (c: Card): number => ((c & 63) >= 52 ? -1 : ((c & 63) / 13) | 0);
/** 1 red, 0 black (jokers: the red joker is red). */
export const colour = (c: Card): number => {
  const f = c & 63;
  if (f >= 52) return f === RED_JOKER ? 1 : 0;
  const s = (f / 13) | 0;
  return s === 1 || s === 2 ? 1 : 0;
};

export const makeCard = (r: number, s: number, copy = 0): Card => s * 13 + r - 1 + copy * 64;

export function cardCode(c: Card): string {
  const f = c & 63;
  if (f === RED_JOKER) return 'RJ';
  if (f === BLACK_JOKER) return 'BJ';
  return RANK_CHARS[f % 13] + SUITS[(f / 13) | 0];
}

/** Parses an API code into a face (0…53), or -1 when the code is not a card. */
export function parseCode(code: unknown): number {
  if (typeof code !== 'string' || code.length !== 2) return -1;
  if (code === 'RJ') return RED_JOKER;
  if (code === 'BJ') return BLACK_JOKER;
  const r = RANK_CHARS.indexOf(code[0]);
  const s = (SUITS as readonly string[]).indexOf(code[1]);
  return r < 0 || s < 0 ? -1 : s * 13 + r;
}

export type DeckKind = 'standard' | 'piquet' | 'piquet+jokers' | 'double';

/** Ranks of the 32-card piquet deck, in its own order (A, 7, 8 … K). */
export const PIQUET_RANKS = [1, 7, 8, 9, 10, 11, 12, 13];

/** The cards of a deck in a fixed, documented order (suit by suit, ace to king). */
export function makeDeck(kind: DeckKind): Card[] {
  const cards: Card[] = [];
  const ranks = kind === 'piquet' || kind === 'piquet+jokers' ? PIQUET_RANKS : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
  const copies = kind === 'double' ? 2 : 1;
  for (let copy = 0; copy < copies; copy++) for (let s = 0; s < 4; s++) for (const r of ranks) cards.push(makeCard(r, s, copy));
  if (kind === 'piquet+jokers') cards.push(RED_JOKER, BLACK_JOKER);
  return cards;
}
