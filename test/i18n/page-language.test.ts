/**
 * The board's language picked from the page: `lang`, an ancestor's (across shadow roots), the
 * browser's; regional tags; the `language` property; re-worded without a new deal.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { langFor } from '../../src/i18n/index.js';
import { pileEl } from '../elements/helpers.js';

const toolbarText = (el: PatienceGame) => el.shadowRoot!.querySelector('[part~="toolbar"]')!.textContent!;

describe('the language from the page', () => {
  it('maps regional tags to the closest language', () => {
    expect(langFor('de-AT')).to.equal('de');
    expect(langFor('pt-BR')).to.equal('pt');
    expect(langFor('zh-CN')).to.equal('zh-Hans');
    expect(langFor('zh-SG')).to.equal('zh-Hans');
    expect(langFor('zh-Hans-HK')).to.equal('zh-Hans');
    expect(langFor('zh-TW')).to.equal('zh-Hans');
    expect(langFor('EN_gb')).to.equal('en');
    expect(langFor('ko')).to.equal(null);
    expect(langFor('constructor')).to.equal(null);
    expect(langFor('')).to.equal(null);
  });

  it('<html lang="de"> and a bare board: German words, German moves, language "de"', async () => {
    const old = document.documentElement.lang;
    document.documentElement.lang = 'de';
    try {
      const el = await fixture<PatienceGame>(html`<patience-game variant="klondike" seed="42"></patience-game>`);
      expect(el.language).to.equal('de');
      expect(toolbarText(el)).to.contain('Neues Spiel');
      expect(toolbarText(el)).to.contain('Rückgängig');
      expect(pileEl(el, 'stock').getAttribute('aria-label')).to.equal('Talon, 24 Karten');
      expect(el.shadowRoot!.querySelector('[part~="undo"]')!.getAttribute('title')).to.equal('Rückgängig (Strg+Z)');
      setTimeout(() => el.play(el.legalMoves().find((m) => m.kind === 'move')!));
      const ev = await oneEvent(el, 'patience-move');
      expect(ev.detail.description).to.equal('Pik-Drei auf Stapel 3');
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('.live')!.textContent).to.equal('Pik-Drei auf Stapel 3');
    } finally {
      document.documentElement.lang = old;
    }
  });

  it('follows an ancestor across a shadow root, and its changes, without a new deal', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div lang="de-AT"><section></section></div>`);
    const shadow = wrap.querySelector('section')!.attachShadow({ mode: 'open' });
    const el = document.createElement('patience-game');
    el.setAttribute('variant', 'klondike');
    el.setAttribute('seed', '7');
    shadow.append(el);
    await el.updateComplete;
    expect(el.language).to.equal('de');
    const before = JSON.stringify(el.state);
    wrap.setAttribute('lang', 'ru');
    await waitUntil(() => el.language === 'ru', 'the board follows the ancestor');
    await el.updateComplete;
    expect(toolbarText(el)).to.contain('Новая игра');
    expect(JSON.stringify(el.state)).to.equal(before);
    el.setAttribute('lang', 'en-GB');
    await el.updateComplete;
    expect(el.language).to.equal('en');
    expect(toolbarText(el)).to.contain('New game');
    el.removeAttribute('lang');
    await waitUntil(() => el.language === 'ru', 'back to the ancestor');
  });

  it('a language the board does not speak falls through to the browser, then English', async () => {
    const el = await fixture<PatienceGame>(html`<patience-game variant="klondike" seed="1" lang="ko"></patience-game>`);
    const wanted = navigator.languages.map(langFor).find(Boolean) ?? 'en';
    expect(el.language).to.equal(wanted);
  });
});
