/**
 * LocalizeController: the language from `lang`, an ancestor or the document, followed as it changes.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../../src/index.js';
import type { PatienceGame } from '../../../src/index.js';
import { cardsOf, listen, pileEl } from '../../elements/helpers.js';

const root = (el: PatienceGame) => el.shadowRoot!;

describe('<patience-game>: language', () => {
  it('speaks Russian with lang="ru"', async () => {
    const el = await fixture<PatienceGame>(html`<patience-game variant="klondike" seed="42" lang="ru"></patience-game>`);
    expect(pileEl(el, 'tableau-6').getAttribute('aria-label')).to.equal('Стопка 7, 7 карт, сверху: дама червей');
    expect(cardsOf(el, 'tableau-6').at(-1)!.getAttribute('aria-label')).to.equal('Дама червей');
    expect(cardsOf(el, 'tableau-6')[0].getAttribute('aria-label')).to.equal('Карта рубашкой вверх');
    expect(root(el).querySelector('[part~="toolbar"]')!.textContent).to.contain('Новая игра');
    expect(root(el).querySelector('[part~="status"]')!.textContent).to.contain('Ходы');
    setTimeout(() => el.play(el.legalMoves().find((m) => m.kind === 'move')!));
    const ev = await oneEvent(el, 'patience-move');
    expect(ev.detail.description).to.equal('Тройка пик на стопку 3');
  });

  it('takes the language from an ancestor or the document, and follows changes', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div lang="ru"><patience-game variant="klondike" seed="1"></patience-game></div>`);
    const el = wrap.querySelector('patience-game')!;
    await el.updateComplete;
    expect(pileEl(el, 'stock').getAttribute('aria-label')).to.equal('Колода, 24 карты');
    el.setAttribute('lang', 'en');
    await el.updateComplete;
    expect(pileEl(el, 'stock').getAttribute('aria-label')).to.equal('Stock, 24 cards');
    const plain = await fixture<PatienceGame>(html`<patience-game variant="klondike" seed="1"></patience-game>`);
    const old = document.documentElement.lang;
    try {
      document.documentElement.lang = 'ru-RU';
      await new Promise((r) => setTimeout(r));
      await plain.updateComplete;
      expect(pileEl(plain, 'stock').getAttribute('aria-label')).to.equal('Колода, 24 карты');
    } finally {
      document.documentElement.lang = old;
    }
  });

  it('says bad attribute values in Russian too', async () => {
    const heard = listen(['patience-error']);
    const el = await fixture<PatienceGame>(html`<patience-game variant="klondike" draw="5" lang="ru"></patience-game>`);
    heard.stop();
    expect(heard.events[0].detail.message).to.equal('«5» не подходит для draw в игре «Косынка»: укажите 1 или 3.');
    expect(root(el).textContent).to.contain('Игру не начать');
  });
});
