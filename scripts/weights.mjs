// What a page downloads of dist/, worked out from the bundle's import graph (each file gzipped on
// its own, as a server sends it): for one board of each game, the files before its first card
// shows and once its solver has answered (the worker's files, and the input code loaded after the
// first frame, too); for a page with every game.
// `npm run build` prints these; `npm run bench:weight` measures the same in Chromium.
import { gzipSync } from 'node:zlib';
// Run with the tsx loader (`node --import tsx`): the games' names come from the registry itself.
import { REGISTRY, VARIANTS } from '../src/games/registry.ts';

export const gzipSize = (code) => gzipSync(code, { level: 9 }).length;

/** Files `start` needs before it runs: itself and its static imports, all the way down. */
function closure(chunks, start, into = new Set()) {
  if (into.has(start) || !chunks[start]) return into;
  into.add(start);
  for (const dep of chunks[start].imports) closure(chunks, dep, into);
  return into;
}

/**
 * @param {{ fileName: string, imports: string[], code: string }[]} chunkList the bundle's chunks
 * @returns {{ rows: { game: string, first: number, solved: number, firstFiles: string[], solvedFiles: string[] }[], all: number, size: (files: Iterable<string>) => number, sizes: Record<string, number>, firstIn: (game: string, lang: string) => number }}
 */
export function weights(chunkList) {
  const chunks = Object.fromEntries(chunkList.map((c) => [c.fileName, c]));
  const sizes = Object.fromEntries(chunkList.map((c) => [c.fileName, gzipSize(c.code)]));
  const size = (files) => [...files].reduce((n, f) => n + sizes[f], 0);
  const page = closure(chunks, 'patience-games.js');
  const worker = closure(chunks, 'solver-worker.js');
  // a game written as a description comes with the compiler of descriptions (loaded beside it)
  const described = new Set(REGISTRY.filter((e) => e.description).map((e) => e.name));
  const rows = VARIANTS.map((game) => {
    const first = closure(chunks, `${game}.js`, new Set(page));
    if (described.has(game)) closure(chunks, 'describe.js', first);
    const later = closure(chunks, 'input.js', closure(chunks, 'solver-work.js', new Set([...first, ...worker])));
    if (described.has(game)) closure(chunks, 'describe-play.js', later);
    const solved = closure(chunks, `${game}-solver.js`, later);
    return { game, first: size(first), solved: size(solved), firstFiles: [...first], solvedFiles: [...solved] };
  });
  /** A board of `game` in `lang` before its first card: the language's file too, and what it imports (the game's words in it follow, with its play). */
  const firstIn = (game, lang) => size(closure(chunks, `${lang}.js`, new Set(rows.find((r) => r.game === game).firstFiles)));
  const all = new Set([...page, ...worker]);
  for (const game of VARIANTS) {
    closure(chunks, `${game}.js`, all);
    if (described.has(game)) closure(chunks, 'describe-play.js', closure(chunks, 'describe.js', all));
    closure(chunks, `${game}-solver.js`, all);
  }
  return { rows, all: size(all), size, sizes, firstIn };
}

export const kB = (n) => `${(n / 1000).toFixed(1)} kB`;
