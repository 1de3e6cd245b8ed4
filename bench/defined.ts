/**
 * `npx tsx bench/defined.ts [-- --n 100 --nodes 1000000 --game klondike]`
 *
 * A game a page defines: each built-in game written as a description, defined again under
 * another id (and another name), searched beside the built-in game on seeds 1…N within a budget
 * of positions. A defined game's search knowledge is keyed on its rule words, not on its name, so
 * the two should decide the same deals.
 */
import { defineGame } from '../src/games/define-game.js';
import { loadGame, loadSolver, REGISTRY } from '../src/games/registry.js';
import { rulesOf } from '../src/engine/session.js';
import { solve } from '../src/engine/solver/index.js';
import type { GameDescription } from '../src/engine/description/types.js';
import { arg, loadLine, optionSets, pct, printTable, wanted } from './common.js';

const N = Number(arg('n', '100'));
const NODES = Number(arg('nodes', '1000000'));
const GAME = wanted(arg('game', 'klondike'));

console.log(
  `Defined games: seeds 1..${N}, at most ${NODES.toLocaleString('en')} positions per deal (node ${process.version}); ${loadLine()}.\n`,
);
const rows: string[][] = [['game', 'options', 'built in: decided', 'defined (other id): decided', 'same verdicts']];
for (const e of REGISTRY) {
  if (!e.description || !GAME(e.name)) continue;
  const d = (await e.description()).default as GameDescription;
  const id = defineGame({ ...d, id: `page-${d.id}`, words: { ...d.words, en: { ...d.words.en, name: `A page's ${d.words.en.name}` } } });
  const [builtIn, defined] = await Promise.all([loadGame(e.name), loadGame(id)]);
  const [s1, s2] = await Promise.all([loadSolver(e.name), loadSolver(id)]);
  for (const options of optionSets(builtIn.rules)) {
    const r1 = rulesOf(builtIn.rules, options);
    const r2 = rulesOf(defined.rules, options);
    let d1 = 0;
    let d2 = 0;
    let same = 0;
    for (let seed = 1; seed <= N; seed++) {
      const a = solve(r1, s1, r1.deal(seed), { nodes: NODES });
      const b = solve(r2, s2, r2.deal(seed), { nodes: NODES });
      if (a.result !== 'unknown') d1++;
      if (b.result !== 'unknown') d2++;
      if (a.result === b.result) same++;
    }
    rows.push([e.name, JSON.stringify(options), pct(d1, N), pct(d2, N), `${same}/${N}`]);
    process.stderr.write('.');
  }
}
process.stderr.write('\n');
printTable(rows);
console.log(`\n(${loadLine()} at the end.)`);
