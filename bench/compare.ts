/**
 * `npx tsx bench/compare.ts --base <old src> [--n 50 --ms 2000 --games seasons:any,congress]`
 *
 * The solver before and after a change, in one run: each deal solved by the old code (a
 * checkout of `src` elsewhere, e.g. `git archive <commit> src | tar -x -C .tmp/base`) and by
 * this one in turn, so both see the same load. Prints decided deals and nodes/s per game and
 * option, and any deal where the two verdicts contradict each other.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Budget, SolveResult } from '../src/engine/solver/types.js';
import type { Rules, Table } from '../src/engine/types.js';
import * as current from '../test/named.js';

/** What the comparison calls of each side: a game's rules by name, and a solve of a table. */
interface Solver {
  rulesOf(variant: string, options: Record<string, unknown>): Rules;
  solveRules(rules: Rules, table: Table, budget: Budget): SolveResult;
}
const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
};
const N = Number(arg('n', '50'));
const MS = Number(arg('ms', '2000'));
const FROM = Number(arg('from', '1'));
const BASE = arg('base', '');
if (!BASE) throw new Error('--base <directory holding the old src> is needed');

/**
 * The old code's solver: its `rulesOf` and `solveRules` by name where it has them (before games
 * were loaded from the registry), else its registry's games and solvers, loaded here.
 */
async function baseSolver(dir: string): Promise<Solver> {
  const load = (path: string) => import(pathToFileURL(resolve(dir, path)).href);
  const index = await load('engine/solver/index.ts');
  if (typeof index.rulesOf === 'function' && typeof index.solveRules === 'function') return index as Solver;
  const registry = await load('games/registry.ts');
  const session = await load('engine/session.ts');
  const names: string[] = [...registry.VARIANTS];
  const games = new Map(await Promise.all(names.map(async (v) => [v, (await registry.loadGame(v)).rules] as const)));
  const solvers = new Map(await Promise.all(names.map(async (v) => [v, await registry.loadSolver(v)] as const)));
  return {
    rulesOf: (variant, options) => session.rulesOf(games.get(variant), options),
    solveRules: (rules, table, budget) => index.solve(rules, solvers.get(rules.variant), table, budget),
  };
}
const solvers: [string, Solver][] = [
  ['before', await baseSolver(BASE)],
  ['after', current],
];

for (const game of arg('games', 'seasons:any,seasons:alternate,congress').split(',')) {
  const [variant, value] = game.split(':');
  // `game:value`: the value of the game's first option
  const spec = current.getGame(variant).options[0];
  const options = value === undefined || !spec ? {} : { [spec.name]: spec.parse(value) };
  const sum = solvers.map(() => ({ won: 0, lost: 0, nodes: 0, ms: 0 }));
  for (let seed = FROM; seed < FROM + N; seed++) {
    const verdicts = solvers.map(([, solver], i) => {
      const rules = solver.rulesOf(variant, options);
      const r = solver.solveRules(rules, rules.deal(seed), { ms: MS });
      sum[i].nodes += r.nodes;
      sum[i].ms += r.ms;
      if (r.result === 'winnable') sum[i].won++;
      if (r.result === 'unwinnable') sum[i].lost++;
      return r.result;
    });
    if (verdicts.includes('winnable') && verdicts.includes('unwinnable'))
      console.log(`DISAGREE ${game} seed ${seed}: ${verdicts.join(' / ')}`);
  }
  solvers.forEach(([name], i) => {
    const s = sum[i];
    const decided = (100 * (s.won + s.lost)) / N;
    console.log(
      `${game.padEnd(18)} ${name.padEnd(6)}  won ${s.won}  lost ${s.lost}  decided ${decided.toFixed(0)}%  nodes/s ${Math.round((s.nodes / s.ms) * 1000).toLocaleString()}`,
    );
  });
}
