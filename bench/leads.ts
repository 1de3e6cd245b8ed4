/**
 * `npm run bench:leads [-- --game spider --only suits=4 --n 20 --first 500000 --each 10000]`
 *
 * A player who follows the solver alone, in Node, counted in positions (the same on every
 * machine): from the deal the search gets `--first` positions, then `--each` from every position
 * the player stands on; a winning line found is played to the win, else the player follows the
 * search's lead (the line to the most promising position it has seen) to its end and asks again.
 * What the element's hints do at a player's pace, without the browser's clock.
 */
import { rulesFor } from '../src/engine/session.js';
import { createSearch } from '../src/engine/solver/index.js';
import type { Move, Table } from '../src/engine/types.js';
import { fallbackMove } from '../src/engine/solver/heuristic.js';
import { positionKey } from '../src/engine/state.js';
import { GAMES, solverOf } from '../test/named.js';
import { arg, loadLine, optionLabel, optionSets, printTable, wanted } from './common.js';

const N = Number(arg('n', '20'));
const FIRST = Number(arg('first', '500000'));
const EACH = Number(arg('each', '10000'));
const GAME = wanted(arg('game', 'spider'));
const ONLY = arg('only', '');
const MAX_MOVES = 3000;

console.log(`Following the solver's leads: seeds 1..${N}, ${FIRST} positions first, then ${EACH} per position; ${loadLine()}.\n`);
const rows = [['game', 'options', 'deals', 'won', 'lost', 'stuck', 'moves (median)', 'positions (median)']];
for (const def of GAMES) {
  if (!GAME(def.variant)) continue;
  for (const options of optionSets(def)) {
    if (ONLY && !optionLabel(options).includes(ONLY)) continue;
    const rules = rulesFor(def, options);
    const solver = solverOf(def.variant);
    let won = 0;
    let lost = 0;
    let stuck = 0;
    const moveCounts: number[] = [];
    const positions: number[] = [];
    for (let seed = 1; seed <= N; seed++) {
      let t: Table = rules.deal(seed);
      const history: Table[] = [];
      const search = createSearch(rules, solver, t, {});
      let spent = 0;
      let fallbacks = 0;
      let end = 'stuck';
      for (let round = 0; history.length < MAX_MOVES; round++) {
        search.reroot(t, history);
        const budget = round === 0 ? FIRST : EACH;
        let r = null;
        while (!r && search.nodes < budget) r = search.step(Infinity, budget - search.nodes);
        spent += search.nodes;
        if (r?.result === 'winnable') {
          end = 'won';
          history.push(t, ...r.moves.slice(0, -1).map(() => t));
          break;
        }
        if (r?.result === 'unwinnable') {
          end = 'lost';
          break;
        }
        // no lead: the element's hint plays the fallback move
        const seen = new Set(history.map((h) => positionKey(h, false)));
        const lead = search.lead?.()?.moves ?? [fallbackMove(rules, t, rules.legalMoves(t), (u) => seen.has(positionKey(u, false)))];
        if (!lead[0]) break;
        if (!search.lead?.()) fallbacks++;
        for (const m of lead) {
          history.push(t);
          t = rules.apply(t, m as Move);
        }
      }
      if (end === 'won') won++;
      else if (end === 'lost') lost++;
      else stuck++;
      moveCounts.push(history.length);
      positions.push(spent);
      process.stderr.write(`${end[0]}${fallbacks} `);
    }
    process.stderr.write('\n');
    const med = (a: number[]) => [...a].sort((x, y) => x - y)[a.length >> 1];
    rows.push([def.variant, optionLabel(options), String(N), String(won), String(lost), String(stuck), String(med(moveCounts)), String(med(positions))]);
  }
}
printTable(rows);
console.log(`(${loadLine()} at the end.)`);
