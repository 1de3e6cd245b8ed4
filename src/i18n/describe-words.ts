/**
 * A description's words as the game's `GameWords`: per language its name, rules, pile names and
 * options in words, a text per option value chosen by the value itself, else by the language's
 * plural category of it (`Intl.PluralRules`). What a language leaves out is English.
 */
import type { GameDescription } from '../engine/description/types.js';
import type { GameWords, GameWordsIn } from './game-words.js';
import type { PileWord } from './types.js';
import { wordsIn } from './words-in.js';

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
