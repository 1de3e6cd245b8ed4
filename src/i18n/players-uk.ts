/** Ukrainian: the words of statistics, links to a deal and the daily deal's badge, loaded with those features (i18n/index.ts `wantPlayerWords`). */
import { dayIn } from './dates.js';
import { percentIn } from './forms.js';
import { optionsInWords } from './game-words.js';
import type { PlayerWords } from './language-pack.js';

const L = 'uk';

export const words: PlayerWords = {
  players: {
    statistics: 'Статистика',
    statsOf: (g, options, daily, winnable) =>
      [g, options, winnable ? 'лише ті, що зійдуться' : '', daily ? 'партії дня' : ''].filter(Boolean).join(', '),
    options: optionsInWords(),
    played: 'Зіграно',
    won: 'Виграно',
    winRate: 'Частка перемог',
    currentStreak: 'Перемог поспіль',
    bestStreak: 'Найкраща серія',
    bestTime: 'Найкращий час',
    fewestMoves: 'Найменше ходів',
    none: 'поки немає',
    rate: (p) => percentIn(L, p),
    close: 'Закрити',
    reset: 'Скинути',
    resetConfirm: 'Так, скинути',
    resetAsk: 'Натисніть ще раз, щоб стерти цю статистику.',
    resetDone: 'Статистику стерто.',
    copyLink: 'Посилання на партію',
    linkCopied: 'Посилання на цю партію скопійовано',
    copyTitle: 'Посилання на цю партію',
    copyHelp: 'Посилання виділено: скопіюйте його (Ctrl+C або ⌘C) і надішліть.',
    badLink: (entry) => `Партію з посилання «${entry}» не роздано.`,
    badStatistics: 'Збережену статистику не вдалося прочитати, її розпочато заново.',
    statsUnavailable: 'Браузер не дає зберегти статистику: вона триматиметься, доки відкрита сторінка.',
  },
  daily: {
    dailyDeal: 'Партія дня',
    dailyOf: (d) => `Партія дня, ${dayIn(L, d, 'long', true).replace(/\s*р\.$/, '')}`,
    shortDate: (d) => dayIn(L, d, 'short', false).replace(/\.$/, ''),
  },
};
