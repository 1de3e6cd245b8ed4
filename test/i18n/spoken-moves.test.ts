/** The live region says each move in the board's language, as `patience-move` describes it. */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import type { PatienceGame } from '../../src/index.js';
import { LANGS, type Lang } from '../../src/i18n/index.js';
import { boardIn } from './helpers.js';

const EXPECTED: Partial<Record<Lang, string>> = {
  en: '3 of spades to tableau 3',
  ru: 'Тройка пик на стопку 3',
  de: 'Pik-Drei auf Stapel 3',
  fr: '3 de pique sur la colonne 3',
  ja: 'スペードの3を3列目へ',
  'zh-Hans': '黑桃3移到第3列',
  ar: '3 بستوني إلى العمود 3',
  tr: 'Maça üçlüsü 3. sütuna kondu',
};

async function playFirst(el: PatienceGame, kind: string): Promise<string> {
  setTimeout(() => el.play(el.legalMoves().find((m) => m.kind === kind)!));
  const ev = await oneEvent(el, 'patience-move');
  await el.updateComplete;
  expect(el.shadowRoot!.querySelector('.live')!.textContent).to.equal(ev.detail.description);
  return ev.detail.description;
}

describe('moves said in the board’s language', () => {
  const english: string[] = [];
  before(async () => {
    const el = await boardIn('en', false);
    english.push(await playFirst(el, 'move'), await playFirst(el, 'deal'));
  });

  for (const lang of LANGS) {
    it(`${lang}: a move and a card from the stock`, async () => {
      const el = await boardIn(lang, false);
      const move = await playFirst(el, 'move');
      if (EXPECTED[lang]) expect(move).to.equal(EXPECTED[lang]);
      const deal = await playFirst(el, 'deal');
      if (lang !== 'en') expect([move, deal]).to.not.include.members(english);
      expect(`${move} ${deal}`).to.not.match(lang === 'en' ? /undefined|NaN/ : /undefined|null|NaN|tableau|stock|waste/i);
    });
  }
});

describe('a game’s piles in the board’s language', () => {
  it('FreeCell in German and Japanese: its free cells by the language’s own word', async () => {
    for (const [lang, word] of [
      ['de', 'Freie Zelle 1'],
      ['ja', 'フリーセル1'],
    ] as const) {
      const el = await fixture<PatienceGame>(html`<patience-game variant="freecell" seed="1" lang=${lang}></patience-game>`);
      await waitUntil(() => el.language === lang && el.state, `a ${lang} board`);
      await el.updateComplete;
      const labels = [...el.shadowRoot!.querySelectorAll('.pile')].map((p) => p.getAttribute('aria-label')!);
      expect(
        labels.some((l) => l.startsWith(word)),
        labels.join(' | '),
      ).to.equal(true);
    }
  });
});
