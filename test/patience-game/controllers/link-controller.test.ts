/**
 * `link`: the deal in the URL fragment, read on load (and on hashchange), written on each new
 * deal without a history entry; bad fragments; two boards; "Copy link" with the Clipboard API
 * and its fallback.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../wait.js';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/index.js';
import type { PatienceGame } from '../../../src/index.js';
import { mount, unmountAll } from '../../elements/helpers.js';

type El = PatienceGame;

const page = location.href.split('#')[0];
const setHash = (hash: string) => history.replaceState(history.state, '', page + hash);
const errors: CustomEvent[] = [];
const onError = (e: Event) => errors.push(e as CustomEvent);
const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard')!;
function fakeClipboard(value: unknown): void {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, get: () => value });
}

beforeEach(() => {
  setHash('');
  errors.length = 0;
  document.addEventListener('patience-error', onError);
});
afterEach(() => {
  unmountAll();
  document.removeEventListener('patience-error', onError);
  delete (navigator as unknown as Record<string, unknown>).clipboard;
  Object.defineProperty(Navigator.prototype, 'clipboard', clipboard);
  setHash('');
});

describe('link: the element', () => {
  it("deals the fragment's deal on load, options included; the properties follow", async () => {
    setHash('#patience=klondike-42-draw3');
    const el = await mount({ variant: 'klondike', seed: '7', link: '' });
    expect(el.state!.seed).to.equal(42);
    expect(el.state!.options).to.deep.equal({ draw: 3, redeals: 0 });
    expect(el.seed).to.equal(42);
    expect(el.draw).to.equal(3);
    expect(errors).to.have.length(0);
    expect(location.hash).to.equal('#patience=klondike-42-draw3');
  });

  it('without link, the fragment is neither read nor written', async () => {
    setHash('#patience=klondike-42-draw3');
    const el = await mount({ variant: 'klondike', seed: '7' });
    expect(el.state!.seed).to.equal(7);
    el.newGame(8);
    expect(location.hash).to.equal('#patience=klondike-42-draw3');
  });

  it('writes each new deal with replaceState: no history entry is added', async () => {
    const before = history.length;
    const el = await mount({ variant: 'klondike', seed: '5', link: '' });
    expect(location.hash).to.equal('#patience=klondike-5');
    el.newGame(6);
    expect(location.hash).to.equal('#patience=klondike-6');
    el.newGame();
    expect(location.hash).to.equal(`#patience=klondike-${el.state!.seed}`);
    el.draw = 3;
    await el.updateComplete;
    expect(location.hash).to.equal(`#patience=klondike-${el.state!.seed}-draw3`);
    el.setAttribute('redeals', 'unlimited');
    await el.updateComplete;
    expect(location.hash).to.match(/^#patience=klondike-\d+-draw3-redealsunlimited$/);
    expect(history.length).to.equal(before);
  });

  it('a bad fragment: patience-error (bad-link), and the usual deal', async () => {
    for (const [hash, seed] of [
      ['#patience=klondike-abc', 7],
      ['#patience=klondike-42-draw7', 7],
      ['#patience=nothing-42', 7],
    ] as const) {
      setHash(hash);
      errors.length = 0;
      const el = await mount({ variant: 'klondike', seed: String(seed), link: '' });
      expect(el.state!.seed, hash).to.equal(seed);
      expect(
        errors.map((e) => e.detail.code),
        hash,
      ).to.deep.equal(['bad-link']);
      expect(errors[0].detail.attribute).to.equal('link');
      expect(errors[0].detail.message, hash).to.match(/was not dealt/);
      el.remove();
    }
  });

  it('two boards of different games: each reads and writes only its own entry', async () => {
    setHash('#patience=klondike-42-draw3,bayan-7-reach3');
    const k = await mount({ variant: 'klondike', link: '' });
    const b = await mount({ variant: 'bayan', link: '' });
    expect([k.state!.seed, k.state!.options.draw]).to.deep.equal([42, 3]);
    expect([b.state!.seed, b.state!.options.reach]).to.deep.equal([7, 3]);
    b.newGame(8);
    expect(location.hash).to.equal('#patience=klondike-42-draw3,bayan-8-reach3');
    k.newGame(43);
    expect(location.hash).to.equal('#patience=klondike-43-draw3,bayan-8-reach3');
    const j = await mount({ variant: 'joker', seed: '3', link: '' });
    expect(j.state!.seed).to.equal(3);
    expect(location.hash).to.equal('#patience=klondike-43-draw3,bayan-8-reach3,joker-3');
  });

  it("two boards of one game: both deal the fragment's deal, then the entry follows the last one dealt", async () => {
    setHash('#patience=seasons-11');
    const a = await mount({ variant: 'seasons', link: '' });
    const b = await mount({ variant: 'seasons', link: '' });
    expect(a.state!.seed).to.equal(11);
    expect(b.state!.seed).to.equal(11);
    b.newGame(12);
    expect(location.hash).to.equal('#patience=seasons-12');
    // a keeps its game: it reads the fragment when the page loads and when the fragment changes by navigation.
    await a.updateComplete;
    expect(a.state!.seed).to.equal(11);
    a.newGame(13);
    expect(location.hash).to.equal('#patience=seasons-13');
    expect(b.state!.seed).to.equal(12);
  });

  it('with persist, a reload resumes the saved game of the linked deal', async () => {
    const persist = `link-persist-${Date.now()}`;
    const a = await mount({ variant: 'klondike', link: '', persist });
    a.play(a.legalMoves()[0]);
    a.play(a.legalMoves()[0]);
    const seed = a.state!.seed;
    expect(location.hash).to.equal(`#patience=klondike-${seed}`);
    a.remove();
    const b = await mount({ variant: 'klondike', link: '', persist });
    expect(b.state!.seed).to.equal(seed);
    expect(b.moveCount).to.equal(2);
    expect(errors).to.have.length(0);
    localStorage.removeItem(`patience-games:${persist}`);
  });

  it('a new fragment by navigation (hashchange) deals its deal', async () => {
    const el = await mount({ variant: 'klondike', seed: '5', link: '' });
    el.play(el.legalMoves()[0]);
    setHash('#patience=klondike-99-draw3');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await el.updateComplete;
    expect(el.state!.seed).to.equal(99);
    expect(el.state!.options.draw).to.equal(3);
    expect(el.moveCount).to.equal(0);
  });

  it('a link to a daily or winnable deal names its seed, so the same cards come up elsewhere', async () => {
    const el = await mount({ variant: 'klondike', seed: 'daily', link: '' });
    expect(location.hash).to.equal(`#patience=klondike-${el.state!.seed}`);
    const piles = JSON.stringify(el.state!.piles);
    el.remove();
    const friend = await mount({ variant: 'klondike', link: '' });
    expect(JSON.stringify(friend.state!.piles)).to.equal(piles);
  });
});

describe('link: Copy link', () => {
  const button = (el: El) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="copy-link"]');

  it('is offered only with link', async () => {
    expect(button(await mount({ variant: 'klondike', seed: '1' }))).to.equal(null);
    expect(button(await mount({ variant: 'klondike', seed: '1', link: '' }))).to.not.equal(null);
  });

  it("puts the page's address with the deal on the clipboard and says so", async () => {
    const written: string[] = [];
    fakeClipboard({ writeText: async (t: string) => void written.push(t) });
    const el = await mount({ variant: 'two-by-two', seed: '21', deck: '32', link: '' });
    button(el)!.click();
    await waitUntil(() => written.length > 0, 'written');
    expect(written[0]).to.equal(`${page}#patience=two-by-two-21-deck32`);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part="live"]')!.textContent).to.equal('Link to this deal copied');
    expect(el.shadowRoot!.querySelector('dialog.link')).to.equal(null);
  });

  for (const [what, value] of [
    ['refuses', { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) }],
    ['is missing', undefined],
  ] as const) {
    it(`shows the link in a field to copy when the Clipboard API ${what}; Escape closes it`, async () => {
      fakeClipboard(value);
      const el = await mount({ variant: 'klondike', seed: '3', draw: '3', link: '' });
      button(el)!.focus();
      button(el)!.click();
      await waitUntil(() => el.shadowRoot!.querySelector('dialog.link')?.hasAttribute('open'), 'the fallback dialog');
      const d = el.shadowRoot!.querySelector<HTMLDialogElement>('dialog.link')!;
      const field = d.querySelector('input')!;
      expect(field.value).to.equal(`${page}#patience=klondike-3-draw3`);
      expect(el.shadowRoot!.activeElement).to.equal(field);
      expect(field.selectionStart).to.equal(0);
      expect(field.selectionEnd).to.equal(field.value.length);
      await expect(el).to.be.accessible();
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => el.shadowRoot!.querySelector('dialog.link') === null, 'closed');
      await el.updateComplete;
      expect(el.shadowRoot!.activeElement === button(el)).to.equal(true);
    });
  }
});
