/** Envelopes (Конверты): everything about the game, as the registry lists it. */
import type { GameModule } from '../game-module.js';
import { envelopesLayout } from './layout.js';
import { envelopes, peekCard, peekable } from './rules.js';
import { envelopesWords } from './words.js';

export const envelopesGame: GameModule = {
  rules: envelopes,
  layout: envelopesLayout,
  words: envelopesWords,
  // A closed card under a top card that shows three times may be looked at (RULES.md §4).
  peek: { piles: peekable, card: peekCard },
};

export default envelopesGame;
