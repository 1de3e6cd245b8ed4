#!/usr/bin/env node
// npm run build  (node --import tsx: the scripts read the games from src/games/registry.ts)
//  1. dist/patience-games.js and the files beside it (scripts/dist-build.mjs): each game, each
//     game's solver, the solver's worker, the shared engine and search core, the parts loaded when
//     first used; the iframe page dist/embed.html, embed.css, embed.js, embed-solver.js
//  2. dist/npm/: the package entries index.js, engine.js, react.js, solver-worker.js and their
//     chunks (Lit and React external), for apps that bundle the package
//  3. dist/types/**.d.ts  declarations from tsc -p tsconfig.build.json
//  4. prints each file's gzipped size, what one board of each game downloads before its first
//     card and once its solver has answered, and the CDN snippet: the entry's <script integrity>
//     and an import map whose "integrity" section pins every other file
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { buildBundle, buildEmbed } from './dist-build.mjs';
import { cdnSnippet } from './cdn.mjs';
import { cyclesIn } from './cycles.mjs';
import { gzipSize, kB, weights } from './weights.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const step = (title) => console.log(`\n\x1b[1m== ${title}\x1b[0m`);

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

step('bundle: dist/patience-games.js and the files beside it');
const bundle = await buildBundle();
for (const [name, code] of Object.entries(bundle.files)) {
  mkdirSync(dirname(join(dist, name)), { recursive: true });
  writeFileSync(join(dist, name), code);
}

// No cycle among the files' static imports: in one, a file's classes may run before a class they
// extend has been defined ("Class extends value undefined", as the worker once failed to start).
const [cycle] = cyclesIn(new Map(bundle.chunks.map((c) => [c.fileName, c.imports])));
if (cycle) {
  console.error(`build: the files import each other in a circle: ${[...cycle, cycle[0]].join(' → ')} (vite.config.ts chunkGroups)`);
  process.exit(1);
}

step('iframe page: dist/embed.html, embed.js, embed-solver.js');
const embed = await buildEmbed();
for (const [name, text] of Object.entries(embed)) writeFileSync(join(dist, name), text);

step('package entries: dist/npm/');
await build({ root, configFile: join(root, 'vite.config.ts'), mode: 'lib', logLevel: 'warn' });

// Each package entry exports its public names only: no chunk's name for a shared module (`a`, `t`, …).
for (const entry of ['index.js', 'engine.js', 'react.js']) {
  const code = readFileSync(join(dist, 'npm', entry), 'utf8');
  const names = [...code.matchAll(/^export \{([^}]*)\}/gm)].flatMap((m) =>
    m[1].split(',').map((n) =>
      n
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    ),
  );
  const chunkNames = names.filter((n) => /^[A-Za-z_$][0-9]*$/.test(n));
  if (chunkNames.length) {
    console.error(
      `build: dist/npm/${entry} exports chunk names ${chunkNames.join(', ')}: a module it shares with a later chunk belongs in element.js`,
    );
    process.exit(1);
  }
}

step('declarations: dist/types/');
const tsc = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], {
  cwd: root,
  stdio: 'inherit',
});
if (tsc.status !== 0) {
  console.error('build: tsc -p tsconfig.build.json failed');
  process.exit(tsc.status ?? 1);
}

// The description schema, shipped as patience-games/game.schema.json.
writeFileSync(join(dist, 'game.schema.json'), readFileSync(join(root, 'src/engine/description/game.schema.json')));

// Sanity: the files package.json "exports" points at must exist.
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const targets = new Set();
const collect = (v) => (typeof v === 'string' ? targets.add(v) : v && typeof v === 'object' && Object.values(v).forEach(collect));
[pkg.exports, pkg.main, pkg.module, pkg.types].forEach(collect);
const missing = [...targets].filter((t) => !existsSync(join(root, t)));
if (missing.length) {
  console.error(`build: package.json points at missing files: ${missing.join(', ')}`);
  process.exit(1);
}

step('sizes (gzip, each file as a server sends it)');
const w = weights(bundle.chunks);
for (const name of Object.keys(bundle.files).sort()) console.log(`  ${name.padEnd(24)} ${kB(w.sizes[name]).padStart(8)}`);
for (const [name, text] of Object.entries(embed)) console.log(`  ${name.padEnd(24)} ${kB(gzipSize(text)).padStart(8)}`);

step('one board (the files a page with one <patience-game> downloads)');
console.log(`  ${'game'.padEnd(12)} ${'first card'.padStart(11)} ${'solver answered'.padStart(16)}`);
for (const r of w.rows) console.log(`  ${r.game.padEnd(12)} ${kB(r.first).padStart(11)} ${kB(r.solved).padStart(16)}`);
console.log(`  every game on one page: ${kB(w.all)}`);
// Every language but English is a file of its own, downloaded with the game's code (issue 27: German Klondike ≤ 45 kB).
console.log(`  klondike in German (de.js beside it): ${kB(w.firstIn('klondike', 'de'))}`);

// The budget of a first card (issues 25-27): every board's first card within 40 kB gzip, a German
// Klondike's within 45 kB. A file that moves into the first card's way fails the build here.
const FIRST_CARD_BUDGET = 40_000;
const heavy = w.rows.filter((r) => r.first > FIRST_CARD_BUDGET).map((r) => `${r.game} ${kB(r.first)}`);
if (w.firstIn('klondike', 'de') > 45_000) heavy.push(`klondike in German ${kB(w.firstIn('klondike', 'de'))}`);
if (heavy.length) {
  console.error(`build: over the first card's budget (40 kB; 45 kB in German): ${heavy.join(', ')}`);
  process.exit(1);
}

// No board may wait for search code before its first card (a game file built on the search core, say).
const searchFiles = ['search.js', 'drive.js', 'generic.js', 'compiled.js', 'service.js'];
const early = w.rows.flatMap((r) =>
  r.firstFiles.filter((f) => searchFiles.includes(f) || f.endsWith('-solver.js')).map((f) => `${r.game}: ${f}`),
);
if (early.length) {
  console.error(`build: search code before the first card (${early.join(', ')})`);
  process.exit(1);
}

step('CDN: the entry with Subresource Integrity, every other file pinned by an import map');
console.log(cdnSnippet(`https://cdn.jsdelivr.net/npm/${pkg.name}@${pkg.version}/dist/`, bundle.files));
