/** What each language's file (`de.js`, `ar.js`, …) gives: every word of that language. */
import type { WordsIn } from '../engine/description/types.js';
import type { DailyWords } from './daily-types.js';
import type { GameWordsIn } from './game-words.js';
import type { PlayerMessages } from './players-types.js';
import type { Lang, Messages, PileWord } from './types.js';

/** The words of statistics, links to a deal and the daily deal's badge in one language. */
export interface PlayerWords {
  /** Statistics and links (`options` is replaced by the game's own words). */
  readonly players: PlayerMessages;
  /** The daily deal's badge. */
  readonly daily: DailyWords;
}

export interface LanguagePack {
  readonly lang: Lang;
  /** The table, joined with a game's words in this language, and its English words for what those leave out. */
  table(game?: GameWordsIn<PileWord>, english?: GameWordsIn<string>): Messages;
  /** Statistics, links and the daily deal's badge: a file of their own, loaded with those features. */
  readonly playerWords: () => Promise<{ readonly words: PlayerWords }>;
  /** A built-in game's own words in this language (a file per game, `src/games/words/<lang>/<game>.json`), for the games that do not carry them. */
  readonly gameWords?: (variant: string) => Promise<{ readonly default: WordsIn }>;
}
