/** Swedish: the words of statistics, links to a deal and the daily deal's badge, loaded with those features (i18n/index.ts `wantPlayerWords`). */
import { dayIn } from './dates.js';
import { percentIn } from './forms.js';
import { optionsInWords } from './game-words.js';
import type { PlayerWords } from './language-pack.js';

const L = 'sv';

export const words: PlayerWords = {
  players: {
    statistics: 'Statistik',
    statsOf: (g, options, daily, winnable) =>
      [g, options, winnable ? 'bara givar som går att vinna' : '', daily ? 'dagens spel' : ''].filter(Boolean).join(', '),
    options: optionsInWords(),
    played: 'Spelade',
    won: 'Vunna',
    winRate: 'Andel vinster',
    currentStreak: 'Nuvarande svit',
    bestStreak: 'Bästa svit',
    bestTime: 'Bästa tid',
    fewestMoves: 'Minst antal drag',
    none: 'inget än',
    rate: (p) => percentIn(L, p),
    close: 'Stäng',
    reset: 'Nollställ',
    resetConfirm: 'Ja, nollställ',
    resetAsk: 'Tryck igen för att radera den här statistiken.',
    resetDone: 'Statistiken raderad.',
    copyLink: 'Kopiera länk',
    linkCopied: 'Länk till den här given kopierad',
    copyTitle: 'Länk till den här given',
    copyHelp: 'Länken är markerad: kopiera den (Ctrl+C eller ⌘C) och skicka den.',
    badLink: (entry) => `Given ”${entry}” från länken kunde inte ges.`,
    badStatistics: 'Den sparade statistiken gick inte att läsa och börjar om från början.',
    statsUnavailable: 'Den här webbläsaren låter inte statistiken sparas: den finns kvar så länge sidan är öppen.',
  },
  daily: {
    dailyDeal: 'Dagens giv',
    dailyOf: (d) => `Dagens giv ${dayIn(L, d, 'long', true)}`,
    shortDate: (d) => dayIn(L, d, 'short', false),
  },
};
