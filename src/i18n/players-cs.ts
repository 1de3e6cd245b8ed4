/** Czech: the words of statistics, links to a deal and the daily deal's badge, loaded with those features (i18n/index.ts `wantPlayerWords`). */
import { dayIn } from './dates.js';
import { percentIn } from './forms.js';
import { optionsInWords } from './game-words.js';
import type { PlayerWords } from './language-pack.js';

const L = 'cs';

export const words: PlayerWords = {
  players: {
    statistics: 'Statistiky',
    statsOf: (g, options, daily, winnable) =>
      [g, options, winnable ? 'jen rozdání, která lze vyhrát' : '', daily ? 'hry dne' : ''].filter(Boolean).join(', '),
    options: optionsInWords(),
    played: 'Odehráno',
    won: 'Vyhráno',
    winRate: 'Podíl výher',
    currentStreak: 'Aktuální série',
    bestStreak: 'Nejlepší série',
    bestTime: 'Nejlepší čas',
    fewestMoves: 'Nejméně tahů',
    none: 'zatím žádné',
    rate: (p) => percentIn(L, p),
    close: 'Zavřít',
    reset: 'Vynulovat',
    resetConfirm: 'Ano, vynulovat',
    resetAsk: 'Stiskněte znovu a statistiky se smažou.',
    resetDone: 'Statistiky smazány.',
    copyLink: 'Kopírovat odkaz',
    linkCopied: 'Odkaz na toto rozdání zkopírován',
    copyTitle: 'Odkaz na toto rozdání',
    copyHelp: 'Odkaz je označený: zkopírujte ho (Ctrl+C nebo ⌘C) a pošlete.',
    badLink: (entry) => `Partii „${entry}“ z odkazu se nepodařilo rozdat.`,
    badStatistics: 'Uložené statistiky nešly přečíst, začínají znovu.',
    statsUnavailable: 'Tento prohlížeč nedovolí statistiky uložit: vydrží, dokud je stránka otevřená.',
  },
  daily: {
    dailyDeal: 'Hra dne',
    dailyOf: (d) => `Hra dne ${dayIn(L, d, 'long', true)}`,
    shortDate: (d) => dayIn(L, d, 'short', false),
  },
};
