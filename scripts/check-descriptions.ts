/**
 * `npm run check:descriptions`: every built-in description (src/games/descriptions/*.json) against
 * the schema and the vocabulary's rules, each file's gzip size (at most 1.5 kB), and the schema's
 * TypeScript mirror (game-schema.ts, which the browser tests can import where JSON cannot be)
 * equal to game.schema.json. `-- --write` rewrites the mirror. Exits 1 on any problem.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { format, resolveConfig } from 'prettier';

const DIR = 'src/games/descriptions';
const SCHEMA = 'src/engine/description/game.schema.json';
const MIRROR = 'src/engine/description/game-schema.ts';
const MAX_GZIP = 1536;

async function mirrorText(): Promise<string> {
  const schema = JSON.parse(readFileSync(SCHEMA, 'utf8')) as unknown;
  const text = [
    `// Generated from game.schema.json by \`npm run check:descriptions -- --write\`: edit the JSON, not this file.`,
    `// (The JSON file is what the package ships; the test runner's browser cannot import JSON modules.)`,
    `import type { Schema } from '@cfworker/json-schema';`,
    ``,
    `export const GAME_SCHEMA: Schema = ${JSON.stringify(schema)};`,
    ``,
  ].join('\n');
  return format(text, { ...(await resolveConfig(MIRROR)), filepath: MIRROR });
}

let failed = false;
const expected = await mirrorText();
if (process.argv.includes('--write')) writeFileSync(MIRROR, expected);
else if (readFileSync(MIRROR, 'utf8') !== expected) {
  console.error(`${MIRROR} differs from ${SCHEMA}: run npm run check:descriptions -- --write`);
  failed = true;
}

// Imported only now: the checker reads the mirror written above.
const { descriptionProblems } = await import('../src/engine/description/check.js');
for (const file of readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const text = readFileSync(join(DIR, file), 'utf8');
  const gzip = gzipSync(text, { level: 9 }).length;
  const problems = descriptionProblems(text);
  const tooBig = gzip > MAX_GZIP;
  console.log(
    `${problems.length || tooBig ? '✗' : '✓'} ${file}: ${(gzip / 1024).toFixed(2)} kB gzip${tooBig ? ` (at most ${MAX_GZIP / 1024} kB)` : ''}`,
  );
  for (const p of problems) console.log(`    ${p.path || '(the description)'}: ${p.message}`);
  if (problems.length || tooBig) failed = true;
}
process.exit(failed ? 1 : 0);
