import type { GameWords } from '../../i18n/game-words.js';

export const tripeaksWords: GameWords = {
  en: { name: 'TriPeaks', piles: { peakCard: 'Peak card' } },
  ru: { name: 'Три пика', piles: { peakCard: ['Карта пика', 'карту пика'] } },
};
