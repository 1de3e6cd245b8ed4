/** Pyramid: everything about the game, as the registry lists it. */
import type { GameModule } from '../game-module.js';
import { pyramidLayout } from './layout.js';
import { pyramid } from './rules.js';
import { pyramidWords } from './words.js';

export const pyramidGame: GameModule = {
  rules: pyramid,
  layout: pyramidLayout,
  words: pyramidWords,
  // A tap on a card with one move plays it (a free K goes at once; a card with one partner pairs).
  oneTap: true,
};

export default pyramidGame;
