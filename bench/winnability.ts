/**
 * `npm run bench:winnability [-- --n 1000 --ms 2000 --game seasons]`
 *
 * How many deals of every game and option are winnable: seeds 1…N, each solved within the
 * budget (every card seen). Prints winnable / unwinnable / unknown, and the time it took.
 * For the book's games nobody has published these; they are new (docs/BENCHMARKS.md).
 */
import { rulesFor } from '../src/engine/session.js';
import { GAMES, solveRules } from '../test/named.js';
import { arg, fmtMs, optionLabel, optionSets, pct, printTable, quantile } from './common.js';

const N = Number(arg('n', '1000'));
const MS = Number(arg('ms', '2000'));
const GAME = arg('game', '');

console.log(`Winnability: seeds 1..${N} per game and option, ${MS} ms per deal (node ${process.version}).\n`);
const rows = [['game', 'options', 'deals', 'winnable', 'unwinnable', 'unknown', 'median ms', 'p95 ms', 'total s']];
for (const def of GAMES) {
  if (GAME && def.variant !== GAME) continue;
  for (const options of optionSets(def)) {
    const rules = rulesFor(def, options);
    let win = 0;
    let lose = 0;
    const times: number[] = [];
    const t0 = performance.now();
    for (let seed = 1; seed <= N; seed++) {
      const r = solveRules(rules, rules.deal(seed), { ms: MS });
      if (r.result === 'winnable') win++;
      else if (r.result === 'unwinnable') lose++;
      times.push(r.ms);
    }
    rows.push([
      def.variant,
      optionLabel(options),
      String(N),
      pct(win, N),
      pct(lose, N),
      pct(N - win - lose, N),
      fmtMs(quantile(times, 0.5)),
      fmtMs(quantile(times, 0.95)),
      ((performance.now() - t0) / 1000).toFixed(0),
    ]);
    process.stderr.write(`${def.variant} ${optionLabel(options)} done\n`);
  }
}
printTable(rows);
