/** Spider: everything about the game, as the registry lists it. */
import type { GameModule } from '../game-module.js';
import { spiderLayout } from './layout.js';
import { spider } from './rules.js';
import { spiderWords } from './words.js';

export const spiderGame: GameModule = {
  rules: spider,
  layout: spiderLayout,
  words: spiderWords,
  // Nothing goes home by hand: a complete run goes by itself, inside the move that made it.
};

export default spiderGame;
