import type { GameWords } from '../../i18n/game-words.js';

export const bayanWords: GameWords = {
  en: {
    name: 'Bayan',
    rules:
      'Put a whole pile on its neighbour to the left, or on the pile two places further left, when their top cards share a suit or a rank; the gap closes. Gather all 52 cards into one pile.',
    options: { reach: (v) => `reach ${v}` },
  },
  ru: {
    name: 'Баян',
    rules:
      'Кладите целую стопку на соседнюю слева или на стопку через одну левее, если их верхние карты одной масти или одного достоинства; промежуток смыкается. Соберите все 52 карты в одну стопку.',
    options: { reach: (v) => `ход на 1 или ${v} места` },
  },
};
