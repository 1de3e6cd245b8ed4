/** What every language's table needs from Intl and from its pile names; shared by the language files. */
import type { PileName, PileWord } from './types.js';

type Forms = Partial<Record<Intl.LDMLPluralRule, string>> & { readonly other: string };

/** `n` with the plural form its language takes ("2 karty", "5 kart"): forms by Intl.PluralRules' category. */
export function counter(locale: string): (n: number, forms: Forms) => string {
  const rules = new Intl.PluralRules(locale);
  return (n, forms) => (forms[rules.select(n)] ?? forms.other).replace('#', String(n));
}

/** "1, 2 or 3" in the language's words. */
export const orList = (locale: string, items: readonly (string | number)[]): string =>
  new Intl.ListFormat(locale, { type: 'disjunction' }).format(items.map(String));

/** A whole percentage as the language writes it ("57 %", "%57"). */
export const percentIn = (locale: string, p: number): string => new Intl.NumberFormat(locale, { style: 'percent' }).format(p / 100);

/**
 * Pile names from a game's own words in the language, else the language's shared names, else the
 * game's English words: `pile` the name, `pileTo` its form as a move's goal.
 */
export function pileNames(
  shared: Readonly<Record<PileName, PileWord>>,
  game: Readonly<Record<PileName, PileWord>> | undefined,
  english: Readonly<Record<PileName, string>> | undefined,
  numbered: (name: string, n: number) => string = (name, n) => `${name} ${n}`,
) {
  const word = (name: PileName): PileWord => game?.[name] ?? shared[name] ?? english?.[name] ?? name;
  const form = (w: PileWord, i: 0 | 1) => (typeof w === 'string' ? w : w[i]);
  const named = (w: string, n?: number) => (n === undefined ? w : numbered(w, n));
  return {
    pile: (name: PileName, n?: number) => named(form(word(name), 0), n),
    pileTo: (name: PileName, n?: number) => named(form(word(name), 1), n),
  };
}

/** Lower-cases a leading capital for mid-sentence use ("Dama kier" → "dama kier"; "AB" stays). */
export const lowerFirst = (s: string): string => (/^\p{Lu}(?!\p{Lu})/u.test(s) ? s[0].toLowerCase() + s.slice(1) : s);

/**
 * The values an option takes in the language's words: a list joined by "or", or the engine's
 * English words for a range ("0, a positive whole number, or unlimited"; "0, a whole number up to
 * 9, or unlimited") said again with `number` (the range's words, `max` null for no limit).
 */
export function allowedIn(locale: string, allowed: readonly (string | number)[] | string, number: (max: string | null) => string): string {
  if (typeof allowed !== 'string') return orList(locale, allowed);
  const m = /^0, a (?:positive )?whole number(?: up to (\d+))?(?:,? or (.+))?$/.exec(allowed);
  return m ? orList(locale, ['0', number(m[1] ?? null), ...(m[2] ? m[2].split(/,\s*(?:or\s+)?/) : [])]) : allowed;
}
