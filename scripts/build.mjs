#!/usr/bin/env node
// npm run build
//  1. dist/patience-games.js  one self-contained minified ES module (Lit bundled, no chunks)
//  2. dist/embed.html, embed.css, embed.js  the iframe page (embed/build.mjs)
//  3. dist/index.js, dist/engine.js, dist/react.js (+ dist/chunks/*)  package entries, Lit and React external
//  4. dist/types/**.d.ts  declarations from tsc -p tsconfig.build.json
//  5. prints raw and gzipped size of dist/patience-games.js, what each source folder weighs in it,
//     and its Subresource Integrity hash with the CDN URL of this version
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { buildEmbed } from '../embed/build.mjs';
import { BEFORE_GZIP, breakdown, sri } from './bundle-report.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const configFile = join(root, 'vite.config.ts');

for (const entry of ['src/index.ts', 'src/engine.ts']) {
  if (!existsSync(join(root, entry))) {
    console.error(`build: ${entry} is missing`);
    process.exit(1);
  }
}

rmSync(dist, { recursive: true, force: true });

const step = (title) => console.log(`\n\x1b[1m== ${title}\x1b[0m`);

step('bundle: dist/patience-games.js');
const bundleResult = await build({ root, configFile, mode: 'bundle', logLevel: 'warn' });
// The bundle must be one file: one chunk, no static or dynamic imports left.
const outputs = (Array.isArray(bundleResult) ? bundleResult : [bundleResult]).flatMap((r) => r.output ?? []);
const chunks = outputs.filter((o) => o.type === 'chunk');
const leaks = chunks.flatMap((c) => [...c.imports, ...c.dynamicImports]);
const extra = outputs.filter((o) => o.type !== 'chunk').map((o) => o.fileName);
if (chunks.length !== 1 || leaks.length > 0 || extra.length > 0) {
  console.error(
    `build: dist/patience-games.js must be one self-contained file; got chunks ${chunks.map((c) => c.fileName).join(', ')}` +
      (leaks.length ? `, importing ${leaks.join(', ')}` : '') +
      (extra.length ? `, plus files ${extra.join(', ')}` : '') +
      '.\nA worker must be imported as `./x.worker.ts?worker&inline` (Blob URL), not new URL(..., import.meta.url).',
  );
  process.exit(1);
}

step('iframe page: dist/embed.html');
for (const [name, text] of Object.entries(await buildEmbed())) writeFileSync(join(dist, name), text);

step('package entries: dist/index.js, dist/engine.js, dist/react.js');
await build({ root, configFile, mode: 'lib', logLevel: 'warn' });

step('declarations: dist/types/');
const tsc = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], {
  cwd: root,
  stdio: 'inherit',
});
if (tsc.status !== 0) {
  console.error('build: tsc -p tsconfig.build.json failed');
  process.exit(tsc.status ?? 1);
}

// Sanity: the files package.json "exports" points at must exist.
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const targets = new Set();
const collect = (v) => {
  if (typeof v === 'string') targets.add(v);
  else if (v && typeof v === 'object') Object.values(v).forEach(collect);
};
collect(pkg.exports);
collect(pkg.main);
collect(pkg.module);
collect(pkg.types);
const missing = [...targets].filter((t) => !existsSync(join(root, t)));
if (missing.length) {
  console.error(`build: package.json points at missing files: ${missing.join(', ')}`);
  process.exit(1);
}

const bundle = readFileSync(join(dist, 'patience-games.js'));

step('sizes');
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const gz = gzipSync(bundle, { level: 9 }).length;
console.log(`dist/patience-games.js  ${bundle.length} B (${kb(bundle.length)}) raw, ${gz} B (${kb(gz)}) gzip`);
console.log(`  before issue 10: ${BEFORE_GZIP} B gzip; now ${gz - BEFORE_GZIP >= 0 ? '+' : ''}${gz - BEFORE_GZIP} B`);
for (const f of readdirSync(dist).filter((f) => f.endsWith('.js') && f !== 'patience-games.js')) {
  const b = readFileSync(join(dist, f));
  console.log(`dist/${f}  ${b.length} B raw, ${gzipSync(b, { level: 9 }).length} B gzip`);
}

step('dist/patience-games.js by source folder');
for (const line of breakdown(chunks[0], gz)) console.log(line);

step('CDN: a pinned <script> with Subresource Integrity');
const integrity = sri(bundle);
console.log(`integrity: ${integrity}`);
console.log(
  `<script type="module" src="https://cdn.jsdelivr.net/npm/${pkg.name}@${pkg.version}/dist/patience-games.js"\n` +
    `        integrity="${integrity}" crossorigin="anonymous"></script>`,
);
