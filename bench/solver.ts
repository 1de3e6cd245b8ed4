/**
 * `npm run bench:solver [-- --n 100 --nodes 1000000,5000000 --game pyramid,golf --only suits=1 --verbose]`
 *
 * 1. Every game and option of the registry on seeds 1…N, each searched within a budget of
 *    positions (the largest of `--nodes`; the same figure on every machine): how many deals are
 *    decided within each budget of `--nodes` (a search with a smaller budget is the first part
 *    of the larger one), how many proven winnable / unwinnable, the time beside it, and the
 *    published share where the game's solver lists one.
 * 2. The 100 Klondike deals of ../shared/bench/klondike-deals.jsonl (draw 1 and draw 3,
 *    unlimited redeals): how many it decides, and whether every verdict agrees with the
 *    published solvers'.
 *
 * Every winning line the solver returns is replayed through the engine before it is counted
 * (the solver throws otherwise).
 */
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { rulesFor } from '../src/engine/session.js';
import { GAMES, solverOf, solveRules } from '../test/named.js';
import { dealTable, DEFAULT_DEALS, loadDeals } from './deals.js';
import { arg, fmtMs, loadLine, optionLabel, optionSets, pct, printTable, publishedFor, quantile, wanted } from './common.js';

const N = Number(arg('n', '100'));
const MARKS = arg('nodes', '1000000,5000000').split(',').map(Number);
const NODES = Math.max(...MARKS);
const GAME = wanted(arg('game', ''));
const DEALS = arg('deals', DEFAULT_DEALS);
/** `--only suits=1`: only the option sets whose label holds this. */
const ONLY = arg('only', '');
/** `--verbose`: each deal's verdict and positions, as it ends. */
const VERBOSE = process.argv.includes('--verbose');
const fmtNodes = (n: number): string => (n >= 1e6 ? `${n / 1e6} M` : `${n / 1e3} k`);

console.log(
  `Solver bench: seeds 1..${N} per game and option, at most ${fmtNodes(NODES)} positions per deal (node ${process.version}); ${loadLine()}.\n`,
);
const rows: string[][] = [
  [
    'game',
    'options',
    'deals',
    ...MARKS.map((m) => `decided ≤ ${fmtNodes(m)}`),
    'winnable',
    'unwinnable',
    'median ms',
    'p95 ms',
    'positions/s',
    'published',
  ],
];
for (const def of GAMES) {
  if (!GAME(def.variant)) continue;
  for (const options of optionSets(def)) {
    if (ONLY && !optionLabel(options).includes(ONLY)) continue;
    const rules = rulesFor(def, options);
    let win = 0;
    let lose = 0;
    let nodes = 0;
    let ms = 0;
    const decided = MARKS.map(() => 0);
    const times: number[] = [];
    for (let seed = 1; seed <= N; seed++) {
      const r = solveRules(rules, rules.deal(seed), { nodes: NODES });
      if (r.result === 'winnable') win++;
      else if (r.result === 'unwinnable') lose++;
      if (r.result !== 'unknown') MARKS.forEach((m, i) => r.nodes <= m && decided[i]++);
      nodes += r.nodes;
      ms += r.ms;
      times.push(r.ms);
      if (VERBOSE)
        console.log(`${def.variant} ${optionLabel(options)} seed ${seed}: ${r.result} in ${r.nodes.toLocaleString('en')} positions`);
    }
    const pub = publishedFor(solverOf(def.variant), options, def.variant);
    rows.push([
      def.variant,
      optionLabel(options),
      String(N),
      ...decided.map((d) => pct(d, N)),
      pct(win, N),
      pct(lose, N),
      fmtMs(quantile(times, 0.5)),
      fmtMs(quantile(times, 0.95)),
      ms > 0 ? Math.round((nodes / ms) * 1000).toLocaleString('en') : '-',
      pub ? `${(pub.winnable * 100).toFixed(1)}% winnable (${pub.source})` : '',
    ]);
    process.stderr.write('.');
  }
}
process.stderr.write('\n');
printTable(rows);

if (GAME('klondike') && existsSync(DEALS)) {
  const deals = loadDeals(DEALS);
  console.log(
    `\nKlondike benchmark deals (${relative(process.cwd(), DEALS)}): ${deals.length} deals, unlimited redeals, at most ${fmtNodes(NODES)} positions each.`,
  );
  const out: string[][] = [['draw', 'decided', `≤ ${fmtNodes(MARKS[0])}`, 'median ms', 'p90 ms', 'agree', 'DISAGREE', 'published']];
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
      const r = solveRules(rules, dealTable(rules, d), { nodes: NODES });
      const theirs = draw === 1 ? d.draw1 : d.draw3;
      times.push(r.result === 'unknown' ? Infinity : r.ms);
      if (r.result === 'unknown') continue;
      decided++;
      if (r.nodes <= MARKS[0]) fast++;
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
  printTable(out);
  if (problems.length) {
    console.log('\n!!!!!!!! DISAGREEMENTS WITH THE PUBLISHED VERDICTS !!!!!!!!');
    for (const p of problems) console.log('!!! ' + p);
    process.exitCode = 1;
  } else {
    console.log('\nEvery decided deal agrees with the published verdicts.');
  }
}

console.log(`\n(${loadLine()} at the end.)`);
