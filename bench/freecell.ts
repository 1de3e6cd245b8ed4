/**
 * `npx tsx bench/freecell.ts [--from 1 --to 1000 --ms 2000 --nodes 0 --deals microsoft]`
 *
 * FreeCell's search (its description's derived core, with restarts) on Microsoft's numbered deals (or the project's shuffle): how many
 * it decides within the budget, time per deal (median, p95, max), positions per second, and the
 * deals proven unwinnable beside the public fact (1 … 32,000: all winnable but #11982). Every
 * winning line is replayed through the engine before it is counted (the search throws
 * otherwise), and replayed here once more. The whole range 1 … 32,000 takes a while: run it in
 * the background at low priority, e.g.
 * `nice -n 19 npx tsx bench/freecell.ts --from 1 --to 32000 --ms 60000 > freecell-32000.txt`.
 * `--only 11982,617` solves the listed deals instead of a range.
 */
import { createSearch, rulesOf } from '../test/named.js';
import type { SolveResult } from '../src/engine/solver/types.js';
import { arg, fmtMs, loadLine, pct, quantile } from './common.js';

const FROM = Number(arg('from', '1'));
const TO = Number(arg('to', '1000'));
const MS = Number(arg('ms', '2000'));
const MEMORY = Number(arg('memory', '3000000'));
/** A budget in positions besides the time (0: none), the same on every machine. */
const NODES = Number(arg('nodes', '0'));
const DEALS = arg('deals', 'microsoft');
const ONLY = arg('only', '');
const PROGRESS = Number(arg('progress', '1000'));

const rules = rulesOf('freecell', { deals: DEALS });
const seeds = ONLY ? ONLY.split(',').map(Number) : Array.from({ length: TO - FROM + 1 }, (_, i) => FROM + i);
const times: number[] = [];
/** [ms, seed] of every decided deal, to name the slowest. */
const slow: [number, number][] = [];
const unwinnable: string[] = [];
const unknown: string[] = [];
let won = 0;
let nodes = 0;
let totalMs = 0;
let longest = 0;
const t0 = Date.now();
console.log(
  `FreeCell: deals ${ONLY || `${FROM}..${TO}`} (${DEALS}), budget ${MS} ms${NODES > 0 ? ` and ${NODES} positions` : ''}, memory ${MEMORY} positions (node ${process.version}); ${loadLine()}.`,
);
for (const seed of seeds) {
  const table = rules.deal(seed);
  const search = createSearch(rules, table, { ms: MS, memory: MEMORY, ...(NODES > 0 ? { nodes: NODES } : {}) });
  let r: SolveResult | null = null;
  while (!r) r = search.step(Infinity);
  nodes += r.nodes;
  totalMs += r.ms;
  if (r.result === 'winnable') {
    let t = table;
    for (const m of r.moves) t = rules.apply(t, m);
    if (!rules.isWon(t)) throw new Error(`deal ${seed}: the line does not win`);
    won++;
    times.push(r.ms);
    slow.push([r.ms, seed]);
    longest = Math.max(longest, r.moves.length);
  } else if (r.result === 'unwinnable') {
    unwinnable.push(`${seed} (${fmtMs(r.ms)} ms, ${r.nodes} positions)`);
    times.push(r.ms);
    slow.push([r.ms, seed]);
  } else {
    unknown.push(`${seed} (${r.reason}, ${r.nodes} positions)`);
  }
  if (ONLY) console.log(`#${seed}: ${r.result}${r.result === 'unknown' ? ` (${r.reason})` : ''}, ${fmtMs(r.ms)} ms, ${r.nodes} positions`);
  else if (PROGRESS && (seed - FROM + 1) % PROGRESS === 0) {
    console.log(`… ${seed}: ${times.length} decided, ${unknown.length} unknown, ${Math.round((Date.now() - t0) / 1000)} s`);
  }
}
const n = seeds.length;
console.log(`
deals        ${n}
decided      ${times.length} (${pct(times.length, n)})
winnable     ${won}
unwinnable   ${unwinnable.length ? unwinnable.join(', ') : '-'}
unknown      ${unknown.length ? unknown.join(', ') : '-'}
median ms    ${fmtMs(quantile(times, 0.5))}
p95 ms       ${fmtMs(quantile(times, 0.95))}
max ms       ${fmtMs(Math.max(...times))}
over 1 s     ${times.filter((t) => t > 1000).length}
slowest      ${slow
  .sort((a, b) => b[0] - a[0])
  .slice(0, 5)
  .map(([t, seed]) => `${seed} (${fmtMs(t)} ms)`)
  .join(', ')}
positions/s  ${Math.round(nodes / (totalMs / 1000)).toLocaleString('en')}
longest line ${longest} moves
wall clock   ${Math.round((Date.now() - t0) / 1000)} s`);
