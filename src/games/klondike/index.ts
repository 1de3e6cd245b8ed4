/** Klondike (Клондайк, Косынка): everything about the game, as the registry lists it. */
import type { GameModule } from '../game-module.js';
import { klondikeLayout } from './layout.js';
import { klondike } from './rules.js';
import { klondikeSafeMove } from './safe.js';
import { klondikeWords } from './words.js';

export const klondikeGame: GameModule = {
  rules: klondike,
  layout: klondikeLayout,
  words: klondikeWords,
  // Auto-play: a card that can never be needed again goes home.
  safeMove: klondikeSafeMove,
};

export default klondikeGame;
