/** The vocabulary's rules on the words: every pile name a layout uses has English words, option texts fit their options. */
import { didYouMean } from './check-schema.js';
import type { Rule } from './check-facts.js';
import { pointer, problem, quote, type DescriptionProblem } from './problem.js';
import type { OptionText, OptionWord } from './types.js';

/** Pile names with words in every language's shared table (i18n). */
export const SHARED_PILE_NAMES: readonly string[] = ['stock', 'waste', 'foundation', 'tableau', 'reserve', 'discard', 'pile', 'column'];
const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];

const own = (o: object | undefined, key: string): boolean => o !== undefined && Object.prototype.hasOwnProperty.call(o, key);

/** A layout's own pile name has an English word. */
export const pileNamesHaveWords: Rule = ({ d }) => {
  const out: DescriptionProblem[] = [];
  d.piles.forEach((g, i) => {
    const name = g.layout?.name;
    if (name && !SHARED_PILE_NAMES.includes(name) && !own(d.words.en.piles, name))
      out.push(
        problem(pointer('piles', i, 'layout', 'name'), `The pile name ${quote(name)} has no English word: add it to /words/en/piles.`),
      );
  });
  return out;
};

/** Words for piles name piles the layouts use (a typo there leaves a pile without its word). */
export const pileWordsAreUsed: Rule = ({ d }) => {
  const used = [...SHARED_PILE_NAMES, ...d.piles.map((g) => g.layout?.name).filter((n): n is string => n !== undefined)];
  const out: DescriptionProblem[] = [];
  for (const [lang, w] of Object.entries(d.words))
    for (const name of Object.keys(w.piles ?? {}))
      if (!used.includes(name))
        out.push(problem(pointer('words', lang, 'piles', name), `No pile's layout is called ${quote(name)}${didYouMean(name, used)}.`));
  return out;
};

const valueKeys = (o: OptionWord): string[] =>
  Array.isArray(o.values) ? o.values.map(String) : [...((o.values as { also?: readonly string[] }).also ?? [])];

/** The problems of one option's text in one language. */
function textProblems(o: OptionWord, text: OptionText, path: string): DescriptionProblem[] {
  const out: DescriptionProblem[] = [];
  const placeholders = (t: string, at: string): void => {
    for (const m of t.matchAll(/\{([^{}]*)\}/g))
      if (m[1] !== 'value') out.push(problem(at, `${quote(`{${m[1]}}`)} is no placeholder: the only one is {value}.`));
  };
  const several = !Array.isArray(o.values) || o.values.length > 1;
  if (typeof text === 'string') {
    placeholders(text, path);
    if (several && !text.includes('{value}'))
      out.push(problem(path, 'One text for every value needs {value}, or every value reads the same.'));
    return out;
  }
  const keys = valueKeys(o);
  for (const [key, t] of Object.entries(text)) {
    placeholders(t, `${path}${pointer(key)}`);
    if (!keys.includes(key) && !PLURAL_CATEGORIES.includes(key))
      out.push(
        problem(
          `${path}${pointer(key)}`,
          `${quote(key)} is neither a value of ${quote(o.name)} nor a plural category (${PLURAL_CATEGORIES.join(', ')}).`,
        ),
      );
  }
  const covered = Array.isArray(o.values) && keys.every((k) => own(text, k));
  if (!covered && !own(text, 'other')) out.push(problem(path, 'Texts by value need "other" for the values they do not name.'));
  return out;
}

/** Texts for options name options, use {value} only, and cover every value. */
export const optionWordsFit: Rule = ({ d }) => {
  const out: DescriptionProblem[] = [];
  const names = (d.options ?? []).map((o) => o.name);
  for (const [lang, w] of Object.entries(d.words))
    for (const [name, text] of Object.entries(w.options ?? {})) {
      const path = pointer('words', lang, 'options', name);
      const o = d.options?.find((x) => x.name === name);
      if (!o) out.push(problem(path, `There is no option ${quote(name)}${didYouMean(name, names)}.`));
      else out.push(...textProblems(o, text, path));
    }
  return out;
};
