/** Joker (Джокер): everything about the game, as the registry lists it. */
import type { GameModule } from '../game-module.js';
import { jokerLayout } from './layout.js';
import { joker } from './rules.js';
import { jokerWords } from './words.js';
import { jokerSafeMove } from './safe.js';
import { jokerStandIns } from './stand-in.js';

export const jokerGame: GameModule = {
  rules: joker,
  layout: jokerLayout,
  words: jokerWords,
  // Auto-play: a card that can never be needed again goes home.
  safeMove: jokerSafeMove,
  // What a joker lying in a column stands for (a badge, and words in the card's name).
  standIns: (kind, cards) => (kind === 'tableau' ? jokerStandIns(cards) : null),
};

export default jokerGame;
