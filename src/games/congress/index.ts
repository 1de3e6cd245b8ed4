/** Congress (Конгресс): everything about the game, as the registry lists it. */
import type { GameModule } from '../game-module.js';
import { congressLayout } from './layout.js';
import { congress } from './rules.js';
import { congressSafeMove } from './safe.js';
import { congressWords } from './words.js';

export const congressGame: GameModule = {
  rules: congress,
  layout: congressLayout,
  words: congressWords,
  // Auto-play: a card that can never be needed again goes home.
  safeMove: congressSafeMove,
};

export default congressGame;
