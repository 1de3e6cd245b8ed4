import type { GameWords } from '../../i18n/game-words.js';

export const envelopesWords: GameWords = {
  en: { name: 'Envelopes', piles: { envelope: 'Envelope' } },
  ru: { name: 'Конверты', piles: { envelope: ['Конверт', 'конверт'] } },
};
