/** What the language tests share: a board in a language, its parts, and each language's own words. */
import { fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { LANGS, english, type Lang, type Messages } from '../../src/i18n/index.js';
import { LANGUAGE_FILES } from '../../src/i18n/language-files.js';
import type { PlayerMessages } from '../../src/i18n/players-types.js';
import { playersEn } from '../../src/i18n/players-en.js';

export const part = (el: PatienceGame, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;

/** A Klondike board in `lang`, with statistics and the link button, once dealt. */
export async function boardIn(lang: Lang, players = true): Promise<PatienceGame> {
  const el = players
    ? await fixture<PatienceGame>(html`<patience-game variant="klondike" seed="42" lang=${lang} stats link></patience-game>`)
    : await fixture<PatienceGame>(html`<patience-game variant="klondike" seed="42" lang=${lang}></patience-game>`);
  await waitUntil(() => el.language === lang && el.state !== null && (!players || part(el, 'stats')), `a ${lang} board`);
  await el.updateComplete;
  return el;
}

/** Every language's table and players' words. */
export async function wordsOf(lang: Lang): Promise<{ m: Messages; p: PlayerMessages }> {
  if (lang === 'en') return { m: english(), p: playersEn };
  const { pack } = await LANGUAGE_FILES[lang]();
  return { m: pack.table(), p: (await pack.playerWords()).words.players };
}

/** The languages, their longest words first (toolbar, status, verdicts and statistics put together). */
export async function longestFirst(): Promise<Lang[]> {
  const length = async (lang: Lang) => {
    const { m, p } = await wordsOf(lang);
    return [
      ...Object.values(m.toolbar),
      ...Object.values(m.status),
      ...Object.values(m.verdict),
      p.statistics,
      p.played,
      p.winRate,
      p.currentStreak,
      p.bestStreak,
      p.bestTime,
      p.fewestMoves,
      p.reset,
      p.close,
    ].join('').length;
  };
  const sized = await Promise.all(LANGS.map(async (l) => [l, await length(l)] as const));
  return sized.sort((a, b) => b[1] - a[1]).map(([l]) => l);
}
