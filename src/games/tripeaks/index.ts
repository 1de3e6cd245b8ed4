/** TriPeaks: everything about the game, as the registry lists it. */
import type { GameModule } from '../game-module.js';
import { tripeaksLayout } from './layout.js';
import { tripeaks } from './rules.js';
import { tripeaksWords } from './words.js';

export const tripeaksGame: GameModule = {
  rules: tripeaks,
  layout: tripeaksLayout,
  words: tripeaksWords,
  // A tap on a card that fits the waste plays it.
  oneTap: true,
};

export default tripeaksGame;
