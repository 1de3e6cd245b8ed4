/** Dutch: the words of statistics, links to a deal and the daily deal's badge, loaded with those features (i18n/index.ts `wantPlayerWords`). */
import { dayIn } from './dates.js';
import { percentIn } from './forms.js';
import { optionsInWords } from './game-words.js';
import type { PlayerWords } from './language-pack.js';

const L = 'nl';

export const words: PlayerWords = {
  players: {
    statistics: 'Statistieken',
    statsOf: (g, options, daily, winnable) =>
      [g, options, winnable ? 'alleen winbare spellen' : '', daily ? 'spellen van de dag' : ''].filter(Boolean).join(', '),
    options: optionsInWords(),
    played: 'Gespeeld',
    won: 'Gewonnen',
    winRate: 'Winst\u00adpercentage',
    currentStreak: 'Huidige reeks',
    bestStreak: 'Beste reeks',
    bestTime: 'Beste tijd',
    fewestMoves: 'Minste zetten',
    none: 'nog geen',
    rate: (p) => percentIn(L, p),
    close: 'Sluiten',
    reset: 'Wissen',
    resetConfirm: 'Ja, wissen',
    resetAsk: 'Druk nog eens om deze statistieken te wissen.',
    resetDone: 'Statistieken gewist.',
    copyLink: 'Link kopiëren',
    linkCopied: 'Link naar dit spel gekopieerd',
    copyTitle: 'Link naar dit spel',
    copyHelp: 'De link is geselecteerd: kopieer hem (Ctrl+C of ⌘C) en verstuur hem.',
    badLink: (entry) => `Het spel ‘${entry}’ uit de link kon niet gedeeld worden.`,
    badStatistics: 'De opgeslagen statistieken waren onleesbaar en beginnen opnieuw.',
    statsUnavailable: 'Deze browser staat opslaan niet toe: de statistieken blijven zolang de pagina open is.',
  },
  daily: {
    dailyDeal: 'Spel van de dag',
    dailyOf: (d) => `Spel van de dag, ${dayIn(L, d, 'long', true)}`,
    shortDate: (d) => dayIn(L, d, 'short', false),
  },
};
