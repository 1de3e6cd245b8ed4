/** Seasons (Времена года): everything about the game, as the registry lists it. */
import type { GameModule } from '../game-module.js';
import { seasonsLayout } from './layout.js';
import { seasons } from './rules.js';
import { seasonsSafeMove } from './safe.js';
import { seasonsWords } from './words.js';

export const seasonsGame: GameModule = {
  rules: seasons,
  layout: seasonsLayout,
  words: seasonsWords,
  // Auto-play: a card that can never be needed again goes home.
  safeMove: seasonsSafeMove,
};

export default seasonsGame;
