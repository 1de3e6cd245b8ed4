/**
 * The production bundle on hostile and busy host pages. Each test opens a page served by
 * test/hostile/bundle-plugin.mjs in an iframe: the bundle (built from the current sources with the
 * `npm run build` config) under a strict Content-Security-Policy, loaded twice, a dozen games,
 * games moved and re-added, and host CSS that resets everything, enlarges fonts or turns the page
 * right-to-left. The page's probe records CSP violations, errors that reach the page and the
 * listeners left on document and window.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import type { PatienceGame } from '../../src/index.js';
import { VARIANTS } from '../../src/games/registry.js';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
  line: number;
}
interface Probe {
  violations: Violation[];
  errors: string[];
  /** Every worker the page started: its URL and type, messages and errors heard from it. */
  workers: { url: string; type?: string; messages: number; errors: number }[];
  listeners: { document: number; window: number };
  livedocument: Set<string>;
  livewindow: Set<string>;
}
interface Page {
  frame: HTMLIFrameElement;
  win: Window & typeof globalThis & { __hostile: Probe };
  doc: Document;
  games: PatienceGame[];
  probe: Probe;
}

const frames: HTMLIFrameElement[] = [];
afterEach(async () => {
  for (const f of frames.splice(0)) f.remove();
  await resetMouse();
});

const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));

async function settle(el: PatienceGame): Promise<void> {
  await el.updateComplete;
  for (const a of el.shadowRoot!.getAnimations()) {
    if (a.effect?.getComputedTiming().endTime !== Infinity) a.finish();
  }
  await el.updateComplete;
}

/**
 * Opens a host page (see bundle-plugin.mjs for the query) in an iframe at the top left, inside
 * the runner's 800 × 600 viewport (real mouse clicks land only there).
 */
async function open(query: string, width = 780, height = 580): Promise<Page> {
  const f = document.createElement('iframe');
  f.style.cssText = `position: fixed; left: 0; top: 0; border: 0; width: ${width}px; height: ${height}px; z-index: 10000; background: white`;
  f.src = `/__hostile__/page.html?${query}`;
  const loaded = new Promise((r) => f.addEventListener('load', r, { once: true }));
  document.body.append(f);
  frames.push(f);
  await loaded;
  const win = f.contentWindow as Page['win'];
  await win.customElements.whenDefined('patience-game');
  const games = [...f.contentDocument!.querySelectorAll('patience-game')] as PatienceGame[];
  for (const g of games) await settle(g);
  // Resize observers report, the element re-renders at its measured width.
  await frame();
  await frame();
  for (const g of games) await settle(g);
  return { frame: f, win, doc: f.contentDocument!, games, probe: win.__hostile };
}

/** Every violation the page reported: none is tolerated (the solver's worker is a file beside the entry, on the page's origin). */
const violations = (page: Page) => page.probe.violations;

/** Clicks at a point of an element inside the page, with the real mouse. */
async function click(page: Page, target: Element): Promise<void> {
  const r = target.getBoundingClientRect();
  const o = page.frame.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(o.left + r.left + r.width / 2), Math.round(o.top + r.top + r.height / 2)] });
}

const shadow = (el: PatienceGame) => el.shadowRoot!;
const snapshot = (el: PatienceGame) => JSON.stringify({ ...el.state, elapsedMs: undefined });

describe('hostile pages: a strict Content-Security-Policy', () => {
  it(`plays under "default-src 'self'; script-src 'self'; style-src 'self'" without a violation`, async () => {
    const page = await open('games=1');
    const [el] = page.games;
    const root = shadow(el);
    expect(root.querySelectorAll('.card').length).to.equal(52);
    // Cards are where the layout puts them (a blocked style attribute would stack them at 0, 0).
    const tops = new Set([...root.querySelectorAll('.pile')].map((p) => Math.round(p.getBoundingClientRect().left)));
    expect(tops.size).to.equal(7);
    const t6 = [...root.querySelectorAll('.pile[data-id="tableau-6"] > .card')].map((c) => Math.round(c.getBoundingClientRect().top));
    expect(new Set(t6).size).to.equal(7);
    // Card art keeps its colours (classes, not style attributes).
    const red = root.querySelector('.card.up[data-code$="H"] svg, .card.up[data-code$="D"] svg');
    if (red) expect(page.win.getComputedStyle(red).color).to.equal('rgb(198, 40, 40)');
    // Play: the API, a click on the stock, a keyboard undo, a hint and an analysis.
    expect(el.play(el.legalMoves()[0])).to.equal(true);
    await settle(el);
    await click(page, root.querySelector('.pile[data-id="stock"]')!);
    await settle(el);
    expect(el.moveCount).to.equal(2);
    expect(el.undo()).to.equal(true);
    expect(await el.hint()).to.be.an('object');
    const verdict = await el.analyze({ positions: 20000 });
    expect(['winnable', 'unwinnable', 'unknown']).to.include(verdict.result);
    await settle(el);
    expect(page.probe.errors).to.deep.equal([]);
    expect(violations(page), JSON.stringify(violations(page))).to.deep.equal([]);
    // The solver ran in a worker started from its own file beside the entry, and it answered.
    const workers = page.probe.workers;
    expect(workers.length, JSON.stringify(workers)).to.equal(1);
    expect(workers[0].url).to.match(/\/__hostile__\/solver-worker\.js$/);
    expect(workers[0].type).to.equal('module');
    expect(workers[0].errors).to.equal(0);
    expect(workers[0].messages).to.be.greaterThan(0);
  });

  it('a game the page describes in inline JSON plays, hints and deals only winnable deals, with no violation', async () => {
    const page = await open('games=0&inline=1');
    const el = page.doc.querySelector('patience-game[variant="page-golf"]') as PatienceGame;
    await waitUntil(() => el.state !== null, 'dealt', { timeout: 20_000 });
    expect(el.state!.variant).to.equal('page-golf');
    expect(el.state!.piles.map((p) => p.id).slice(0, 3)).to.deep.equal(['stock', 'waste', 'tableau-0']);
    const verdict = await el.analyze({ positions: 1_000_000 });
    expect(verdict.result, 'a winnable deal').to.equal('winnable');
    const hint = await el.hint();
    expect(hint).to.be.an('object');
    expect(el.play(hint!)).to.equal(true);
    expect(page.probe.errors).to.deep.equal([]);
    expect(violations(page), JSON.stringify(violations(page))).to.deep.equal([]);
  });

  it('loads twice without an error: one definition, every game playable', async () => {
    const page = await open('twice=1&games=2');
    expect(page.probe.errors).to.deep.equal([]);
    expect(violations(page)).to.deep.equal([]);
    const defined = page.win.customElements.get('patience-game')!;
    for (const el of page.games) {
      expect(el).to.be.instanceOf(defined);
      expect(el.play(el.legalMoves()[0])).to.equal(true);
    }
  });

  it("a page in German: the board speaks German, its game's words loaded from their file beside the language's", async () => {
    const page = await open('variant=pyramid&lang=de');
    const [el] = page.games;
    expect(el.language).to.equal('de');
    expect(shadow(el).querySelector('.board')!.getAttribute('aria-label')).to.contain('Pyramide');
    expect(shadow(el).querySelector('[part~="new-game"]')!.textContent).to.contain('Neues Spiel');
    expect(violations(page)).to.deep.equal([]);
    expect(page.probe.errors).to.deep.equal([]);
  });

  it('every game deals and renders under the policy', async function () {
    // 32 pages one after another, each with its worker: on a loaded machine more than the 20 s a test gets
    this.timeout(180_000);
    for (const variant of VARIANTS) {
      const page = await open(`variant=${variant}`);
      const [el] = page.games;
      expect(el.state!.variant).to.equal(variant);
      const cards = el.state!.piles.reduce((n, p) => n + p.cards.length, 0);
      expect(shadow(el).querySelectorAll('.card').length).to.equal(cards);
      expect(violations(page), variant).to.deep.equal([]);
      expect(page.probe.errors, variant).to.deep.equal([]);
      page.frame.remove();
    }
  });
});

describe('hostile pages: busy pages', () => {
  it('keeps a dozen games on one page independent', async () => {
    const page = await open('games=12');
    const { games } = page;
    expect(games).to.have.length(12);
    expect(new Set(games.map((g) => snapshot(g))).size).to.equal(12);
    expect(games.map((g) => g.seed)).to.deep.equal(Array.from({ length: 12 }, (_, i) => 100 + i));
    const before = games.map(snapshot);
    const moves: EventTarget[] = [];
    page.doc.addEventListener('patience-move', (e) => moves.push(e.target!));
    expect(games[3].play(games[3].legalMoves()[0])).to.equal(true);
    expect(games[7].undo()).to.equal(false);
    games[9].newGame(5);
    expect(moves).to.deep.equal([games[3]]);
    games.forEach((g, i) => {
      if (i === 3 || i === 9) expect(snapshot(g), `game ${i}`).not.to.equal(before[i]);
      else expect(snapshot(g), `game ${i}`).to.equal(before[i]);
    });
    // Keys go to the game that has focus only.
    await settle(games[5]);
    shadow(games[5]).querySelector<HTMLElement>('.pile[tabindex="0"]')!.focus();
    games[5].dispatchEvent(new KeyboardEvent('keydown', { key: 'n', bubbles: true, composed: true }));
    expect(snapshot(games[5])).not.to.equal(before[5]);
    expect(snapshot(games[4])).to.equal(before[4]);
    expect(page.probe.errors).to.deep.equal([]);
  });

  it('keeps its game when moved or removed and re-added, and leaves no listener behind', async () => {
    const page = await open('games=1');
    const { doc, probe } = page;
    const baseline = { document: new Set(probe.livedocument), window: new Set(probe.livewindow) };
    const el = doc.createElement('patience-game') as PatienceGame;
    el.setAttribute('variant', 'seasons');
    el.setAttribute('seed', '77');
    const a = doc.createElement('div');
    const b = doc.createElement('section');
    doc.body.append(a, b);
    a.append(el);
    await settle(el);
    for (let i = 0; i < 3; i++) el.play(el.legalMoves()[0]);
    const kept = snapshot(el);
    for (let round = 0; round < 20; round++) {
      // Moved: reparented in one go.
      (round % 2 ? a : b).append(el);
      await settle(el);
      expect(snapshot(el)).to.equal(kept);
      // Removed: everything it added to document and window is gone.
      el.remove();
      expect([...probe.livedocument]).to.deep.equal([...baseline.document]);
      expect([...probe.livewindow]).to.deep.equal([...baseline.window]);
      // Re-added: the same game, still playable.
      a.append(el);
      await settle(el);
      expect(snapshot(el)).to.equal(kept);
      expect(shadow(el).querySelectorAll('.card').length).to.equal(52);
    }
    expect(el.play(el.legalMoves()[0])).to.equal(true);
    el.remove();
    expect(probe.listeners).to.deep.equal({ document: baseline.document.size, window: baseline.window.size });
    expect(probe.errors).to.deep.equal([]);
  });
});

describe('hostile pages: host CSS', () => {
  const SHEETS = ['all-unset', 'big-font', 'rtl', 'hostile-boxes', 'all-unset,big-font,rtl'];
  for (const sheets of SHEETS) {
    it(`keeps the board whole under ${sheets}`, async () => {
      const page = await open(`games=2&css=${sheets},layout`);
      for (const el of page.games) {
        const root = shadow(el);
        const box = el.closest('.box')!.getBoundingClientRect();
        const board = root.querySelector('.board')!.getBoundingClientRect();
        expect(box.width, 'the page lays its box out').to.be.within(470, 490);
        expect(board.width, 'board width').to.be.at.most(box.width + 0.5);
        expect(board.left, 'board left').to.be.at.least(box.left - 0.5);
        expect(board.right, 'board right').to.be.at.most(box.right + 0.5);
        expect(board.height).to.be.greaterThan(100);
        // Every card inside the board.
        for (const card of root.querySelectorAll('.card')) {
          const r = card.getBoundingClientRect();
          expect(r.width, 'card width').to.be.greaterThan(10);
          expect(r.left).to.be.at.least(board.left - 1);
          expect(r.right).to.be.at.most(board.right + 1);
          expect(r.top).to.be.at.least(board.top - 1);
          expect(r.bottom).to.be.at.most(board.bottom + 1);
        }
        // Toolbar buttons are where a click lands.
        for (const button of root.querySelectorAll<HTMLElement>('.toolbar button')) {
          const r = button.getBoundingClientRect();
          expect(r.width, 'button width').to.be.greaterThan(20);
          expect(r.height, 'button height').to.be.within(20, 60);
          const hit = root.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          expect(button.contains(hit), `a click on ${button.getAttribute('part')} lands on it`).to.equal(true);
        }
      }
      // A real click on Undo takes a move back.
      const [el] = page.games;
      el.play(el.legalMoves()[0]);
      await settle(el);
      await click(page, shadow(el).querySelector('[part~="undo"]')!);
      await settle(el);
      expect(el.moveCount).to.equal(0);
      expect(violations(page)).to.deep.equal([]);
      expect(page.probe.errors).to.deep.equal([]);
    });
  }
});
