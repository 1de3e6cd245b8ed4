import type { GameWords } from '../../i18n/game-words.js';
import { plural } from '../../i18n/ru-plural.js';

export const twoByTwoWords: GameWords = {
  en: { name: 'Two by Two', options: { deck: (v) => `${v} cards` } },
  ru: { name: 'Дважды два', options: { deck: (v) => `${v} ${plural(Number(v), 'карта', 'карты', 'карт')}` } },
};
