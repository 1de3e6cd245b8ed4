/**
 * `npm run bench:lines [-- --n 10 --nodes 300000 --game king-albert,freecell]`
 *
 * How long the winning lines are that hints follow: every game (its default options) on seeds
 * 1…N, each searched within `--nodes` positions; for the deals proven winnable, the line's
 * moves (as the solver returns it: replayed through the engine, detours cut), median and longest,
 * and the most moves any one card is carried by in it. Counted in moves, the same on every machine.
 */
import { GAMES, rulesOf, solveRules } from '../test/named.js';
import { arg, loadLine, printTable, quantile, wanted } from './common.js';

const N = Number(arg('n', '10'));
const NODES = Number(arg('nodes', '300000'));
const GAME = wanted(arg('game', ''));

console.log(`Winning lines: seeds 1-${N} of each game (default options), each searched within ${NODES} positions; ${loadLine()}.\n`);
const rows = [['game', 'won', 'moves (median)', 'moves (longest)', 'moves of one card (most)']];
for (const def of GAMES) {
  if (!GAME(def.variant)) continue;
  const rules = rulesOf(def.variant);
  const lengths: number[] = [];
  let most = 0;
  for (let seed = 1; seed <= N; seed++) {
    const start = rules.deal(seed);
    const r = solveRules(rules, start, { nodes: NODES });
    if (r.result !== 'winnable') continue;
    lengths.push(r.moves.length);
    // how often each card is carried from one pile onto another (the bottom card of what a move carries)
    const carried = new Map<number, number>();
    let t = start;
    for (const m of r.moves) {
      const from = t.piles[m.from].cards;
      const card = from[from.length - m.count];
      if (m.kind === 'move') carried.set(card, (carried.get(card) ?? 0) + 1);
      t = rules.apply(t, m);
    }
    most = Math.max(most, ...carried.values());
  }
  const n = lengths.length;
  rows.push([
    def.variant,
    String(n),
    n ? String(quantile(lengths, 0.5)) : '-',
    n ? String(Math.max(...lengths)) : '-',
    n ? String(most) : '-',
  ]);
}
printTable(rows);
console.log(`(${loadLine()} at the end.)`);
