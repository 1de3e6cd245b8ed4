/** The shape of a game's own words (each game's `src/games/<game>/words.ts`), gathered by en.ts and ru.ts. */
import type { OptionValue } from '../engine/types.js';
import type { PileName } from './types.js';

export interface GameWordsIn<PileWord> {
  /** The game's name: "Klondike". */
  readonly name: string;
  /** Names of the piles only this game has. */
  readonly piles?: Partial<Record<PileName, PileWord>>;
  /** Its options in words, for the statistics ("draw 3"). */
  readonly options?: Readonly<Record<string, (value: OptionValue) => string>>;
}

export interface GameWords {
  readonly en: GameWordsIn<string>;
  /** Russian pile names: nominative, and accusative for "на …" (a move's goal). */
  readonly ru: GameWordsIn<readonly [string, string]>;
}
