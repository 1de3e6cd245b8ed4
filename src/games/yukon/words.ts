import type { GameWords } from '../../i18n/game-words.js';

export const yukonWords: GameWords = {
  en: { name: 'Yukon' },
  ru: { name: 'Юкон' },
};
