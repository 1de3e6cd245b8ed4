// Builds the iframe page (dist/embed.html, embed.css, embed.js) in memory: scripts/build.mjs
// writes it into dist/, the embed tests (test/embed/) serve it.
//
// embed.js is the one-file bundle's build (vite.config.ts, mode "bundle": the same plugins,
// minifier and worker handling) with another entry, embed/embed.ts, as a classic script (IIFE):
// a sandboxed frame has an opaque origin, and module scripts from a server without CORS headers
// are refused there, classic scripts are not.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');

/** @returns {Promise<Record<'embed.html' | 'embed.css' | 'embed.js', string>>} */
export async function buildEmbed() {
  const entry = {
    name: 'patience-embed-entry',
    config(config) {
      config.build.lib = { entry: join(here, 'embed.ts'), formats: ['iife'], name: 'patienceGamesEmbed', fileName: () => 'embed.js' };
    },
  };
  const out = await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    mode: 'bundle',
    logLevel: 'warn',
    plugins: [entry],
    build: { write: false, emptyOutDir: false },
  });
  const outputs = (Array.isArray(out) ? out : [out]).flatMap((r) => r.output ?? []);
  const chunks = outputs.filter((o) => o.type === 'chunk');
  if (chunks.length !== 1 || outputs.length !== 1) {
    throw new Error(`embed: expected one script, got ${outputs.map((o) => o.fileName).join(', ')}`);
  }
  return {
    'embed.html': readFileSync(join(here, 'embed.html'), 'utf8'),
    'embed.css': readFileSync(join(here, 'embed.css'), 'utf8'),
    'embed.js': chunks[0].code,
  };
}
