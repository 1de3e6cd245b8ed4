import type { GameWords } from '../../i18n/game-words.js';
import { plural } from '../../i18n/ru-plural.js';

export const canfieldWords: GameWords = {
  en: { name: 'Canfield', options: { draw: (v) => `draw ${v}` } },
  ru: { name: 'Канфилд', options: { draw: (v) => `по ${v} ${plural(Number(v), 'карте', 'карты', 'карт')}` } },
};
