/**
 * Joker: what a joker in a column stands for (derived from its words: `standIns`), shown as a badge on
 * the joker and said in its accessible name (English and Russian); the uncovered joker's return to
 * the reserve glides there.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { loadGame, parseCode, type Card, type StandIn } from '../../src/engine.js';
import { cardsOf, pileEl, settle } from './helpers.js';

const up = (codes: string) =>
  codes
    .split(' ')
    .filter(Boolean)
    .map((code) => ({ code, faceUp: true }));
const run = (suit: string, ranks: string) => [...ranks].map((r) => r + suit).join(' ');

/**
 * A Joker position: the black joker alone in column 1 (any card), the red joker on K♥ in column 2
 * standing for a black queen, with J♥ on it.
 */
function jokerPosition() {
  return {
    variant: 'joker',
    seed: 1,
    options: {},
    moveCount: 40,
    won: false,
    lost: false,
    piles: [
      { id: 'foundation-0', kind: 'foundation', cards: up(run('C', 'A789TJQK')) },
      { id: 'foundation-1', kind: 'foundation', cards: up(run('D', 'A789TJQK')) },
      { id: 'foundation-2', kind: 'foundation', cards: up('AH 7H 8H') },
      { id: 'foundation-3', kind: 'foundation', cards: up('AS') },
      { id: 'tableau-0', kind: 'tableau', cards: up('BJ') },
      { id: 'tableau-1', kind: 'tableau', cards: up('KH RJ JH') },
      { id: 'tableau-2', kind: 'tableau', cards: up('KS QH JS TH 9S') },
      { id: 'tableau-3', kind: 'tableau', cards: up('QS') },
      { id: 'tableau-4', kind: 'tableau', cards: up('TS 9H 8S') },
      { id: 'tableau-5', kind: 'tableau', cards: up('7S') },
      { id: 'reserve', kind: 'reserve', cards: [] },
    ],
  };
}

const cards = (codes: string) => codes.split(' ').map((c) => parseCode(c));
const jokerCard = (el: PatienceGame, code: string) => el.shadowRoot!.querySelector<HTMLElement>(`.card[data-code="${code}"]`)!;

describe('Joker: what a joker stands for (engine)', () => {
  let jokerStandIns: (cards: readonly Card[]) => readonly (StandIn | null)[];
  before(async () => {
    const joker = await loadGame('joker');
    jokerStandIns = (cards) => joker.standIns!('tableau', cards)!;
  });

  it('stands for one rank lower and the other colour than what it lies on, counting on over jokers', () => {
    expect(jokerStandIns(cards('TD RJ'))).to.deep.equal([null, { rank: 9, colour: 0 }]);
    expect(jokerStandIns(cards('TD RJ BJ'))).to.deep.equal([null, { rank: 9, colour: 0 }, { rank: 8, colour: 1 }]);
    expect(jokerStandIns(cards('KD QC BJ'))).to.deep.equal([null, null, { rank: 11, colour: 1 }]);
    expect(jokerStandIns(cards('TD RJ 8H'))[1]).to.deep.equal({ rank: 9, colour: 0 });
  });

  it('alone in a column: any card, or what the card put on it needs', () => {
    expect(jokerStandIns(cards('BJ'))).to.deep.equal([{ any: true }]);
    expect(jokerStandIns(cards('BJ RJ'))).to.deep.equal([{ any: true }, { any: true }]);
    expect(jokerStandIns(cards('BJ 9H'))).to.deep.equal([{ rank: 10, colour: 0 }, null]);
    expect(jokerStandIns(cards('BJ RJ 8H'))).to.deep.equal([{ rank: 10, colour: 1 }, { rank: 9, colour: 0 }, null]);
  });
});

describe('Joker: the stand-in on the board', () => {
  const joker = async (lang = 'en') => {
    const el = await fixture<PatienceGame>(html`<patience-game variant="joker" seed="1" lang=${lang} no-analysis></patience-game>`);
    expect(el.restore(jokerPosition())).to.equal(true);
    await settle(el);
    return el;
  };

  it('shows a badge with the rank and a colour dot on a joker standing in, "any" on a lone joker', async () => {
    const el = await joker();
    const red = jokerCard(el, 'RJ').querySelector<HTMLElement>('[part~="stand-in"]')!;
    expect(red.textContent!.trim()).to.equal('Q');
    expect(red.classList.contains('black')).to.equal(true);
    expect(red.querySelector('.dot')).to.not.equal(null);
    expect(red.getAttribute('aria-hidden')).to.equal('true');
    expect(getComputedStyle(red.querySelector('.dot')!).backgroundColor).to.equal('rgb(26, 26, 26)');
    const lone = jokerCard(el, 'BJ').querySelector<HTMLElement>('[part~="stand-in"]')!;
    expect(lone.textContent!.trim()).to.equal('any');
    // The badge lies on the joker's visible strip (above the card covering it).
    const rj = jokerCard(el, 'RJ').getBoundingClientRect();
    const jh = cardsOf(el, 'tableau-1').at(-1)!.getBoundingClientRect();
    const badge = red.getBoundingClientRect();
    expect(badge.top).to.be.at.least(rj.top);
    expect(badge.bottom).to.be.at.most(jh.top + 1);
    // Cards that are not jokers, and jokers in the reserve, have none.
    expect(el.shadowRoot!.querySelectorAll('[part~="stand-in"]')).to.have.length(2);
  });

  it("says what the joker stands for in its accessible name and its column's, in English and Russian", async () => {
    const el = await joker();
    expect(jokerCard(el, 'BJ').getAttribute('aria-label')).to.equal('Black joker, standing for any card');
    expect(pileEl(el, 'tableau-0').getAttribute('aria-label')).to.contain('top: Black joker, standing for any card');
    // Covered by J♥: hidden from assistive technology; uncovered it speaks.
    el.play({ kind: 'move', from: 'tableau-4', to: 'tableau-0', count: 1 }); // 8♠ onto the lone joker
    await settle(el);
    expect(jokerCard(el, 'BJ').querySelector('[part~="stand-in"]')!.textContent!.trim()).to.equal('9');
    expect(jokerCard(el, 'BJ').querySelector('[part~="stand-in"]')!.classList.contains('red')).to.equal(true);
    const ru = await joker('ru');
    expect(jokerCard(ru, 'BJ').getAttribute('aria-label')).to.equal('Чёрный джокер, заменяет любую карту');
    ru.play({ kind: 'move', from: 'tableau-1', to: 'tableau-3', count: 1 }); // J♥ off the red joker
    await settle(ru);
    expect(ru.state!.piles.find((p) => p.id === 'reserve')!.cards.map((c) => c.code)).to.deep.equal(['RJ']);
    ru.play({ kind: 'move', from: 'reserve', to: 'tableau-3', count: 1 }); // …and onto J♥ (a black 10)
    await settle(ru);
    expect(jokerCard(ru, 'RJ').getAttribute('aria-label')).to.equal('Красный джокер, заменяет чёрную десятку');
    expect(pileEl(ru, 'tableau-3').getAttribute('aria-label')).to.contain('сверху: красный джокер, заменяет чёрную десятку');
    const en = await joker();
    en.play({ kind: 'move', from: 'tableau-1', to: 'tableau-3', count: 1 });
    en.play({ kind: 'move', from: 'reserve', to: 'tableau-3', count: 1 });
    await settle(en);
    expect(jokerCard(en, 'RJ').getAttribute('aria-label')).to.equal('Red joker, standing for a black 10');
  });

  it('the joker uncovered goes back to the reserve with a glide', async () => {
    const el = await joker();
    const before = jokerCard(el, 'RJ').getBoundingClientRect();
    el.play({ kind: 'move', from: 'tableau-1', to: 'tableau-3', count: 1 }); // J♥ onto Q♠: the red joker is free
    await el.updateComplete;
    const rj = jokerCard(el, 'RJ');
    expect(rj.closest('.pile')!.getAttribute('data-id')).to.equal('reserve');
    const anims = rj.getAnimations();
    expect(anims.length).to.equal(1);
    // It starts where it lay in the column and ends in the reserve.
    const start = rj.getBoundingClientRect();
    expect(Math.abs(start.left - before.left)).to.be.below(2);
    expect(Math.abs(start.top - before.top)).to.be.below(2);
    anims[0].finish();
    const end = rj.getBoundingClientRect();
    const reserve = pileEl(el, 'reserve').getBoundingClientRect();
    expect(end.left).to.be.at.least(reserve.left - 1);
    expect(end.top).to.be.at.least(reserve.top - 1);
    expect(rj.querySelector('[part~="stand-in"]')).to.equal(null);
  });
});
