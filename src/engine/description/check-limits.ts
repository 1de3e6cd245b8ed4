/**
 * The hard limits, checked before any other work so that a hostile description costs next to
 * nothing: 64 kB of JSON, 20 levels of nesting, lists of 104 items and objects of 64 fields at
 * most; then a plain copy of the data (own fields only, nothing that runs), and at most 40 piles
 * and 4 decks.
 */
import { pointer, problem, quote, type DescriptionProblem } from './problem.js';

export const MAX_BYTES = 64 * 1024;
export const MAX_DEPTH = 20;
export const MAX_ITEMS = 104;
export const MAX_FIELDS = 64;
export const MAX_PILES = 40;
export const MAX_DECKS = 4;

export type Read =
  { readonly data: unknown; readonly problems?: undefined } | { readonly data?: undefined; readonly problems: DescriptionProblem[] };

const tooBig = (): DescriptionProblem => problem('', `The description is larger than 64 kB of JSON (${MAX_BYTES} bytes): it is not read.`);
const tooDeep = (path: string): DescriptionProblem => problem(path, `The description is nested deeper than ${MAX_DEPTH} levels here.`);

/** UTF-8 length, counted without encoding; stops once past the limit. */
function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length && n <= MAX_BYTES; i++) {
    const c = text.charCodeAt(i);
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c < 0xdc00 ? (i++, 4) : 3;
  }
  return n;
}

/** The deepest nesting of brackets outside strings, stopping once past the limit. */
function textDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      if (++depth > deepest && (deepest = depth) > MAX_DEPTH) return deepest;
    } else if (c === ']' || c === '}') depth--;
  }
  return deepest;
}

/** JSON text: its size and nesting first, then parsed. */
function parse(text: string): Read {
  if (text.length > MAX_BYTES || utf8Length(text) > MAX_BYTES) return { problems: [tooBig()] };
  if (textDepth(text) > MAX_DEPTH) return { problems: [tooDeep('')] };
  try {
    return { data: JSON.parse(text.replace(/^\uFEFF/, '')) as unknown };
  } catch (e) {
    // The parser's own message quotes the text; say only where it stopped.
    const at = /position (\d+)/.exec(String(e instanceof Error ? e.message : e))?.[1];
    return { problems: [problem('', `The description is not valid JSON${at ? ` (at character ${at})` : ''}.`)] };
  }
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const kindOf = (v: unknown): string =>
  typeof v === 'function' ? 'a function' : typeof v === 'bigint' ? 'a BigInt' : typeof v === 'symbol' ? 'a symbol' : `${typeof v}`;

interface Frame {
  readonly from: unknown;
  readonly into: Record<string, unknown> | unknown[];
  readonly path: string;
  readonly depth: number;
}

/**
 * A plain copy of data given as a value: only arrays, plain objects' own enumerable fields,
 * strings, finite numbers, booleans and null. Fields are defined, never assigned, so a field
 * named `__proto__` stays a field (for the schema to refuse) and never becomes a prototype.
 */
function copy(value: unknown): Read {
  const problems: DescriptionProblem[] = [];
  let bytes = 0;
  const stack: Frame[] = [];
  let stopped = false;
  const put = (into: Frame['into'], key: string | number, v: unknown): void => {
    Object.defineProperty(into, key, { value: v, enumerable: true, writable: true, configurable: true });
  };
  // The copy of one value, or undefined (and a problem) when it is not JSON data.
  const take = (v: unknown, path: string, depth: number): unknown => {
    if (stopped) return undefined;
    bytes += 8;
    if (v === null || typeof v === 'boolean') return v;
    if (typeof v === 'string') {
      bytes += v.length;
      return v;
    }
    if (typeof v === 'number') {
      if (Number.isFinite(v)) return v;
      problems.push(problem(path, `${v} is not a JSON number.`));
      return undefined;
    }
    if (typeof v !== 'object') {
      problems.push(problem(path, `This is ${kindOf(v)}, not JSON data.`));
      return undefined;
    }
    if (depth >= MAX_DEPTH) {
      // One place too deep says it: a cycle would say it everywhere.
      stopped = true;
      problems.push(tooDeep(path));
      return undefined;
    }
    if (Array.isArray(v)) {
      if (v.length > MAX_ITEMS) {
        problems.push(problem(path, `This list holds ${v.length} items; at most ${MAX_ITEMS}.`));
        return undefined;
      }
      const into: unknown[] = [];
      stack.push({ from: v, into, path, depth: depth + 1 });
      return into;
    }
    if (Object.prototype.toString.call(v) !== '[object Object]') {
      problems.push(problem(path, 'This is not plain data (an object such as a Date or a Map).'));
      return undefined;
    }
    const into: Record<string, unknown> = {};
    stack.push({ from: v, into, path, depth: depth + 1 });
    return into;
  };
  const root = take(value, '', 0);
  while (stack.length > 0 && problems.length < 20 && !stopped) {
    if (bytes > MAX_BYTES) return { problems: [tooBig()] };
    const { from, into, path, depth } = stack.pop()!;
    if (Array.isArray(from)) {
      for (let i = 0; i < from.length; i++) {
        put(into, i, take(from[i], `${path}${pointer(i)}`, depth));
      }
      continue;
    }
    const keys = Object.keys(from as object);
    if (keys.length > MAX_FIELDS) {
      problems.push(problem(path, `This object has ${keys.length} fields; at most ${MAX_FIELDS}.`));
      break;
    }
    for (const key of keys) {
      bytes += key.length;
      if (LONE_SURROGATE.test(key)) {
        problems.push(problem(path, `A field's name is not well-formed text.`));
        continue;
      }
      const v = (from as Record<string, unknown>)[key];
      // As JSON.stringify does: a field left undefined is no field.
      if (v !== undefined) put(into, key, take(v, `${path}${pointer(key)}`, depth));
    }
  }
  if (bytes > MAX_BYTES) return { problems: [tooBig()] };
  return problems.length ? { problems } : { data: root };
}

/** Piles summed over the groups' counts, and decks: absurd numbers are answered before the schema's work. */
function countLimits(data: unknown): DescriptionProblem[] {
  if (typeof data !== 'object' || data === null) return [];
  const d = data as { piles?: unknown; deck?: unknown };
  const out: DescriptionProblem[] = [];
  if (Array.isArray(d.piles)) {
    let piles = 0;
    d.piles.forEach((g: unknown, i) => {
      const count = typeof g === 'object' && g !== null ? (g as { count?: unknown }).count : undefined;
      piles += typeof count === 'number' && count > 1 ? count : 1;
      if (piles > MAX_PILES && out.length === 0)
        out.push(
          problem(
            typeof count === 'number' && count > 1 ? pointer('piles', i, 'count') : pointer('piles'),
            `The groups hold more than ${MAX_PILES} piles in all${typeof count === 'number' && count > MAX_PILES ? ` (this one alone ${quote(count)})` : ''}.`,
          ),
        );
    });
  }
  const decks = typeof d.deck === 'object' && d.deck !== null ? (d.deck as { decks?: unknown }).decks : undefined;
  if (typeof decks === 'number' && decks > MAX_DECKS)
    out.push(problem(pointer('deck', 'decks'), `At most ${MAX_DECKS} decks (this is ${quote(decks)}).`));
  return out;
}

/** The description as plain data within the limits, or the limits it breaks. Never throws. */
export function readWithinLimits(input: unknown): Read {
  try {
    const parsed = typeof input === 'string' ? parse(input) : { data: input };
    if (parsed.problems) return parsed;
    const copied = copy(parsed.data);
    if (copied.problems) return copied;
    const counts = countLimits(copied.data);
    return counts.length ? { problems: counts } : copied;
  } catch {
    // A getter or a proxy that throws: data that cannot be read is no description.
    return { problems: [problem('', 'The description could not be read as data.')] };
  }
}
