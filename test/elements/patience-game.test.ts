import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/index.js';
import type { PatienceGame, PatienceMoveEvent } from '../../src/index.js';
import { cardsOf, listen, pileEl, settle } from './helpers.js';
import { klondikeFourKings, twoByTwoOneFromLost } from './positions.js';

const klondike = (seed = 42) => fixture<PatienceGame>(html`<patience-game variant="klondike" seed=${seed}></patience-game>`);
const root = (el: PatienceGame) => el.shadowRoot!;
/** The state without the clock, which moves on its own. */
const snapshot = (el: PatienceGame) => JSON.stringify({ ...el.state, elapsedMs: undefined });

describe('<patience-game>: rendering', () => {
  it('is defined once, with its class exported', async () => {
    const { PatienceGame } = await import('../../src/index.js');
    expect(customElements.get('patience-game')).to.equal(PatienceGame);
  });

  it('renders every pile of Klondike as a named, focusable group with one tab stop', async () => {
    const el = await klondike();
    const piles = [...root(el).querySelectorAll<HTMLElement>('.pile')];
    expect(piles.map((p) => p.dataset.id)).to.deep.equal(el.state!.piles.map((p) => p.id));
    for (const p of piles) expect(p.getAttribute('role')).to.equal('group');
    expect(piles.filter((p) => p.tabIndex === 0)).to.have.length(1);
    expect(pileEl(el, 'stock').getAttribute('aria-label')).to.equal('Stock, 24 cards');
    expect(pileEl(el, 'foundation-0').getAttribute('aria-label')).to.equal('Foundation 1, empty');
    // Seed 42: tableau 7 holds seven cards with the queen of hearts on top.
    const t = el.state!.piles.find((p) => p.id === 'tableau-6')!;
    expect(t.cards.at(-1)).to.deep.equal({ code: 'QH', faceUp: true });
    expect(pileEl(el, 'tableau-6').getAttribute('aria-label')).to.equal('Tableau 7, 7 cards, top: Queen of hearts');
  });

  it('names every visible card, face-down ones as "Face-down card"', async () => {
    const el = await klondike();
    const cards = [...root(el).querySelectorAll<HTMLElement>('.card')];
    expect(cards).to.have.length(52);
    const t = cardsOf(el, 'tableau-6');
    expect(t.map((c) => c.getAttribute('aria-label'))).to.deep.equal([...Array(6).fill('Face-down card'), 'Queen of hearts']);
    for (const c of t) expect(c.getAttribute('role')).to.equal('img');
    // The stock is a stack: only its top card is named, the ones under it are hidden from AT.
    const stock = cardsOf(el, 'stock');
    expect(stock.filter((c) => c.getAttribute('aria-hidden') === 'true')).to.have.length(23);
    expect(stock.at(-1)!.getAttribute('aria-label')).to.equal('Face-down card');
  });

  it('shows a short prompt when there is no variant', async () => {
    const el = await fixture<PatienceGame>(html`<patience-game></patience-game>`);
    expect(root(el).querySelector('[part~="message"]')!.textContent).to.match(/variant/);
    expect(root(el).querySelector('.board')).to.equal(null);
    expect(el.state).to.equal(null);
    expect(el.legalMoves()).to.deep.equal([]);
    expect(el.play({ kind: 'deal', from: 'stock', to: 'waste', count: 1 })).to.equal(false);
    expect(await el.hint()).to.equal(null);
  });

  it('renders every game of the registry with a pile element per pile', async () => {
    const { VARIANTS } = await import('../../src/index.js');
    for (const v of VARIANTS) {
      const el = await fixture<PatienceGame>(html`<patience-game variant=${v} seed="3"></patience-game>`);
      const state = el.state!;
      expect(state.variant, v).to.equal(v);
      expect(root(el).querySelectorAll('.pile').length, v).to.equal(state.piles.length);
      const cards = state.piles.reduce((n, p) => n + p.cards.length, 0);
      expect(root(el).querySelectorAll('.card').length, v).to.equal(cards);
    }
  });

  it('fits a 320 px wide container without overflowing', async () => {
    const wrap = await fixture<HTMLDivElement>(
      html`<div style="width: 320px"><patience-game variant="klondike" seed="1"></patience-game></div>`,
    );
    const el = wrap.querySelector('patience-game')!;
    await settle(el);
    const board = root(el).querySelector<HTMLElement>('.board')!;
    expect(board.getBoundingClientRect().width).to.be.at.most(320);
    expect(root(el).querySelector<HTMLElement>('.base')!.scrollWidth).to.be.at.most(320);
    expect(el.getBoundingClientRect().width).to.equal(320);
  });

  it('rescales when its container is resized', async () => {
    const wrap = await fixture<HTMLDivElement>(
      html`<div style="width: 800px"><patience-game variant="klondike" seed="1"></patience-game></div>`,
    );
    const el = wrap.querySelector('patience-game')!;
    await settle(el);
    const board = () => root(el).querySelector<HTMLElement>('.board')!.getBoundingClientRect();
    const wide = board();
    wrap.style.width = '400px';
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await settle(el);
    expect(board().width).to.be.at.most(400);
    expect(board().width).to.be.lessThan(wide.width);
    expect(board().height).to.be.lessThan(wide.height);
  });

  it('caps card width with --patience-card-width', async () => {
    const wrap = await fixture<HTMLDivElement>(
      html`<div style="width: 1200px; --patience-card-width: 60px"><patience-game variant="klondike" seed="1"></patience-game></div>`,
    );
    const el = wrap.querySelector('patience-game')!;
    await new Promise((r) => requestAnimationFrame(r));
    await settle(el);
    const card = root(el).querySelector<HTMLElement>('.card')!;
    expect(card.getBoundingClientRect().width).to.be.closeTo(60, 1);
  });

  it('hides the toolbar and status line on request', async () => {
    const el = await fixture<PatienceGame>(html`<patience-game variant="klondike" seed="1" no-toolbar no-status></patience-game>`);
    expect(root(el).querySelector('[part="toolbar"]')).to.equal(null);
    expect(root(el).querySelector('[part="status"]')).to.equal(null);
    el.noToolbar = false;
    await el.updateComplete;
    expect(root(el).querySelector('[part="toolbar"]')).to.not.equal(null);
    expect(root(el).querySelector('[part="status"]')).to.equal(null);
  });
});

describe('<patience-game>: events', () => {
  let heard: ReturnType<typeof listen>;
  beforeEach(() => {
    heard = listen(['patience-deal', 'patience-move', 'patience-undo', 'patience-redo', 'patience-win', 'patience-lost', 'patience-error']);
  });
  afterEach(() => heard.stop());

  it('fires patience-deal on document on the first render', async () => {
    const el = await klondike(42);
    const [deal] = heard.of('patience-deal');
    expect(deal.detail).to.deep.equal({ variant: 'klondike', seed: 42, options: { draw: 1, redeals: 0 } });
    expect(deal.bubbles && deal.composed).to.equal(true);
    expect(deal.target).to.equal(el);
  });

  it('fires patience-move, patience-undo and patience-redo on document', async () => {
    const el = await klondike(42);
    const move = el.legalMoves().find((m) => m.kind === 'move')!;
    expect(el.play(move)).to.equal(true);
    const [ev] = heard.of('patience-move') as PatienceMoveEvent[];
    expect(ev.detail.move).to.deep.equal(move);
    expect(ev.detail.moveCount).to.equal(1);
    expect(ev.detail.source).to.equal('api');
    expect(ev.detail.description).to.equal('3 of spades to tableau 3');
    expect(el.undo()).to.equal(true);
    expect(heard.of('patience-undo')[0].detail).to.deep.equal({ moveCount: 0 });
    expect(el.redo()).to.equal(true);
    expect(heard.of('patience-redo')[0].detail).to.deep.equal({ moveCount: 1 });
    expect(el.redo()).to.equal(false);
    expect(heard.of('patience-redo')).to.have.length(1);
  });

  it('describes deals and cards turned up', async () => {
    const el = await klondike(42);
    const deal = el.legalMoves().find((m) => m.kind === 'deal')!;
    el.play(deal);
    const waste = el.state!.piles[1].cards.at(-1)!.code;
    expect((heard.of('patience-move')[0] as PatienceMoveEvent).detail.description).to.match(/^Dealt /);
    expect(waste).to.be.a('string');
    // Tableau 2 (J♠ on one closed card): moving the jack turns that card up.
    const jack = el.legalMoves().find((m) => m.kind === 'move' && m.from === 'tableau-1');
    if (jack) {
      el.play(jack);
      expect((heard.of('patience-move').at(-1) as PatienceMoveEvent).detail.description).to.match(/turned up$/);
    }
  });

  it('fires patience-win once per deal when play() finishes a restored nearly-won game', async () => {
    const el = await klondike(1);
    expect(el.restore(klondikeFourKings())).to.equal(true);
    expect(el.moveCount).to.equal(100);
    for (const id of ['tableau-0', 'tableau-1', 'tableau-2', 'tableau-3']) {
      const m = el.legalMoves().find((x) => x.from === id && x.to.startsWith('foundation'))!;
      expect(el.play(m)).to.equal(true);
    }
    expect(el.won).to.equal(true);
    expect(el.lost).to.equal(false);
    const wins = heard.of('patience-win');
    expect(wins).to.have.length(1);
    expect(wins[0].detail).to.include({ variant: 'klondike', seed: 7, moves: 104 });
    expect(wins[0].detail.durationMs).to.be.a('number');
    // Taking a king back and home again is not a second win.
    const back = el.legalMoves().find((x) => x.from.startsWith('foundation'))!;
    el.play(back);
    expect(el.won).to.equal(false);
    el.play(el.legalMoves().find((x) => x.to.startsWith('foundation') && !x.from.startsWith('foundation'))!);
    expect(el.won).to.equal(true);
    expect(heard.of('patience-win')).to.have.length(1);
    await el.updateComplete;
    expect(root(el).querySelector('.end.won')!.textContent).to.match(/You won!/);
    // A new deal may be won again.
    el.newGame(5);
    expect(el.won).to.equal(false);
  });

  it('fires patience-lost when no move is left', async () => {
    const el = await fixture<PatienceGame>(html`<patience-game variant="two-by-two" seed="3"></patience-game>`);
    expect(el.restore(twoByTwoOneFromLost())).to.equal(true);
    const moves = el.legalMoves();
    expect(moves).to.have.length(1);
    expect(el.play(moves[0])).to.equal(true);
    expect(el.lost).to.equal(true);
    const [lost] = heard.of('patience-lost');
    expect(lost.detail).to.deep.equal({ variant: 'two-by-two', seed: 3, moves: 1 });
    await el.updateComplete;
    expect(root(el).querySelector('.end')!.textContent).to.match(/No moves left/);
  });

  it('fires patience-error on document for a bad attribute', async () => {
    await fixture<PatienceGame>(html`<patience-game variant="klondike" draw="2"></patience-game>`);
    const [err] = heard.of('patience-error');
    expect(err.detail.code).to.equal('bad-option');
    expect(err.detail.attribute).to.equal('draw');
    expect(err.detail.message).to.contain('1 or 3');
  });
});

describe('<patience-game>: bad input', () => {
  let heard: ReturnType<typeof listen>;
  beforeEach(() => (heard = listen(['patience-error', 'patience-deal'])));
  afterEach(() => heard.stop());

  const message = (el: PatienceGame) => root(el).querySelector('[part~="message"]')?.textContent ?? '';

  it('shows what is wrong with the variant, and plays again once fixed', async () => {
    const el = await fixture<PatienceGame>(html`<patience-game variant="solitaire" seed="5"></patience-game>`);
    const [err] = heard.of('patience-error');
    expect(err.detail.code).to.equal('bad-variant');
    expect(err.detail.message).to.contain('solitaire');
    expect(message(el)).to.contain('klondike');
    expect(message(el)).to.contain('two-by-two');
    expect(el.state).to.equal(null);
    el.variant = 'klondike';
    await el.updateComplete;
    expect(heard.of('patience-deal')).to.have.length(1);
    expect(el.state!.seed).to.equal(5);
    expect(root(el).querySelectorAll('.card').length).to.equal(52);
  });

  for (const [attr, value, code, words] of [
    ['seed', '-3', 'bad-seed', '4294967295'],
    ['seed', 'abc', 'bad-seed', 'abc'],
    ['seed', '4294967296', 'bad-seed', '4294967296'],
    ['seed', '1.5', 'bad-seed', '1.5'],
    ['draw', '2', 'bad-option', '1 or 3'],
    ['redeals', '-1', 'bad-option', 'unlimited'],
    ['redeals', 'lots', 'bad-option', 'unlimited'],
  ] as const) {
    it(`refuses ${attr}="${value}" with ${code}`, async () => {
      const el = await klondike(42);
      el.setAttribute(attr, value);
      await el.updateComplete;
      const err = heard.of('patience-error').at(-1)!;
      expect(err.detail.code).to.equal(code);
      expect(err.detail.attribute).to.equal(attr);
      expect(err.detail.message).to.contain(words);
      expect(message(el)).to.contain(words);
      el.removeAttribute(attr);
      if (attr === 'seed') el.setAttribute('seed', '42');
      await el.updateComplete;
      expect(el.state!.variant).to.equal('klondike');
      expect(root(el).querySelectorAll('.card').length).to.equal(52);
    });
  }

  it('refuses garbage given to restore() and keeps the game', async () => {
    const el = await klondike(42);
    el.play(el.legalMoves()[0]);
    const before = snapshot(el);
    const dup = klondikeFourKings();
    dup.piles[6].cards = [{ code: 'QC', faceUp: true }];
    const garbage: unknown[] = [
      undefined,
      null,
      42,
      'not json {',
      '{}',
      [],
      {},
      { variant: 'klondike' },
      { variant: 'klondike', seed: 1, piles: 'x' },
      { ...klondikeFourKings(), seed: -1 },
      { ...klondikeFourKings(), options: { draw: 2 } },
      dup,
      { ...klondikeFourKings(), piles: klondikeFourKings().piles.slice(1) },
    ];
    for (const g of garbage) {
      expect(el.restore(g), JSON.stringify(g)).to.equal(false);
    }
    expect(heard.of('patience-error')).to.have.length(garbage.length);
    for (const e of heard.of('patience-error')) {
      expect(e.detail.code).to.be.a('string');
      expect(e.detail.message).to.be.a('string').and.not.empty;
    }
    expect(snapshot(el)).to.equal(before);
    expect(el.moveCount).to.equal(1);
  });

  it('accepts its own state back, as an object or as JSON text', async () => {
    const el = await klondike(42);
    el.play(el.legalMoves()[0]);
    const saved = el.state!;
    el.newGame(1);
    expect(el.restore(JSON.stringify(saved))).to.equal(true);
    expect(el.state!.piles).to.deep.equal(saved.piles);
    expect(el.moveCount).to.equal(1);
    expect(el.restore(saved)).to.equal(true);
    expect(el.seed).to.equal(42);
  });

  it('play() refuses anything not in legalMoves() without throwing', async () => {
    const el = await klondike(42);
    const before = snapshot(el);
    const legal = el.legalMoves()[0];
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('boom');
        },
      },
    );
    const circular: Record<string, unknown> = { kind: 'move' };
    circular.self = circular;
    const garbage: unknown[] = [
      undefined,
      null,
      0,
      'deal',
      Symbol('x'),
      [],
      {},
      () => 1,
      hostile,
      circular,
      { kind: 'move' },
      { ...legal, count: 99 },
      { ...legal, from: 'nowhere' },
      { ...legal, to: 'tableau-9' },
      { ...legal, kind: 'pair' },
      { ...legal, count: String(legal.count) },
      { kind: 'recycle', from: 'waste', to: 'stock', count: 0 },
      JSON.stringify(legal),
    ];
    for (const g of garbage) expect(el.play(g)).to.equal(false);
    expect(snapshot(el)).to.equal(before);
    expect(el.moveCount).to.equal(0);
    expect(el.play({ ...legal })).to.equal(true);
  });

  it('newGame() with a bad seed fires patience-error and keeps the game', async () => {
    const el = await klondike(42);
    const before = snapshot(el);
    el.newGame(-1);
    el.newGame(1.5);
    el.newGame(NaN);
    expect(heard.of('patience-error').map((e) => e.detail.code)).to.deep.equal(['bad-seed', 'bad-seed', 'bad-seed']);
    expect(snapshot(el)).to.equal(before);
    el.newGame(43);
    expect(el.seed).to.equal(43);
    el.newGame();
    expect(el.seed).to.be.a('number');
  });
});

describe('<patience-game>: hint and analyze', () => {
  it('hint() gives a legal move and highlights it', async () => {
    const el = await klondike(42);
    const hint = await el.hint();
    expect(el.legalMoves()).to.deep.include(hint);
    await el.updateComplete;
    expect(root(el).querySelector('.card.hinted')).to.not.equal(null);
    expect(root(el).querySelector('.live')!.textContent).to.match(/^Hint: /);
    expect(el.play(hint)).to.equal(true);
  });

  it('hint() prefers a foundation move and returns null when no move is left', async () => {
    const el = await klondike(1);
    el.restore(klondikeFourKings());
    expect((await el.hint())!.to).to.match(/^foundation/);
    const two = await fixture<PatienceGame>(html`<patience-game variant="two-by-two" seed="3"></patience-game>`);
    two.restore(twoByTwoOneFromLost());
    two.play(two.legalMoves()[0]);
    expect(await two.hint()).to.equal(null);
  });

  it('analyze() resolves with a verdict and a time, within the positions it is given', async () => {
    const el = await klondike(42);
    const r = await el.analyze({ positions: 20000 });
    expect(['winnable', 'unwinnable', 'unknown']).to.include(r.result);
    expect(r.ms).to.be.a('number');
    if (r.result === 'winnable') {
      for (const m of r.moves!) expect(el.play(m), JSON.stringify(m)).to.equal(true);
      expect(el.won).to.equal(true);
    }
  });

  it('analyze() finds a winning line that play() accepts, and proves a dead end', async () => {
    const el = await klondike(1);
    el.restore(klondikeFourKings());
    const r = await el.analyze({ positions: 1_000_000 });
    expect(r.result).to.equal('winnable');
    for (const m of r.moves!) expect(el.play(m)).to.equal(true);
    expect(el.won).to.equal(true);
    const two = await fixture<PatienceGame>(html`<patience-game variant="two-by-two" seed="3"></patience-game>`);
    two.restore(twoByTwoOneFromLost());
    expect((await two.analyze({ positions: 1_000_000 })).result).to.equal('unwinnable');
  });

  it('offers auto-complete when the rest is a formality, and finishes the game', async () => {
    const el = await klondike(1);
    el.restore(klondikeFourKings());
    await el.updateComplete;
    const auto = root(el).querySelector<HTMLElement>('[part~="auto"]')!;
    expect(auto).to.not.equal(null);
    const heard = listen(['patience-win']);
    const moves: string[] = [];
    el.addEventListener('patience-move', (e) => moves.push(e.detail.source));
    auto.click();
    await waitUntil(() => el.won && heard.events.length > 0, 'Finish did not win');
    heard.stop();
    expect(el.won).to.equal(true);
    expect(moves).to.deep.equal(['auto', 'auto', 'auto', 'auto']);
    expect(heard.events).to.have.length(1);
  });
});

describe('<patience-game>: accessibility', () => {
  it('passes axe on a dealt game', async () => {
    const el = await klondike(42);
    await expect(el).to.be.accessible();
  });

  it('passes axe with cards picked up, a hint shown and in Russian', async () => {
    const el = await fixture<PatienceGame>(html`<patience-game variant="klondike" seed="42" lang="ru"></patience-game>`);
    const m = el.legalMoves().find((x) => x.kind === 'move')!;
    const top = cardsOf(el, m.from).at(-1)!;
    const { pointer, centre } = await import('./helpers.js');
    const c = centre(top);
    pointer(top, 'pointerdown', c.x, c.y);
    pointer(top, 'pointerup', c.x, c.y);
    await el.hint();
    await el.updateComplete;
    expect(root(el).querySelector('.pile.target')).to.not.equal(null);
    await expect(el).to.be.accessible();
  });

  it('passes axe for the prompt, an error and every game', async function () {
    this.timeout(240_000); // (32 games)
    await expect(await fixture(html`<patience-game></patience-game>`)).to.be.accessible();
    await expect(await fixture(html`<patience-game variant="x"></patience-game>`)).to.be.accessible();
    const { VARIANTS } = await import('../../src/index.js');
    for (const v of VARIANTS) {
      await expect(await fixture(html`<patience-game variant=${v} seed="2"></patience-game>`)).to.be.accessible();
    }
  });

  it('passes axe on the won board', async () => {
    const el = await klondike(1);
    el.restore(klondikeFourKings());
    for (let i = 0; i < 4; i++) el.play(el.legalMoves().find((x) => x.to.startsWith('foundation') && !x.from.startsWith('foundation')));
    await settle(el);
    await expect(el).to.be.accessible();
  });

  it('announces moves in a polite live region', async () => {
    const el = await klondike(42);
    const live = root(el).querySelector('[part="live"]')!;
    expect(live.getAttribute('aria-live')).to.equal('polite');
    el.play(el.legalMoves().find((m) => m.kind === 'move'));
    expect(live.textContent).to.equal('3 of spades to tableau 3');
  });
});

describe('<patience-game>: lifecycle', () => {
  it('keeps its game when moved in the DOM', async () => {
    const el = await klondike(42);
    el.play(el.legalMoves()[0]);
    const before = snapshot(el);
    const heard = listen(['patience-deal']);
    const other = document.createElement('section');
    document.body.append(other);
    other.append(el);
    await el.updateComplete;
    heard.stop();
    expect(snapshot(el)).to.equal(before);
    expect(heard.events).to.have.length(0);
    expect(el.undo()).to.equal(true);
    other.remove();
  });

  it('leaves no listener on document or window after it is removed', async () => {
    const counts = new Map<string, number>();
    const spy = (target: EventTarget, name: string) => {
      const add = target.addEventListener;
      const remove = target.removeEventListener;
      target.addEventListener = function (this: EventTarget, type: string, ...rest: unknown[]) {
        counts.set(`${name}:${type}`, (counts.get(`${name}:${type}`) ?? 0) + 1);
        return (add as (...a: unknown[]) => void).call(this, type, ...rest);
      } as typeof add;
      target.removeEventListener = function (this: EventTarget, type: string, ...rest: unknown[]) {
        counts.set(`${name}:${type}`, (counts.get(`${name}:${type}`) ?? 0) - 1);
        return (remove as (...a: unknown[]) => void).call(this, type, ...rest);
      } as typeof remove;
      return () => {
        target.addEventListener = add;
        target.removeEventListener = remove;
      };
    };
    const undo = [spy(document, 'document'), spy(window, 'window')];
    try {
      const host = document.createElement('div');
      document.body.append(host);
      for (let i = 0; i < 3; i++) {
        const el = document.createElement('patience-game');
        el.setAttribute('variant', 'klondike');
        host.append(el);
        await el.updateComplete;
        el.play(el.legalMoves()[0]);
        el.remove();
      }
      host.remove();
    } finally {
      undo.forEach((u) => u());
    }
    for (const [k, n] of counts) expect(n, k).to.equal(0);
  });

  it('works before it is attached to the page', async () => {
    const el = document.createElement('patience-game');
    el.variant = 'klondike';
    el.seed = 42;
    expect(el.legalMoves().length).to.be.greaterThan(0);
    expect(el.play(el.legalMoves()[0])).to.equal(true);
    expect(el.moveCount).to.equal(1);
    document.body.append(el);
    await el.updateComplete;
    expect(el.moveCount).to.equal(1);
    el.remove();
  });

  it('keeps state extras: the time played survives restore', async () => {
    const el = await klondike(42);
    const s = { ...el.state!, elapsedMs: 65_000 };
    el.restore(s);
    expect(el.state!.elapsedMs).to.be.at.least(65_000);
    await el.updateComplete;
    expect(root(el).querySelector('.time')!.textContent).to.equal('01:05');
  });
});
