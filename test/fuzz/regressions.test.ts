/**
 * Failures the UI fuzzer found, pinned down as plain tests (each replays one on purpose).
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { pointer, settle } from '../elements/helpers.js';

describe('fuzz regressions', () => {
  const errors: string[] = [];
  const onError = (e: ErrorEvent) => {
    errors.push(String(e.error?.stack ?? e.message));
    e.preventDefault();
  };
  beforeEach(() => {
    errors.length = 0;
    window.addEventListener('error', onError);
  });
  afterEach(() => window.removeEventListener('error', onError));

  it('a drag whose cards are not on the board (yet) ends quietly (seasons, fuzz seed 31337)', async () => {
    // Found by the fuzzer: a press on a liftable card, then the card elements are gone when the
    // drag starts (the board re-rendered in between); the empty drag then read an undefined card.
    const el = await fixture<PatienceGame>(html`<patience-game variant="klondike" seed="3"></patience-game>`);
    await settle(el);
    const root = el.shadowRoot!;
    const move = el.legalMoves().find((m) => m.kind === 'move')!;
    const from = root.querySelector(`.pile[data-id="${move.from}"]`)!;
    const card = [...from.querySelectorAll(':scope > .card')].at(-1)!;
    const r = card.getBoundingClientRect();
    const board = root.querySelector('.board')!;
    pointer(card, 'pointerdown', r.left + 5, r.top + 5);
    for (const c of from.querySelectorAll(':scope > .card')) c.remove();
    pointer(board, 'pointermove', r.left + 40, r.top + 40);
    pointer(board, 'pointermove', r.left + 60, r.top + 60);
    await new Promise((res) => requestAnimationFrame(res));
    await new Promise((res) => requestAnimationFrame(res));
    pointer(board, 'pointerup', r.left + 60, r.top + 60);
    expect(errors).to.deep.equal([]);
    // The game is untouched and plays on.
    expect(el.moveCount).to.equal(0);
    el.requestUpdate();
    await settle(el);
    expect(el.play(el.legalMoves()[0])).to.equal(true);
  });
});
