import type { GameWords } from '../../i18n/game-words.js';

export const envelopesWords: GameWords = {
  en: {
    name: 'Envelopes',
    rules:
      '32 cards in eight envelopes of four, the top one face up. Set aside two face-up cards of the same rank; the card under each turns up. Empty every envelope.',
    piles: { envelope: 'Envelope' },
    keys: 'P peeks under a card that shows three times.',
  },
  ru: {
    name: 'Конверты',
    rules:
      '32 карты в восьми конвертах по четыре, верхняя открыта. Откладывайте две открытые карты одного достоинства; карта под каждой открывается. Опустошите все конверты.',
    piles: { envelope: ['Конверт', 'конверт'] },
    keys: 'P — заглянуть под карту, которая видна трижды.',
  },
};
