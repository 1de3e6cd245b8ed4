import type { GameWords } from '../../i18n/game-words.js';

export const freecellWords: GameWords = {
  en: { name: 'FreeCell', piles: { freeCell: 'Free cell' } },
  ru: { name: 'Свободная ячейка', piles: { freeCell: ['Ячейка', 'ячейку'] } },
};
