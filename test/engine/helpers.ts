/**
 * Helpers for the engine tests: hand-built positions as API states, and checks every game
 * shares (refused moves change nothing, seeded deals, random play keeps every card).
 */
import { expect } from '@open-wc/testing';
import { cardCode } from '../../src/engine/cards.js';
import { mulberry32 } from '../../src/engine/rng.js';
import type { GameSession } from '../../src/engine/session.js';
import { dealNamed, restoreNamed } from '../named.js';
import type { GameState, MoveJSON } from '../../src/engine/state.js';

export type Options = Record<string, unknown>;

/** A fresh deal; throws when the variant or options are refused. */
export function deal(variant: string, options: Options = {}, seed = 1): GameSession {
  const r = dealNamed(variant, options, seed);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/**
 * A hand-built state of `variant`. `piles` gives piles by id, cards bottom to top as codes
 * (`'AS 7H TD'`); a `*` among them stands for every card of the deck named nowhere else, in
 * the deck's own order (suit by suit, ace up). Piles not named are empty, except in Bayan,
 * whose line holds exactly the piles named. `down` gives how many cards at the bottom of a
 * pile lie face down; the stock lies face down unless `down` says otherwise.
 */
export function position(
  variant: string,
  options: Options,
  piles: Record<string, string>,
  down: Record<string, number> = {},
  extra: Partial<GameState> = {},
): GameState {
  const rules = deal(variant, options).rules;
  const named = Object.values(piles).flatMap(words);
  const rest = rules.deck.map(cardCode);
  for (const code of named) {
    const i = rest.indexOf(code);
    if (i >= 0) rest.splice(i, 1);
  }
  let specs = rules.specs;
  if (rules.shrinks) specs = specs.filter((s) => s.id in piles);
  for (const id of Object.keys(piles)) {
    if (!specs.some((s) => s.id === id)) throw new Error(`position(): ${variant} has no pile "${id}"`);
  }
  return {
    variant,
    seed: 0,
    options: { ...rules.options },
    moveCount: 0,
    won: false,
    lost: false,
    redealsUsed: 0,
    ...extra,
    piles: specs.map((s) => {
      const codes = words(piles[s.id] ?? '').flatMap((w) => (w === '*' ? rest : [w]));
      const d = down[s.id] ?? (s.kind === 'stock' ? codes.length : 0);
      return { id: s.id, kind: s.kind, cards: codes.map((code, i) => ({ code, faceUp: i >= d })) };
    }),
  };
}

const words = (s: string): string[] => s.split(/\s+/).filter((w) => w.length > 0);

/** Restores a state; throws with the engine's message when it is refused. */
export function restored(state: unknown): GameSession {
  const r = restoreNamed(state);
  if (!r.ok) throw new Error(`restore refused: ${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** A hand-built position in play: `restored(position(...))`. */
export function game(variant: string, options: Options, piles: Record<string, string>, down: Record<string, number> = {}): GameSession {
  return restored(position(variant, options, piles, down));
}

/** The error code `restore` gives for a state it refuses (fails the test when it accepts it). */
export function refusal(state: unknown): string {
  const r = restoreNamed(state);
  expect(r.ok, 'restore should refuse this state').to.equal(false);
  return r.ok ? '' : r.error.code;
}

/** A pile's cards, bottom to top, as codes; face-down cards in parentheses: `'(7H) (8S) TD'`. */
export function show(g: GameSession, id: string): string {
  const p = g.state.piles.find((x) => x.id === id);
  if (!p) throw new Error(`no pile "${id}"`);
  return p.cards.map((c) => (c.faceUp ? c.code : `(${c.code})`)).join(' ');
}

export const move = (from: string, to: string, count = 1): MoveJSON => ({ kind: 'move', from, to, count });

/** Plays a move that must be legal. */
export function plays(g: GameSession, m: MoveJSON): void {
  expect(g.play(m), `${JSON.stringify(m)} should be legal`).to.equal(true);
}

/** Asserts a move is refused, is not listed, and leaves the state exactly as it was. */
export function refuses(g: GameSession, m: unknown): void {
  const before = JSON.stringify(g.state);
  expect(
    g.legalMoves().some((x) => JSON.stringify(x) === JSON.stringify(m)),
    `${JSON.stringify(m)} is listed`,
  ).to.equal(false);
  expect(g.play(m), `${JSON.stringify(m)} should be refused`).to.equal(false);
  expect(JSON.stringify(g.state)).to.equal(before);
}

/** The legal moves as sorted JSON strings, to compare whole lists. */
export function movesOf(g: GameSession): string[] {
  return g
    .legalMoves()
    .map((m) => JSON.stringify(m))
    .sort();
}
export const sortedJSON = (ms: MoveJSON[]): string[] => ms.map((m) => JSON.stringify(m)).sort();

/** Every card code on the table, sorted (two-deck games repeat codes). */
export function cardsOnTable(g: GameSession): string[] {
  return g.state.piles.flatMap((p) => p.cards.map((c) => c.code)).sort();
}

/**
 * The checks every game shares, for each set of options: seeded deals, undo/redo, and random
 * legal play that never creates, loses or duplicates a card and always yields a state that
 * `restore` takes back.
 */
export function describeCommon(variant: string, optionSets: Options[] = [{}]): void {
  describe(`${variant}: what every game promises`, () => {
    for (const options of optionSets) {
      const label = JSON.stringify(options);
      it(`deals the same game for the same seed and different games for different seeds ${label}`, () => {
        const a = deal(variant, options, 12345).state;
        expect(deal(variant, options, 12345).state).to.deep.equal(a);
        expect(deal(variant, options, 12346).state.piles).not.to.deep.equal(a.piles);
        expect(deal(variant, options, 0).state.piles).not.to.deep.equal(deal(variant, options, 4294967295).state.piles);
        expect(a.variant).to.equal(variant);
        expect(a.seed).to.equal(12345);
        expect(a.moveCount).to.equal(0);
      });

      it(`keeps every card in exactly one place through random play, undo and redo ${label}`, () => {
        const deck = cardsOnTable(deal(variant, options, 1));
        let moves = 0;
        for (let seed = 1; seed <= 40 && moves < 1500; seed++) {
          const g = deal(variant, options, seed);
          const rnd = mulberry32(seed * 7919);
          for (let step = 0; step < 150; step++) {
            const legal = g.legalMoves();
            if (legal.length === 0) break;
            const before = g.state;
            plays(g, legal[Math.floor(rnd() * legal.length)]);
            moves++;
            expect(cardsOnTable(g)).to.deep.equal(deck);
            expect(g.moveCount).to.equal(before.moveCount + 1);
            if (rnd() < 0.2) {
              const after = g.state;
              expect(g.undo()).to.equal(true);
              expect(g.state).to.deep.equal(before);
              expect(g.redo()).to.equal(true);
              expect(g.state).to.deep.equal(after);
            }
            expect(restored(JSON.parse(JSON.stringify(g.state))).state).to.deep.equal(g.state);
          }
          expect(g.state.lost).to.equal(!g.won && g.legalMoves().length === 0);
        }
        expect(moves).to.be.greaterThan(100);
      });
    }

    it('finds a single move legal exactly when the full list has it (rules.legalMove)', () => {
      const g = deal(variant, optionSets[0], 2);
      const rules = g.rules;
      const rnd = mulberry32(4242);
      const kinds = ['move', 'deal', 'recycle', 'cover', 'pair'] as const;
      let checked = 0;
      for (let seed = 2; seed <= 12; seed++) {
        let t = rules.deal(seed);
        for (let step = 0; step < 120; step++) {
          const legal = rules.legalMoves(t);
          for (const m of legal) expect(rules.legalMove(t, { ...m }), JSON.stringify(m)).to.deep.equal(m);
          for (let i = 0; i < 20; i++) {
            const n = t.piles.length;
            const m = {
              kind: kinds[Math.floor(rnd() * kinds.length)],
              from: Math.floor(rnd() * (n + 1)) - 1,
              to: Math.floor(rnd() * n),
              count: 1 + Math.floor(rnd() * 4),
            };
            const listed =
              legal.find((x) => x.kind === m.kind && x.from === m.from && x.to === m.to && x.count === m.count && x.pair === undefined) ??
              null;
            expect(rules.legalMove(t, m), JSON.stringify(m)).to.deep.equal(listed);
            checked++;
          }
          if (legal.length === 0) break;
          t = rules.apply(t, legal[Math.floor(rnd() * legal.length)]);
        }
      }
      expect(checked).to.be.greaterThan(200);
    });

    it('refuses a move it did not list and changes nothing', () => {
      const g = deal(variant, optionSets[0], 3);
      refuses(g, { kind: 'move', from: 'nowhere', to: 'tableau-0', count: 1 });
      refuses(g, { kind: 'recycle', from: 'waste', to: 'stock', count: 0 });
      refuses(g, null);
      refuses(g, 'move');
    });

    it('undoes back to the deal and redoes to where it was', () => {
      const g = deal(variant, optionSets[0], 5);
      const start = g.state;
      const rnd = mulberry32(17);
      const seen = [start];
      for (let i = 0; i < 10 && g.legalMoves().length > 0; i++) {
        const legal = g.legalMoves();
        plays(g, legal[Math.floor(rnd() * legal.length)]);
        seen.push(g.state);
      }
      expect(seen.length).to.be.greaterThan(1);
      for (let i = seen.length - 2; i >= 0; i--) {
        expect(g.undo()).to.equal(true);
        expect(g.state).to.deep.equal(seen[i]);
      }
      expect(g.undo()).to.equal(false);
      for (let i = 1; i < seen.length; i++) {
        expect(g.redo()).to.equal(true);
        expect(g.state).to.deep.equal(seen[i]);
      }
      expect(g.redo()).to.equal(false);
    });
  });
}
