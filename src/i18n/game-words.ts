/** The shape of a game's own words (from its description's `words`, or a book game's `words.ts`), joined to a language's table. */
import type { OptionValue } from '../engine/types.js';
import type { PileName } from './types.js';

export interface GameWordsIn<PileWord> {
  /** The game's name: "Klondike". */
  readonly name: string;
  /** Its rules in a few sentences. */
  readonly rules?: string;
  /** Names of the piles only this game has. */
  readonly piles?: Readonly<Record<PileName, PileWord>>;
  /** Its options in words, for the statistics ("draw 3"). */
  readonly options?: Readonly<Record<string, (value: OptionValue) => string>>;
  /** Keys only this game has, appended to the keyboard help. */
  readonly keys?: string;
}

export interface GameWords {
  readonly en: GameWordsIn<string>;
  /** Russian pile names: nominative, and accusative for "на …" (a move's goal). */
  readonly ru: GameWordsIn<readonly [string, string]>;
}

/** A game's options in words ("draw 3, unlimited redeals"), from the game's words for them. */
export const optionsInWords =
  (words: Readonly<Record<string, (value: OptionValue) => string>> = {}, join = ', ') =>
  (options: Readonly<Record<string, OptionValue>>): string =>
    Object.entries(options)
      .map(([k, v]) => words[k]?.(v) ?? `${k} ${v}`)
      .join(join);
