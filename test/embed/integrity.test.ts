/**
 * dist/ from a CDN with every file pinned: the build's import map (scripts/cdn.mjs) gives each
 * file's integrity, and a game file that was altered on the way is refused by the browser. The
 * board says it could not load its game (`patience-error`, `load-failed`), the page lives on, and
 * a board of another game on the same page plays. The host page and the files on another origin
 * are test/embed/embed-plugin.mjs's.
 */
import { expect } from '@open-wc/testing';
import type { PatienceGame } from '../../src/index.js';

type Win = Window & typeof globalThis & { __tampered?: boolean; __errors: string[] };

async function open(tamper: string): Promise<{ win: Win; doc: Document; frame: HTMLIFrameElement }> {
  const frame = document.createElement('iframe');
  frame.src = `/__embed__/cdn-host.html?tamper=${tamper}`;
  const loaded = new Promise((r) => frame.addEventListener('load', r, { once: true }));
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as Win;
  win.__errors = [];
  win.addEventListener('error', (e) => win.__errors.push(String(e.message)));
  win.addEventListener('unhandledrejection', (e) => win.__errors.push(String(e.reason)));
  await win.customElements.whenDefined('patience-game');
  return { win, doc: frame.contentDocument!, frame };
}

const until = async (ok: () => boolean, ms = 10_000) => {
  const end = performance.now() + ms;
  while (!ok()) {
    if (performance.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('integrity: a tampered game file', () => {
  it('is refused by the browser; the board reports load-failed and the page keeps going', async () => {
    const { win, doc, frame } = await open('klondike.js');
    try {
      const el = doc.querySelector('patience-game') as PatienceGame;
      const errors: { code: string; message: string }[] = [];
      el.addEventListener('patience-error', (e) => errors.push((e as CustomEvent).detail));
      await until(() => errors.length > 0 || el.shadowRoot?.querySelector('[part~="message"][role="alert"]') !== null);
      await el.updateComplete;
      expect(win.__tampered, 'the altered code never ran').to.equal(undefined);
      expect(el.state).to.equal(null);
      const alert = el.shadowRoot!.querySelector('[part~="message"][role="alert"]');
      expect(alert?.textContent).to.match(/klondike could not be loaded/);
      expect(win.__errors).to.deep.equal([]);
      // Another game of the same page, pinned and intact, deals and plays.
      const other = doc.createElement('patience-game') as PatienceGame;
      other.setAttribute('variant', 'freecell');
      other.setAttribute('seed', '1');
      doc.body.append(other);
      await other.updateComplete;
      expect(other.state?.variant).to.equal('freecell');
      expect(other.play(other.legalMoves()[0])).to.equal(true);
    } finally {
      frame.remove();
    }
  });

  it('an intact file under the same import map loads', async () => {
    const { doc, frame } = await open('nothing.js');
    try {
      const el = doc.querySelector('patience-game') as PatienceGame;
      await el.updateComplete;
      expect(el.state?.variant).to.equal('klondike');
    } finally {
      frame.remove();
    }
  });
});
