/**
 * Property-based tests of `<patience-game>`'s host API (`play`, `undo`, `redo`, `restore`,
 * `state`, `legalMoves`) against the headless engine: any mix of these calls leaves the element
 * exactly where the engine, given the same calls, ends up; no card is created or lost; every
 * change fires its event; and the board shows every card of the state.
 */
import { expect } from '@open-wc/testing';
import '../../src/index.js';
import type { PatienceGame as PatienceElement } from '../../src/index.js';
import type { GameSession } from '../../src/engine/session.js';
import { GAMES } from '../named.js';
import { codesOf, dealt, fc, mutate, restoredOrThrow, seedArb, valuesOf, type Config } from './helpers.js';

/** Runs per game: each builds, plays and renders a real element. */
export const ELEMENT_RUNS = 50;

/** Each game with its default options, and once with every option at its last allowed value. */
const CONFIGS: Config[] = GAMES.flatMap((def) => {
  const out: Config[] = [{ variant: def.variant, options: {}, label: def.variant }];
  if (def.options.length) {
    const options = Object.fromEntries(def.options.map((o) => [o.name, valuesOf(o).at(-1)!]));
    out.push({ variant: def.variant, options, label: `${def.variant} ${JSON.stringify(options)}` });
  }
  return out;
});

type Op = { op: 'play' | 'bent' | 'undo' | 'redo' | 'restore' | 'render'; n: number; m: number };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ op: fc.constant('play' as const), n: fc.nat(), m: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('bent' as const), n: fc.nat(), m: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('undo' as const), n: fc.constant(0), m: fc.constant(0) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('redo' as const), n: fc.constant(0), m: fc.constant(0) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('restore' as const), n: fc.nat(), m: fc.constant(0) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('render' as const), n: fc.constant(0), m: fc.constant(0) }) },
);

/** The element's state without the clock, which runs on its own. */
const stateOf = (el: PatienceElement) => {
  const s = el.state!;
  return JSON.stringify({ ...s, elapsedMs: undefined });
};
const engineState = (g: GameSession) => JSON.stringify({ ...g.state, elapsedMs: undefined });

async function checkBoard(el: PatienceElement): Promise<void> {
  await el.updateComplete;
  const s = el.state!;
  const shown = el.shadowRoot!.querySelectorAll('.card').length;
  expect(shown).to.equal(s.piles.reduce((n, p) => n + p.cards.length, 0));
  expect(el.shadowRoot!.querySelectorAll('.pile').length).to.equal(s.piles.length);
}

// The games' code is here (named.ts loads it), and so is a game in play's (session.js, which a page
// loads after its first board's first cards): from then on a new board deals at once, before
// it renders, which the properties below rely on.
before(async () => {
  const first = document.createElement('patience-game');
  first.setAttribute('variant', 'klondike');
  document.body.append(first);
  await first.updateComplete;
  first.remove();
});

for (const c of CONFIGS) {
  describe(`properties: <patience-game> ${c.label}`, () => {
    it('play/undo/redo/restore keep the element and the engine in step, every card in place, every change announced', async () => {
      const host = document.createElement('div');
      host.style.width = '640px';
      document.body.append(host);
      try {
        await fc.assert(
          fc.asyncProperty(seedArb, fc.array(opArb, { maxLength: 60 }), async (seed, ops) => {
            const el = document.createElement('patience-game');
            el.setAttribute('variant', c.variant);
            el.setAttribute('seed', String(seed));
            for (const [k, v] of Object.entries(c.options)) el.setAttribute(k, String(v));
            const counts = { move: 0, undo: 0, redo: 0, error: 0 };
            el.addEventListener('patience-move', () => counts.move++);
            el.addEventListener('patience-undo', () => counts.undo++);
            el.addEventListener('patience-redo', () => counts.redo++);
            el.addEventListener('patience-error', () => counts.error++);
            host.append(el);
            try {
              let g = dealt(c, seed);
              expect(stateOf(el)).to.equal(engineState(g));
              const codes = codesOf(g.state);
              const expected = { move: 0, undo: 0, redo: 0 };
              for (const { op, n, m } of ops) {
                const legal = el.legalMoves();
                expect(legal).to.deep.equal(g.legalMoves());
                switch (op) {
                  case 'play':
                    if (legal.length === 0) break;
                    expect(el.play(legal[n % legal.length])).to.equal(true);
                    g.play(legal[n % legal.length]);
                    expected.move++;
                    break;
                  case 'bent': {
                    // A listed move bent out of shape: refused unless it happens to equal (by value) a
                    // move legalMoves() lists. The element takes the JSON form only.
                    if (legal.length === 0) break;
                    const bent = mutate(g, legal[n % legal.length], m, n);
                    const listed = legal.some(
                      (l) =>
                        l.kind === bent.kind &&
                        l.from === bent.from &&
                        l.to === bent.to &&
                        l.count === bent.count &&
                        (l.pair ?? undefined) === (bent.pair ?? undefined),
                    );
                    const took = el.play(bent);
                    expect(took, JSON.stringify(bent)).to.equal(listed);
                    if (took) {
                      expect(g.play(bent)).to.equal(true);
                      expected.move++;
                    }
                    break;
                  }
                  case 'undo': {
                    const did = g.undo();
                    expect(el.undo()).to.equal(did);
                    if (did) expected.undo++;
                    break;
                  }
                  case 'redo': {
                    const did = g.redo();
                    expect(el.redo()).to.equal(did);
                    if (did) expected.redo++;
                    break;
                  }
                  case 'restore': {
                    // Its own state back, as JSON text or as an object: history cleared, position kept.
                    const s = el.state!;
                    expect(el.restore(n % 2 ? JSON.stringify(s) : s)).to.equal(true);
                    g = restoredOrThrow(JSON.stringify(s));
                    expect(el.undo()).to.equal(false);
                    break;
                  }
                  case 'render':
                    await checkBoard(el);
                }
                expect(stateOf(el)).to.equal(engineState(g));
                const s = el.state!;
                expect(codesOf(s)).to.deep.equal(codes);
                expect(s.won && s.lost).to.equal(false);
                expect(el.won).to.equal(s.won);
                expect(el.lost).to.equal(!s.won && el.legalMoves().length === 0);
                expect(el.moveCount).to.equal(s.moveCount);
              }
              expect(counts).to.deep.equal({ ...expected, error: 0 });
              await checkBoard(el);
            } finally {
              el.remove();
            }
          }),
          { numRuns: ELEMENT_RUNS },
        );
      } finally {
        host.remove();
      }
    });
  });
}
