/** A problem with a game description: where it is (a JSON Pointer) and what is wrong, in words. */
export interface DescriptionProblem {
  /** A JSON Pointer into the description (`/piles/2/count`); '' for the whole description. */
  readonly path: string;
  /** Words a person reads. Any text quoted from the description is escaped (`quote`). */
  readonly message: string;
}

export const problem = (path: string, message: string): DescriptionProblem => ({ path, message });

/** A JSON Pointer token: `~` and `/` escaped. */
export const escapeToken = (token: string | number): string => String(token).replace(/~/g, '~0').replace(/\//g, '~1');

/** A pointer one step further. */
export const pointer = (...tokens: readonly (string | number)[]): string => tokens.map((t) => `/${escapeToken(t)}`).join('');

/** `<`, `>` and `&` as JSON escapes (`\u003c`): text that can never be read as markup. */
export const escapeMarkup = (text: string): string => text.replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * Text from a description quoted in a message: as a JSON string, cut short, markup escaped, so
 * a message never carries markup even where someone inserts it as HTML.
 */
export function quote(value: unknown, max = 40): string {
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (typeof value !== 'string') return Array.isArray(value) ? 'a list' : 'an object';
  return escapeMarkup(JSON.stringify(value.length > max ? `${value.slice(0, max)}…` : value));
}

/** More problems than this say little more: the rest are counted. */
export const MAX_PROBLEMS = 50;

/** The problem that counts those left unsaid. */
export const moreProblems = (n: number): DescriptionProblem => problem('', `… and ${n} more problem${n === 1 ? '' : 's'}.`);
