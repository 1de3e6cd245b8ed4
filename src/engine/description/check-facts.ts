/** What the vocabulary's own rules read of a description (one that the schema accepted). */
import type { DescriptionProblem } from './problem.js';
import type { GameDescription, PileGroupWord } from './types.js';
import { deckRanks } from './vocabulary.js';

export interface Group {
  readonly word: PileGroupWord;
  /** Its place in `piles`. */
  readonly index: number;
  /** Its id, or else its kind. */
  readonly id: string;
  readonly count: number;
}

export interface Facts {
  readonly d: GameDescription;
  readonly groups: readonly Group[];
  /** Each id's first group. */
  readonly byId: ReadonlyMap<string, Group>;
  readonly ranks: readonly number[];
  readonly decks: number;
  /** Cards of each rank in the deck (4 per deck, whatever suits are in play). */
  readonly perRank: number;
  /** Every card, jokers too. */
  readonly cards: number;
  /** Cards with a rank (no jokers): what the foundations take. */
  readonly ranked: number;
}

export type Rule = (f: Facts) => DescriptionProblem[];

export function factsOf(d: GameDescription): Facts {
  const groups = d.piles.map((word, index) => ({ word, index, id: word.id ?? word.kind, count: word.count ?? 1 }));
  const byId = new Map<string, Group>();
  for (const g of groups) if (!byId.has(g.id)) byId.set(g.id, g);
  const ranks = deckRanks(d.deck?.cards);
  const decks = d.deck?.decks ?? 1;
  const ranked = decks * 4 * ranks.length;
  return { d, groups, byId, ranks, decks, perRank: decks * 4, cards: ranked + decks * (d.deck?.jokers ?? 0), ranked };
}

/** A per-pile number (one for all, or one each, missing ones 0) for pile i. */
export const perPile = (v: number | readonly number[] | undefined, i: number, fallback: number): number =>
  v === undefined ? fallback : typeof v === 'number' ? v : (v[i] ?? 0);

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
