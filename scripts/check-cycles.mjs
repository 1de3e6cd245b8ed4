#!/usr/bin/env node
// npm run check:cycles: lists every import cycle among the src/ modules (type-only imports
// included) and fails when there is one.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { cyclesIn } from './cycles.mjs';
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
const cycles = new Set(cyclesIn(graph).map((c) => c.map((p) => p.split('/src/')[1]).join(' -> ')));
if (cycles.size) {
  console.error(`check:cycles: ${cycles.size} import cycle(s):\n${[...cycles].join('\n')}`);
  process.exit(1);
}
console.log('check:cycles: no import cycle in src/');
