/**
 * `npm run bench:memory [-- --ms 20000 --nodes 5000000 --n 5 --game spider,klondike]`: the most one board's
 * search holds. For each game and option set, the hardest of seeds 1…N (the first its search
 * does not decide within 200 k positions, else the one that took the most), searched as a
 * board's worker searches it (no budget but time) for up to `--ms` (and `--nodes` positions): the peak of the bytes the
 * search counts itself (its meter: key sets, frames, components, passes) beside the ceiling, and,
 * as a check from outside, the growth of Node's ArrayBuffer memory over the search.
 */
import { rulesFor } from '../src/engine/session.js';
import { createSearch } from '../src/engine/solver/index.js';
import { SEARCH_BYTES } from '../src/engine/solver/memory.js';
import { GAMES, solverOf, solveRules } from '../test/named.js';
import { arg, loadLine, optionLabel, optionSets, printTable, wanted } from './common.js';

const N = Number(arg('n', '5'));
const MS = Number(arg('ms', '20000'));
const NODES = Number(arg('nodes', 'Infinity'));
const GAME = wanted(arg('game', ''));
const MB = (b: number): string => `${(b / 2 ** 20).toFixed(1)} MB`;
const buffers = (): number => process.memoryUsage().arrayBuffers;

console.log(
  `Memory bench: the hardest of seeds 1..${N} per game and option, searched for up to ${MS / 1000} s and ${NODES} positions (node ${process.version}); ${loadLine()}.\n`,
);
const rows: string[][] = [['game', 'options', 'seed', 'answer', 'positions', 'seconds', 'peak (counted)', 'ArrayBuffers grew', 'ceiling']];
let worst = 0;
for (const def of GAMES) {
  if (!GAME(def.variant)) continue;
  for (const options of optionSets(def)) {
    const rules = rulesFor(def, options);
    const solver = solverOf(def.variant);
    let seed = 1;
    let most = -1;
    for (let s = 1; s <= N; s++) {
      const r = solveRules(rules, rules.deal(s), { nodes: 200_000 });
      if (r.result === 'unknown') {
        seed = s;
        break;
      }
      if (r.nodes > most) [seed, most] = [s, r.nodes];
    }
    (globalThis as { gc?: () => void }).gc?.();
    const base = buffers();
    let grew = 0;
    const search = createSearch(rules, solver, rules.deal(seed), {});
    const t0 = performance.now();
    let r = null;
    while (!r && performance.now() - t0 < MS && search.nodes < NODES) {
      r = search.step(Math.min(200, MS - (performance.now() - t0)), NODES - search.nodes);
      grew = Math.max(grew, buffers() - base);
    }
    const peak = search.meter.peak;
    worst = Math.max(worst, peak);
    rows.push([
      def.variant,
      optionLabel(options),
      String(seed),
      r ? (r.result === 'unknown' ? `unknown (${r.reason})` : r.result) : search.nodes >= NODES ? 'unknown (positions)' : 'unknown (time)',
      search.nodes.toLocaleString('en'),
      ((performance.now() - t0) / 1000).toFixed(1),
      MB(peak),
      MB(grew),
      MB(SEARCH_BYTES),
    ]);
  }
}
printTable(rows);
console.log(`\nThe most any search held: ${MB(worst)} (ceiling ${MB(SEARCH_BYTES)}).`);
