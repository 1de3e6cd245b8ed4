/** Canfield: everything about the game, as the registry lists it. */
import type { GameModule } from '../game-module.js';
import { canfieldLayout } from './layout.js';
import { canfield } from './rules.js';
import { canfieldSafeMove } from './safe.js';
import { canfieldWords } from './words.js';

export const canfieldGame: GameModule = {
  rules: canfield,
  layout: canfieldLayout,
  words: canfieldWords,
  // Auto-play: a card that can never be needed again goes home.
  safeMove: canfieldSafeMove,
};

export default canfieldGame;
