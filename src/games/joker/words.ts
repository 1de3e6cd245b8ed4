import type { GameWords } from '../../i18n/game-words.js';

export const jokerWords: GameWords = {
  en: { name: 'Joker', piles: { reserve: 'Joker reserve' } },
  ru: { name: 'Джокер', piles: { reserve: ['Резерв джокеров', 'резерв джокеров'] } },
};
