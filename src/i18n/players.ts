/**
 * The words of statistics and links to a deal in the language in force, with the options' words
 * of the game in play. English comes with the players' features (players.js), Russian with the
 * rest of the Russian table (ru.js), so a board without those features carries none of them.
 */
import { optionsInWords, type GameWords } from './game-words.js';
import { loadedRussianPlayers } from './index.js';
import { playersEn } from './players-en.js';
import type { PlayerMessages } from './players-types.js';
import type { Messages } from './types.js';

export type { PlayerMessages } from './players-types.js';

const joined = new WeakMap<GameWords, Partial<Record<'en' | 'ru', PlayerMessages>>>();
const alone: Partial<Record<'en' | 'ru', PlayerMessages>> = {};

/** The players' words for the language of `m` (the element's table in force) and the game `game`. */
export function playerMessagesFor(m: Messages, game: GameWords | null): PlayerMessages {
  const ru = m.lang === 'ru' ? loadedRussianPlayers() : null;
  const lang = ru ? 'ru' : 'en';
  const cache = game ? (joined.get(game) ?? joined.set(game, {}).get(game)!) : alone;
  return (cache[lang] ??= { ...(ru ?? playersEn), options: optionsInWords(game?.[lang].options) });
}
