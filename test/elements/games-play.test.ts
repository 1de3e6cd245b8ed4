/**
 * Every game played through the board, as a person plays it: a few moves by pointer (taps on
 * the shadow-DOM cards and piles: pick up, put down; the stock deals; a two-card move plays from
 * either card) and a few by keyboard alone (Tab onto the board, arrow keys, Up to lift more
 * cards, Enter). After each one: one move more, the very move meant, and the table the engine
 * gives for it.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/index.js';
import { VARIANTS, type MoveJSON, type PatienceGame } from '../../src/index.js';
import { dealNamed, restoreNamed } from '../named.js';
import { nearestPile, type Direction } from '../../src/patience-game/controllers/keyboard-controller.js';
import { centre, inside, listen, pileEl, pointer, settle } from './helpers.js';

type State = NonNullable<PatienceGame['state']>;
const POINTER_MOVES = 3;
const KEY_MOVES = 3;

/**
 * The move to make: one that the board's natural pick-up makes (a pile lifts its biggest legal
 * move), cycling through the playing moves (not the stock) by `k`; the stock when nothing else.
 */
function pick(moves: MoveJSON[], k: number): MoveJSON | undefined {
  const natural = (from: string) => Math.max(...moves.filter((m) => m.kind === 'move' && m.from === from).map((m) => m.count));
  const ok = moves.filter((m) => m.kind !== 'move' || m.count === natural(m.from));
  const plays = ok.filter((m) => m.kind !== 'deal' && m.kind !== 'recycle' && m.kind !== 'row');
  return plays.length ? plays[k % plays.length] : ok[0];
}

/** A seed whose deal takes `n` picked moves in a row. */
function seedFor(variant: string, n: number): number {
  for (let seed = 1; seed < 500; seed++) {
    const r = dealNamed(variant, {}, seed);
    if (!r.ok) throw new Error(r.error.message);
    const g = r.value;
    let k = 0;
    for (; k < n; k++) {
      const m = pick(g.legalMoves(), k);
      if (!m || !g.play(m)) break;
    }
    if (k === n && !g.won) return seed;
  }
  throw new Error(`${variant}: no deal takes ${n} moves`);
}

/** The table after `move`, by the engine. */
function expected(before: State, move: MoveJSON): State['piles'] {
  const r = restoreNamed(before);
  if (!r.ok) throw new Error(r.error.message);
  expect(r.value.play(move), JSON.stringify(move)).to.equal(true);
  return r.value.state.piles;
}

const indexOf = (el: PatienceGame, id: string) => el.state!.piles.findIndex((p) => p.id === id);
const cardEls = (el: PatienceGame, id: string) => [...pileEl(el, id).querySelectorAll<HTMLElement>(':scope > .card')];

let lastTapped: Element | null = null;
/** A tap (press and release without moving) on an element of the board, as a mouse makes it. */
async function tap(el: PatienceGame, target: Element): Promise<void> {
  // Two taps on the same card within 350 ms are a double tap (which sends a card home).
  if (target === lastTapped) await new Promise((r) => setTimeout(r, 400));
  lastTapped = target;
  const { x, y } = centre(target);
  pointer(target, 'pointerdown', x, y);
  pointer(target, 'pointerup', x, y);
  await el.updateComplete;
}

/** Where to tap to take `count` cards from a pile: the lowest of them (its top card for one). */
const takeAt = (el: PatienceGame, id: string, count: number) => {
  const cards = cardEls(el, id);
  return cards[cards.length - count] ?? cards.at(-1) ?? pileEl(el, id);
};
/** Where to tap to put cards on a pile: its top card, or the pile itself when empty. */
const putAt = (el: PatienceGame, id: string) => cardEls(el, id).at(-1) ?? pileEl(el, id);

async function byPointer(el: PatienceGame, m: MoveJSON): Promise<void> {
  if (m.kind === 'deal' || m.kind === 'row') return tap(el, putAt(el, m.from));
  if (m.kind === 'recycle') return tap(el, putAt(el, m.to));
  if (m.kind === 'cover' || m.kind === 'pair') {
    const [a, b] = m.kind === 'cover' ? [m.to, m.pair!] : [m.from, m.pair!];
    const before = el.moveCount;
    await tap(el, putAt(el, a));
    // One possible partner: played at once; else the second card says which.
    if (el.moveCount === before) await tap(el, putAt(el, b));
    return;
  }
  await tap(el, takeAt(el, m.from, m.count));
  await tap(el, putAt(el, m.to));
}

/** The pile holding the board's tab stop. */
const focusIndex = (el: PatienceGame) => Number(el.shadowRoot!.querySelector<HTMLElement>('.pile[tabindex="0"]')!.dataset.pile);

/** The arrow keys from one pile to another (shortest, by the board's own arrow rule). */
function path(el: PatienceGame, from: number, to: number): Direction[] {
  const geo = inside(el).geometry!;
  const seen = new Map<number, Direction[]>([[from, []]]);
  const queue = [from];
  while (queue.length) {
    const at = queue.shift()!;
    if (at === to) return seen.get(at)!;
    for (const d of ['left', 'right', 'up', 'down'] as const) {
      const next = nearestPile(geo, at, d);
      if (next !== null && !seen.has(next)) {
        seen.set(next, [...seen.get(at)!, d]);
        queue.push(next);
      }
    }
  }
  throw new Error(`no way from pile ${from} to pile ${to}`);
}
const ARROW: Record<Direction, string> = { left: 'ArrowLeft', right: 'ArrowRight', up: 'ArrowUp', down: 'ArrowDown' };

async function goTo(el: PatienceGame, id: string): Promise<void> {
  for (const d of path(el, focusIndex(el), indexOf(el, id))) await sendKeys({ press: ARROW[d] });
  await el.updateComplete;
  expect(focusIndex(el), `focus on ${id}`).to.equal(indexOf(el, id));
}

async function byKeyboard(el: PatienceGame, m: MoveJSON): Promise<void> {
  if (m.kind === 'deal' || m.kind === 'row' || m.kind === 'recycle') {
    await goTo(el, m.kind === 'recycle' ? m.to : m.from);
    await sendKeys({ press: 'Enter' });
    return;
  }
  if (m.kind === 'cover' || m.kind === 'pair') {
    const [a, b] = m.kind === 'cover' ? [m.to, m.pair!] : [m.from, m.pair!];
    const before = el.moveCount;
    await goTo(el, a);
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    if (el.moveCount === before) {
      await goTo(el, b);
      await sendKeys({ press: 'Enter' });
    }
    return;
  }
  await goTo(el, m.from);
  // Up lifts one card more in a pile fanned down (a run of Klondike).
  for (let i = 1; i < m.count; i++) await sendKeys({ press: 'ArrowUp' });
  await sendKeys({ press: 'Enter' });
  await el.updateComplete;
  await goTo(el, m.to);
  await sendKeys({ press: 'Enter' });
}

/** Makes one move through the board and checks it: one move more, the move meant, the engine's table. */
async function play(el: PatienceGame, k: number, how: (el: PatienceGame, m: MoveJSON) => Promise<void>, label: string): Promise<void> {
  const before = el.state!;
  const m = pick(el.legalMoves(), k)!;
  expect(m, `${label}: a move to make`).to.not.equal(undefined);
  const heard = listen(['patience-move']);
  await how(el, m);
  await settle(el);
  heard.stop();
  expect(el.moveCount, `${label}: ${JSON.stringify(m)}`).to.equal(before.moveCount + 1);
  expect(
    heard.of('patience-move').map((e) => e.detail.move),
    label,
  ).to.deep.equal([m]);
  expect(el.state!.piles, label).to.deep.equal(expected(before, m));
}

describe('<patience-game>: every game played by pointer and by keyboard', () => {
  for (const variant of VARIANTS) {
    it(`${variant}: ${POINTER_MOVES} moves by pointer, then ${KEY_MOVES} by keyboard alone`, async () => {
      const seed = seedFor(variant, POINTER_MOVES + KEY_MOVES);
      const wrap = await fixture<HTMLElement>(
        html`<div><button id="before">before</button><patience-game variant=${variant} seed=${seed} no-analysis></patience-game></div>`,
      );
      const el = wrap.querySelector('patience-game')!;
      await settle(el);
      const sources = listen(['patience-move']);
      for (let k = 0; k < POINTER_MOVES; k++) await play(el, k, byPointer, `${variant} pointer #${k + 1}`);
      // Keyboard alone from here: Tab from the button before the game until a pile has focus.
      wrap.querySelector<HTMLElement>('#before')!.focus();
      for (let i = 0; i < 12 && !el.shadowRoot!.activeElement?.classList.contains('pile'); i++) await sendKeys({ press: 'Tab' });
      expect(el.shadowRoot!.activeElement?.classList.contains('pile'), 'Tab reaches the board').to.equal(true);
      for (let k = POINTER_MOVES; k < POINTER_MOVES + KEY_MOVES; k++)
        await play(el, k, byKeyboard, `${variant} keyboard #${k - POINTER_MOVES + 1}`);
      sources.stop();
      expect(sources.of('patience-move').map((e) => e.detail.source)).to.deep.equal([
        ...Array(POINTER_MOVES).fill('pointer'),
        ...Array(KEY_MOVES).fill('keyboard'),
      ]);
    });
  }
});
