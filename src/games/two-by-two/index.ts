/** Two by Two (Дважды два): everything about the game, as the registry lists it. */
import type { GameModule } from '../game-module.js';
import { twoByTwoLayout } from './layout.js';
import { twoByTwo } from './rules.js';
import { twoByTwoWords } from './words.js';

export const twoByTwoGame: GameModule = {
  rules: twoByTwo,
  layout: twoByTwoLayout,
  words: twoByTwoWords,
};

export default twoByTwoGame;
