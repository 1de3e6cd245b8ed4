/** The shortcuts work on keyboards that write no Latin letters: the key in the place of N deals, of Z undoes. */
import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { boardIn } from './helpers.js';

const press = (target: Element, key: string, code: string, ctrlKey = false) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, code, ctrlKey, bubbles: true, composed: true, cancelable: true }));

describe('shortcuts on an Arabic or Cyrillic keyboard', () => {
  it('N (ى on Arabic) deals a new game; Ctrl+Z (я on Cyrillic) undoes', async () => {
    const el = await boardIn('ar', false);
    await waitUntil(() => el.shadowRoot!.querySelector('.pile'));
    const pile = el.shadowRoot!.querySelector('.pile')!;
    el.play(el.legalMoves()[0]);
    expect(el.moveCount).to.equal(1);
    press(pile, 'я', 'KeyZ', true);
    expect(el.moveCount).to.equal(0);
    setTimeout(() => press(pile, 'ى', 'KeyN'));
    const dealt = await oneEvent(el, 'patience-deal');
    expect(dealt.detail.variant).to.equal('klondike');
  });
});
