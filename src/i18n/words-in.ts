/**
 * A game's words in one language as the description vocabulary writes them (`WordsIn`: plain
 * JSON, as in a description or a `games/words/<lang>/<game>.json` file) turned into the
 * `GameWordsIn` the message tables join: option texts picked by value, then by the language's
 * plural category (`Intl.PluralRules`).
 */
import type { OptionText, WordsIn } from '../engine/description/types.js';
import type { OptionValue } from '../engine/types.js';
import type { GameWordsIn } from './game-words.js';
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

/**
 * `w` as the tables join it; `en` (the game's English words, in the same form) fills in what `w`
 * leaves out but its options. Pile names pass through `pile` (Russian wants a name and a goal).
 */
export function wordsIn<P extends PileWord>(w: WordsIn, en: WordsIn | null, lang: string, pile: (p: PileWord) => P): GameWordsIn<P> {
  const options: Record<string, (v: OptionValue) => string> = {};
  for (const [name, text] of Object.entries({ ...en?.options, ...w.options })) options[name] = (v) => optionText(text, v, lang);
  const piles: Record<string, P> = {};
  // (a pile the language does not name falls back per pile in the language's table)
  for (const [name, p] of Object.entries(w.piles ?? {})) piles[name] = pile(p);
  const out: { -readonly [K in keyof GameWordsIn<P>]: GameWordsIn<P>[K] } = { name: w.name || en?.name || '', piles, options };
  const rules = w.rules ?? en?.rules;
  if (rules) out.rules = rules;
  const keys = w.keys ?? en?.keys;
  if (keys) out.keys = keys;
  return out;
}
