/** FreeCell (not in the book): everything about the game, as the registry lists it. */
import type { GameModule } from '../game-module.js';
import { freecellLayout } from './layout.js';
import { freecell } from './rules.js';
import { freecellWords } from './words.js';

export const freecellGame: GameModule = {
  rules: freecell,
  layout: freecellLayout,
  words: freecellWords,
};
