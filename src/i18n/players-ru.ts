/** Russian: the words of statistics, links to a deal and the daily deal's badge, loaded with those features (i18n/index.ts `wantPlayerWords`). */
import { dayIn } from './dates.js';
import { optionsInWords } from './game-words.js';
import type { PlayerWords } from './language-pack.js';
import type { PlayerMessages } from './players-types.js';

const ruDate = (d: string, month: 'long' | 'short', year: boolean) => dayIn('ru-RU', d, month, year).replace(/\s*г\.$/, '');

const playersRu: PlayerMessages = {
  statistics: 'Статистика',
  statsOf: (game, options, daily, winnable) =>
    [game, options, winnable ? 'только решаемые' : '', daily ? 'партии дня' : ''].filter(Boolean).join(', '),
  options: optionsInWords(),
  played: 'Сыграно',
  won: 'Выиграно',
  winRate: 'Доля побед',
  currentStreak: 'Побед подряд',
  bestStreak: 'Лучшая серия',
  bestTime: 'Лучшее время',
  fewestMoves: 'Меньше всего ходов',
  none: 'пока нет',
  rate: (p) => `${p} %`,
  close: 'Закрыть',
  reset: 'Сбросить',
  resetConfirm: 'Да, сбросить',
  resetAsk: 'Нажмите ещё раз, чтобы стереть эту статистику.',
  resetDone: 'Статистика стёрта.',
  copyLink: 'Ссылка на партию',
  linkCopied: 'Ссылка на эту партию скопирована',
  copyTitle: 'Ссылка на эту партию',
  copyHelp: 'Ссылка выделена: скопируйте её (Ctrl+C или ⌘C) и отправьте.',
  badLink: (entry, reason) => `Партия из ссылки «${entry}» не сдана: ${reason}`,
  badStatistics: 'Сохранённую статистику не удалось прочитать, она начата заново.',
  statsUnavailable: 'Браузер не даёт сохранить статистику: она продержится, пока открыта страница.',
};

export const words: PlayerWords = {
  players: playersRu,
  daily: {
    dailyDeal: 'Партия дня',
    dailyOf: (d) => `Партия дня, ${ruDate(d, 'long', true)}`,
    shortDate: (d) => ruDate(d, 'short', false).replace(/\.$/, ''),
  },
};
