/**
 * The JSON Schema's verdict (`game.schema.json`, by @cfworker/json-schema, which validates without
 * eval and so works under a strict Content-Security-Policy), its errors as problems a person
 * reads: one per leaf error, at the pointer of the value, without the containers' noise
 * ("a subschema had errors").
 */
import { dereference, validate, type OutputUnit, type Schema } from '@cfworker/json-schema';
import schemaFile from './game.schema.json';
import { MAX_PROBLEMS, moreProblems, pointer, problem, quote, type DescriptionProblem } from './problem.js';

type Node = Schema & { readonly description?: string };

const GAME_SCHEMA = schemaFile as Node;

let lookup: ReturnType<typeof dereference> | null = null;
const schemaLookup = (): ReturnType<typeof dereference> => (lookup ??= dereference(GAME_SCHEMA));

const decode = (token: string): string => {
  let t = token;
  try {
    t = decodeURIComponent(token);
  } catch {
    // cfworker percent-encodes tokens; one that is not stays as it is
  }
  return t.replace(/~1/g, '/').replace(/~0/g, '~');
};

const tokensOf = (location: string): string[] => location.replace(/^#/, '').split('/').slice(1).map(decode);

/** A schema node by its local reference (`#/$defs/group`). */
const refTarget = (ref: string): Node | undefined => walk(GAME_SCHEMA, tokensOf(ref));

function walk(from: Node, tokens: readonly string[]): Node | undefined {
  let node: unknown = from;
  for (const t of tokens) {
    if (typeof node !== 'object' || node === null) return undefined;
    const n = node as Record<string, unknown>;
    node = t === '$ref' && typeof n.$ref === 'string' ? refTarget(n.$ref) : Object.prototype.hasOwnProperty.call(n, t) ? n[t] : undefined;
  }
  return typeof node === 'object' && node !== null ? (node as Node) : undefined;
}

/** The schema node a keyword belongs to (`…/properties/count/maximum` → the count's node). */
const nodeOfKeyword = (root: Node, keywordLocation: string): Node | undefined => walk(root, tokensOf(keywordLocation).slice(0, -1));

/** The schema node that describes the value at a pointer of the description, following the data's shape. */
export function schemaNodeAt(tokens: readonly string[]): Node | undefined {
  let node: Node | undefined = GAME_SCHEMA;
  for (const t of tokens) {
    while (node?.$ref) node = refTarget(node.$ref);
    if (!node) return undefined;
    const props = node.properties as Record<string, Node> | undefined;
    if (props && Object.prototype.hasOwnProperty.call(props, t)) node = props[t];
    else if (/^(0|[1-9]\d*)$/.test(t) && (node.items !== undefined || node.prefixItems)) {
      const prefix = node.prefixItems as Node[] | undefined;
      node = prefix?.[Number(t)] ?? (typeof node.items === 'object' ? (node.items as Node) : undefined);
    } else if (typeof node.additionalProperties === 'object') node = node.additionalProperties as Node;
    else return undefined;
  }
  while (node?.$ref) node = refTarget(node.$ref);
  return node;
}

const valueAt = (data: unknown, tokens: readonly string[]): unknown => {
  let v = data;
  for (const t of tokens)
    v = typeof v === 'object' && v !== null && Object.prototype.hasOwnProperty.call(v, t) ? (v as Record<string, unknown>)[t] : undefined;
  return v;
};

const TYPE_WORDS: Readonly<Record<string, string>> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  array: 'a list',
  object: 'an object',
  boolean: 'true or false',
  null: 'null',
};

/** Patterns in words; a literal pattern (`^unlimited$`) says itself. */
const PATTERN_WORDS: Readonly<Record<string, string>> = {
  '^[a-z][a-z0-9-]*$': 'lower-case letters, digits and hyphens, starting with a letter',
  '^[a-z][a-zA-Z0-9]*$': 'letters and digits, starting with a lower-case letter',
  '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$': 'a language code (en, ru, pt-BR …)',
  '^[a-z0-9][a-z0-9-]*$': 'lower-case letters, digits and hyphens',
  '^[a-z0-9][a-z0-9.-]*$': 'a number or a lower-case word',
  '^(/([^~/]|~[01])*)+$': 'a JSON Pointer such as /piles/0/draw',
};
const literalOf = (pattern: string | undefined): string | null => (pattern && /^\^[a-z-]+\$$/.test(pattern) ? pattern.slice(1, -1) : null);

/** What a node allows, in words: `a whole number or "unlimited"`. */
function typesInWords(node: Node): string {
  const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  const literal = literalOf(node.pattern);
  const words = types.map((t) => (t === 'string' && literal ? JSON.stringify(literal) : (TYPE_WORDS[t] ?? t)));
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}` : (words[0] ?? 'something else');
}

function valueInWords(v: unknown): string {
  if (typeof v === 'string') return `the text ${quote(v)}`;
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object' && v !== null) return 'an object';
  return quote(v);
}

/** Who a message is about: the field's name, or the item's place in its list. */
function subjectOf(tokens: readonly string[]): string {
  if (tokens.length === 0) return 'The description';
  const last = tokens[tokens.length - 1];
  if (!/^\d+$/.test(last)) return quote(last);
  const owner = [...tokens].reverse().find((t) => !/^\d+$/.test(t));
  return owner ? `Item ${last} of ${quote(owner)}` : `Item ${last}`;
}

/** Levenshtein distance, for "did you mean". Short words only. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]++;
    for (let j = 1; j <= b.length; j++) {
      const here = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = here;
    }
  }
  return row[b.length];
}

export function didYouMean(word: string, candidates: readonly unknown[]): string {
  if (word.length > 30) return '';
  const near = candidates
    .filter((c): c is string => typeof c === 'string')
    .map((c) => ({ c, d: c.toLowerCase() === word.toLowerCase() ? 0 : distance(word, c) }))
    .filter(({ d }) => d <= Math.max(1, Math.min(2, word.length / 3)))
    .sort((x, y) => x.d - y.d)[0];
  return near ? ` (did you mean ${JSON.stringify(near.c)}?)` : '';
}

const listInWords = (values: readonly unknown[]): string =>
  values.length > 16
    ? `${values
        .slice(0, 16)
        .map((v) => JSON.stringify(v))
        .join(', ')} …`
    : values.map((v) => JSON.stringify(v)).join(', ');

/** One leaf error in words, or null for a container's summary. */
function messageOf(unit: OutputUnit, container: OutputUnit | null, root: Node, value: unknown, tokens: readonly string[]): string | null {
  const node = nodeOfKeyword(root, unit.keywordLocation);
  const aboutName = unit.keywordLocation.includes('/propertyNames/') || unit.keyword === 'propertyNames';
  const subject = aboutName ? `The name ${quote(tokens[tokens.length - 1])}` : subjectOf(tokens);
  const is = aboutName ? quote(tokens[tokens.length - 1]) : quote(value);
  switch (unit.keyword) {
    case 'false': {
      if (container?.keyword === 'items') {
        const of = nodeOfKeyword(root, container.keywordLocation);
        return `${subjectOf(tokens)} holds at most ${(of?.prefixItems as unknown[] | undefined)?.length ?? 0} items.`;
      }
      const parent = container ? nodeOfKeyword(root, container.keywordLocation) : undefined;
      const fields = Object.keys((parent?.properties as object | undefined) ?? {});
      const name = tokens[tokens.length - 1] ?? '';
      return `${quote(name)} is not a field here${didYouMean(name, fields)}.`;
    }
    case 'type':
      return node ? `${subject} must be ${typesInWords(node)}, not ${valueInWords(aboutName ? tokens[tokens.length - 1] : value)}.` : null;
    case 'enum':
      return node?.enum
        ? `${subject} must be one of ${listInWords(node.enum)}, not ${is}${typeof value === 'string' ? didYouMean(value, node.enum) : ''}.`
        : null;
    case 'required': {
      const name = /required property "(.*)"/.exec(unit.error)?.[1] ?? '';
      const described = (node?.properties as Record<string, Node> | undefined)?.[name];
      const meaning = described?.description ?? (described?.$ref ? refTarget(described.$ref)?.description : undefined);
      return `${subject} lacks the field ${JSON.stringify(name)}${meaning ? `: ${meaning}` : '.'}`;
    }
    case 'minimum':
    case 'exclusiveMinimum':
      return `${subject} must be ${unit.keyword === 'minimum' ? 'at least' : 'more than'} ${node?.[unit.keyword]}, not ${is}.`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${subject} must be ${unit.keyword === 'maximum' ? 'at most' : 'less than'} ${node?.[unit.keyword]}, not ${is}.`;
    case 'minLength':
      return node?.minLength === 1 ? `${subject} must not be empty.` : `${subject} must be at least ${node?.minLength} characters long.`;
    case 'maxLength':
      return `${subject} must be at most ${node?.maxLength} characters long.`;
    case 'pattern': {
      const literal = literalOf(node?.pattern);
      const words =
        literal && node
          ? typesInWords(node)
          : node?.pattern
            ? (PATTERN_WORDS[node.pattern] ?? `of the form ${node.pattern}`)
            : 'of another form';
      return `${subject} must be ${words}, not ${is}.`;
    }
    case 'not':
      return `${subject} is a name JavaScript objects already have; choose another.`;
    case 'minItems':
      return `${subject} must hold at least ${node?.minItems} item${node?.minItems === 1 ? '' : 's'}.`;
    case 'maxItems':
      return `${subject} holds ${Array.isArray(value) ? value.length : 'too many'} items; at most ${node?.maxItems}.`;
    case 'uniqueItems':
      return `${subject} holds one item twice.`;
    case 'maxProperties':
      return `${subject} holds more than ${node?.maxProperties} entries.`;
    case 'minProperties':
      return `${subject} must hold at least ${node?.minProperties} entries.`;
    case 'const':
      return `${subject} must be ${JSON.stringify(node?.const)}.`;
    default:
      return null;
  }
}

const CONTAINERS = new Set(['additionalProperties', 'items', 'prefixItems', 'unevaluatedProperties', 'additionalItems']);
/** The keywords `messageOf` puts in words; the others only sum up their subschemas' errors. */
const LEAVES = new Set([
  'false',
  'type',
  'enum',
  'required',
  'minimum',
  'exclusiveMinimum',
  'maximum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'not',
  'minItems',
  'maxItems',
  'uniqueItems',
  'maxProperties',
  'minProperties',
  'const',
]);

/** The schema's errors (validating `data` against `root`) as problems: deduplicated, each at its value's pointer, under `base`. */
function translate(units: readonly OutputUnit[], data: unknown, root: Node, base: readonly string[]): DescriptionProblem[] {
  const out: DescriptionProblem[] = [];
  const seen = new Set<string>();
  let container: OutputUnit | null = null;
  // Past the limit, errors are only counted: putting thousands in words would cost more than checking.
  let more = 0;
  for (const unit of units) {
    if (CONTAINERS.has(unit.keyword)) container = unit;
    if (!LEAVES.has(unit.keyword)) continue;
    if (out.length >= MAX_PROBLEMS) {
      more++;
      continue;
    }
    const at = tokensOf(unit.instanceLocation);
    // An item beyond a fixed-length list ([x, y]): the problem is the list's.
    const tokens = unit.keyword === 'false' && container?.keyword === 'items' ? at.slice(0, -1) : at;
    const message = messageOf(unit, container, root, valueAt(data, tokens), [...base, ...tokens]);
    if (message === null) continue;
    const p = problem(pointer(...base, ...tokens), message);
    const key = `${p.path}\n${p.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(p);
    }
  }
  if (more > 0) out.push(moreProblems(more));
  return out;
}

/** The description against the whole schema. */
export function schemaProblems(data: unknown): DescriptionProblem[] {
  return translate(validate(data, GAME_SCHEMA, '2020-12', schemaLookup(), false).errors, data, GAME_SCHEMA, []);
}

/** A value against the schema's node for the place `at` (tokens of a pointer) of a description. */
export function schemaProblemsAt(at: readonly string[], value: unknown): DescriptionProblem[] {
  const node = schemaNodeAt(at);
  if (!node) return [problem(pointer(...at), 'The schema has no field here.')];
  const units = validate(value, node, '2020-12', schemaLookup(), false).errors;
  return translate(units, value, node, at);
}
