import { optionsInWords } from './game-words.js';
import type { PlayerMessages } from './players-types.js';

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
  copyLink: 'Copy link',
  linkCopied: 'Link to this deal copied',
  copyTitle: 'Link to this deal',
  copyHelp: 'The link is selected: copy it (Ctrl+C or ⌘C) and send it.',
  badLink: (entry, reason) => `The link’s deal “${entry}” was not dealt: ${reason}`,
  badStatistics: 'The saved statistics could not be read, so they start afresh.',
  statsUnavailable: 'This browser does not let the statistics be kept: they last until the page is closed.',
};
