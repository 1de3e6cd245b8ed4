/**
 * UI fuzzing: thousands of random pointer (mouse, pen and touch), click, double-click, focus and
 * key events (arrows, Enter, Space, Escape, Tab, letters, Ctrl/Cmd+Z/Y, Shift) sent at each of
 * the games of the registry in Chromium, with pauses that let timers, animations and auto-complete run.
 *
 * After every event: no exception reached the page, the cards of `el.state` are the same
 * multiset as at the start (a new game deals the same deck), and `won`/`lost` agree with the
 * legal moves. At the end the board shows every card and `play(legalMoves()[0])` works.
 *
 * The host script joins in now and then (a random legal `play()`, a `restore()` of a position
 * five moves from a win) so that the input reaches deep positions, end panels and auto-complete.
 *
 * Seeded: every run uses SEED (plus the game's index) and prints it; set SEED to a printed
 * value to replay a failure exactly.
 *
 * The games are shared among four test files (`ui-1.test.ts` … `ui-4.test.ts`, each a quarter of
 * them), so that each file ends well within the runner's limit on a loaded machine and two run
 * side by side.
 */
import { expect } from '@open-wc/testing';
import '../../src/index.js';
import type { GameState, PatienceGame } from '../../src/index.js';
import { mulberry32 } from '../../src/engine/rng.js';
import { VARIANTS } from '../../src/games/registry.js';
import positionsFile from '../../stories/positions.json';

/** The run's seed: change it (or set it to a printed one) to explore or to replay. */
const SEED = 20_250_601;
/** Events per game. */
const EVENTS = 4000;

const KEYS = [
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Enter',
  ' ',
  'Escape',
  'Tab',
  'Home',
  'End',
  'h',
  'n',
  'p',
  'z',
  'y',
  'u',
  'a',
  'Z',
  'Y',
  'q',
  '1',
  'Delete',
  'Backspace',
];
const POINTER_TYPES = ['mouse', 'mouse', 'touch', 'pen'];

const pageErrors: string[] = [];
const onError = (e: ErrorEvent) => pageErrors.push(String(e.error?.stack ?? e.message));
const onRejection = (e: PromiseRejectionEvent) => pageErrors.push(`unhandled rejection: ${String(e.reason?.stack ?? e.reason)}`);

const codes = (el: PatienceGame) =>
  el
    .state!.piles.flatMap((p) => p.cards.map((c) => c.code))
    .sort()
    .join(' ');

const totals = {
  pointer: 0,
  click: 0,
  dblclick: 0,
  key: 0,
  focus: 0,
  pause: 0,
  api: 0,
  restores: 0,
  moves: 0,
  undos: 0,
  deals: 0,
  wins: 0,
};

/** Positions five moves from a win, for every game (the stories' file). */
let nearlyWonList: GameState[] | null = null;
async function nearlyWon(): Promise<GameState[]> {
  nearlyWonList ??= Object.values(positionsFile as unknown as Record<string, GameState>);
  return nearlyWonList;
}

/** Fuzzes game `gi` of the registry for every `gi % parts === part`. */
export function fuzzGames(part: number, parts: number): void {
  describe(`fuzz: random input at the games (part ${part + 1} of ${parts})`, () => {
    before(() => {
      window.addEventListener('error', onError);
      window.addEventListener('unhandledrejection', onRejection);
    });
    after(() => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      const events = totals.pointer + totals.click + totals.dblclick + totals.key + totals.focus;
      console.log(`fuzz: ${events} UI events (${JSON.stringify(totals)}), part ${part + 1} of ${parts}, seed ${SEED}`);
    });

    VARIANTS.forEach((variant, gi) => {
      if (gi % parts !== part) return;
      it(`${variant}: ${EVENTS} random events, no error, no card gained or lost, still playable`, async function () {
        // What is checked is the outcome, not the speed: room for a slow, shared machine.
        this.timeout(90_000);
        const seed = (SEED + gi) >>> 0;
        const rnd = mulberry32(seed);
        const int = (n: number) => Math.floor(rnd() * n);
        const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)];
        const where = `${variant}, seed ${seed}`;

        const host = document.createElement('div');
        host.style.width = `${320 + int(700)}px`;
        document.body.append(host);
        const el = document.createElement('patience-game');
        el.setAttribute('variant', variant);
        el.setAttribute('seed', String(seed % 1000));
        host.append(el);
        el.addEventListener('patience-move', () => totals.moves++);
        el.addEventListener('patience-undo', () => totals.undos++);
        el.addEventListener('patience-deal', () => totals.deals++);
        el.addEventListener('patience-win', () => totals.wins++);
        await el.updateComplete;
        const root = el.shadowRoot!;
        const deck = codes(el);
        const starts = (await nearlyWon()).filter(
          (p) => p.variant === variant && JSON.stringify(p.options) === JSON.stringify(el.state!.options),
        );
        pageErrors.length = 0;

        const point = () => {
          // Half the time on a card, a pile or a button; else anywhere on or just around the element.
          const parts = rnd() < 0.5 ? [...root.querySelectorAll('.card, .pile, button')] : [];
          const r = parts.length ? pick(parts).getBoundingClientRect() : el.getBoundingClientRect();
          const m = parts.length ? 0 : 20;
          return { x: r.left - m + rnd() * (r.width + 2 * m), y: r.top - m + rnd() * (r.height + 2 * m) };
        };
        const targetAt = (x: number, y: number): Element => root.elementFromPoint(x, y) ?? el;
        let pointerType = 'mouse';
        let pointerId = 1;
        let down = false;
        const pointer = (type: string, x: number, y: number, target?: Element) => {
          const t = target ?? targetAt(x, y);
          t.dispatchEvent(
            new PointerEvent(type, {
              bubbles: true,
              composed: true,
              cancelable: true,
              pointerId,
              pointerType,
              isPrimary: rnd() < 0.95,
              button: type === 'pointermove' ? -1 : rnd() < 0.9 ? 0 : 2,
              buttons: type === 'pointerup' || type === 'pointercancel' ? 0 : 1,
              clientX: x,
              clientY: y,
            }),
          );
          totals.pointer++;
        };
        const mouse = (type: 'click' | 'dblclick', x: number, y: number) => {
          targetAt(x, y).dispatchEvent(
            new MouseEvent(type, {
              bubbles: true,
              composed: true,
              cancelable: true,
              clientX: x,
              clientY: y,
              detail: type === 'click' ? 1 : 2,
            }),
          );
          totals[type]++;
        };
        const key = () => {
          // New game ("n") is rare: it throws the game's progress away.
          let k = pick(KEYS);
          if (k === 'n' && rnd() < 0.8) k = 'Enter';
          const init: KeyboardEventInit = {
            key: k,
            bubbles: true,
            composed: true,
            cancelable: true,
            ctrlKey: rnd() < 0.2,
            metaKey: rnd() < 0.05,
            shiftKey: rnd() < 0.15,
            altKey: rnd() < 0.05,
            repeat: rnd() < 0.05,
          };
          const target = root.activeElement ?? (rnd() < 0.5 ? pick([...root.querySelectorAll('.pile, button')]) : undefined) ?? el;
          target.dispatchEvent(new KeyboardEvent('keydown', init));
          target.dispatchEvent(new KeyboardEvent('keyup', init));
          totals.key++;
        };

        const check = (i: number) => {
          const at = `${where}, event ${i}`;
          expect(pageErrors, at).to.deep.equal([]);
          expect(el.state, at).not.to.equal(null);
          expect(codes(el), `${at}: the cards changed`).to.equal(deck);
          const s = el.state!;
          expect(s.won && s.lost, at).to.equal(false);
          expect(s.lost, at).to.equal(!s.won && el.legalMoves().length === 0);
        };

        for (let i = 0; i < EVENTS; i++) {
          const r = rnd();
          if (r < 0.42) {
            // A press, a drag of a few steps, a release (or a cancel), sometimes left hanging.
            const a = point();
            if (!down) {
              pointerType = pick(POINTER_TYPES);
              pointerId = rnd() < 0.9 ? 1 : 2;
              pointer('pointerdown', a.x, a.y);
              down = true;
            } else if (rnd() < 0.6) {
              const board = root.querySelector('.board') ?? el;
              pointer('pointermove', a.x, a.y, board);
            } else {
              const board = root.querySelector('.board') ?? el;
              pointer(rnd() < 0.9 ? 'pointerup' : 'pointercancel', a.x, a.y, board);
              down = false;
            }
          } else if (r < 0.57) {
            const a = point();
            mouse('click', a.x, a.y);
          } else if (r < 0.63) {
            const a = point();
            mouse('dblclick', a.x, a.y);
          } else if (r < 0.87) {
            key();
          } else if (r < 0.91) {
            const focusable = [...root.querySelectorAll<HTMLElement>('.pile, button')];
            if (focusable.length) pick(focusable).focus();
            totals.focus++;
          } else if (r < 0.95) {
            // The host script plays too, to carry the game deeper than random clicks do.
            const legal = el.legalMoves();
            if (legal.length) el.play(pick(legal));
            totals.api++;
          } else if (r < 0.965) {
            // ... or puts it five moves from a win (same deck), so wins, end panels and auto-complete get fuzzed.
            if (starts.length) expect(el.restore(pick(starts)), where).to.equal(true);
            totals.restores++;
          } else {
            // Let renders, animation frames, hint timers and auto-complete steps happen.
            totals.pause++;
            if (rnd() < 0.25) await new Promise((res) => setTimeout(res, int(130)));
            else await new Promise((res) => requestAnimationFrame(res));
          }
          if (i % 8 === 0) await el.updateComplete;
          check(i);
        }

        // Settle: let go of any press, stop auto-complete, finish animations.
        if (down) pointer('pointerup', 0, 0, root.querySelector('.board') ?? el);
        await el.updateComplete;
        for (const a of root.getAnimations()) if (a.effect?.getComputedTiming().endTime !== Infinity) a.finish();
        await el.updateComplete;
        check(EVENTS);
        const s = el.state!;
        expect(root.querySelectorAll('.card').length, where).to.equal(s.piles.reduce((n, p) => n + p.cards.length, 0));
        // Still playable: a listed move is taken (after an undo if the game ended lost).
        if (el.lost) expect(el.undo(), `${where}: undo out of a lost game`).to.equal(true);
        const legal = el.legalMoves();
        if (!el.won) expect(legal.length, `${where}: moves left`).to.be.greaterThan(0);
        if (legal.length) expect(el.play(legal[0]), where).to.equal(true);
        check(EVENTS + 1);
        el.remove();
        host.remove();
      });
    });
  });
}
