/** Polish: the words of statistics, links to a deal and the daily deal's badge, loaded with those features (i18n/index.ts `wantPlayerWords`). */
import { dayIn } from './dates.js';
import { percentIn } from './forms.js';
import { optionsInWords } from './game-words.js';
import type { PlayerWords } from './language-pack.js';

const L = 'pl';

export const words: PlayerWords = {
  players: {
    statistics: 'Statystyki',
    statsOf: (g, options, daily, winnable) =>
      [g, options, winnable ? 'tylko rozdania do wygrania' : '', daily ? 'gry dnia' : ''].filter(Boolean).join(', '),
    options: optionsInWords(),
    played: 'Rozegrane',
    won: 'Wygrane',
    winRate: 'Odsetek wygranych',
    currentStreak: 'Obecna seria',
    bestStreak: 'Najlepsza seria',
    bestTime: 'Najlepszy czas',
    fewestMoves: 'Najmniej ruchów',
    none: 'jeszcze brak',
    rate: (p) => percentIn(L, p),
    close: 'Zamknij',
    reset: 'Wyzeruj',
    resetConfirm: 'Tak, wyzeruj',
    resetAsk: 'Naciśnij jeszcze raz, aby usunąć te statystyki.',
    resetDone: 'Statystyki usunięte.',
    copyLink: 'Kopiuj link',
    linkCopied: 'Skopiowano link do tego rozdania',
    copyTitle: 'Link do tego rozdania',
    copyHelp: 'Link jest zaznaczony: skopiuj go (Ctrl+C lub ⌘C) i wyślij.',
    badLink: (entry) => `Nie udało się rozdać gry „${entry}” z linku.`,
    badStatistics: 'Zapisanych statystyk nie dało się odczytać, więc liczą się od nowa.',
    statsUnavailable: 'Ta przeglądarka nie pozwala zapisać statystyk: przetrwają, dopóki strona jest otwarta.',
  },
  daily: {
    dailyDeal: 'Gra dnia',
    dailyOf: (d) => `Gra dnia, ${dayIn(L, d, 'long', true)}`,
    shortDate: (d) => dayIn(L, d, 'short', false),
  },
};
