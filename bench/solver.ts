/**
 * `npm run bench:solver [-- --n 50 --ms 2000 --game klondike]`
 *
 * 1. Every game and option of the registry on seeds 1…N: how many deals the
 *    solver proves winnable / unwinnable within the budget, time per deal and
 *    search speed, beside published anchors where there are any.
 * 2. The 100 Klondike deals of ../shared/bench/klondike-deals.jsonl (draw 1
 *    and draw 3, unlimited redeals): how many it decides, how fast, and whether
 *    every verdict agrees with the published solvers'.
 *
 * Every winning line the solver returns is replayed through the engine before
 * it is counted (the solver throws otherwise).
 */
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { rulesFor } from '../src/engine/session.js';
import { createSearch, GAMES } from '../test/named.js';
import type { SolveResult } from '../src/engine/solver/types.js';
import type { OptionValue, Options, Rules, Table } from '../src/engine/types.js';
import { dealTable, DEFAULT_DEALS, loadDeals } from './deals.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}
const N = Number(arg('n', '20'));
const MS = Number(arg('ms', '2000'));
const GAME = arg('game', '');
const DEALS = arg('deals', DEFAULT_DEALS);

/** Published figures (all cards seen) to print beside ours. */
const ANCHORS: Record<string, string> = {
  'klondike draw=1 redeals=unlimited': '90.48% winnable (Solvitaire, 10^6 deals)',
  'klondike draw=3 redeals=unlimited': '81.95% winnable (Solvitaire, 10^6 deals)',
  'bayan reach=3': '99.9995% winnable (classic Accordion)',
};

/** Option values to bench: every listed value; redeals as none and unlimited. */
function optionSets(def: (typeof GAMES)[number]): Options[] {
  let sets: Record<string, OptionValue>[] = [{}];
  for (const spec of def.options) {
    const values: readonly OptionValue[] = Array.isArray(spec.allowed)
      ? spec.allowed
      : spec.name === 'redeals'
        ? [0, 'unlimited']
        : [spec.default];
    const next: Record<string, OptionValue>[] = [];
    for (const s of sets) for (const v of values) next.push({ ...s, [spec.name]: v });
    sets = next;
  }
  return sets;
}

function run(rules: Rules, table: Table, ms: number): SolveResult {
  const search = createSearch(rules, table, { ms });
  for (;;) {
    const r = search.step(Infinity);
    if (r) return r;
  }
}

const pct = (a: number, n: number): string => (n ? ((100 * a) / n).toFixed(1) + '%' : '-');
const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))] : NaN;
};
const fmtMs = (x: number): string => (Number.isFinite(x) ? (x < 10 ? x.toFixed(1) : Math.round(x).toString()) : '-');
const pad = (s: string, n: number): string => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const lpad = (s: string, n: number): string => (s.length >= n ? s : ' '.repeat(n - s.length) + s);

function table(rows: string[][]): void {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  for (const [i, r] of rows.entries()) {
    console.log(
      r
        .map((cell, c) => (c < 2 ? pad(cell, widths[c]) : lpad(cell, widths[c])))
        .join('  ')
        .trimEnd(),
    );
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

console.log(`Solver bench: seeds 1..${N} per game and option, budget ${MS} ms per deal (node ${process.version}).\n`);
const rows: string[][] = [['game', 'options', 'deals', 'winnable', 'unwinnable', 'unknown', 'median ms', 'p95 ms', 'nodes/s', 'published']];
for (const def of GAMES) {
  if (GAME && def.variant !== GAME) continue;
  for (const options of optionSets(def)) {
    const rules = rulesFor(def, options);
    let win = 0;
    let lose = 0;
    let unknown = 0;
    let nodes = 0;
    let ms = 0;
    const times: number[] = [];
    for (let seed = 1; seed <= N; seed++) {
      const r = run(rules, rules.deal(seed), MS);
      if (r.result === 'winnable') win++;
      else if (r.result === 'unwinnable') lose++;
      else unknown++;
      nodes += r.nodes;
      ms += r.ms;
      times.push(r.ms);
    }
    const label = Object.entries(options)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ');
    rows.push([
      def.variant,
      label || '-',
      String(N),
      pct(win, N),
      pct(lose, N),
      pct(unknown, N),
      fmtMs(quantile(times, 0.5)),
      fmtMs(quantile(times, 0.95)),
      ms > 0 ? Math.round((nodes / ms) * 1000).toLocaleString('en') : '-',
      ANCHORS[`${def.variant} ${label}`] ?? '',
    ]);
    process.stderr.write('.');
  }
}
process.stderr.write('\n');
table(rows);

if ((!GAME || GAME === 'klondike') && existsSync(DEALS)) {
  const deals = loadDeals(DEALS);
  console.log(
    `\nKlondike benchmark deals (${relative(process.cwd(), DEALS)}): ${deals.length} deals, unlimited redeals, budget ${MS} ms each.`,
  );
  const out: string[][] = [['draw', 'decided', 'within 2 s', 'median ms', 'p90 ms', 'agree', 'DISAGREE', 'published']];
  const problems: string[] = [];
  for (const draw of [1, 3]) {
    const def = GAMES.find((g) => g.variant === 'klondike')!;
    const rules = rulesFor(def, { draw, redeals: 'unlimited' });
    let decided = 0;
    let fast = 0;
    let agree = 0;
    let disagree = 0;
    const times: number[] = [];
    for (const d of deals) {
      const r = run(rules, dealTable(rules, d), MS);
      const theirs = draw === 1 ? d.draw1 : d.draw3;
      times.push(r.result === 'unknown' ? Infinity : r.ms);
      if (r.result === 'unknown') continue;
      decided++;
      if (r.ms <= 2000) fast++;
      if (theirs === 'undecided') continue;
      if (theirs === r.result) agree++;
      else {
        disagree++;
        problems.push(`deal ${d.id} draw ${draw}: ours ${r.result}, published ${theirs}`);
      }
    }
    out.push([
      String(draw),
      pct(decided, deals.length),
      pct(fast, deals.length),
      fmtMs(quantile(times, 0.5)),
      fmtMs(quantile(times, 0.9)),
      String(agree),
      String(disagree),
      draw === 1 ? 'Solvitaire: 92% within 2 s, median 5 ms' : '',
    ]);
    process.stderr.write('.');
  }
  process.stderr.write('\n');
  table(out);
  if (problems.length) {
    console.log('\n!!!!!!!! DISAGREEMENTS WITH THE PUBLISHED VERDICTS !!!!!!!!');
    for (const p of problems) console.log('!!! ' + p);
    process.exitCode = 1;
  } else {
    console.log('\nEvery decided deal agrees with the published verdicts.');
  }
}
