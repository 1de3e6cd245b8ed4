/** Golf: everything about the game, as the registry lists it. */
import type { GameModule } from '../game-module.js';
import { golfLayout } from './layout.js';
import { golf } from './rules.js';
import { golfWords } from './words.js';

export const golfGame: GameModule = {
  rules: golf,
  layout: golfLayout,
  words: golfWords,
  // A tap on a column's card that fits the hole plays it.
  oneTap: true,
};

export default golfGame;
