import type { GameWords } from '../../i18n/game-words.js';

export const envelopesWords: GameWords = {
  en: { name: 'Envelopes', piles: { envelope: 'Envelope' }, keys: 'P peeks under a card that shows three times.' },
  ru: { name: 'Конверты', piles: { envelope: ['Конверт', 'конверт'] }, keys: 'P — заглянуть под карту, которая видна трижды.' },
};
