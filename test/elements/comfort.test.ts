/**
 * Comfort: `left-handed` (positions mirrored, fans turned, arrow keys following),
 * `--patience-suit-*` (a four-colour deck) and `--patience-speed` (scaled, or no motion at 0).
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { inside, key, mount, pileEl, settle, unmountAll } from './helpers.js';
import { klondikeFourKings } from './positions.js';
import { gameOf, VARIANTS } from '../named.js';

type El = PatienceGame;
afterEach(() => {
  unmountAll();
});
const geo = (el: El) => inside(el).geometry!;

describe('left-handed', () => {
  for (const variant of VARIANTS) {
    // a layout that keeps its sides (Bayan's line, read like text) is not mirrored
    const keeps = gameOf(variant).layout.keepsSides === true;
    it(`${variant}: every pile ${keeps ? 'stays where it is (a line read like text)' : 'mirrored left to right'}`, async () => {
      const attrs = { variant, seed: '4', style: 'width: 800px', draw: '3' };
      const right = await mount(attrs);
      const left = await mount({ ...attrs, 'left-handed': '' });
      // Deal from the stock a few times, so sideways fans (a draw-3 waste) have cards.
      for (const el of [right, left]) {
        for (let i = 0; i < 2; i++) {
          const d = el.legalMoves().find((m) => m.kind === 'deal');
          if (d) el.play(d);
        }
        await el.updateComplete;
      }
      const a = geo(right);
      const b = geo(left);
      expect(b.width).to.equal(a.width);
      for (const p of a.piles) {
        const q = b.piles.find((x) => x.id === p.id)!;
        expect(q.y, p.id).to.equal(p.y);
        expect(q.w, p.id).to.equal(p.w);
        const x = keeps ? p.x : a.width - p.x - p.w;
        expect(Math.abs(q.x - x), `${variant} ${p.id}: ${q.x} vs ${x}`).to.be.below(0.25);
        // Cards in a sideways fan spread the other way.
        if (!keeps && p.cards.length > 1 && (p.place.fan === 'left' || p.place.fan === 'right')) {
          expect(q.place.fan, p.id).to.equal(p.place.fan === 'left' ? 'right' : 'left');
          const spread = (c: typeof p.cards) => Math.sign(c[c.length - 1].x - c[0].x);
          expect(spread(q.cards), p.id).to.equal(-spread(p.cards));
        }
      }
      expect(left.hasAttribute('left-handed')).to.equal(true);
    });
  }

  it('Klondike: the stock is on the right, the waste fans towards the foundations, arrows follow', async () => {
    const el = await mount({ variant: 'klondike', seed: '4', draw: '3', 'left-handed': '', style: 'width: 800px' });
    const g = geo(el);
    const stock = g.piles.find((p) => p.id === 'stock')!;
    const f0 = g.piles.find((p) => p.id === 'foundation-0')!;
    expect(stock.x).to.be.above(g.width / 2);
    expect(f0.x).to.be.below(g.width / 2);
    el.play(el.legalMoves().find((m) => m.kind === 'deal'));
    await el.updateComplete;
    const waste = geo(el).piles.find((p) => p.id === 'waste')!;
    expect(waste.cards.at(-1)!.x).to.be.below(waste.cards[0].x);
    // Arrow keys move as the piles lie: left from the stock is the waste, down from it the last column.
    const s = pileEl(el, 'stock');
    s.tabIndex = 0;
    s.focus();
    key(s, 'ArrowLeft');
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement?.getAttribute('data-id')).to.equal('waste');
    key(el.shadowRoot!.activeElement!, 'ArrowLeft');
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement?.getAttribute('data-id')).to.equal('foundation-0');
    key(pileEl(el, 'foundation-0'), 'ArrowDown');
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement?.getAttribute('data-id')).to.equal('tableau-3');
  });

  it('switching it redraws the table in place and passes axe', async () => {
    const el = await mount({ variant: 'congress', seed: '2', style: 'width: 800px' });
    const before = geo(el).piles.find((p) => p.id === 'stock')!.x;
    el.leftHanded = true;
    await el.updateComplete;
    expect(geo(el).piles.find((p) => p.id === 'stock')!.x).to.not.equal(before);
    expect(el.moveCount).to.equal(0);
    await expect(el).to.be.accessible();
  });
});

describe('suit colours', () => {
  const colourOf = (el: El, suit: string) => {
    const card = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.card[data-code]')].find((c) => c.dataset.code!.endsWith(suit));
    return card ? getComputedStyle(card.querySelector('svg')!).color : null;
  };
  const position = () => {
    const s = klondikeFourKings();
    return s;
  };

  it('red and black by default, following --patience-red and --patience-black', async () => {
    const el = await mount({ variant: 'klondike', seed: '1' });
    el.restore(position());
    await el.updateComplete;
    expect(colourOf(el, 'H')).to.equal('rgb(198, 40, 40)');
    expect(colourOf(el, 'D')).to.equal('rgb(198, 40, 40)');
    expect(colourOf(el, 'C')).to.equal('rgb(26, 26, 26)');
    expect(colourOf(el, 'S')).to.equal('rgb(26, 26, 26)');
    el.style.setProperty('--patience-red', 'rgb(200, 0, 100)');
    expect(colourOf(el, 'H')).to.equal('rgb(200, 0, 100)');
    expect(colourOf(el, 'D')).to.equal('rgb(200, 0, 100)');
  });

  it('a four-colour deck in four lines of CSS', async () => {
    const el = await mount({ variant: 'klondike', seed: '1' });
    el.restore(position());
    el.style.setProperty('--patience-suit-clubs', 'rgb(27, 122, 46)');
    el.style.setProperty('--patience-suit-diamonds', 'rgb(31, 95, 191)');
    el.style.setProperty('--patience-suit-hearts', 'rgb(198, 40, 40)');
    el.style.setProperty('--patience-suit-spades', 'rgb(26, 26, 26)');
    await el.updateComplete;
    expect(colourOf(el, 'C')).to.equal('rgb(27, 122, 46)');
    expect(colourOf(el, 'D')).to.equal('rgb(31, 95, 191)');
    expect(colourOf(el, 'H')).to.equal('rgb(198, 40, 40)');
    expect(colourOf(el, 'S')).to.equal('rgb(26, 26, 26)');
    // Jokers keep red and black.
    const joker = await mount({ variant: 'joker', seed: '1', style: '--patience-suit-hearts: rgb(1, 2, 3)' });
    const j = [...joker.shadowRoot!.querySelectorAll<HTMLElement>('.card[data-code="RJ"], .card[data-code="BJ"]')][0];
    if (j) expect(getComputedStyle(j.querySelector('svg')!).color).to.not.equal('rgb(1, 2, 3)');
  });
});

describe('--patience-speed', () => {
  /** A tableau-to-tableau move, so cards glide. */
  const glide = (el: El) => el.legalMoves().find((m) => m.kind === 'move' && m.from.startsWith('tableau') && m.to.startsWith('tableau'));

  it('scales the card glides and the CSS animations', async () => {
    const el = await mount({ variant: 'klondike', seed: '42', style: 'width: 800px; --patience-speed: 2' });
    await settle(el);
    el.play(glide(el));
    await el.updateComplete;
    const durations = el.shadowRoot!.getAnimations().map((a) => (a.effect as KeyframeEffect).getTiming().duration);
    expect(durations).to.include(360);
    expect(durations).to.not.include(180);
    await el.hint();
    await el.updateComplete;
    const pulse = el.shadowRoot!.querySelector('.card.hinted, .pile.hint-target')!;
    expect(getComputedStyle(pulse).animationDuration).to.equal('1.8s');
  });

  it('0: no animation runs at all, as with reduced motion (moves, undo, deals, hints, the win)', async () => {
    const el = await mount({ variant: 'klondike', seed: '42', style: 'width: 800px; --patience-speed: 0' });
    const none = async (what: string) => {
      await el.updateComplete;
      expect(el.shadowRoot!.getAnimations().length, what).to.equal(0);
    };
    await none('the deal');
    el.play(glide(el));
    await none('a move');
    el.undo();
    await none('undo');
    el.newGame(7);
    await none('a new deal');
    await el.hint();
    await none('a hint');
    el.restore(klondikeFourKings());
    for (let i = 0; i < 4; i++) el.play(el.legalMoves().find((x) => x.to.startsWith('foundation') && !x.from.startsWith('foundation')));
    expect(el.won).to.equal(true);
    await none('the win');
    expect(getComputedStyle(el.shadowRoot!.querySelector('.base')!).animationName).to.equal('none');
    expect(inside(el).reducedMotion).to.equal(true);
  });

  it('follows a change made while the board is on the page', async () => {
    const el = await mount({ variant: 'klondike', seed: '42', style: 'width: 800px' });
    await settle(el);
    el.style.setProperty('--patience-speed', '0');
    await waitUntil(() => inside(el).motionSpeed === 0, 'the new speed read');
    el.play(glide(el));
    await el.updateComplete;
    expect(el.shadowRoot!.getAnimations()).to.have.length(0);
    el.style.setProperty('--patience-speed', '0.5');
    await waitUntil(() => inside(el).motionSpeed === 0.5, 'the new speed read');
    el.undo();
    await el.updateComplete;
    expect(el.shadowRoot!.getAnimations().map((a) => (a.effect as KeyframeEffect).getTiming().duration)).to.include(90);
  });

  it('a value that is not a number counts as 1', async () => {
    const el = await mount({ variant: 'klondike', seed: '42', style: 'width: 800px; --patience-speed: fast' });
    await settle(el);
    el.play(glide(el));
    await el.updateComplete;
    const durations = el.shadowRoot!.getAnimations().map((a) => (a.effect as KeyframeEffect).getTiming().duration);
    expect(durations).to.include(180);
  });
});
