#!/usr/bin/env node
// npm run check:cycles: lists every import cycle among the src/ modules (type-only imports
// included) and fails when there is one.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
const files = [];
const walk = (d) => {
  for (const f of readdirSync(d)) {
    const p = join(d, f);
    if (statSync(p).isDirectory()) walk(p);
    else if (p.endsWith('.ts')) files.push(resolve(p));
  }
};
walk(new URL('../src', import.meta.url).pathname);
const graph = new Map();
for (const f of files) {
  const s = readFileSync(f, 'utf8');
  const deps = [...s.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)]
    .map((m) => resolve(dirname(f), m[1]).replace(/\.js$/, '.ts'))
    .filter((d) => files.includes(d));
  graph.set(f, deps);
}
const cycles = new Set();
const state = new Map();
const stack = [];
const dfs = (n) => {
  state.set(n, 1);
  stack.push(n);
  for (const d of graph.get(n) ?? []) {
    if (state.get(d) === 1)
      cycles.add(
        stack
          .slice(stack.indexOf(d))
          .map((p) => p.split('/src/')[1])
          .join(' -> '),
      );
    else if (!state.get(d)) dfs(d);
  }
  stack.pop();
  state.set(n, 2);
};
for (const f of files) if (!state.get(f)) dfs(f);
if (cycles.size) {
  console.error(`check:cycles: ${cycles.size} import cycle(s):\n${[...cycles].join('\n')}`);
  process.exit(1);
}
console.log('check:cycles: no import cycle in src/');
