/** Congress (Конгресс): everything about the game, as the registry lists it. */
import type { GameModule } from '../game-module.js';
import { congressLayout } from './layout.js';
import { congress } from './rules.js';
import { congressWords } from './words.js';

export const congressGame: GameModule = {
  rules: congress,
  layout: congressLayout,
  words: congressWords,
};
