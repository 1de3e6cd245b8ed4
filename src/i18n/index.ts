/**
 * One message table per language, joined with the words of the game in play. `<patience-game>`
 * takes its language from its own `lang` attribute, else the nearest ancestor with one, else
 * `<html lang>`; anything but Russian is English. English comes with the element; the Russian
 * table is loaded the first time a board needs it (`loadLanguage`).
 */
import { english } from './en.js';
import type { GameWords } from './game-words.js';
import type { PlayerMessages } from './players-types.js';
import type { Lang, Messages } from './types.js';

export type { Lang, Messages, PileName } from './types.js';
export type { GameWords, GameWordsIn } from './game-words.js';
export { en, english } from './en.js';

type Tables = { en: typeof english; ru?: (typeof import('./ru.js'))['russian'] };
const tables: Tables = { en: english };
let russianPlayers: PlayerMessages | null = null;
let russian: Promise<void> | null = null;

/** The language a BCP 47 tag asks for ("ru", "ru-RU" → Russian; anything else → English). */
export function langFor(tag: string | null | undefined): Lang {
  return /^ru\b/i.test((tag ?? '').trim()) ? 'ru' : 'en';
}

/** Loads the table of the language `tag` asks for (a no-op for English, and once loaded). */
export function loadLanguage(tag: string | null | undefined): Promise<void> {
  if (langFor(tag) === 'en' || tables.ru) return Promise.resolve();
  russian ??= import('./ru.js').then(
    (m) => {
      tables.ru = m.russian;
      russianPlayers = m.playersRu;
    },
    (err: unknown) => {
      russian = null;
      throw err;
    },
  );
  return russian;
}

const joined = new WeakMap<GameWords, Partial<Record<Lang, Messages>>>();
const alone: Partial<Record<Lang, Messages>> = {};

/**
 * The table for a BCP 47 tag with the words of `game` (none: the shared words alone). A language
 * whose table has not been loaded yet (`loadLanguage`) gives English.
 */
export function messagesFor(tag: string | null | undefined, game?: GameWords | null): Messages {
  const lang = tables.ru && langFor(tag) === 'ru' ? 'ru' : 'en';
  const cache = game ? (joined.get(game) ?? joined.set(game, {}).get(game)!) : alone;
  return (cache[lang] ??= lang === 'ru' ? tables.ru!(game?.ru) : tables.en(game?.en));
}

/** The players' words in Russian (i18n/players.ts), once the Russian table has come; null before. */
export function loadedRussianPlayers(): PlayerMessages | null {
  return russianPlayers;
}

/** The language tag in force for an element: its own, its nearest ancestor's, or the document's. */
export function langOf(el: Element): string {
  const own = el.closest('[lang]')?.getAttribute('lang');
  if (own) return own;
  // Inside another component's shadow root: look past the host.
  const root = el.getRootNode();
  if (root instanceof ShadowRoot) return langOf(root.host);
  return el.ownerDocument?.documentElement.lang ?? '';
}

/** mm:ss, or h:mm:ss from an hour on. */
export function formatTime(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${String(m).padStart(2, '0')}:${ss}`;
}
