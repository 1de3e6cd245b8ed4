/**
 * Where a JSON Pointer (RFC 6901) points in JSON text: the start and end offsets of the value it
 * names, or of its nearest ancestor that the text has (a missing field's object; `exact` false).
 * Null when the text is not JSON enough to walk.
 */
export interface TextRange {
  readonly start: number;
  readonly end: number;
  readonly exact: boolean;
}

const unescape = (token: string) => token.replaceAll('~1', '/').replaceAll('~0', '~');

function skipSpace(text: string, i: number): number {
  while (i < text.length && /\s/.test(text[i]!)) i++;
  return i;
}

/** The offset just after the string that starts at `i` (at its opening quote). */
function stringEnd(text: string, i: number): number {
  for (let j = i + 1; j < text.length; j++) {
    if (text[j] === '\\') j++;
    else if (text[j] === '"') return j + 1;
  }
  return -1;
}

/** The offset just after the value that starts at `i`. */
function valueEnd(text: string, i: number): number {
  const c = text[i];
  if (c === '"') return stringEnd(text, i);
  if (c !== '{' && c !== '[') {
    let j = i;
    while (j < text.length && !/[\s,\]}]/.test(text[j]!)) j++;
    return j > i ? j : -1;
  }
  let depth = 0;
  for (let j = i; j < text.length; j++) {
    const d = text[j];
    if (d === '"') {
      j = stringEnd(text, j) - 1;
      if (j < 0) return -1;
    } else if (d === '{' || d === '[') depth++;
    else if (d === '}' || d === ']') {
      if (--depth === 0) return j + 1;
    }
  }
  return -1;
}

/** The start of the member (object) or item (array) named `token` in the container at `i`, or -1. */
function childStart(text: string, i: number, token: string): number {
  const object = text[i] === '{';
  let j = skipSpace(text, i + 1);
  for (let index = 0; j < text.length && text[j] !== '}' && text[j] !== ']'; index++) {
    let found: boolean;
    if (object) {
      const keyEnd = stringEnd(text, j);
      if (keyEnd < 0) return -1;
      found = (JSON.parse(text.slice(j, keyEnd)) as string) === token;
      j = skipSpace(text, keyEnd);
      if (text[j] !== ':') return -1;
      j = skipSpace(text, j + 1);
    } else found = String(index) === token;
    if (found) return j;
    const end = valueEnd(text, j);
    if (end < 0) return -1;
    j = skipSpace(text, end);
    if (text[j] === ',') j = skipSpace(text, j + 1);
  }
  return -1;
}

export function pointerRange(text: string, pointer: string): TextRange | null {
  try {
    let start = skipSpace(text, 0);
    const tokens = pointer === '' ? [] : pointer.split('/').slice(1).map(unescape);
    let found = 0;
    for (const token of tokens) {
      if (text[start] !== '{' && text[start] !== '[') break;
      const child = childStart(text, start, token);
      if (child < 0) break;
      start = child;
      found++;
    }
    const end = valueEnd(text, start);
    return end < 0 ? null : { start, end, exact: found === tokens.length };
  } catch {
    return null;
  }
}
