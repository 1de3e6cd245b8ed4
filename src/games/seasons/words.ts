import type { GameWords } from '../../i18n/game-words.js';

export const seasonsWords: GameWords = {
  en: { name: 'Seasons', piles: { cell: 'Cell' }, options: { build: (v) => (v === 'alternate' ? 'alternate colours' : 'any suit') } },
  ru: {
    name: 'Времена года',
    piles: { cell: ['Клетка', 'клетку'] },
    options: { build: (v) => (v === 'alternate' ? 'чередуя цвета' : 'любые масти') },
  },
};
