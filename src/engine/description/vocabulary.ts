/**
 * The vocabulary's words as the engine's values: a deck, a building rule as `Fits`, a rank word
 * as a rank, and a description with its options set (`withOptions`). Shared by the rules'
 * compiler, the layout's and the checks.
 */
import { BLACK_JOKER, RED_JOKER, colour, makeCard, rank, suit, type Card } from '../cards.js';
import type { Fits, OptionSpec, Options, OptionValue } from '../types.js';
import type { BuildWord, DeckWord, GameDescription, OptionWord, PileGroupWord, RankWord } from './types.js';

export const RANK_WORDS: readonly RankWord[] = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
export const SUIT_WORDS = ['C', 'D', 'H', 'S'] as const;
export const rankOf = (w: RankWord): number => RANK_WORDS.indexOf(w) + 1;

/** The groups a group is refilled from, in order (`refill`: one id or a list). */
export const refillWords = (g: PileGroupWord): readonly string[] =>
  g.refill === undefined ? [] : typeof g.refill === 'string' ? [g.refill] : g.refill;

/** The ranks of a deck of 52, 36 or 32 cards, lowest first. */
export function deckRanks(cards: DeckWord['cards'] = 52): number[] {
  const low = cards === 32 ? 7 : cards === 36 ? 6 : 2;
  return [1, ...Array.from({ length: 14 - low }, (_, i) => low + i)];
}

/** The deck in a fixed order: copy by copy, suit by suit, ace to king; jokers last. */
export function deckOf(word: DeckWord = {}): Card[] {
  const decks = word.decks ?? 1;
  const suits = (word.suits ?? SUIT_WORDS).map((s) => SUIT_WORDS.indexOf(s));
  const ranks = deckRanks(word.cards);
  const copies = (decks * 4) / suits.length;
  const out: Card[] = [];
  for (let copy = 0; copy < copies; copy++) for (const s of suits) for (const r of ranks) out.push(makeCard(r, s, copy));
  for (let d = 0; d < decks; d++) for (let j = 0; j < (word.jokers ?? 0); j++) out.push((j === 0 ? RED_JOKER : BLACK_JOKER) + 64 * d);
  return out;
}

const fitsCache = new Map<string, Fits>();

/** May `over` go on `under` by this rule (ranks along the deck's order)? One function per rule and deck. */
export function fitsOf(word: BuildWord, ranks: readonly number[]): Fits {
  const key = `${word.rank}|${word.suit ?? 'any'}|${word.wrap === true}|${ranks.join()}`;
  let f = fitsCache.get(key);
  if (f) return f;
  const place = new Int8Array(14).fill(-1);
  ranks.forEach((r, i) => (place[r] = i));
  const n = ranks.length;
  const wrap = word.wrap === true;
  const step = (u: number, o: number): number => {
    const d = place[o] - place[u];
    if (!wrap) return d;
    return d === n - 1 ? -1 : d === 1 - n ? 1 : d;
  };
  const byRank: (u: number, o: number) => boolean =
    word.rank === 'down'
      ? (u, o) => step(u, o) === -1
      : word.rank === 'up'
        ? (u, o) => step(u, o) === 1
        : word.rank === 'either'
          ? (u, o) => Math.abs(step(u, o)) === 1
          : word.rank === 'same'
            ? (u, o) => u === o
            : () => false;
  const s = word.suit ?? 'any';
  f = (u, o) => {
    const ru = rank(u);
    const ro = rank(o);
    if (ru === 0 || ro === 0 || place[ru] < 0 || place[ro] < 0 || !byRank(ru, ro)) return false;
    if (s === 'same') return suit(u) === suit(o);
    if (s === 'alternate') return colour(u) !== colour(o);
    if (s === 'other') return suit(u) !== suit(o);
    return true;
  };
  fitsCache.set(key, f);
  return f;
}

/** The engine's option: its allowed values, and how an attribute or JSON value is read. */
export function optionSpec(o: OptionWord): OptionSpec {
  const v = o.values;
  if (!Array.isArray(v)) {
    const range = v as Exclude<OptionWord['values'], readonly unknown[]>;
    const words = range.also ?? [];
    const digits = String(range.max).length;
    return {
      name: o.name,
      default: o.default,
      allowed:
        `${range.min === 0 ? '0' : range.min}, a whole number up to ${range.max}${words.length ? `, or ${words.join(', ')}` : ''}`.replace(
          /^0, a whole number up to \d+/,
          '0, a positive whole number',
        ),
      pattern: `^(\\d{1,${digits}}${words.map((w) => `|${w}`).join('')})$`,
      parse(raw) {
        const s = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
        if (words.includes(s)) return s;
        if (!new RegExp(`^\\d{1,${digits}}$`).test(s)) return undefined;
        const n = Number(s);
        return n >= range.min && n <= range.max ? n : undefined;
      },
    };
  }
  const values = v as readonly OptionValue[];
  return {
    name: o.name,
    default: o.default,
    allowed: values,
    parse(raw) {
      const s = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : null;
      return s === null ? undefined : values.find((x) => String(x) === s);
    },
  };
}

/** A JSON Pointer's tokens (`/piles/0/draw` → piles, 0, draw). */
export const pointerTokens = (p: string): string[] =>
  p
    .split('/')
    .slice(1)
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));

/** The description with each option's field set to what the option's value sets (the description itself untouched). */
export function withOptions(d: GameDescription, options: Options): GameDescription {
  if (!d.options?.length) return d;
  const out = structuredClone(d) as unknown as Record<string, unknown>;
  for (const o of d.options) {
    const value = options[o.name] ?? o.default;
    const set = o.map ? o.map[String(value)] : value;
    const tokens = pointerTokens(o.sets);
    let at: Record<string, unknown> = out;
    for (let i = 0; i < tokens.length - 1; i++) {
      at[tokens[i]] ??= {};
      at = at[tokens[i]] as Record<string, unknown>;
    }
    at[tokens[tokens.length - 1]] = structuredClone(set);
  }
  return out as unknown as GameDescription;
}
