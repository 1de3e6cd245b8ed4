import type { GameWords } from '../../i18n/game-words.js';
import { plural } from '../../i18n/ru-plural.js';

export const pyramidWords: GameWords = {
  en: {
    name: 'Pyramid',
    piles: { pyramidCard: 'Pyramid card' },
    options: { redeals: (v) => (v === 'unlimited' ? 'unlimited redeals' : v === 1 ? '1 redeal' : `${v} redeals`) },
  },
  ru: {
    name: 'Пирамида',
    piles: { pyramidCard: ['Карта пирамиды', 'карту пирамиды'] },
    options: {
      redeals: (v) => (v === 'unlimited' ? 'пересдачи без ограничений' : `${v} ${plural(Number(v), 'пересдача', 'пересдачи', 'пересдач')}`),
    },
  },
};
