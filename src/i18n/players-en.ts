import { optionsInWords } from './game-words.js';
import type { PlayerMessages } from './players-types.js';

const date = (d: string, month: 'long' | 'short', year: boolean) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month, ...(year ? { year: 'numeric' } : {}), timeZone: 'UTC' }).format(
    new Date(`${d}T12:00:00Z`),
  );

export const playersEn: PlayerMessages = {
  statistics: 'Statistics',
  statsOf: (game, options, daily, winnable) =>
    [game, options, winnable ? 'winnable deals' : '', daily ? 'daily deals' : ''].filter(Boolean).join(', '),
  options: optionsInWords(),
  played: 'Played',
  won: 'Won',
  winRate: 'Win rate',
  currentStreak: 'Current streak',
  bestStreak: 'Best streak',
  bestTime: 'Best time',
  fewestMoves: 'Fewest moves',
  none: 'none yet',
  rate: (p) => `${p}%`,
  close: 'Close',
  reset: 'Reset',
  resetConfirm: 'Yes, reset',
  resetAsk: 'Press again to clear these statistics.',
  resetDone: 'Statistics cleared.',
  dailyDeal: 'Daily deal',
  dailyOf: (d) => `Daily deal of ${date(d, 'long', true)}`,
  shortDate: (d) => date(d, 'short', false),
  copyLink: 'Copy link',
  linkCopied: 'Link to this deal copied',
  copyTitle: 'Link to this deal',
  copyHelp: 'The link is selected: copy it (Ctrl+C or ⌘C) and send it.',
  badLink: (entry, reason) => `The link’s deal “${entry}” was not dealt: ${reason}`,
  badStatistics: 'The saved statistics could not be read, so they start afresh.',
  statsUnavailable: 'This browser does not let the statistics be kept: they last until the page is closed.',
};
