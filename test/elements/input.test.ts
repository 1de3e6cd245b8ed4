import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { emulateMedia, sendKeys, sendMouse, resetMouse } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import type { Table } from '../../src/engine/types.js';
import { cardsOf, centre, drag, inside, listen, pileEl, pointer, settle } from './helpers.js';
import { klondikeFourKings } from './positions.js';
import { HINT_BANK_MS, HINT_MAX_WAIT_MS } from '../../src/patience-game/controllers/hints.js';

const klondike = async (seed = 42) => {
  const el = await fixture<PatienceGame>(html`<patience-game variant="klondike" seed=${seed}></patience-game>`);
  await settle(el);
  return el;
};
const root = (el: PatienceGame) => el.shadowRoot!;
const active = (el: PatienceGame) => root(el).activeElement as HTMLElement | null;
/** A key pressed with modifiers held (puppeteer's press takes no combinations). */
async function chord(mods: string[], key: string) {
  for (const m of mods) await sendKeys({ down: m });
  await sendKeys({ press: key });
  for (const m of [...mods].reverse()) await sendKeys({ up: m });
}
/** Seed 42: 3♠ (tableau 1) goes on 4♦ (tableau 3). */
const MOVE = { kind: 'move', from: 'tableau-0', to: 'tableau-2', count: 1 };

describe('<patience-game>: pointer', () => {
  it('moves a card by dragging it onto a legal pile (dispatched PointerEvents)', async () => {
    const el = await klondike();
    expect(el.legalMoves()).to.deep.include(MOVE);
    const card = cardsOf(el, 'tableau-0').at(-1)!;
    const target = centre(cardsOf(el, 'tableau-2').at(-1)!);
    const heard = listen(['patience-move']);
    await drag(el, card, target);
    heard.stop();
    expect(el.moveCount).to.equal(1);
    expect(heard.events[0].detail.move).to.deep.equal(MOVE);
    expect(heard.events[0].detail.source).to.equal('pointer');
    expect(el.state!.piles.find((p) => p.id === 'tableau-2')!.cards.at(-1)!.code).to.equal('3S');
  });

  it('lifts the dragged cards with transforms while the pointer moves, and only past a threshold', async () => {
    const el = await klondike();
    const card = cardsOf(el, 'tableau-0').at(-1)!;
    const a = centre(card);
    const board = root(el).querySelector('.board')!;
    pointer(card, 'pointerdown', a.x, a.y);
    pointer(board, 'pointermove', a.x + 2, a.y + 1);
    await new Promise((r) => requestAnimationFrame(r));
    expect(card.hasAttribute('data-dragging')).to.equal(false);
    pointer(board, 'pointermove', a.x + 60, a.y + 40);
    await new Promise((r) => requestAnimationFrame(r));
    expect(card.hasAttribute('data-dragging')).to.equal(true);
    expect(card.style.getPropertyValue('--dx')).to.equal('60px');
    expect(getComputedStyle(card).touchAction).to.equal('none');
    // While dragging, the legal goals are highlighted.
    await el.updateComplete;
    expect(pileEl(el, 'tableau-2').classList.contains('target')).to.equal(true);
    pointer(board, 'pointercancel', a.x + 60, a.y + 40);
    await el.updateComplete;
    expect(card.hasAttribute('data-dragging')).to.equal(false);
    expect(el.moveCount).to.equal(0);
  });

  it('refuses a drop on an illegal pile: nothing changes and the card glides back', async () => {
    const el = await klondike();
    const before = JSON.stringify(el.state!.piles);
    const card = cardsOf(el, 'tableau-0').at(-1)!;
    await drag(el, card, centre(cardsOf(el, 'tableau-4').at(-1)!));
    expect(el.moveCount).to.equal(0);
    expect(JSON.stringify(el.state!.piles)).to.equal(before);
    expect(card.isConnected).to.equal(true);
    expect(card.style.getPropertyValue('--dx')).to.equal('');
    expect(card.getAnimations().length).to.equal(1);
  });

  it('moves a card with the real mouse (sendMouse)', async () => {
    const el = await klondike();
    const a = centre(cardsOf(el, 'tableau-0').at(-1)!);
    const b = centre(cardsOf(el, 'tableau-2').at(-1)!);
    try {
      await sendMouse({ type: 'move', position: [Math.round(a.x), Math.round(a.y)] });
      await sendMouse({ type: 'down' });
      await sendMouse({ type: 'move', position: [Math.round((a.x + b.x) / 2), Math.round(a.y + 20)] });
      await sendMouse({ type: 'move', position: [Math.round(b.x), Math.round(b.y)] });
      await sendMouse({ type: 'up' });
    } finally {
      await resetMouse();
    }
    await el.updateComplete;
    expect(el.moveCount).to.equal(1);
  });

  it('selects by tap, highlights the legal piles, and places by a tap on one', async () => {
    const el = await klondike();
    const card = cardsOf(el, 'tableau-0').at(-1)!;
    const c = centre(card);
    pointer(card, 'pointerdown', c.x, c.y);
    pointer(card, 'pointerup', c.x, c.y);
    await el.updateComplete;
    expect(card.classList.contains('lifted')).to.equal(true);
    const targets = [...root(el).querySelectorAll<HTMLElement>('.pile.target')].map((p) => p.dataset.id);
    expect(targets).to.deep.equal(['tableau-2']);
    expect(pileEl(el, 'tableau-2').getAttribute('aria-label')).to.match(/can take it$/);
    const t = cardsOf(el, 'tableau-2').at(-1)!;
    const d = centre(t);
    pointer(t, 'pointerdown', d.x, d.y);
    pointer(t, 'pointerup', d.x, d.y);
    await el.updateComplete;
    expect(el.moveCount).to.equal(1);
    expect(root(el).querySelector('.pile.target')).to.equal(null);
  });

  it('taps on the stock deal, and a tap on the selected card puts it back', async () => {
    const el = await klondike();
    const stock = cardsOf(el, 'stock').at(-1)!;
    const s = centre(stock);
    pointer(stock, 'pointerdown', s.x, s.y);
    pointer(stock, 'pointerup', s.x, s.y);
    await el.updateComplete;
    expect(el.state!.piles[1].cards).to.have.length(1);
    expect(el.moveCount).to.equal(1);
  });

  it('sends a card home on a double tap', async () => {
    const el = await klondike(1);
    el.restore(klondikeFourKings());
    await settle(el);
    const king = cardsOf(el, 'tableau-0').at(-1)!;
    const k = centre(king);
    for (let i = 0; i < 2; i++) {
      pointer(king, 'pointerdown', k.x, k.y);
      pointer(king, 'pointerup', k.x, k.y);
    }
    await el.updateComplete;
    expect(el.state!.piles.find((p) => p.id === 'foundation-0')!.cards.at(-1)!.code).to.equal('KC');
  });

  const tap = (el: PatienceGame, pile: string) => {
    const card = cardsOf(el, pile).at(-1)!;
    const c = centre(card);
    pointer(card, 'pointerdown', c.x, c.y);
    pointer(card, 'pointerup', c.x, c.y);
    return el.updateComplete;
  };

  it('plays a two-pile move (Two by Two) with one tap when only one partner is possible', async () => {
    const el = await fixture<PatienceGame>(html`<patience-game variant="two-by-two" seed="1"></patience-game>`);
    let seed = 1;
    while (el.legalMoves().length !== 1 && seed < 200) el.newGame(++seed);
    const [cover] = el.legalMoves();
    expect(cover.kind).to.equal('cover');
    await settle(el);
    const heard = listen(['patience-move']);
    await tap(el, cover.pair!);
    heard.stop();
    expect(el.moveCount).to.equal(1);
    expect(heard.events[0].detail.move).to.deep.equal(cover);
    expect(heard.events[0].detail.description).to.match(/^Covered /);
  });

  it('plays a pair (Envelopes) by choosing one card, then its partner among several', async () => {
    const el = await fixture<PatienceGame>(html`<patience-game variant="envelopes" seed="1"></patience-game>`);
    const partners = () => {
      const n = new Map<string, string[]>();
      for (const m of el.legalMoves()) {
        n.set(m.from, [...(n.get(m.from) ?? []), m.pair!]);
        n.set(m.pair!, [...(n.get(m.pair!) ?? []), m.from]);
      }
      return [...n].find(([, p]) => p.length > 1);
    };
    let seed = 1;
    while (!partners() && seed < 300) el.newGame(++seed);
    const [pile, others] = partners()!;
    await settle(el);
    await tap(el, pile);
    expect(el.moveCount).to.equal(0);
    const targets = [...root(el).querySelectorAll<HTMLElement>('.pile.target')].map((p) => p.dataset.id).sort();
    expect(targets).to.deep.equal([...others].sort());
    expect(root(el).querySelector('.live')!.textContent).to.match(/Choose the second card/);
    await tap(el, others[0]);
    expect(el.moveCount).to.equal(1);
    expect(el.state!.piles.find((p) => p.id === 'discard')!.cards).to.have.length(2);
  });
});

describe('<patience-game>: Envelopes peek', () => {
  it('shows the closed card under a top card whose rank shows three times, until the player acts', async () => {
    const el = await fixture<PatienceGame>(html`<patience-game variant="envelopes" seed="1"></patience-game>`);
    const { peek } = await (await import('../../src/games/registry.js')).loadGame('envelopes');
    const peekable = (t: Table): number[] => peek!.piles(t, inside(el).game!.rules);
    const table = () => inside(el).game!.table;
    let seed = 1;
    while (peekable(table()).length === 0 && seed < 500) el.newGame(++seed);
    const pileIndex = peekable(table())[0];
    const id = `tableau-${pileIndex}`;
    await settle(el);
    const eye = pileEl(el, id).querySelector<HTMLButtonElement>('[part~="peek"]')!;
    expect(eye).to.not.equal(null);
    // No eye where peeking is not allowed.
    expect(root(el).querySelectorAll('[part~="peek"]').length).to.equal(peekable(table()).length);
    eye.click();
    await el.updateComplete;
    const cards = cardsOf(el, id);
    const under = el.state!.piles[pileIndex].cards.at(-2)!;
    expect(under.faceUp).to.equal(false); // the state is unchanged: only the view peeks
    expect(cards.at(-2)!.getAttribute('aria-label')).to.equal((await import('../../src/i18n/index.js')).en.card(under.code));
    expect(root(el).querySelector('.live')!.textContent).to.match(/^Under /);
    // Any move ends the peek.
    el.play(el.legalMoves()[0]);
    await el.updateComplete;
    expect(root(el).querySelector('.card.peeked')).to.equal(null);
    // The keyboard peeks with P.
    el.undo();
    await el.updateComplete;
    pileEl(el, id).focus();
    await sendKeys({ press: 'p' });
    await el.updateComplete;
    expect(root(el).querySelector('.card.peeked')).to.not.equal(null);
    await expect(el).to.be.accessible();
  });
});

describe('<patience-game>: keyboard', () => {
  it('plays a move with the keyboard alone', async () => {
    const el = await klondike();
    const heard = listen(['patience-move']);
    // Tab through the toolbar into the board: one tab stop, the first pile.
    el.focus();
    for (let i = 0; i < 8 && !active(el)?.classList.contains('pile'); i++) await sendKeys({ press: 'Tab' });
    expect(active(el)!.dataset.id).to.equal('stock');
    await sendKeys({ press: 'ArrowDown' }); // stock -> tableau 1
    await el.updateComplete;
    expect(active(el)!.dataset.id).to.equal('tableau-0');
    await sendKeys({ press: 'Enter' }); // pick up 3♠
    await el.updateComplete;
    expect(pileEl(el, 'tableau-2').classList.contains('target')).to.equal(true);
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(active(el)!.dataset.id).to.equal('tableau-2');
    await sendKeys({ press: 'Space' }); // put it down
    await el.updateComplete;
    heard.stop();
    expect(el.moveCount).to.equal(1);
    expect(heard.events[0].detail.source).to.equal('keyboard');
    expect(heard.events[0].detail.move).to.deep.equal(MOVE);
    // One tab stop for the whole board, on the pile with focus.
    expect([...root(el).querySelectorAll('.pile[tabindex="0"]')].map((p) => (p as HTMLElement).dataset.id)).to.deep.equal(['tableau-2']);
  });

  it('chooses how many cards to lift with Up/Down, and Escape puts them back', async () => {
    const el = await klondike();
    el.play(MOVE); // tableau 3 now holds 4♦ 3♠
    await settle(el);
    pileEl(el, 'tableau-2').focus();
    await sendKeys({ press: 'ArrowUp' });
    await el.updateComplete;
    expect(cardsOf(el, 'tableau-2').filter((c) => c.classList.contains('lifted'))).to.have.length(2);
    expect(root(el).querySelector('.live')!.textContent).to.equal('2 cards from 4 of diamonds');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(root(el).querySelector('.live')!.textContent).to.match(/^Picked up 4 of diamonds and 1 more/);
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(root(el).querySelector('.pile.target')).to.equal(null);
    expect(root(el).querySelector('.live')!.textContent).to.equal('Put back');
    await sendKeys({ press: 'ArrowDown' }); // from one card deep: back down to one card
    await el.updateComplete;
    expect(cardsOf(el, 'tableau-2').filter((c) => c.classList.contains('lifted'))).to.have.length(1);
  });

  it('has shortcuts: Ctrl+Z, Ctrl+Y, Ctrl+Shift+Z, H and N', async () => {
    const el = await klondike();
    el.play(MOVE);
    pileEl(el, 'stock').focus();
    await chord(['Control'], 'z');
    expect(el.moveCount).to.equal(0);
    await chord(['Control'], 'y');
    expect(el.moveCount).to.equal(1);
    await chord(['Control'], 'z');
    await chord(['Control', 'Shift'], 'Z');
    expect(el.moveCount).to.equal(1);
    await sendKeys({ press: 'h' });
    // The first hint of a deal may wait for the solver (a hard deal: its whole bank).
    await waitUntil(() => root(el).querySelector('.card.hinted') !== null, 'no hint shown', {
      timeout: HINT_MAX_WAIT_MS + HINT_BANK_MS + 1000,
    });
    setTimeout(() => sendKeys({ press: 'n' }));
    const deal = await oneEvent(el, 'patience-deal');
    expect(deal.detail.seed).to.not.equal(42);
    expect(el.moveCount).to.equal(0);
  });

  it('finishes a game from the keyboard, lands on "New game", and returns to the board', async () => {
    const el = await klondike(1);
    el.restore(klondikeFourKings());
    for (const id of ['tableau-0', 'tableau-1', 'tableau-2'])
      el.play(el.legalMoves().find((m) => m.from === id && m.to.startsWith('foundation')));
    await settle(el);
    pileEl(el, 'tableau-3').focus();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'ArrowUp' });
    for (let i = 0; i < 3; i++) await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(active(el)!.dataset.id).to.equal('foundation-3');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.won).to.equal(true);
    expect(active(el)!.textContent!.trim()).to.equal('New game');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    await el.updateComplete;
    expect(el.won).to.equal(false);
    expect(active(el)!.classList.contains('pile')).to.equal(true);
  });

  it('shows a visible focus ring on the focused pile', async () => {
    const el = await klondike();
    el.focus();
    for (let i = 0; i < 8 && !active(el)?.classList.contains('pile'); i++) await sendKeys({ press: 'Tab' });
    const pile = active(el)!;
    expect(pile.matches(':focus-visible')).to.equal(true);
    expect(getComputedStyle(pile).boxShadow).to.not.equal('none');
  });
});

describe('<patience-game>: motion', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('glides moved cards (FLIP) when motion is allowed', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const el = await klondike();
    el.play(MOVE);
    await el.updateComplete;
    const moved = cardsOf(el, 'tableau-2').at(-1)!;
    expect(moved.getAnimations().length).to.equal(1);
  });

  it('does not animate at all with prefers-reduced-motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await fixture<PatienceGame>(html`<patience-game variant="klondike" seed="42"></patience-game>`);
    await el.updateComplete;
    expect(root(el).getAnimations()).to.have.length(0); // no deal animation
    el.play(MOVE);
    await el.updateComplete;
    expect(root(el).getAnimations()).to.have.length(0);
    el.restore(klondikeFourKings());
    for (let i = 0; i < 4; i++) el.play(el.legalMoves().find((x) => x.to.startsWith('foundation') && !x.from.startsWith('foundation')));
    await el.updateComplete;
    expect(el.won).to.equal(true);
    expect(root(el).getAnimations()).to.have.length(0); // no cascade, no glow
  });

  it('celebrates a win with cascading cards when motion is allowed', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const el = await klondike(1);
    el.restore(klondikeFourKings());
    await settle(el);
    for (let i = 0; i < 4; i++) el.play(el.legalMoves().find((x) => x.to.startsWith('foundation') && !x.from.startsWith('foundation')));
    await el.updateComplete;
    const anims = root(el).getAnimations();
    expect(anims.length).to.be.greaterThan(40);
  });
});
