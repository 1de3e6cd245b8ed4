// What npm run build prints about dist/patience-games.js: its size, what each source folder weighs
// in it, and the Subresource Integrity hash for a <script> that loads it from a CDN.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { transformSync } from 'esbuild';

/** The bundle's gzipped size before issue 10 (the solver in it twice), for the record. */
export const BEFORE_GZIP = 67918;

/** `sha384-…`, the `integrity` attribute's value for these bytes. */
export function sri(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

export const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** The group a module of the bundle counts under: a source folder, Lit, or the worker's copy. */
export function groupOf(id) {
  const path = id.replaceAll('\\', '/');
  if (path.includes('?worker')) return 'solver worker (inlined source)';
  if (/\/node_modules\/(lit|lit-html|lit-element|@lit)\//.test(path)) return 'lit';
  const src = path.match(/\/src\/(.+)$/);
  if (!src) return 'other (helpers)';
  const parts = src[1].split('/');
  if (parts.length === 1) return 'src/*.ts';
  if (parts[0] === 'engine' && parts[1] === 'solver' && parts.length > 2) return 'src/engine/solver';
  // The games' folders: their searches and solver hooks apart from their rules, layouts and words.
  if (parts[0] === 'games' && parts.length > 2) {
    return parts[2] === 'search' || /^(search|solver)\.ts$/.test(parts[2]) ? 'src/games/*: solvers' : 'src/games/*: the rest';
  }
  return `src/${parts[0]}`;
}

/** A group's code minified on its own (its modules' rendered code is not yet minified). */
function minified(code) {
  try {
    return transformSync(code, { minify: true, target: 'es2022', logLevel: 'silent' }).code;
  } catch {
    return code;
  }
}

/**
 * Lines of a table: each group's modules, their code as rendered into the bundle and minified
 * on its own, that gzipped on its own, and its share of the file's gzipped size (in proportion
 * to the gzip figures: gzip finds less to share inside one group than in the whole file).
 * @param {{ modules: Record<string, { code?: string | null, renderedLength: number }> }} chunk
 * @param {number} fileGzip the whole file's gzipped size
 */
export function breakdown(chunk, fileGzip) {
  const groups = new Map();
  for (const [id, m] of Object.entries(chunk.modules)) {
    if (!m.renderedLength) continue;
    const g = groups.get(groupOf(id)) ?? { code: [], modules: 0 };
    g.code.push(m.code ?? '');
    g.modules++;
    groups.set(groupOf(id), g);
  }
  const rows = [...groups].map(([name, g]) => {
    const min = minified(g.code.join('\n'));
    return { name, modules: g.modules, min: Buffer.byteLength(min), gz: gzipSize(Buffer.from(min)) };
  });
  rows.sort((a, b) => b.gz - a.gz);
  const sumGz = rows.reduce((s, r) => s + r.gz, 0);
  const width = Math.max(...rows.map((r) => r.name.length));
  const kB = (n) => `${(n / 1000).toFixed(1)} kB`;
  const lines = [`${'group'.padEnd(width)}  modules   minified  gzip alone  ≈ in file (gzip)`];
  for (const r of rows) {
    const share = (r.gz / sumGz) * fileGzip;
    lines.push(
      `${r.name.padEnd(width)}  ${String(r.modules).padStart(7)}  ${kB(r.min).padStart(9)}  ${kB(r.gz).padStart(10)}  ${kB(share).padStart(8)} ${((100 * r.gz) / sumGz).toFixed(1).padStart(5)}%`,
    );
  }
  return lines;
}
