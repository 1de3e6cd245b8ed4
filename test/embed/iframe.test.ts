/**
 * The iframe page (dist/embed.html) and the bundle on other origins, in real Chromium. The test page
 * is origin A (http://localhost:<port>); test/embed/embed-plugin.mjs serves the page and the bundle,
 * built from the current sources, from origin B (http://127.0.0.1:<port>, a plain static host) and
 * a third party from origin C. Covered: events and `patience-resize` out, commands in and their
 * replies, commands refused from any other origin (and without `origin`), the page in
 * `<iframe sandbox="allow-scripts">`, query values (attributes, booleans, theme, bad values: the
 * element's own message and no page error), and the bundle loaded cross-origin with SRI.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import type { PatienceGame, PatienceWinDetail } from '../../src/index.js';
import type { MoveJSON } from '../../src/engine/state.js';
import { klondikeFourKings } from '../elements/positions.js';

interface Origins {
  b: string;
  c: string;
  integrity: string;
}
interface Posted {
  source: string;
  type: string;
  detail: Record<string, unknown>;
  id?: unknown;
  result?: unknown;
  error?: string;
  got?: unknown[];
  /** The probe's report of what the page did. */
  did?: string;
}
interface Heard {
  data: Posted;
  origin: string;
}

let ORIGINS: Origins;
before(async () => {
  ORIGINS = await (await fetch('/__embed__/origins')).json();
});

const frames: HTMLIFrameElement[] = [];
const stops: (() => void)[] = [];
afterEach(() => {
  for (const f of frames.splice(0)) f.remove();
  for (const s of stops.splice(0)) s();
});

/** An iframe at `src`, and every message it posts to this page. */
class Frame {
  readonly el = document.createElement('iframe');
  readonly heard: Heard[] = [];
  private next = 0;

  constructor(src: string, attrs: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(attrs)) this.el.setAttribute(k, v);
    this.el.style.cssText = 'width: 780px; height: 400px; border: 0; display: block';
    const on = (e: MessageEvent) => {
      if (e.source === this.el.contentWindow) this.heard.push({ data: e.data as Posted, origin: e.origin });
    };
    addEventListener('message', on);
    stops.push(() => removeEventListener('message', on));
    this.el.src = src;
    document.body.append(this.el);
    frames.push(this.el);
  }

  get win(): Window {
    return this.el.contentWindow!;
  }

  of(type: string): Heard[] {
    return this.heard.filter((h) => h.data.source === 'patience-games' && h.data.type === type);
  }

  /** Page errors the probe reported. */
  get errors(): string[] {
    return this.heard.filter((h) => h.data.source === 'embed-probe' && 'error' in h.data).map((h) => String(h.data.error));
  }

  /** Waits for the probe's report that the page did `what` (after any message of its own about it). */
  async probeSaw(what: string): Promise<void> {
    await waitUntil(() => this.heard.some((h) => h.data.source === 'embed-probe' && h.data.did === what), `the probe did not see: ${what}`);
  }

  async waitFor(type: string, count = 1, timeout = 15000): Promise<Heard[]> {
    await waitUntil(() => this.of(type).length >= count, `no ${type} (${count}) from the frame`, { timeout });
    return this.of(type);
  }

  /** Sends a command and waits for its reply's result. */
  async ask(command: string, args?: unknown[], targetOrigin = '*'): Promise<unknown> {
    const id = `q${++this.next}`;
    this.win.postMessage({ source: 'patience-games', command, args, id }, targetOrigin);
    await waitUntil(() => this.of('patience-reply').some((h) => h.data.id === id), `no reply to ${command}`, { timeout: 10000 });
    return this.of('patience-reply').find((h) => h.data.id === id)!.data.result;
  }
}

const embed = (base: string, query: string, attrs?: Record<string, string>) => new Frame(`${base}/embed.html?${query}`, attrs);
const probed = (base: string, query: string, attrs?: Record<string, string>) => new Frame(`${base}/probe/embed.html?${query}`, attrs);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The four winning moves of klondikeFourKings, sent as commands. */
async function winByCommands(f: Frame): Promise<void> {
  expect(await f.ask('restore', [klondikeFourKings()])).to.equal(true);
  for (const id of ['tableau-0', 'tableau-1', 'tableau-2', 'tableau-3']) {
    const moves = (await f.ask('legalMoves')) as MoveJSON[];
    const m = moves.find((x) => x.from === id && x.to.startsWith('foundation'))!;
    expect(await f.ask('play', [m])).to.equal(true);
  }
}

describe('dist/embed.html on another origin', () => {
  it('posts every event and its height to the origin it names, and obeys and answers its commands', async () => {
    const f = probed(ORIGINS.b, `variant=klondike&seed=42&origin=${encodeURIComponent(location.origin)}&no-analysis`);
    const [deal] = await f.waitFor('patience-deal');
    expect(deal.origin).to.equal(ORIGINS.b);
    expect(deal.data.detail).to.deep.equal({ variant: 'klondike', seed: 42, options: { draw: 1, redeals: 0 } });
    const [size] = await f.waitFor('patience-resize');
    expect(size.data.detail.height).to.be.within(300, 1200);

    const state = (await f.ask('state')) as { variant: string; seed: number; piles: unknown[] };
    expect(state).to.include({ variant: 'klondike', seed: 42 });
    expect(state.piles).to.have.length(13);
    const moves = (await f.ask('legalMoves')) as MoveJSON[];
    expect(moves.length).to.be.greaterThan(0);
    expect(await f.ask('play', [moves[0]])).to.equal(true);
    const [move] = await f.waitFor('patience-move');
    expect(move.data.detail).to.include({ moveCount: 1, source: 'api' });
    expect(move.data.detail.move).to.deep.equal(moves[0]);
    expect(move.data.detail.description).to.be.a('string').and.not.equal('');
    expect(await f.ask('play', [{ kind: 'move', from: 'nowhere', to: 'waste', count: 1 }])).to.equal(false);
    expect(await f.ask('undo')).to.equal(true);
    expect((await f.waitFor('patience-undo'))[0].data.detail).to.deep.equal({ moveCount: 0 });
    expect(await f.ask('redo')).to.equal(true);
    await f.waitFor('patience-redo');
    const hint = (await f.ask('hint')) as MoveJSON | null;
    expect(hint === null || typeof hint.kind === 'string').to.equal(true);

    // A win, by commands from a restored nearly-won position.
    await winByCommands(f);
    const [win] = await f.waitFor('patience-win');
    expect(win.data.detail as unknown as PatienceWinDetail).to.include({ variant: 'klondike', seed: 7, moves: 104 });

    expect(await f.ask('newGame', [5])).to.equal(null);
    expect((await f.waitFor('patience-deal', 2))[1].data.detail).to.include({ seed: 5 });
    // Bad input gets the element's answer; an unknown command an error.
    expect(await f.ask('restore', [{ variant: 'klondike', piles: 'no' }])).to.equal(false);
    expect((await f.waitFor('patience-error'))[0].data.detail.code).to.be.a('string');
    expect(await f.ask('fly'))
      .to.have.property('error')
      .that.matches(/unknown command "fly"/);
    expect(await f.ask('constructor')).to.have.property('error');
    // Messages that are not commands are ignored.
    f.win.postMessage({ source: 'someone-else', command: 'newGame', id: 'x' }, '*');
    f.win.postMessage('newGame', '*');
    // (a command sent after them is answered after them)
    expect(await f.ask('state')).to.include({ variant: 'klondike' });
    expect(f.of('patience-reply').some((h) => h.data.id === 'x')).to.equal(false);
    expect(f.errors).to.deep.equal([]);
  });

  it('posts nothing to a page of another origin than the one it names', async () => {
    const f = probed(ORIGINS.b, `variant=klondike&seed=42&origin=${encodeURIComponent(ORIGINS.c)}`);
    await f.probeSaw('deal');
    expect(f.heard.filter((h) => h.data.source !== 'embed-probe')).to.deep.equal([]);
    expect(f.errors).to.deep.equal([]);
  });

  it('refuses commands from a third party on the host page', async () => {
    const f = embed(ORIGINS.b, `variant=klondike&seed=42&origin=${encodeURIComponent(location.origin)}`);
    await f.waitFor('patience-deal');
    const index = [...document.querySelectorAll('iframe')].indexOf(f.el);
    const evil = new Frame(`${ORIGINS.c}/evil.html?frame=${index}`);
    await waitUntil(() => evil.heard.some((h) => h.data.source === 'evil'), 'the third party did not report', { timeout: 10000 });
    const report = evil.heard.find((h) => h.data.source === 'evil')!;
    expect(report.origin).to.equal(ORIGINS.c);
    expect(report.data.got, 'replies to the third party').to.deep.equal([]);
    // The host page itself is still obeyed (and answered after the third party's commands).
    expect(await f.ask('state')).to.include({ seed: 42, moveCount: 0 });
    expect(f.of('patience-deal'), 'no new deal').to.have.length(1);
    expect(f.of('patience-move'), 'no move').to.have.length(0);
  });

  it('obeys no command without an origin in its query, or with one that is not an origin', async () => {
    for (const origin of ['', `&origin=${encodeURIComponent(location.origin + '/path')}`, '&origin=*']) {
      const f = probed(ORIGINS.b, `variant=klondike&seed=42${origin}`);
      const [deal] = await f.waitFor('patience-deal');
      expect(deal.origin).to.equal(ORIGINS.b);
      f.win.postMessage({ source: 'patience-games', command: 'newGame', args: [99], id: 'n' }, '*');
      f.win.postMessage({ source: 'patience-games', command: 'state', id: 's' }, '*');
      await f.probeSaw('handled s');
      expect(f.of('patience-reply'), origin).to.have.length(0);
      expect(f.of('patience-deal'), origin).to.have.length(1);
    }
  });

  it('works inside <iframe sandbox="allow-scripts">: no storage, no page error, messages both ways', async () => {
    const f = probed(ORIGINS.b, `variant=klondike&seed=42&persist=embed-test&origin=${encodeURIComponent(location.origin)}`, {
      sandbox: 'allow-scripts',
    });
    const [deal] = await f.waitFor('patience-deal');
    // A sandboxed page has an opaque origin.
    expect(deal.origin).to.equal('null');
    await f.waitFor('patience-resize');
    expect(await f.ask('state')).to.include({ variant: 'klondike', seed: 42 });
    await winByCommands(f);
    await f.waitFor('patience-win');
    // persist finds no storage: play goes on, the element says so once, as it does anywhere.
    const errors = f.of('patience-error').map((h) => h.data.detail.code);
    expect(errors).to.deep.equal(['storage-unavailable']);
    expect(f.errors).to.deep.equal([]);
  });

  it('loads the bundle from another origin (CORS, crossorigin, integrity): it deals, plays and solves in a worker', async () => {
    const f = new Frame(`/__embed__/cdn-host.html`);
    await new Promise((r) => f.el.addEventListener('load', r, { once: true }));
    const win = f.win as Window & typeof globalThis;
    await win.customElements.whenDefined('patience-game');
    const el = f.el.contentDocument!.querySelector('patience-game') as PatienceGame;
    await waitUntil(() => el.state !== null, 'not dealt');
    expect(el.state).to.include({ variant: 'klondike', seed: 42 });
    expect(el.play(el.legalMoves()[0])).to.equal(true);
    expect(el.moveCount).to.equal(1);
    expect(await el.analyze({ positions: 20000 })).to.have.property('result');
    // The solver answered from a worker: a module worker from a blob that imports the bundle's URL
    // (a worker cannot be started from another origin's URL), not the page's main-thread fallback.
    const workers = (win as unknown as { __workers: { url: string; type?: string; messages: number; errors: number }[] }).__workers;
    expect(workers.length, JSON.stringify(workers)).to.equal(1);
    expect(workers[0].url).to.match(/^blob:/);
    expect(workers[0].type).to.equal('module');
    expect(workers[0].errors).to.equal(0);
    expect(workers[0].messages).to.be.greaterThan(0);
  });

  it('is refused by a page whose integrity hash does not match the file', async () => {
    const wrong = 'sha384-' + btoa('x'.repeat(48));
    const f = new Frame(`/__embed__/cdn-host.html?integrity=${encodeURIComponent(wrong)}`);
    // (a page's load event waits for its module scripts: the refused one has failed by then)
    await new Promise((r) => f.el.addEventListener('load', r, { once: true }));
    expect((f.win as Window & typeof globalThis).customElements.get('patience-game')).to.equal(undefined);
    expect(ORIGINS.integrity).to.match(/^sha384-[A-Za-z0-9+/]{64}$/);
  });
});

describe('dist/embed.html: the query', () => {
  /** The page on this origin, so its element can be looked at. */
  async function local(query: string): Promise<{ f: Frame; el: PatienceGame; doc: Document }> {
    const f = probed('/__embed__', query);
    await new Promise((r) => f.el.addEventListener('load', r, { once: true }));
    const doc = f.el.contentDocument!;
    await waitUntil(() => doc.querySelector('patience-game'), 'no element on the page');
    const el = doc.querySelector('patience-game') as PatienceGame;
    await el.updateComplete;
    return { f, el, doc };
  }
  const text = (el: PatienceGame) => el.shadowRoot!.querySelector('[part~="message"]')?.textContent?.replace(/\s+/g, ' ') ?? '';

  it('gives every attribute of the element under its own name; booleans present, =1 or =true; =0 or =false leave them off', async () => {
    const { f, el, doc } = await local(
      'variant=klondike&seed=7&draw=3&redeals=unlimited&lang=ru&no-toolbar&auto-play=1&no-status=true&winnable=0&no-analysis=false&unknown=1&style=color:red',
    );
    for (const [name, value] of Object.entries({
      variant: 'klondike',
      seed: '7',
      draw: '3',
      redeals: 'unlimited',
      lang: 'ru',
      'no-toolbar': '',
      'auto-play': '',
      'no-status': '',
    })) {
      expect(el.getAttribute(name), name).to.equal(value);
    }
    for (const name of ['winnable', 'no-analysis', 'unknown', 'style']) expect(el.hasAttribute(name), name).to.equal(false);
    expect(el.state).to.include({ variant: 'klondike', seed: 7 });
    expect(el.state!.options).to.deep.equal({ draw: 3, redeals: 'unlimited' });
    expect(el.noToolbar && el.autoPlay && el.noStatus).to.equal(true);
    expect(doc.documentElement.lang).to.equal('ru');
    expect(doc.querySelectorAll('patience-game')).to.have.length(1);
    expect(f.errors).to.deep.equal([]);
  });

  it('shows the element’s own message for a bad value, with no page error', async () => {
    for (const [query, words] of [
      ['variant=nope', /nope.*klondike/],
      ['variant=klondike&seed=abc', /4294967295.*abc/],
      ['variant=klondike&draw=7', /7/],
      ['variant=bayan&reach=9', /9/],
    ] as const) {
      const { f, el } = await local(query);
      expect(el.state, query).to.equal(null);
      expect(text(el), query).to.match(words);
      await sleep(50);
      expect(f.errors, query).to.deep.equal([]);
      f.el.remove();
    }
  });

  it('takes theme=light|dark, anything else as light; the felt fills the frame', async () => {
    const dark = await local('variant=klondike&seed=1&theme=dark');
    expect(dark.doc.documentElement.dataset.theme).to.equal('dark');
    const darkFelt = getComputedStyle(dark.doc.documentElement).backgroundColor;
    const light = await local('variant=klondike&seed=1&theme=light');
    const lightFelt = getComputedStyle(light.doc.documentElement).backgroundColor;
    expect(lightFelt).to.equal('rgb(31, 107, 70)');
    expect(darkFelt).to.not.equal(lightFelt);
    expect(getComputedStyle(dark.el).getPropertyValue('--patience-table').trim()).to.equal('#17231d');
    expect(darkFelt).to.equal('rgb(23, 35, 29)');
    const other = await local('variant=klondike&seed=1&theme=purple');
    expect(other.doc.documentElement.dataset.theme).to.equal('light');
    expect(other.f.errors).to.deep.equal([]);
    // The game fills the frame's width.
    expect(Math.round(light.el.getBoundingClientRect().width)).to.equal(780);
  });
});
