/** The vocabulary's rules on the options: names, defaults, maps, the field each sets, and a sound game for every value. */
import { factsOf, type Rule } from './check-facts.js';
import { schemaNodeAt, schemaProblemsAt } from './check-schema.js';
import { pointer, problem, quote, type DescriptionProblem } from './problem.js';
import type { GameDescription, OptionWord } from './types.js';
import { pointerTokens, withOptions } from './vocabulary.js';

type Range = { readonly min: number; readonly max: number; readonly also?: readonly string[] };
const rangeOf = (o: OptionWord): Range | null => (Array.isArray(o.values) ? null : (o.values as Range));
const at = (i: number, ...more: (string | number)[]): string => pointer('options', i, ...more);

export const optionNamesAreUnique: Rule = ({ d }) =>
  (d.options ?? []).flatMap((o, i, all) =>
    all.findIndex((x) => x.name === o.name) < i ? [problem(at(i, 'name'), `Two options are called ${quote(o.name)}.`)] : [],
  );

const allowed = (o: OptionWord, v: number | string): boolean => {
  const r = rangeOf(o);
  if (!r) return (o.values as readonly (number | string)[]).includes(v);
  return typeof v === 'number' ? Number.isInteger(v) && v >= r.min && v <= r.max : (r.also ?? []).includes(v);
};

export const defaultsAreAllowed: Rule = ({ d }) =>
  (d.options ?? []).flatMap((o, i) => {
    const r = rangeOf(o);
    const out: DescriptionProblem[] = [];
    if (r && r.min > r.max) out.push(problem(at(i, 'values', 'min'), `The lowest value ${r.min} is above the highest, ${r.max}.`));
    else if (!allowed(o, o.default))
      out.push(problem(at(i, 'default'), `The default ${quote(o.default)} is not among the option's values.`));
    return out;
  });

/** The description as written is its game with the default options: a field an option sets already holds the default's value. */
export const defaultsAreWritten: Rule = ({ d }) =>
  (d.options ?? []).flatMap((o, i) => {
    if (setsProblem(d, o.sets) || (o.map && !Object.prototype.hasOwnProperty.call(o.map, String(o.default)))) return [];
    const written = valueAtPointer(d, pointerTokens(o.sets));
    const set = o.map ? o.map[String(o.default)] : o.default;
    return written !== undefined && JSON.stringify(written) !== JSON.stringify(set)
      ? [
          problem(
            at(i, 'default'),
            `The default ${quote(o.default)} sets ${o.sets} to ${quote(JSON.stringify(set))}, but it holds ${quote(JSON.stringify(written))}.`,
          ),
        ]
      : [];
  });

const valueAtPointer = (d: GameDescription, tokens: readonly string[]): unknown => {
  let v: unknown = d;
  for (const t of tokens)
    v = typeof v === 'object' && v !== null && Object.prototype.hasOwnProperty.call(v, t) ? (v as Record<string, unknown>)[t] : undefined;
  return v;
};

/** A map has a key for every value and none else. */
export const mapsMatchTheValues: Rule = ({ d }) =>
  (d.options ?? []).flatMap((o, i) => {
    if (!o.map) return [];
    if (rangeOf(o)) return [problem(at(i, 'map'), 'A map needs a list of values, not a range.')];
    const values = (o.values as readonly (number | string)[]).map(String);
    const keys = Object.keys(o.map);
    return [
      ...values.filter((v) => !keys.includes(v)).map((v) => problem(at(i, 'map'), `The map has nothing for the value ${quote(v)}.`)),
      ...keys.filter((k) => !values.includes(k)).map((k) => problem(at(i, 'map', k), `${quote(k)} is not a value of ${quote(o.name)}.`)),
    ];
  });

/** The problem with where an option's pointer leads, or null: an existing field, or one the schema allows there. */
function setsProblem(d: GameDescription, sets: string): string | null {
  const tokens = pointerTokens(sets);
  if (tokens[0] === 'id' || tokens[0] === 'options') return `An option cannot set /${tokens[0]}.`;
  let v: unknown = d;
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k];
    const here = pointer(...tokens.slice(0, k + 1));
    if (Array.isArray(v)) {
      if (!/^(0|[1-9]\d*)$/.test(t) || Number(t) >= v.length) return `${here} is no item of the list (it has ${v.length}).`;
      v = v[Number(t)];
      continue;
    }
    const node = schemaNodeAt(tokens.slice(0, k + 1));
    if (!node) return `The description has no field ${here}.`;
    const exists = typeof v === 'object' && v !== null && Object.prototype.hasOwnProperty.call(v, t);
    if (!exists && k < tokens.length - 1 && node.type !== 'object') return `${here} is missing, and only an object could be made for it.`;
    v = exists ? (v as Record<string, unknown>)[t] : undefined;
  }
  return null;
}

export const setsNameAField: Rule = ({ d }) =>
  (d.options ?? []).flatMap((o, i) => {
    const why = setsProblem(d, o.sets);
    return why ? [problem(at(i, 'sets'), why)] : [];
  });

/** Each value an option can take, and where a problem with it is reported. */
function valuesOf(o: OptionWord, i: number): { value: number | string; path: string }[] {
  const r = rangeOf(o);
  const list: { value: number | string; path: string }[] = r
    ? [
        { value: r.min, path: at(i, 'values', 'min') },
        { value: r.max, path: at(i, 'values', 'max') },
        ...(r.also ?? []).map((value, k) => ({ value, path: at(i, 'values', 'also', k) })),
      ]
    : (o.values as readonly (number | string)[]).map((value, k) => ({ value, path: at(i, 'values', k) }));
  return o.map ? list.map(({ value }) => ({ value, path: at(i, 'map', String(value)) })) : list;
}

/**
 * Every option value sets a field the schema allows, and the game it makes keeps the
 * vocabulary's rules (Spider's suits must still share out its decks). Run after the other rules
 * pass for the option: its pointer leads somewhere, its map has every value.
 */
export function optionValuesMakeGames(
  d: GameDescription,
  fieldRules: readonly Rule[],
  known: readonly DescriptionProblem[],
): DescriptionProblem[] {
  const options = d.options ?? [];
  // Setting one option sets every other to its default: all must lead somewhere first.
  const mapped = (o: OptionWord, v: number | string): boolean => !o.map || Object.prototype.hasOwnProperty.call(o.map, String(v));
  const sound = (o: OptionWord, i: number): boolean =>
    !setsProblem(d, o.sets) && !(o.map && rangeOf(o)) && mapped(o, o.default) && valuesOf(o, i).every(({ value }) => mapped(o, value));
  if (!options.every(sound)) return [];
  const setBy = (o: OptionWord, value: number | string): unknown => (o.map ? o.map[String(value)] : value);
  const out: DescriptionProblem[] = [];
  const fit: { o: OptionWord; value: number | string; path: string; label: string }[] = [];
  options.forEach((o, i) => {
    // A list's default is one of its values; a range's is checked as well as its ends.
    const defaultToo = rangeOf(o) ? [{ value: o.default, path: at(i, 'default') }] : [];
    for (const { value, path } of [...valuesOf(o, i), ...defaultToo]) {
      const label = `With ${o.name} ${quote(value)}`;
      const shape = schemaProblemsAt(pointerTokens(o.sets), setBy(o, value));
      if (shape.length === 0) fit.push({ o, value, path, label });
      else out.push(...shape.map((p) => problem(path, `${label}, ${p.path}: ${p.message}`)));
    }
  });
  // The rules read fields the schema accepted: with a default that sets a field wrongly, they would not.
  if (out.length > 0) return dedupe(out);
  const seen = new Set(known.map((p) => `${p.path}\n${p.message}`));
  // The field rules read English words alone: the other languages need no copy per value.
  const lean: GameDescription = { ...d, words: { en: d.words.en } };
  for (const { o, value, path, label } of fit) {
    const facts = factsOf(withOptions(lean, { [o.name]: value }));
    for (const rule of fieldRules)
      for (const p of rule(facts))
        if (!seen.has(`${p.path}\n${p.message}`)) out.push(problem(path, `${label}, ${p.path || 'the description'}: ${p.message}`));
  }
  return dedupe(out);
}

function dedupe(problems: readonly DescriptionProblem[]): DescriptionProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.path}\n${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
