/** Yukon: everything about the game, as the registry lists it. */
import type { GameModule } from '../game-module.js';
import { yukonLayout } from './layout.js';
import { yukon } from './rules.js';
import { yukonSafeMove } from './safe.js';
import { yukonWords } from './words.js';

export const yukonGame: GameModule = {
  rules: yukon,
  layout: yukonLayout,
  words: yukonWords,
  // Auto-play: a card that can never be needed again goes home.
  safeMove: yukonSafeMove,
};

export default yukonGame;
