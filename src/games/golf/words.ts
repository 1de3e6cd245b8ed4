import type { GameWords } from '../../i18n/game-words.js';

export const golfWords: GameWords = {
  en: { name: 'Golf', piles: { hole: 'Hole' } },
  ru: { name: 'Гольф', piles: { hole: ['Лунка', 'лунку'] } },
};
