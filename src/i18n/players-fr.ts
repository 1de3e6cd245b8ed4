/** French: the words of statistics, links to a deal and the daily deal's badge, loaded with those features (i18n/index.ts `wantPlayerWords`). */
import { dayIn } from './dates.js';
import { percentIn } from './forms.js';
import { optionsInWords } from './game-words.js';
import type { PlayerWords } from './language-pack.js';

const L = 'fr';

export const words: PlayerWords = {
  players: {
    statistics: 'Statistiques',
    statsOf: (g, options, daily, winnable) =>
      [g, options, winnable ? 'donnes gagnables seulement' : '', daily ? 'parties du jour' : ''].filter(Boolean).join(', '),
    options: optionsInWords(),
    played: 'Jouées',
    won: 'Gagnées',
    winRate: 'Taux de réussite',
    currentStreak: 'Série en cours',
    bestStreak: 'Meilleure série',
    bestTime: 'Meilleur temps',
    fewestMoves: 'Moins de coups',
    none: 'pas encore',
    rate: (p) => percentIn(L, p),
    close: 'Fermer',
    reset: 'Réinitialiser',
    resetConfirm: 'Oui, réinitialiser',
    resetAsk: 'Appuyez encore une fois pour effacer ces statistiques.',
    resetDone: 'Statistiques effacées.',
    copyLink: 'Copier le lien',
    linkCopied: 'Lien vers cette donne copié',
    copyTitle: 'Lien vers cette donne',
    copyHelp: 'Le lien est sélectionné : copiez-le (Ctrl+C ou ⌘C) et envoyez-le.',
    badLink: (entry) => `La donne « ${entry} » du lien n’a pas pu être distribuée.`,
    badStatistics: 'Les statistiques enregistrées étaient illisibles : elles repartent de zéro.',
    statsUnavailable: 'Ce navigateur ne permet pas de garder les statistiques : elles durent tant que la page reste ouverte.',
  },
  daily: {
    dailyDeal: 'Partie du jour',
    dailyOf: (d) => `Partie du jour du ${dayIn(L, d, 'long', true)}`,
    shortDate: (d) => dayIn(L, d, 'short', false),
  },
};
