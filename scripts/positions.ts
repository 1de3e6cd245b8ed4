/**
 * Writes stories/positions.json: for each game and option set, a position a few
 * moves from a win, reached by playing a real deal along the solver's winning line.
 * Run with `npx tsx scripts/positions.ts` after a rules change; the output is committed.
 * `--game seasons` regenerates one game's positions (`--game fan,scorpion`: these games') and keeps the others as they are.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { GameDefinition } from '../src/engine/game.js';
import { mulberry32 } from '../src/engine/rng.js';
import type { Budget } from '../src/engine/solver/types.js';
import type { GameState } from '../src/engine/state.js';
import type { OptionValue } from '../src/engine/types.js';
import { dealNamed, GAMES, rulesOf, solveRules, valuesOf } from '../test/named.js';

const LEFT = 5; // moves left to play

/**
 * Seeds 1…`seeds` dealt and searched with `budget`, pass after pass until one is won: three
 * seconds a deal first (where every game found its position so far); for an option set none of
 * those won, a budget in positions, the tests' (the same verdict on every machine, however loaded).
 */
const PASSES: readonly { seeds: number; budget: Budget }[] = [
  { seeds: 400, budget: { ms: 3000 } },
  { seeds: 100, budget: { nodes: 5_000_000 } },
];

/**
 * Does the option's value change how the game plays (its deck, or the moves legal on the same
 * tables), not only which deal a seed gives? Random play under `a`, every table's moves under `b` beside them.
 */
function changesPlay(def: GameDefinition, name: string, a: OptionValue, b: OptionValue): boolean {
  const ra = rulesOf(def.variant, { [name]: a });
  const rb = rulesOf(def.variant, { [name]: b });
  if (JSON.stringify(ra.deck) !== JSON.stringify(rb.deck) || ra.specs.length !== rb.specs.length) return true;
  for (let seed = 1; seed <= 20; seed++) {
    const rnd = mulberry32(seed);
    let t = ra.deal(seed);
    for (let step = 0; step < 60; step++) {
      const moves = ra.legalMoves(t);
      if (JSON.stringify(moves) !== JSON.stringify(rb.legalMoves(t))) return true;
      if (moves.length === 0) break;
      t = ra.apply(t, moves[Math.floor(rnd() * moves.length)]);
    }
  }
  return false;
}

/**
 * The option sets of a game with a position each: one per value of its first option with listed
 * values that changes the play (a position holds under the other options: FreeCell's deal
 * numbering, Klondike's redeals), else the defaults alone.
 */
function optionSets(def: GameDefinition): Record<string, OptionValue>[] {
  for (const spec of def.options) {
    if (!Array.isArray(spec.allowed)) continue;
    const values = valuesOf(spec);
    if (values.slice(1).some((v) => changesPlay(def, spec.name, values[0], v))) return values.map((v) => ({ [spec.name]: v }));
  }
  return [{}];
}

const at = process.argv.indexOf('--game');
const only = at >= 0 ? process.argv[at + 1].split(',') : null;
const file = new URL('../stories/positions.json', import.meta.url);
const out: Record<string, GameState> = only ? JSON.parse(readFileSync(file, 'utf8')) : {};
for (const def of GAMES) {
  if (only && !only.includes(def.variant)) continue;
  for (const options of optionSets(def)) {
    const key = [def.variant, ...Object.values(options)].join('/');
    let found = false;
    for (const { seeds, budget } of PASSES) {
      for (let seed = 1; seed <= seeds && !found; seed++) {
        const r = dealNamed(def.variant, options, seed);
        if (!r.ok) throw new Error(r.error.message);
        const g = r.value;
        const v = solveRules(g.rules, g.table, budget);
        if (v.result !== 'winnable' || v.moves.length <= LEFT + 2) continue;
        for (const m of v.moves.slice(0, v.moves.length - LEFT)) {
          if (!g.play(m)) throw new Error(`${key}: the solver's line is not legal`);
        }
        out[key] = g.state;
        found = true;
        console.log(`${key}: seed ${seed} (${JSON.stringify(budget)}), ${v.moves.length} moves, ${LEFT} left`);
      }
    }
    if (!found) console.log(`${key}: no winnable deal found`);
  }
}
writeFileSync(file, JSON.stringify(out, null, 1) + '\n');
