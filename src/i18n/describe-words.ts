/**
 * A description's words as the game's `GameWords`: per language its name, rules, pile names and
 * options in words, a text per option value chosen by the value itself, else by the language's
 * plural category of it (`Intl.PluralRules`). What a language leaves out is English.
 */
import type { GameDescription, OptionText, WordsIn } from '../engine/description/types.js';
import type { OptionValue } from '../engine/types.js';
import type { GameWords, GameWordsIn } from './game-words.js';
import type { PileWord } from './types.js';

/** An option value in words: `{value}` replaced, the text picked by value, then plural category, then `other`. */
export function optionText(text: OptionText, value: OptionValue, lang: string): string {
  let t: string | undefined;
  if (typeof text === 'string') t = text;
  else {
    t = text[String(value)];
    if (t === undefined && typeof value === 'number') t = text[new Intl.PluralRules(lang).select(value)];
    t ??= text.other ?? Object.values(text)[0];
  }
  return (t ?? String(value)).replace(/\{value\}/g, String(value));
}

function wordsIn<P extends PileWord>(w: WordsIn, en: WordsIn, lang: string, pile: (p: PileWord) => P): GameWordsIn<P> {
  const options: Record<string, (v: OptionValue) => string> = {};
  for (const [name, text] of Object.entries({ ...en.options, ...w.options })) options[name] = (v) => optionText(text, v, lang);
  const piles: Record<string, P> = {};
  // (a pile the language does not name falls back per pile in the language's table)
  for (const [name, p] of Object.entries(w.piles ?? {})) piles[name] = pile(p);
  const out: { -readonly [K in keyof GameWordsIn<P>]: GameWordsIn<P>[K] } = { name: w.name || en.name, piles, options };
  const rules = w.rules ?? en.rules;
  if (rules) out.rules = rules;
  const keys = w.keys ?? en.keys;
  if (keys) out.keys = keys;
  return out;
}

const asTuple = (p: PileWord): readonly [string, string] => (typeof p === 'string' ? [p, p.toLowerCase()] : p);
const asString = (p: PileWord): string => (typeof p === 'string' ? p : p[0]);

export function wordsOf(d: GameDescription): GameWords {
  const en = d.words.en;
  const out: Record<string, GameWordsIn<PileWord>> = {};
  for (const [lang, w] of Object.entries(d.words)) out[lang] = wordsIn(w, en, lang, lang === 'ru' ? asTuple : (p) => p);
  return {
    ...out,
    en: wordsIn(en, en, 'en', asString),
    ru: d.words.ru ? wordsIn(d.words.ru, en, 'ru', asTuple) : wordsIn(en, en, 'ru', asTuple),
  };
}
