/**
 * Each game's own words in every language: its file for each language that the game does not
 * carry (src/games/words/<lang>/<game>.json), with the English words' pile and option names, the
 * value in every option text where English shows it, plural forms the language has, and nothing
 * left equal to English but the names of games that keep theirs; a board in the language shows
 * them, and takes them when its language changes.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import type { WordsIn } from '../../src/engine/description/types.js';
import { entryOf, loadGame, VARIANTS } from '../../src/games/registry.js';
import type { GameWords } from '../../src/i18n/game-words.js';
import { LANGS, type Lang } from '../../src/i18n/index.js';
import { optionText } from '../../src/i18n/words-in.js';

/** Languages whose words for the built-in games are files of their own (English and Russian come with each game). */
const FILED = LANGS.filter((l) => l !== 'en' && l !== 'ru');
const fileOf = async (lang: Lang, game: string): Promise<WordsIn> =>
  ((await import(`../../src/games/words/${lang}/${game}.json`)) as { default: WordsIn }).default;

const VALUES = [1, 2, 3, 5, 11, 'unlimited'];
/** Words a language writes as English does (pile names; a game's name may always stay its own). */
const SAME: Partial<Record<Lang, string[]>> = { pt: ['Envelope'] };

describe('each game in each language', () => {
  const english = new Map<string, GameWords>();
  /** The values a game's English option texts are chosen by (Seasons' `any`, `alternate`). */
  const valueKeys = new Map<string, Set<string>>();
  before(async () => {
    for (const v of VARIANTS) {
      english.set(v, (await loadGame(v)).words);
      const d = await entryOf(v)!.description?.();
      const keys = Object.values(d?.default.words.en.options ?? {}).flatMap((t) => (typeof t === 'object' ? Object.keys(t) : []));
      valueKeys.set(v, new Set([...VALUES.map(String), ...keys]));
    }
  });

  for (const lang of FILED) {
    it(`${lang}: every game's name, rules, piles and options`, async () => {
      const plurals = new Set<string>(new Intl.PluralRules(lang).resolvedOptions().pluralCategories);
      const problems: string[] = [];
      for (const game of VARIANTS) {
        const en = english.get(game)!.en;
        let w: WordsIn;
        try {
          w = await fileOf(lang, game);
        } catch {
          problems.push(`${game}: no file`);
          continue;
        }
        const say = (what: string) => problems.push(`${game}: ${what}`);
        if (!w.name?.trim()) say('no name');
        if (!w.rules?.trim()) say('no rules');
        else if (w.rules.length > 300) say(`rules of ${w.rules.length} characters`);
        if (en.rules && w.rules === en.rules) say('rules in English');
        const pileKeys = Object.keys(w.piles ?? {}).sort();
        expect(pileKeys, `${lang} ${game} piles`).to.deep.equal(Object.keys(en.piles ?? {}).sort());
        for (const k of pileKeys) {
          const p = w.piles![k];
          const name = typeof p === 'string' ? p : p[0];
          if (!name.trim() || (name === en.piles![k] && !SAME[lang]?.includes(name))) say(`pile ${k}: "${name}"`);
        }
        const optionKeys = Object.keys(w.options ?? {}).sort();
        expect(optionKeys, `${lang} ${game} options`).to.deep.equal(Object.keys(en.options ?? {}).sort());
        for (const k of optionKeys) {
          const text = w.options![k];
          if (typeof text === 'object') {
            if (!('other' in text)) say(`option ${k}: no "other"`);
            for (const key of Object.keys(text))
              if (!plurals.has(key) && !valueKeys.get(game)!.has(key)) say(`option ${k}: "${key}" is no plural form of ${lang}`);
          }
          for (const v of VALUES) {
            const shown = en.options![k](v);
            const ours = optionText(text, v, lang);
            if (shown.includes(String(v)) && !ours.includes(String(v)) && !(typeof text === 'object' && String(v) in text))
              say(`option ${k}=${v}: "${ours}" leaves out the value`);
            if (ours === shown && !/^\d+$/.test(ours)) say(`option ${k}=${v}: "${ours}" is English`);
          }
        }
      }
      expect(problems, problems.join('\n')).to.deep.equal([]);
    });
  }

  it("a board in the language shows its game under that language's name, and re-words it when the language changes", async () => {
    // (a game with two languages whose names for it differ from the English one)
    let pick: { game: string; names: [Lang, string][] } | null = null;
    for (const game of ['spider', 'pyramid', 'freecell', 'golf', 'canfield']) {
      const names: [Lang, string][] = [];
      for (const lang of FILED) {
        const name = (await fileOf(lang, game)).name;
        if (name !== english.get(game)!.en.name) names.push([lang, name]);
      }
      if (names.length >= 2) pick ??= { game, names };
    }
    expect(pick, 'a game named otherwise in two languages').to.not.equal(null);
    const { game, names } = pick!;
    const [[first, firstName], [second, secondName]] = names;
    const el = await fixture<PatienceGame>(html`<patience-game variant=${game} seed="7" lang=${first}></patience-game>`);
    const label = () => el.shadowRoot!.querySelector('[part~="board"]')?.getAttribute('aria-label') ?? '';
    await waitUntil(() => el.state !== null && label().includes(firstName), `the ${first} name "${firstName}" on the board`);
    const seed = el.state!.seed;
    el.setAttribute('lang', 'en');
    await waitUntil(() => label().includes(english.get(game)!.en.name), 'the English name');
    // a language the board has not spoken yet: its words come, without a new deal
    el.setAttribute('lang', second);
    await waitUntil(() => label().includes(secondName), `the ${second} name "${secondName}"`);
    el.setAttribute('lang', first);
    await waitUntil(() => label().includes(firstName), `the ${first} name again`);
    expect(el.state!.seed).to.equal(seed);
  });
});
