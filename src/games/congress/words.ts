import type { GameWords } from '../../i18n/game-words.js';

export const congressWords: GameWords = {
  en: { name: 'Congress' },
  ru: { name: 'Конгресс' },
};
