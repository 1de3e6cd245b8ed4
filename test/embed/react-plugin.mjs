// A @web/test-runner plugin that lets the browser tests import React (CommonJS on npm): `react` and
// `react-dom/client` resolve to ES modules re-exporting one esbuild bundle of both, so the test,
// src/react.ts and react-dom share one React.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The names a CommonJS module exports, read in a child process (React's development build wraps console methods, which the runner's console does not allow). */
const names = new Map();
function exportNames(specifier) {
  if (!names.has(specifier)) {
    const r = spawnSync(process.execPath, ['-e', `console.log(JSON.stringify(Object.keys(require(${JSON.stringify(specifier)}))))`], {
      cwd: root,
      encoding: 'utf8',
      // The names of the development build, which the bundle below is made of (production leaves out `act`).
      env: { ...process.env, NODE_ENV: 'development' },
    });
    if (r.status !== 0) throw new Error(`react-plugin: cannot read the exports of ${specifier}: ${r.stderr}`);
    names.set(specifier, JSON.parse(r.stdout));
  }
  return names.get(specifier);
}

const MODULES = { react: 'react', 'react-dom/client': 'react-dom-client' };

let bundle = null;
function reactBundle() {
  bundle ??= build({
    stdin: {
      contents: "import * as react from 'react';\nimport * as reactDomClient from 'react-dom/client';\nexport { react, reactDomClient };\n",
      resolveDir: root,
      loader: 'js',
    },
    bundle: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'warning',
  }).then((r) => r.outputFiles[0].text);
  return bundle;
}

/** An ES module for `specifier`: its CommonJS exports by name, from the shared bundle. */
function shim(specifier) {
  const local = specifier === 'react' ? 'react' : 'reactDomClient';
  const exported = exportNames(specifier).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n) && n !== 'default');
  return (
    `import { ${local} as ns } from '/__react__/bundle.js';\n` +
    `const m = ns.default ?? ns;\n` +
    `export default m;\n` +
    `export const { ${exported.join(', ')} } = m;\n`
  );
}

/** @returns {import('@web/test-runner').TestRunnerPlugin} */
export function reactPlugin() {
  return {
    name: 'react-esm',
    resolveImport({ source }) {
      return source in MODULES ? `/__react__/${MODULES[source]}.js` : undefined;
    },
    async serve(context) {
      if (!context.path.startsWith('/__react__/')) return undefined;
      if (context.path === '/__react__/bundle.js') return { body: await reactBundle(), type: 'js' };
      const entry = Object.entries(MODULES).find(([, file]) => context.path === `/__react__/${file}.js`);
      return entry ? { body: shim(entry[0]), type: 'js' } : undefined;
    },
  };
}
