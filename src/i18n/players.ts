/**
 * The words of statistics and links to a deal in the language in force, with the options' words
 * of the game in play. English comes with the players' features (players.js), every other
 * language with the rest of its words (its own file), so a board without those features carries none of them.
 */
import { optionsInWords, type GameWords } from './game-words.js';
import { gameWordsIn, playerWordsIn, wordsKey } from './index.js';
import { playersEn } from './players-en.js';
import type { PlayerMessages } from './players-types.js';
import type { Messages } from './types.js';

export type { PlayerMessages } from './players-types.js';

const joined = new WeakMap<GameWords, Record<string, PlayerMessages>>();
const alone: Record<string, PlayerMessages> = {};

/** The players' words for the language of `m` (the element's table in force) and the game `game`. */
export function playerMessagesFor(m: Messages, game: GameWords | null): PlayerMessages {
  const own = playerWordsIn(m.lang);
  const lang = own ? m.lang : 'en';
  const cache = game ? (joined.get(game) ?? joined.set(game, {}).get(game)!) : alone;
  // A game's option words in this language; the English ones where the game has none.
  const options = game && (gameWordsIn(game, lang).options ?? game.en.options);
  const base = own?.players ?? playersEn;
  return (cache[wordsKey(game, lang)] ??= { ...base, options: optionsInWords(options ?? undefined, base.listJoin) });
}
