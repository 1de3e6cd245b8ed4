/**
 * `npm run bench:winnability [-- --n 1000 --nodes 1000000 --game golf,canfield]`
 *
 * How many deals of every game and option are winnable: seeds 1…N, each searched within a
 * budget of positions (every card seen). Prints winnable / unwinnable / unknown with the time it
 * took and, where the game's solver lists a published figure for the same rules, sets ours beside
 * it: where ours decides at least 99% of its deals, whether the two shares agree within three
 * standard errors (ours from N deals, the published one from its own deals or error).
 */
import { rulesFor } from '../src/engine/session.js';
import { GAMES, solverOf, solveRules } from '../test/named.js';
import { arg, fmtMs, loadLine, optionLabel, optionSets, pct, printTable, publishedFor, quantile, wanted } from './common.js';

const N = Number(arg('n', '1000'));
const NODES = Number(arg('nodes', '1000000'));
const GAME = wanted(arg('game', ''));

console.log(`Winnability: seeds 1..${N} per game and option, at most ${NODES.toLocaleString('en')} positions per deal; ${loadLine()}.\n`);
const rows = [
  ['game', 'options', 'deals', 'winnable', 'unwinnable', 'unknown', 'median ms', 'p95 ms', 'total s', 'published', 'ours beside it'],
];
for (const def of GAMES) {
  if (!GAME(def.variant)) continue;
  for (const options of optionSets(def)) {
    const rules = rulesFor(def, options);
    let win = 0;
    let lose = 0;
    const times: number[] = [];
    const t0 = performance.now();
    for (let seed = 1; seed <= N; seed++) {
      const r = solveRules(rules, rules.deal(seed), { nodes: NODES });
      if (r.result === 'winnable') win++;
      else if (r.result === 'unwinnable') lose++;
      times.push(r.ms);
    }
    const pub = publishedFor(solverOf(def.variant), options, def.variant);
    rows.push([
      def.variant,
      optionLabel(options),
      String(N),
      String(win),
      String(lose),
      String(N - win - lose),
      fmtMs(quantile(times, 0.5)),
      fmtMs(quantile(times, 0.95)),
      ((performance.now() - t0) / 1000).toFixed(0),
      pub ? `${(pub.winnable * 100).toFixed(1)}% (${pub.source})` : '',
      pub ? beside(win, lose, pub) : '',
    ]);
    process.stderr.write(`${def.variant} ${optionLabel(options)} done\n`);
  }
}
printTable(rows);
console.log(`\n(${loadLine()} at the end.)`);

/** Ours beside a published share: the difference in standard errors, once ours decides ≥ 99%. */
function beside(win: number, lose: number, pub: { winnable: number; deals?: number; error?: number }): string {
  const decided = win + lose;
  const ours = win / N;
  if (decided < 0.99 * N) return `${pct(win, N)}–${pct(N - lose, N)}: only ${pct(decided, N)} decided`;
  const p = pub.winnable;
  const theirs = pub.error ?? (pub.deals ? Math.sqrt((p * (1 - p)) / pub.deals) : 0);
  const se = Math.sqrt((p * (1 - p)) / N + theirs * theirs);
  const z = se > 0 ? (ours - p) / se : 0;
  return `${pct(win, N)}: ${Math.abs(z) <= 3 ? 'agrees' : 'DIFFERS'} (${z >= 0 ? '+' : ''}${z.toFixed(1)} SE)`;
}
