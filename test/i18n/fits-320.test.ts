/**
 * Per language, longest words first: at 320 px nothing of the toolbar, the status line (with each
 * verdict) or the statistics dialog overflows or is cut; at 730 px (where the buttons show their
 * words) the toolbar stays inside the board.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { setViewport } from '@web/test-runner-commands';
import type { PatienceGame } from '../../src/index.js';
import { LANGS, type Lang } from '../../src/i18n/index.js';
import { boardIn, longestFirst, part, wordsOf } from './helpers.js';

/** Elements whose content is wider than they are, or that reach past `within`. */
function overflows(els: Iterable<Element>, within: Element): string[] {
  const box = within.getBoundingClientRect();
  const out: string[] = [];
  for (const e of els) {
    const r = e.getBoundingClientRect();
    const name = `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} “${e.textContent!.trim().slice(0, 40)}”`;
    if (e.scrollWidth > e.clientWidth + 1) out.push(`${name}: ${e.scrollWidth} > ${e.clientWidth}`);
    if (r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1))
      out.push(`${name}: ${Math.round(r.left)}…${Math.round(r.right)} outside ${Math.round(box.left)}…${Math.round(box.right)}`);
  }
  return out;
}

const barParts = (el: PatienceGame) => {
  const bar = el.shadowRoot!.querySelector('.bar')!;
  return [bar, ...bar.querySelectorAll('.toolbar, .status, .tool, .stat, .verdict')];
};

describe('every language fits', () => {
  let order: Lang[] = [...LANGS];
  before(async () => {
    order = await longestFirst();
  });
  after(() => setViewport({ width: 1280, height: 800 }));

  it('orders the languages longest first', () => {
    expect(order).to.have.length(16);
  });

  for (const i of LANGS.keys()) {
    it(`the ${i + 1}. longest language at 320 px: toolbar, status with every verdict, statistics`, async () => {
      const lang = order[i];
      await setViewport({ width: 320, height: 640 });
      const el = await boardIn(lang);
      const { m, p } = await wordsOf(lang);
      const base = part(el, 'base');
      expect(overflows(barParts(el), base), `${lang}: toolbar and status`).to.deep.equal([]);

      await waitUntil(() => el.shadowRoot!.querySelector('.verdict .word'), `${lang}: a verdict`, { timeout: 5000 });
      const { winnable, lost, unwinnable, unknown, checking } = m.verdict;
      for (const word of [winnable, lost, unwinnable, unknown, checking]) {
        // The word's own text node: Lit's markers beside it stay.
        const text = [...el.shadowRoot!.querySelector('.verdict .word')!.childNodes].find(
          (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim(),
        );
        (text as Text).data = word;
        expect(overflows(barParts(el), base), `${lang}: the verdict “${word}”`).to.deep.equal([]);
      }

      part(el, 'stats').click();
      await waitUntil(() => el.shadowRoot!.querySelector('dialog[open]'), `${lang}: statistics`);
      const dialog = el.shadowRoot!.querySelector<HTMLDialogElement>('dialog[open]')!;
      expect(dialog.textContent).to.contain(p.bestStreak);
      expect(
        overflows([dialog, ...dialog.querySelectorAll('h2, p, dt, dd, button, .figures div')], dialog),
        `${lang}: statistics`,
      ).to.deep.equal([]);
      expect(dialog.getBoundingClientRect().right).to.be.at.most(320);
      dialog.querySelector<HTMLButtonElement>('.close')!.click();
    });
  }

  for (const lang of LANGS) {
    it(`${lang} at 730 px: the toolbar's words stay inside the board`, async () => {
      await setViewport({ width: 730, height: 640 });
      const el = await boardIn(lang);
      const { m } = await wordsOf(lang);
      expect(part(el, 'toolbar').textContent).to.contain(m.toolbar.newGame);
      expect(overflows(barParts(el), part(el, 'base'))).to.deep.equal([]);
    });
  }
});
