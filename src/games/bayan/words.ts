import type { GameWords } from '../../i18n/game-words.js';

export const bayanWords: GameWords = {
  en: { name: 'Bayan', options: { reach: (v) => `reach ${v}` } },
  ru: { name: 'Баян', options: { reach: (v) => `ход на 1 или ${v} места` } },
};
