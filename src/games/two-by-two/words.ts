import type { GameWords } from '../../i18n/game-words.js';
import { plural } from '../../i18n/ru-plural.js';

export const twoByTwoWords: GameWords = {
  en: {
    name: 'Two by Two',
    rules:
      'Four cards lie face up side by side. When two of the four top cards share a suit, cover each of them with a new card from the stock. Deal out the whole stock; the game is lost when the four show four different suits.',
    options: { deck: (v) => `${v} cards` },
  },
  ru: {
    name: 'Дважды два',
    rules:
      'Четыре карты лежат открытыми в ряд. Когда две из четырёх верхних карт одной масти, накройте каждую новой картой из колоды. Разложите всю колоду; игра проиграна, если четыре карты разных мастей.',
    options: { deck: (v) => `${v} ${plural(Number(v), 'карта', 'карты', 'карт')}` },
  },
};
