/** German: the words of statistics, links to a deal and the daily deal's badge, loaded with those features (i18n/index.ts `wantPlayerWords`). */
import { dayIn } from './dates.js';
import { percentIn } from './forms.js';
import { optionsInWords } from './game-words.js';
import type { PlayerWords } from './language-pack.js';

const L = 'de';

export const words: PlayerWords = {
  players: {
    statistics: 'Statistik',
    statsOf: (g, options, daily, winnable) =>
      [g, options, winnable ? 'nur lösbare Spiele' : '', daily ? 'Tagesspiele' : ''].filter(Boolean).join(', '),
    options: optionsInWords(),
    played: 'Gespielt',
    won: 'Gewonnen',
    winRate: 'Gewinnquote',
    currentStreak: 'Aktuelle Serie',
    bestStreak: 'Beste Serie',
    bestTime: 'Bestzeit',
    fewestMoves: 'Wenigste Züge',
    none: 'noch keine',
    rate: (p) => percentIn(L, p),
    close: 'Schließen',
    reset: 'Zurücksetzen',
    resetConfirm: 'Ja, zurücksetzen',
    resetAsk: 'Noch einmal drücken, um diese Statistik zu löschen.',
    resetDone: 'Statistik gelöscht.',
    copyLink: 'Link kopieren',
    linkCopied: 'Link zu diesem Spiel kopiert',
    copyTitle: 'Link zu diesem Spiel',
    copyHelp: 'Der Link ist markiert: kopieren (Strg+C oder ⌘C) und verschicken.',
    badLink: (entry) => `Das Spiel „${entry}“ aus dem Link konnte nicht ausgeteilt werden.`,
    badStatistics: 'Die gespeicherte Statistik war nicht lesbar und beginnt von vorn.',
    statsUnavailable: 'Dieser Browser lässt kein Speichern zu: Die Statistik gilt nur, solange die Seite offen ist.',
  },
  daily: {
    dailyDeal: 'Tagesspiel',
    dailyOf: (d) => `Tagesspiel vom ${dayIn(L, d, 'long', true)}`,
    shortDate: (d) => dayIn(L, d, 'short', false),
  },
};
