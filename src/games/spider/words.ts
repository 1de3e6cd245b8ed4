import type { GameWords } from '../../i18n/game-words.js';
import { plural } from '../../i18n/ru-plural.js';

export const spiderWords: GameWords = {
  en: { name: 'Spider', options: { suits: (v) => (Number(v) === 1 ? '1 suit' : `${v} suits`) } },
  ru: { name: 'Паук', options: { suits: (v) => `${v} ${plural(Number(v), 'масть', 'масти', 'мастей')}` } },
};
