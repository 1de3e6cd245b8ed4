/** Spanish: the words of statistics, links to a deal and the daily deal's badge, loaded with those features (i18n/index.ts `wantPlayerWords`). */
import { dayIn } from './dates.js';
import { percentIn } from './forms.js';
import { optionsInWords } from './game-words.js';
import type { PlayerWords } from './language-pack.js';

const L = 'es';

export const words: PlayerWords = {
  players: {
    statistics: 'Estadísticas',
    statsOf: (g, options, daily, winnable) =>
      [g, options, winnable ? 'solo repartos ganables' : '', daily ? 'partidas del día' : ''].filter(Boolean).join(', '),
    options: optionsInWords(),
    played: 'Jugadas',
    won: 'Ganadas',
    winRate: 'Porcentaje de victorias',
    currentStreak: 'Racha actual',
    bestStreak: 'Mejor racha',
    bestTime: 'Mejor tiempo',
    fewestMoves: 'Menos movimientos',
    none: 'todavía no',
    rate: (p) => percentIn(L, p),
    close: 'Cerrar',
    reset: 'Restablecer',
    resetConfirm: 'Sí, restablecer',
    resetAsk: 'Pulsa otra vez para borrar estas estadísticas.',
    resetDone: 'Estadísticas borradas.',
    copyLink: 'Copiar enlace',
    linkCopied: 'Enlace a este reparto copiado',
    copyTitle: 'Enlace a este reparto',
    copyHelp: 'El enlace está seleccionado: cópialo (Ctrl+C o ⌘C) y envíalo.',
    badLink: (entry) => `No se pudo repartir la partida «${entry}» del enlace.`,
    badStatistics: 'No se pudieron leer las estadísticas guardadas, así que empiezan de cero.',
    statsUnavailable: 'Este navegador no deja guardar las estadísticas: duran mientras la página esté abierta.',
  },
  daily: {
    dailyDeal: 'Partida del día',
    dailyOf: (d) => `Partida del día ${dayIn(L, d, 'long', true)}`,
    shortDate: (d) => dayIn(L, d, 'short', false),
  },
};
