/**
 * Records how the games play (deals, legal moves, what each move leaves) for the tests that
 * check a game's description plays exactly as the game it replaces: `tsx scripts/record-games.ts`
 * writes test/games/recordings.ts. Re-run only when a game's rules are meant to change.
 */
import { writeFileSync } from 'node:fs';
import { loadGame, VARIANTS } from '../src/games/registry.js';
import { recordGame, optionSets } from '../test/games/record.js';

const out: Record<string, string[]> = {};
for (const v of VARIANTS) {
  const game = await loadGame(v);
  for (const options of optionSets(game.rules)) {
    for (const seed of [1, 2]) out[`${v} ${JSON.stringify(options)} ${seed}`] = recordGame(game.rules, options, seed);
  }
}
writeFileSync(
  new URL('../test/games/recordings.ts', import.meta.url),
  `// Made by scripts/record-games.ts from the games as they played before they became descriptions.\nexport const RECORDINGS: Record<string, string[]> = ${JSON.stringify(out)};\n`,
);
console.log(`${Object.keys(out).length} games recorded`);
