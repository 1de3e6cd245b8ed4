/** Bayan (Баян): everything about the game, as the registry lists it. */
import type { GameModule } from '../game-module.js';
import { bayanLayout } from './layout.js';
import { bayan } from './rules.js';
import { bayanWords } from './words.js';

export const bayanGame: GameModule = {
  rules: bayan,
  layout: bayanLayout,
  words: bayanWords,
};

export default bayanGame;
