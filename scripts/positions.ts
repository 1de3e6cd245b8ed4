/**
 * Writes stories/positions.json: for each game and option set, a position a few
 * moves from a win, reached by playing a real deal along the solver's winning line.
 * Run with `npx tsx scripts/positions.ts` after a rules change; the output is committed.
 * `--game seasons` regenerates one game's positions and keeps the others as they are.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { GAMES, GameSession, type GameState } from '../src/engine.js';
import { solveRules } from '../src/engine/solver/index.js';

const LEFT = 5; // moves left to play

const optionSets: Record<string, Record<string, unknown>[]> = {
  bayan: [{ reach: 2 }, { reach: 3 }],
  'two-by-two': [{ deck: 52 }, { deck: 32 }],
  joker: [{}],
  envelopes: [{}],
  seasons: [{ build: 'any' }, { build: 'alternate' }],
  klondike: [{ draw: 1 }, { draw: 3 }],
  congress: [{}],
  freecell: [{}],
};

const at = process.argv.indexOf('--game');
const only = at >= 0 ? process.argv[at + 1] : null;
const file = new URL('../stories/positions.json', import.meta.url);
const out: Record<string, GameState> = only ? JSON.parse(readFileSync(file, 'utf8')) : {};
for (const def of GAMES) {
  if (only && def.variant !== only) continue;
  for (const options of optionSets[def.variant] ?? [{}]) {
    const key = [def.variant, ...Object.values(options)].join('/');
    let found = false;
    for (let seed = 1; seed <= 400 && !found; seed++) {
      const r = GameSession.deal(def.variant, options, seed);
      if (!r.ok) throw new Error(r.error.message);
      const g = r.value;
      const v = solveRules(g.rules, g.table, { ms: 3000 });
      if (v.result !== 'winnable' || v.moves.length <= LEFT + 2) continue;
      for (const m of v.moves.slice(0, v.moves.length - LEFT)) {
        if (!g.play(m)) throw new Error(`${key}: the solver's line is not legal`);
      }
      out[key] = g.state;
      found = true;
      console.log(`${key}: seed ${seed}, ${v.moves.length} moves, ${LEFT} left`);
    }
    if (!found) console.log(`${key}: no winnable deal found`);
  }
}
writeFileSync(file, JSON.stringify(out, null, 1) + '\n');
