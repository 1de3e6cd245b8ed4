import type { GameWords } from '../../i18n/game-words.js';

export const jokerWords: GameWords = {
  en: {
    name: 'Joker',
    rules:
      '32 cards and two jokers; build the foundations up in suit: ace, 7, 8… king. On the tableau, build down in alternating colours, one card at a time; an empty pile takes any card. A joker goes to the reserve and stands for the card it is needed for.',
    piles: { reserve: 'Joker reserve' },
  },
  ru: {
    name: 'Джокер',
    rules:
      '32 карты и два джокера; собирайте дома по масти: туз, 7, 8… король. В стопках кладите по убыванию, чередуя цвета, по одной карте; на пустое место — любая карта. Джокер уходит в резерв и заменяет нужную карту.',
    piles: { reserve: ['Резерв джокеров', 'резерв джокеров'] },
  },
};
