// The lines a page puts in its <head> to load dist/ from a CDN with every file's integrity
// checked: the entry's <script integrity>, and an import map whose "integrity" section pins every
// other file of the bundle (Chromium checks it for the files the entry imports and loads later).
import { createHash } from 'node:crypto';

/** `sha384-…`, the `integrity` value for these bytes. */
export const sri = (code) => `sha384-${createHash('sha384').update(code).digest('base64')}`;

/** The import map's JSON for `files` (name → code) served from `base` (ending in `/`). */
export function integrityMap(base, files, entry = 'patience-games.js') {
  const integrity = Object.fromEntries(
    Object.keys(files)
      .filter((name) => name !== entry && name.endsWith('.js') && !name.startsWith('embed'))
      .sort()
      .map((name) => [base + name, sri(files[name])]),
  );
  return JSON.stringify({ integrity }, null, 2);
}

export function cdnSnippet(base, files, entry = 'patience-games.js') {
  return (
    `<script type="importmap">\n${integrityMap(base, files, entry)}\n</script>\n` +
    `<script type="module" src="${base}${entry}"\n        integrity="${sri(files[entry])}" crossorigin="anonymous"></script>`
  );
}
