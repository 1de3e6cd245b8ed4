/**
 * One message table per language, joined with the words of the game in play. English comes with
 * the element; every other language is a file of its own (language-files.ts), loaded the first
 * time a board speaks it (`loadLanguage`), beside the game's code and before the first card.
 * Which language a board speaks: languages.ts and the element's LocalizeController.
 */
import { english } from './en.js';
import { LANGUAGE_FILES } from './language-files.js';
import type { LanguagePack, PlayerWords } from './language-pack.js';
import { langFor } from './languages.js';
import type { GameWords, GameWordsIn } from './game-words.js';
import type { Lang, Messages, PileWord } from './types.js';

export type { Lang, Messages, PileName, PileWord } from './types.js';
export type { GameWords, GameWordsIn } from './game-words.js';
export type { LanguagePack } from './language-pack.js';
export { en, english } from './en.js';
export { LANGS, browserLang, dirOf, langFor, langSource } from './languages.js';

const packs: Partial<Record<Lang, LanguagePack>> = {};
const loads: Partial<Record<Lang, Promise<void>>> = {};

/** Each language's words of statistics, links and the daily badge, once loaded; wanted once a board uses those features. */
const playerWords: Partial<Record<Lang, PlayerWords>> = {};
let playerWordsWanted = false;

const withPlayerWords = async (pack: LanguagePack): Promise<void> => {
  if (playerWordsWanted && !playerWords[pack.lang]) playerWords[pack.lang] = (await pack.playerWords()).words;
};

/** Loads the words of the language `tag` asks for (a no-op for English, and once loaded), with its players' words once wanted. */
export function loadLanguage(tag: string | null | undefined): Promise<void> {
  const lang = langFor(tag);
  if (!lang || lang === 'en' || (packs[lang] && (!playerWordsWanted || playerWords[lang]))) return Promise.resolve();
  return (loads[lang] ??= LANGUAGE_FILES[lang]()
    .then(async (m) => {
      await withPlayerWords(m.pack);
      packs[lang] = m.pack;
    })
    .finally(() => delete loads[lang]));
}

/**
 * Statistics, links or the daily badge are in use on the page: every language loaded, and every
 * language loaded from now on, brings its words of them too (English's come with their code).
 */
export function wantPlayerWords(): Promise<void> {
  playerWordsWanted = true;
  return Promise.all(Object.values(packs).map(withPlayerWords)).then(() => undefined);
}

/** A language's words of statistics, links and the daily badge, once loaded; null for English and before. */
export const playerWordsIn = (lang: Lang): PlayerWords | null => playerWords[lang] ?? null;

/** A language's words once its file has come; null before (and for English, whose words are here). */
export const loadedLanguage = (lang: Lang): LanguagePack | null => packs[lang] ?? null;

/** A built-in game's words in a language beyond those it carries, once their file has come (`loadGameWords`). */
const fetched = new WeakMap<GameWords, Partial<Record<Lang, GameWordsIn<PileWord>>>>();
const own = (game: GameWords, lang: Lang) =>
  (game as unknown as Partial<Record<Lang, GameWordsIn<PileWord>>>)[lang] ?? fetched.get(game)?.[lang];

/** A game's words in `lang`; without them, its English name and keys. */
export function gameWordsIn(game: GameWords, lang: Lang): GameWordsIn<PileWord> {
  return own(game, lang) ?? { name: game.en.name, keys: game.en.keys };
}

/** Per game, the languages whose words have come or that it has none of to load. */
const settled = new WeakMap<GameWords, Set<Lang>>();

/** The game's words in the language `tag` asks for are here, or there are none to load. */
export function hasGameWords(game: GameWords, tag: string | null | undefined): boolean {
  const lang = langFor(tag);
  return !lang || lang === 'en' || !!own(game, lang) || !!settled.get(game)?.has(lang);
}

/**
 * Loads a built-in game's words in the language `tag` asks for, from their own file (one per game
 * and language, beside the language's file): a board downloads its game's words in its language
 * only. A game that carries the language (or a page's own game: `builtIn` false) loads nothing;
 * a failed load leaves the English words.
 */
export async function loadGameWords(variant: string, game: GameWords, tag: string | null | undefined, builtIn: boolean): Promise<void> {
  const lang = langFor(tag);
  if (!lang || hasGameWords(game, lang)) return;
  try {
    if (!builtIn) return;
    await loadLanguage(lang);
    const load = packs[lang]?.gameWords;
    if (!load || own(game, lang)) return;
    const [file, { wordsIn }] = await Promise.all([load(variant), import('./words-in.js')]);
    const words = wordsIn(file.default, null, lang, (p) => p);
    const all = fetched.get(game) ?? fetched.set(game, {}).get(game)!;
    all[lang] = { ...words, options: { ...game.en.options, ...words.options } };
  } catch {
    // (the English words stand in)
  } finally {
    (settled.get(game) ?? settled.set(game, new Set()).get(game)!).add(lang);
  }
}

const joined = new WeakMap<GameWords, Record<string, Messages>>();
const alone: Record<string, Messages> = {};

/** What a table joined with `game`'s words in `lang` is cached under: it changes when the game's words in the language come. */
export const wordsKey = (game: GameWords | null | undefined, lang: Lang): string => (game && own(game, lang) ? `${lang}+` : lang);

/**
 * The table for a BCP 47 tag with the words of `game` (none: the shared words alone). A language
 * whose file has not come yet (`loadLanguage`), or that the board does not speak, gives English.
 */
export function messagesFor(tag: string | null | undefined, game?: GameWords | null): Messages {
  const pack = packs[langFor(tag) ?? 'en'];
  const lang = pack?.lang ?? 'en';
  const cache = game ? (joined.get(game) ?? joined.set(game, {}).get(game)!) : alone;
  return (cache[wordsKey(game, lang)] ??= pack ? pack.table(game ? gameWordsIn(game, lang) : undefined, game?.en) : english(game?.en));
}

/** mm:ss, or h:mm:ss from an hour on. */
export function formatTime(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${String(m).padStart(2, '0')}:${ss}`;
}
