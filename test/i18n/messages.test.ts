/**
 * Every language's words against English's: every key there, the same placeholders in every
 * sentence (what the board passes in comes out again), and none left equal to the English text
 * but a short list of words that are the language's own too.
 */
import { expect } from '@open-wc/testing';
import { LANGS, english, type Lang } from '../../src/i18n/index.js';
import { LANGUAGE_FILES } from '../../src/i18n/language-files.js';
import type { LanguagePack, PlayerWords } from '../../src/i18n/language-pack.js';
import { playersEn } from '../../src/i18n/players-en.js';

const SHARED_PILES = [
  'stock',
  'waste',
  'foundation',
  'tableau',
  'reserve',
  'discard',
  'pile',
  'column',
  'freeCell',
  'cell',
  'hole',
  'envelope',
  'pyramidCard',
  'peakCard',
];
const CARDS = ['AS', '2C', '7D', '9H', 'TS', 'JC', 'QH', 'KD', 'RJ', 'BJ'];
const VARIANTS = ['‹V1›', '‹V2›', '‹V3›'];
const RANGE = '0, a positive whole number, or unlimited';

/** Each sentence with arguments that show up in English's words: markers and numbers of 3 and more (ar spells 1 and 2). */
const CALLS: Record<string, unknown[][]> = {
  cards: [[5], [22]],
  pileLabel: [
    ['‹P›', 7, '‹T›'],
    ['‹P›', 0, null],
  ],
  move: [
    ['‹C›', 1, '‹G›'],
    ['‹C›', 7, '‹G›'],
  ],
  deal: [
    ['‹C›', 1],
    ['‹C›', 3],
    [null, 1],
  ],
  row: [[10]],
  cover: [['‹A›', '‹B›']],
  pair: [['‹A›', '‹B›']],
  turnedUp: [['‹C›']],
  wentHome: [
    [13, '‹G›'],
    [1, '‹G›'],
  ],
  board: [['‹N›']],
  dealt: [['‹N›', 42]],
  picked: [
    ['‹C›', 1],
    ['‹C›', 7],
  ],
  cantMove: [['‹C›']],
  cantPlace: [['‹C›', '‹G›']],
  undone: [[7]],
  redone: [[7]],
  hint: [['‹D›']],
  liftChoice: [['‹C›', 7]],
  peek: [['‹C›']],
  peeked: [['‹A›', '‹B›']],
  jokerStandsFor: [
    ['‹J›', 'Q', true],
    ['‹J›', '9', false],
    ['‹J›', null, false],
  ],
  won: [[17, '‹T›']],
  prompt: [[VARIANTS]],
  badVariant: [
    ['‹X›', VARIANTS],
    ['', VARIANTS],
  ],
  badSeed: [['‹X›', 4294967295]],
  loadFailed: [['‹V›', '‹R›']],
  badOption: [
    ['‹O›', '‹X›', '‹G›', [1, 3]],
    ['‹O›', '‹X›', '‹G›', RANGE],
  ],
  badState: [
    ['no-such-code', '‹M›'],
    ['missing-card', 'Cards are missing'],
  ],
  savedGameRefused: [
    ['bad-saved-game', 'the saved game is damaged'],
    ['foreign-saved-game', 'another game'],
  ],
  statsOf: [['‹G›', '‹O›', true, true]],
  rate: [[57]],
  badLink: [['‹E›', 'a reason in English']],
  dailyOf: [['2025-03-14']],
  shortDate: [['2025-03-14']],
};
/** English words a language may share: a native word spelt the same. */
const SAME: Partial<Record<Lang, string[]>> = {
  de: ['Reserve'],
  nl: ['Reserve'],
  fr: ['Pile'],
  pt: ['Envelope'],
};
/** Markers and numbers of English's words: the same must come out in every language (a reason given in English may be dropped). */
const placeholders = (s: string) => new Set([...s.matchAll(/‹\w+›|\d{2,}|[3-9]/g)].map((m) => m[0]));

function compare(lang: Lang, path: string, en: unknown, other: unknown, problems: string[]): void {
  if (typeof en === 'string') {
    if (typeof other !== 'string' || other === '') problems.push(`${lang} ${path}: missing`);
    else if (other === en && !SAME[lang]?.includes(en)) problems.push(`${lang} ${path}: still English (“${en}”)`);
    return;
  }
  if (typeof en === 'function') {
    if (typeof other !== 'function') return void problems.push(`${lang} ${path}: missing`);
    const key = path.split('.').at(-1)!;
    for (const args of CALLS[key] ?? []) {
      const a = (en as (...x: unknown[]) => string)(...args);
      const b = (other as (...x: unknown[]) => string)(...args);
      const want = [...placeholders(key === 'jokerStandsFor' ? a.replace(/\d/g, '') : a)].filter(
        (p) => !['‹R›', '‹M›'].includes(p) || key === 'loadFailed' || a !== b,
      );
      for (const p of want)
        if (!b.includes(p) && !(key === 'badState' && p === '‹M›' && args[0] !== 'no-such-code'))
          problems.push(`${lang} ${path}(${args.join(', ')}): “${b}” lacks ${p}`);
      if (a === b && key !== 'rate' && key !== 'shortDate') problems.push(`${lang} ${path}(${args.join(', ')}): still English`);
      if (/\b(undefined|NaN|null)\b/.test(b)) problems.push(`${lang} ${path}(${args.join(', ')}): “${b}”`);
    }
    return;
  }
  if (en && typeof en === 'object') {
    for (const k of Object.keys(en))
      compare(lang, `${path}.${k}`, (en as Record<string, unknown>)[k], (other as Record<string, unknown> | undefined)?.[k], problems);
  }
}

describe('the sixteen languages', () => {
  const packs: Partial<Record<Lang, LanguagePack>> = {};
  const playerWords: Partial<Record<Lang, PlayerWords>> = {};
  before(async () => {
    for (const lang of LANGS) {
      if (lang === 'en') continue;
      packs[lang] = (await LANGUAGE_FILES[lang]()).pack;
      playerWords[lang] = (await packs[lang].playerWords()).words;
    }
  });

  it('are the sixteen of API.md', () => {
    expect(LANGS).to.deep.equal(['en', 'ru', 'de', 'fr', 'es', 'it', 'pt', 'pl', 'nl', 'uk', 'cs', 'sv', 'tr', 'ja', 'zh-Hans', 'ar']);
  });

  for (const lang of LANGS.filter((l) => l !== 'en')) {
    it(`${lang}: every key, its placeholders, nothing left in English`, () => {
      const pack = packs[lang]!;
      const en = english();
      const m = pack.table();
      expect(m.lang).to.equal(lang);
      expect(pack.lang).to.equal(lang);
      const problems: string[] = [];
      const { lang: _l, game: _g, card: _c, pile: _p, pileTo: _t, ...rest } = en;
      compare(lang, 'table', rest, m, problems);
      const { options: _o, ...players } = playersEn;
      compare(lang, 'players', players, playerWords[lang]!.players, problems);
      compare(
        lang,
        'daily',
        { dailyDeal: 'Daily deal', dailyOf: () => 'Daily deal of 14 March 2025', shortDate: () => '14 Mar' },
        playerWords[lang]!.daily,
        problems,
      );
      for (const code of CARDS)
        if (m.card(code) === en.card(code) || /undefined/.test(m.card(code))) problems.push(`${lang} card(${code}): “${m.card(code)}”`);
      for (const name of SHARED_PILES) {
        for (const [word, enWord] of [
          [m.pile(name), en.pile(name)],
          [m.pile(name, 3), en.pile(name, 3)],
          [m.pileTo(name, 3), en.pileTo(name, 3)],
        ]) {
          if (word === name || word.startsWith(`${name} `)) problems.push(`${lang} pile ${name}: no word (“${word}”)`);
          else if (word.toLowerCase() === enWord.toLowerCase() && !SAME[lang]?.some((s) => word.toLowerCase().includes(s.toLowerCase())))
            problems.push(`${lang} pile ${name}: still English (“${word}”)`);
        }
        if (!m.pile(name, 3).includes('3') || !m.pileTo(name, 3).includes('3')) problems.push(`${lang} pile ${name} 3: no number`);
      }
      expect(problems, problems.join('\n')).to.deep.equal([]);
    });
  }

  it('name piles by the game’s words in the language, else the language’s own, else the game’s English', () => {
    const de = packs.de!;
    const en = { name: 'Example', piles: { freeCell: 'Free cell', weird: 'Weird pile' } };
    const m = de.table({ name: 'Beispiel', piles: { envelope: 'Kuvert' } }, en);
    expect([m.pile('envelope', 2), m.pile('freeCell', 2), m.pile('weird', 2), m.game]).to.deep.equal([
      'Kuvert 2',
      'Freie Zelle 2',
      'Weird pile 2',
      'Beispiel',
    ]);
    expect(packs.ru!.table(undefined, en).pileTo('weird', 1)).to.equal('Weird pile 1');
  });

  it('count by the language’s own plural rules', () => {
    const say = (lang: Lang, n: number) => packs[lang]!.table().cards(n);
    expect([1, 2, 5, 22, 25].map((n) => say('ru', n))).to.deep.equal(['1 карта', '2 карты', '5 карт', '22 карты', '25 карт']);
    expect([1, 3, 5, 22, 12].map((n) => say('pl', n))).to.deep.equal(['1 karta', '3 karty', '5 kart', '22 karty', '12 kart']);
    expect([1, 3, 5, 21].map((n) => say('uk', n))).to.deep.equal(['1 карта', '3 карти', '5 карт', '21 карта']);
    expect([1, 3, 5].map((n) => say('cs', n))).to.deep.equal(['1 karta', '3 karty', '5 karet']);
    expect([1, 2, 3, 11, 100].map((n) => say('ar', n))).to.deep.equal(['ورقة واحدة', 'ورقتان', '3 أوراق', '11 ورقة', '100 ورقة']);
    expect([1, 2].map((n) => say('de', n))).to.deep.equal(['1 Karte', '2 Karten']);
    expect(say('ja', 5)).to.equal('5枚');
  });
});
