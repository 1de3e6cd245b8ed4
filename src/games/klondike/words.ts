import type { GameWords } from '../../i18n/game-words.js';
import { plural } from '../../i18n/ru-plural.js';

export const klondikeWords: GameWords = {
  en: {
    name: 'Klondike',
    options: {
      draw: (v) => `draw ${v}`,
      redeals: (v) => (v === 'unlimited' ? 'unlimited redeals' : v === 1 ? '1 redeal' : `${v} redeals`),
    },
  },
  ru: {
    name: 'Клондайк',
    options: {
      draw: (v) => `по ${v} ${plural(Number(v), 'карте', 'карты', 'карт')}`,
      redeals: (v) => (v === 'unlimited' ? 'пересдачи без ограничений' : `${v} ${plural(Number(v), 'пересдача', 'пересдачи', 'пересдач')}`),
    },
  },
};
