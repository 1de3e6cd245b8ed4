/**
 * Narrow boards switch the card faces to large corner indices: at 320 px the rank of every
 * face-up card is at least 10 CSS px tall, in every game. The glyph's height is measured with the
 * font the card uses (a canvas's text metrics at the size the card is drawn), not assumed.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import { VARIANTS, type PatienceGame } from '../../src/index.js';
import { CARD_W } from '../../src/render/card-svg.js';
import { settle } from './helpers.js';

const ctx = document.createElement('canvas').getContext('2d')!;

/** The drawn height (CSS px) of a card's rank: its first <text>, at the size the card is shown. */
function rankHeight(card: HTMLElement): { rank: string; px: number } | null {
  const svg = card.querySelector('svg');
  const text = svg?.querySelector('text');
  if (!svg || !text) return null;
  // the card's own box: its artwork fills it (scale() transforms of a lifted card aside)
  const scale = card.offsetWidth / CARD_W;
  const style = getComputedStyle(text);
  ctx.font = `${style.fontWeight} ${parseFloat(style.fontSize) * scale}px ${style.fontFamily}`;
  const rank = text.textContent!.trim();
  const m = ctx.measureText(rank);
  return { rank, px: m.actualBoundingBoxAscent + m.actualBoundingBoxDescent };
}

async function board(variant: string, width: number): Promise<PatienceGame> {
  await setViewport({ width, height: 800 });
  const wrap = await fixture<HTMLElement>(
    html`<div style="width: ${width}px"><patience-game variant=${variant} seed="3"></patience-game></div>`,
  );
  const el = wrap.querySelector<PatienceGame>('patience-game')!;
  await settle(el);
  return el;
}

describe('card faces on narrow boards', () => {
  after(() => setViewport({ width: 1280, height: 800 }));

  for (const variant of VARIANTS) {
    it(`${variant}: at 320 px every face-up rank is at least 10 px tall`, async () => {
      const el = await board(variant, 320);
      const cards = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.card.up')].filter((c) => !/J$/.test(c.dataset.code ?? ''));
      expect(cards.length, 'face-up cards').to.be.greaterThan(0);
      for (const c of cards) {
        const h = rankHeight(c);
        expect(h, c.dataset.code).to.not.equal(null);
        expect(h!.px, `${c.dataset.code}: rank ${h!.rank}`).to.be.at.least(10);
      }
    });
  }

  it('at 1280 px the faces keep their classic corner indices', async () => {
    const el = await board('klondike', 1280);
    const card = el.shadowRoot!.querySelector<HTMLElement>('.card.up')!;
    // the classic face draws its rank twice (top left, and turned at the bottom right)
    expect(card.querySelectorAll('text').length).to.be.at.least(2);
    expect(rankHeight(card)!.px).to.be.at.least(10);
  });
});
