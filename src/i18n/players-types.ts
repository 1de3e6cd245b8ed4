/**
 * The words of statistics and links to a deal (`stats`, `link`), kept apart from the rest of the
 * table: they come with those features (i18n/players.ts).
 */
export interface PlayerMessages {
  /** The toolbar button that opens the statistics, and the dialog's title. */
  readonly statistics: string;
  /** What the statistics are of: "Klondike, draw 3, daily deals". */
  statsOf(game: string, options: string, daily: boolean, winnable: boolean): string;
  /** A game's options in words ("draw 3, unlimited redeals"); '' for a game without options. */
  options(options: Readonly<Record<string, number | string>>): string;
  /** What joins a game's options in words: ', ' unless the language writes another ('、' in Japanese). */
  readonly listJoin?: string;
  readonly played: string;
  readonly won: string;
  readonly winRate: string;
  readonly currentStreak: string;
  readonly bestStreak: string;
  readonly bestTime: string;
  readonly fewestMoves: string;
  /** Read out for a figure that has no value yet (no win so far). */
  readonly none: string;
  /** A win rate, `percent` a whole number: "57%". */
  rate(percent: number): string;
  readonly close: string;
  readonly reset: string;
  /** The reset button once pressed: pressing it again clears. */
  readonly resetConfirm: string;
  readonly resetAsk: string;
  readonly resetDone: string;
  readonly copyLink: string;
  readonly linkCopied: string;
  /** The dialog that shows the link when the clipboard refuses it. */
  readonly copyTitle: string;
  readonly copyHelp: string;
  /** `link`: the fragment's deal could not be dealt (`reason`: English, a sentence). */
  badLink(entry: string, reason: string): string;
  /** `stats`: the stored statistics were not readable and start afresh. */
  readonly badStatistics: string;
  /** `stats`: the browser's storage refuses; statistics last while the page is open. */
  readonly statsUnavailable: string;
}
