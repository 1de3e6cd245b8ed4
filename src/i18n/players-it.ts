/** Italian: the words of statistics, links to a deal and the daily deal's badge, loaded with those features (i18n/index.ts `wantPlayerWords`). */
import { dayIn } from './dates.js';
import { percentIn } from './forms.js';
import { optionsInWords } from './game-words.js';
import type { PlayerWords } from './language-pack.js';

const L = 'it';

export const words: PlayerWords = {
  players: {
    statistics: 'Statistiche',
    statsOf: (g, options, daily, winnable) =>
      [g, options, winnable ? 'solo smazzate vincibili' : '', daily ? 'partite del giorno' : ''].filter(Boolean).join(', '),
    options: optionsInWords(),
    played: 'Giocate',
    won: 'Vinte',
    winRate: 'Percentuale di vittorie',
    currentStreak: 'Serie attuale',
    bestStreak: 'Serie migliore',
    bestTime: 'Tempo migliore',
    fewestMoves: 'Meno mosse',
    none: 'non ancora',
    rate: (p) => percentIn(L, p),
    close: 'Chiudi',
    reset: 'Azzera',
    resetConfirm: 'Sì, azzera',
    resetAsk: 'Premi di nuovo per cancellare queste statistiche.',
    resetDone: 'Statistiche cancellate.',
    copyLink: 'Copia link',
    linkCopied: 'Link a questa smazzata copiato',
    copyTitle: 'Link a questa smazzata',
    copyHelp: 'Il link è selezionato: copialo (Ctrl+C o ⌘C) e invialo.',
    badLink: (entry) => `Impossibile distribuire la smazzata «${entry}» del link.`,
    badStatistics: 'Le statistiche salvate erano illeggibili: ripartono da zero.',
    statsUnavailable: 'Questo browser non permette di conservare le statistiche: durano finché la pagina resta aperta.',
  },
  daily: {
    dailyDeal: 'Partita del giorno',
    dailyOf: (d) => `Partita del giorno, ${dayIn(L, d, 'long', true)}`,
    shortDate: (d) => dayIn(L, d, 'short', false),
  },
};
