/** Shared helpers for the element tests. */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import type { PatienceGame } from '../../src/index.js';
import type { GameSession } from '../../src/engine/session.js';
import { dealNamed } from '../named.js';
import type { BoardGeometry } from '../../src/render/geometry.js';

/** What a test may look at inside the element (its controllers are private). */
export function inside(el: PatienceGame): {
  geometry: BoardGeometry | null;
  reducedMotion: boolean;
  motionSpeed: number;
  game: GameSession | null;
} {
  const c = el as unknown as {
    layout: { geometry: BoardGeometry | null };
    motion: { reduced: boolean; speed: number };
    games: { game: GameSession | null };
  };
  return { geometry: c.layout.geometry, reducedMotion: c.motion.reduced, motionSpeed: c.motion.speed, game: c.games.game };
}

/** Resolves when every animation in the element's shadow root has finished. */
export async function settle(el: PatienceGame): Promise<void> {
  await el.updateComplete;
  const anims = el.shadowRoot!.getAnimations();
  for (const a of anims) a.finish();
  await el.updateComplete;
}

export const pileEl = (el: PatienceGame, id: string) => el.shadowRoot!.querySelector<HTMLElement>(`.pile[data-id="${id}"]`)!;

export const cardsOf = (el: PatienceGame, id: string) => [...pileEl(el, id).querySelectorAll<HTMLElement>(':scope > .card')];

/** Collects the events of the given types heard on `document`. */
export function listen(types: string[]): { events: CustomEvent[]; of(type: string): CustomEvent[]; stop(): void } {
  const events: CustomEvent[] = [];
  const on = (e: Event) => events.push(e as CustomEvent);
  for (const t of types) document.addEventListener(t, on);
  return {
    events,
    of: (type) => events.filter((e) => e.type === type),
    stop: () => types.forEach((t) => document.removeEventListener(t, on)),
  };
}

/** The centre of an element, in client coordinates. */
export function centre(el: Element): { x: number; y: number } {
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

/** Dispatches a pointer event as a mouse would. */
export function pointer(target: Element, type: string, x: number, y: number, extra: PointerEventInit = {}): void {
  target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      composed: true,
      cancelable: true,
      pointerId: 1,
      pointerType: 'mouse',
      isPrimary: true,
      button: 0,
      buttons: type === 'pointerup' ? 0 : 1,
      clientX: x,
      clientY: y,
      ...extra,
    }),
  );
}

/** Drags from one element's centre to a point in steps, as a hand would. */
export async function drag(el: PatienceGame, from: Element, to: { x: number; y: number }, steps = 6): Promise<void> {
  const a = centre(from);
  const board = el.shadowRoot!.querySelector('.board')!;
  pointer(from, 'pointerdown', a.x, a.y);
  for (let i = 1; i <= steps; i++) {
    pointer(board, 'pointermove', a.x + ((to.x - a.x) * i) / steps, a.y + ((to.y - a.y) * i) / steps);
    await new Promise((r) => requestAnimationFrame(r));
  }
  pointer(board, 'pointerup', to.x, to.y);
  await el.updateComplete;
}

export function key(target: Element, k: string, init: KeyboardEventInit = {}): void {
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true, cancelable: true, ...init }));
}

/** A deal of the engine (default options), for positions to restore. */
export function dealt(variant: string, seed: number): GameSession {
  const r = dealNamed(variant, {}, seed);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

export const verdictEl = (el: PatienceGame) => el.shadowRoot!.querySelector<HTMLElement>('[part~="verdict"]');

/** Waits until the verdict shown is settled (not being checked) and returns its kind. */
export async function verdict(el: PatienceGame, timeout = 5000): Promise<string> {
  await el.updateComplete;
  await waitUntil(() => verdictEl(el) !== null && !verdictEl(el)!.classList.contains('checking'), 'no verdict shown', { timeout });
  const v = verdictEl(el)!;
  return ['winnable', 'unwinnable', 'unknown'].find((k) => v.classList.contains(k))!;
}

const mounted: Element[] = [];

/**
 * A `<patience-game>` (or another tag) with these attributes, appended to the page and rendered
 * (a "page load"); `unmountAll()`, in an `afterEach`, takes every one away again.
 */
export async function mount(attrs: Record<string, string>, tag = 'patience-game'): Promise<PatienceGame> {
  const el = document.createElement(tag) as PatienceGame;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  mounted.push(el);
  await el.updateComplete;
  return el;
}

export function unmountAll(): void {
  for (const el of mounted.splice(0)) el.remove();
}

/**
 * For each test of the calling suite (its hooks are registered where this is called): the
 * `patience-error` events that reach the document, and whatever error or rejected promise
 * reaches the page, which must be nothing (checked after each test).
 */
export function watchErrors(): { errors: CustomEvent[]; pageErrors: unknown[] } {
  const errors: CustomEvent[] = [];
  const pageErrors: unknown[] = [];
  const onError = (e: Event) => errors.push(e as CustomEvent);
  const onPageError = (e: ErrorEvent | PromiseRejectionEvent) => pageErrors.push('reason' in e ? e.reason : (e.error ?? e.message));
  beforeEach(() => {
    errors.length = 0;
    pageErrors.length = 0;
    document.addEventListener('patience-error', onError);
    window.addEventListener('error', onPageError);
    window.addEventListener('unhandledrejection', onPageError);
  });
  afterEach(() => {
    document.removeEventListener('patience-error', onError);
    window.removeEventListener('error', onPageError);
    window.removeEventListener('unhandledrejection', onPageError);
    expect(pageErrors, 'no error may reach the page').to.deep.equal([]);
  });
  return { errors, pageErrors };
}
