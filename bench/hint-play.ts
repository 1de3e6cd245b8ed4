/**
 * `npm run bench:hint-play [-- --game spider --only suits=2 --n 10 --long 450000 --short 10000 --look 0 --verbose]`
 *
 * The hint-only player of `bench:hints`, in Node and counted in positions (the same on every
 * machine): the element's way of choosing a hint (`DealKnowledge.wayFrom`: a kept winning line,
 * else the search's lead unless it deals next, else a search, else the one-move fallback) with
 * the element's budgets turned into positions: a long search (`--long`, about what 1.3 s finds in
 * Chromium) out of a bank of 3,000 ms that each hint given adds 30 ms to, else a short one
 * (`--short`, about 30 ms). Same seeds as `bench:hints` (1000 + 7919 k); a deal counts as winnable
 * when a search of 1 M positions from the deal proves it or the hints win it. `--look`: the
 * positions the status line's search takes at the deal before the first hint (a player who looks
 * at a new deal for its 1.5 s, about 520,000; 0: Hint pressed at once). `--verbose`: each
 * deal's end (won or lost, after how many moves; cards left in the stock, face down, on the tableau).
 */
import { rulesFor } from '../src/engine/session.js';
import { BoardSearch } from '../src/engine/solver/board.js';
import { fallbackMove } from '../src/engine/solver/heuristic.js';
import { DealKnowledge } from '../src/engine/solver/knowledge.js';
import { sameEngineMove } from '../src/engine/same-move.js';
import type { Move, Rules, Table } from '../src/engine/types.js';
import type { GameSolver } from '../src/engine/solver/hooks.js';
import { GAMES, solverOf, solveRules } from '../test/named.js';
import { arg, loadLine, optionLabel, optionSets, printTable, wanted, wonRow } from './common.js';

const N = Number(arg('n', '10'));
const LONG = Number(arg('long', '450000'));
const SHORT = Number(arg('short', '10000'));
const GAME = wanted(arg('game', ''));
const ONLY = arg('only', '');
const LOOK = Number(arg('look', '0'));
const MAX_MOVES = 1500;
/** The element's bank, in its milliseconds: a long search costs a long wait. */
const BANK = 3000;
const LONG_WAIT = 1300;
const REFILL = 30;

interface Played {
  won: boolean;
  moves: number;
  longSearches: number;
  /** Where play ended: cards left in the stock, face down, and off the foundations. */
  end: string;
}

const VERBOSE = process.argv.includes('--verbose');

function endOf(rules: Rules, t: Table): string {
  const count = (kind: string, f: (p: Table['piles'][number]) => number): number =>
    t.piles.reduce((n, p, i) => n + (rules.specs[i]?.kind === kind ? f(p) : 0), 0);
  return `stock ${count('stock', (p) => p.cards.length)}, face down ${t.piles.reduce((n, p) => n + p.down, 0) - count('stock', (p) => p.down)}, on the tableau ${count('tableau', (p) => p.cards.length)}`;
}

/** The board's search in the mode hints and the status line use (the way avoided), `budget` positions on; what it found learned. */
function searchFor(board: BoardSearch, k: DealKnowledge, t: Table, played: Move[], budget: number): void {
  board.aim(played, true);
  const n0 = board.nodes;
  let r = null;
  while (!r && board.nodes - n0 < budget) r = board.step(Infinity, budget - (board.nodes - n0));
  const lead = board.lead();
  k.learn(t, r ?? { result: 'unknown', reason: 'budget', nodes: board.nodes, ms: 0, ...(lead ? { lead } : {}) }, true, r !== null);
}

function play(rules: Rules, solver: GameSolver, seed: number): Played {
  const start = rules.deal(seed);
  const board = new BoardSearch(rules, solver, start);
  const k = new DealKnowledge(rules);
  const played: Move[] = [];
  const path: Table[] = [];
  let t = start;
  let bank = BANK;
  let longSearches = 0;
  if (LOOK > 0) searchFor(board, k, t, played, LOOK);
  while (played.length < MAX_MOVES && !rules.isWon(t)) {
    const keys = new Set(path.map((p) => k.keyOf(p)));
    const seen = (u: Table) => u === t || keys.has(k.keyOf(u));
    const way = k.wayFrom(t, seen);
    let line = way.follow;
    if (!line && k.searchable(t)) {
      const long = bank >= LONG_WAIT;
      const budget = long ? LONG : SHORT;
      if (long) {
        bank -= LONG_WAIT;
        longSearches++;
      }
      searchFor(board, k, t, played, budget);
      const found = k.wayFrom(t, seen);
      line = found.follow ?? found.lead;
    }
    line ??= way.lead;
    const moves = rules.legalMoves(t);
    const next = line?.[0];
    const m = (next && moves.find((x) => sameEngineMove(x, next))) ?? fallbackMove(rules, t, moves, seen, (u) => k.isLost(u));
    if (!m) break;
    bank = Math.min(BANK, bank + REFILL);
    path.push(t);
    played.push(m);
    t = rules.apply(t, m);
  }
  return { won: rules.isWon(t), moves: played.length, longSearches, end: endOf(rules, t) };
}

console.log(
  `Hint-only play in positions: ${N} deals per game and option (seeds 1000 + 7919 k), long searches ${LONG}, short ${SHORT}, at the deal before the first hint ${LOOK}; ${loadLine()}.\n`,
);
const rows = [['game', 'options', 'deals', 'winnable', 'won by hints', 'of winnable', 'long searches (median)']];
for (const def of GAMES) {
  if (!GAME(def.variant)) continue;
  for (const options of optionSets(def)) {
    if (ONLY && !optionLabel(options).includes(ONLY)) continue;
    const rules = rulesFor(def, options);
    const solver = solverOf(def.variant);
    let winnable = 0;
    let won = 0;
    const longs: number[] = [];
    for (let i = 0; i < N; i++) {
      const seed = 1000 + 7919 * i;
      const r = play(rules, solver, seed);
      const proven = r.won || solveRules(rules, rules.deal(seed), { nodes: 1_000_000 }).result === 'winnable';
      if (proven) winnable++;
      if (r.won) won++;
      longs.push(r.longSearches);
      if (VERBOSE)
        console.error(
          `  seed ${seed}: ${r.won ? 'won' : proven ? 'winnable, lost' : 'lost'} after ${r.moves} moves, ${r.longSearches} long searches; ${r.end}`,
        );
      else if (proven && !r.won)
        console.error(`  ${def.variant} ${optionLabel(options)} seed ${seed}: winnable, not won by hints (${r.moves} moves)`);
    }
    longs.sort((a, b) => a - b);
    rows.push([...wonRow(def.variant, options, N, winnable, won), String(longs[longs.length >> 1])]);
  }
}
printTable(rows);
console.log(`(${loadLine()} at the end.)`);
