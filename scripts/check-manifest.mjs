#!/usr/bin/env node
// npm run analyze:check
// Regenerates the Custom Elements Manifest into a temporary directory and fails if the
// committed custom-elements.json differs from it (i.e. it is stale). Fix: `npm run analyze`
// and commit custom-elements.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const committedPath = join(root, 'custom-elements.json');
const pkgPath = join(root, 'package.json');

if (!existsSync(committedPath)) {
  console.error('analyze:check: custom-elements.json is missing. Run `npm run analyze` and commit it.');
  process.exit(1);
}

// The analyzer joins --outdir onto the cwd, so give it a relative path to the temp dir.
// It also rewrites package.json's "customElements" to point into --outdir: restore it.
const tmp = mkdtempSync(join(tmpdir(), 'cem-check-'));
const pkgBefore = readFileSync(pkgPath);
let fresh;
try {
  const cem = join(root, 'node_modules/@custom-elements-manifest/analyzer/cem.js');
  // tsx: the config reads the games from the registry (custom-elements-manifest.config.mjs).
  const run = spawnSync(process.execPath, ['--import', 'tsx', cem, 'analyze', '--quiet', '--outdir', relative(root, tmp)], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) {
    console.error('analyze:check: the analyzer failed');
    process.exit(run.status ?? 1);
  }
  fresh = readFileSync(join(tmp, 'custom-elements.json'), 'utf8');
} finally {
  const pkgAfter = readFileSync(pkgPath);
  if (!pkgAfter.equals(pkgBefore)) writeFileSync(pkgPath, pkgBefore);
  rmSync(tmp, { recursive: true, force: true });
}

// Compare the data, not the formatting nor the order of the modules (the analyzer lists them
// in the order the file system gives the files, which is not the same on every machine).
const canon = (text) => {
  const m = JSON.parse(text);
  m.modules?.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return JSON.stringify(m, null, 2);
};
const committed = canon(readFileSync(committedPath, 'utf8'));
const expected = canon(fresh);

if (committed !== expected) {
  const a = committed.split('\n');
  const b = expected.split('\n');
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const show = (lines) =>
    lines
      .slice(Math.max(0, i - 3), i + 4)
      .map((l) => `    ${l}`)
      .join('\n');
  console.error(
    [
      'analyze:check: custom-elements.json is STALE: it does not match the sources in src/.',
      `First difference at line ${i + 1}:`,
      '  committed:',
      show(a),
      '  regenerated:',
      show(b),
      'Fix: run `npm run analyze` and commit custom-elements.json.',
    ].join('\n'),
  );
  process.exit(1);
}
console.log('analyze:check: custom-elements.json is up to date.');
