// The package on a server (Node, no DOM, as in a Next/Astro/Nuxt server render): importing its
// entry does not throw, the element class and types are there, `<patience-game>` is defined in
// Lit's stand-in registry, and React renders the component and the bare tag to HTML.
// Each import runs in a fresh Node process (Lit's Node build puts stand-ins on globalThis).
//   - the sources: src/index.ts, src/react.ts through tsx
//   - the package build: dist/npm/index.js, dist/npm/react.js, built from the sources into a scratch folder
//     inside node_modules (so that 'lit' and 'react' resolve) with the `npm run build` config
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const PROBE = `
const [entry, react] = JSON.parse(process.env.PROBE_ARGS);
const m = await import(entry);
const out = {
  exports: Object.keys(m).sort(),
  dom: typeof document + ',' + typeof window,
  defined: typeof customElements !== 'undefined' && customElements.get('patience-game') === m.PatienceGame,
  observed: m.PatienceGame.observedAttributes,
};
const React = await import('react');
const { renderToString } = await import('react-dom/server');
const r = await import(react);
out.reactDefined = r.PatienceGameElement === m.PatienceGame;
out.html = renderToString(React.createElement('main', null,
  React.createElement(r.PatienceGame, { variant: 'klondike', seed: 42, autoPlay: true, onPatienceWin: () => {} }),
  React.createElement('patience-game', { variant: 'bayan', seed: 7, 'no-toolbar': true })));
console.log(JSON.stringify(out));
`;

/** Imports `entry` and `react` (file URLs) in a new Node process with `nodeArgs`; returns what it saw. */
function probe(nodeArgs, entry, react) {
  const r = spawnSync(process.execPath, [...nodeArgs, '--input-type=module', '-e', PROBE], {
    cwd: root,
    env: { ...process.env, PROBE_ARGS: JSON.stringify([entry, react]) },
    encoding: 'utf8',
    timeout: 60_000,
  });
  assert.equal(r.status, 0, `the import failed:\n${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').at(-1));
}

function check(seen) {
  assert.equal(seen.dom, 'undefined,undefined', 'no DOM in this process');
  for (const name of ['PatienceGame', 'PatienceWinEvent', 'VARIANTS', 'REGISTRY', 'en']) assert.ok(seen.exports.includes(name), name);
  assert.equal(seen.defined, true, '<patience-game> is defined in the stand-in registry');
  assert.equal(seen.reactDefined, true);
  for (const a of ['variant', 'seed', 'no-toolbar', 'auto-play', 'lang']) assert.ok(seen.observed.includes(a), a);
  // The React component renders the bare tag (its properties are set in the browser); the bare
  // tag keeps its attributes.
  assert.match(
    seen.html,
    /^<main><patience-game><\/patience-game><patience-game variant="bayan" seed="7" no-toolbar=""><\/patience-game><\/main>$/,
  );
}

test('src/index.ts and src/react.ts import on a server (tsx)', () => {
  const seen = probe(['--import', 'tsx'], pathToFileURL(join(root, 'src/index.ts')).href, pathToFileURL(join(root, 'src/react.ts')).href);
  check(seen);
});

let built = '';
before(async () => {
  const scratch = join(root, 'node_modules/.cache');
  mkdirSync(scratch, { recursive: true });
  built = mkdtempSync(join(scratch, 'patience-server-'));
  const { build } = await import('vite');
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    mode: 'lib',
    logLevel: 'warn',
    build: { outDir: built, emptyOutDir: true, sourcemap: false },
  });
});

test('dist/npm/index.js and dist/npm/react.js (the package build) import on a server', () => {
  try {
    const seen = probe([], pathToFileURL(join(built, 'index.js')).href, pathToFileURL(join(built, 'react.js')).href);
    check(seen);
  } finally {
    rmSync(built, { recursive: true, force: true });
  }
});
