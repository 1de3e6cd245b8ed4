/**
 * `npm run check:descriptions`: every built-in description (src/games/descriptions/*.json) against
 * the schema and the vocabulary's rules, and each file's gzip size (at most 1.5 kB). Exits 1 on
 * any problem.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { descriptionProblems } from '../src/engine/description/check.js';

const DIR = 'src/games/descriptions';
const MAX_GZIP = 1536;

let failed = false;
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
