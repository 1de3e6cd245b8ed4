/** FreeCell (not in the book): everything about the game, as the registry lists it. */
import type { GameModule } from '../game-module.js';
import { freecellLayout } from './layout.js';
import { freecell } from './rules.js';
import { freecellSafeMove } from './safe.js';
import { freecellWords } from './words.js';

export const freecellGame: GameModule = {
  rules: freecell,
  layout: freecellLayout,
  words: freecellWords,
  // Auto-play: a card that can never be needed again goes home.
  safeMove: freecellSafeMove,
};

export default freecellGame;
