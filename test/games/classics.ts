/** What the tests of Spider, Yukon and Canfield share: tables built by hand, board bounds, a game won by hints alone. */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import type { PatienceGame } from '../../src/index.js';
import '../../src/index.js';
import { makeCard } from '../../src/engine/cards.js';
import type { Move, Pile, Rules, Table } from '../../src/engine/types.js';
import type { GameLayout } from '../../src/render/layout.js';
import { boardGeometry, cardWidthFor } from '../../src/render/geometry.js';
import { solveRules } from '../named.js';
import { exhaustive, replay } from '../engine/search-helpers.js';

/** A card from its code-like parts: rank 1…13, suit C D H S, copy. */
export const card = (r: number, s: 'C' | 'D' | 'H' | 'S', copy = 0): number => makeCard(r, 'CDHS'.indexOf(s), copy);
export const up = (cards: number[]): Pile => ({ cards, down: 0 });
export const downUp = (down: number[], upCards: number[]): Pile => ({ cards: [...down, ...upCards], down: down.length });
export const table = (piles: Pile[], redeals = 0): Table => ({ piles, redeals });
/** The pile index of an id. */
export const at = (rules: Rules, id: string): number => rules.specs.findIndex((s) => s.id === id);
/** The legal move from pile id `from` to pile id `to` with `count` cards, or undefined. */
export const moveOf = (rules: Rules, t: Table, from: string, to: string, count = 1): Move | undefined =>
  rules.legalMoves(t).find((m) => m.kind === 'move' && m.from === at(rules, from) && m.to === at(rules, to) && m.count === count);

/** Every pile and card of every deal seed 1…3 of `rules` lies inside the board at 320 and 1280 px (and `extra` tables too). */
export function expectInsideBoard(rules: Rules, layout: GameLayout, extra: Table[] = []): void {
  const tables = [1, 2, 3].map((s) => rules.deal(s)).concat(extra);
  for (const width of [320, 1280]) {
    for (const t of tables) {
      const cardW = cardWidthFor(layout, width, 112);
      const geo = boardGeometry(layout, { specs: rules.specs, table: t, options: rules.options }, cardW);
      expect(geo.width, `board width at ${width}`).to.be.at.most(width + 0.5);
      for (const p of geo.piles) {
        expect(p.x, p.id).to.be.at.least(0);
        expect(p.y, p.id).to.be.at.least(0);
        for (const c of p.cards) {
          expect(p.x + c.x + geo.cardW, `${p.id} at ${width}`).to.be.at.most(geo.width + 0.5);
          expect(p.y + c.y + geo.cardH, `${p.id} at ${width}`).to.be.at.most(geo.height + 0.5);
        }
      }
    }
  }
}

/**
 * A real `<patience-game>` of the given attributes, played by pressing Hint alone (each hint
 * played) until won; a deal proven winnable first. The board's own search proves it too, within
 * a budget of positions (the same on every machine), so the hints follow what it knows whatever
 * a hint's timed search could find on a loaded machine (how well hints do on their own is
 * bench:hints's figure).
 */
export async function wonByHints(attrs: Record<string, string>, maxMoves = 600): Promise<PatienceGame> {
  const el = document.createElement('patience-game') as PatienceGame;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  await el.updateComplete;
  await waitUntil(() => el.legalMoves().length > 0, 'no deal', { timeout: 10_000 });
  expect((await el.analyze({ positions: 2_000_000 })).result, 'the board proves the deal').to.equal('winnable');
  for (let i = 0; i < maxMoves && !el.won; i++) {
    const hint = await el.hint();
    expect(hint, `a hint at move ${i}`).to.not.equal(null);
    expect(el.play(hint)).to.equal(true);
  }
  expect(el.won, 'won by hints alone').to.equal(true);
  el.remove();
  return el;
}

/** The first seed from `start` that the solver proves winnable within `nodes` positions. */
export function winnableSeed(rules: Rules, start: number, nodes: number): number {
  for (let seed = start; seed < start + 50; seed++) {
    if (solveRules(rules, rules.deal(seed), { nodes }).result === 'winnable') return seed;
  }
  throw new Error('no winnable seed found');
}

/**
 * The solver's verdict on each table against a plain exhaustive search (no pruning): the same
 * where the exhaustive search decides within `cap` positions, and every winning line replays
 * to a won table. Returns how many were compared won and lost. `key`: positions alike up to
 * the game's symmetries (interchangeable piles) for the exhaustive search.
 */
export function agreesWithExhaustive(
  rules: Rules,
  tables: Table[],
  cap: number,
  nodes: number,
  key?: (t: Table) => string,
): { won: number; lost: number } {
  let won = 0;
  let lost = 0;
  for (const t of tables) {
    const truth = exhaustive(rules, t, cap, key ? { key } : {});
    if (truth === null) continue;
    const r = solveRules(rules, t, { nodes });
    expect(r.result, JSON.stringify(t.piles.map((p) => [p.cards, p.down]))).to.equal(truth ? 'winnable' : 'unwinnable');
    if (r.result === 'winnable') {
      const seen = replay(rules, t, r.moves);
      expect(rules.isWon(seen[seen.length - 1]), 'the line ends won').to.equal(true);
      won++;
    } else lost++;
  }
  return { won, lost };
}

/** Shuffles `a` in place with `rnd`. */
export function shuffled<T>(a: T[], rnd: () => number): T[] {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/** A table's key up to interchangeable piles (`groups`: pile indices) and the copies of a card. */
export const symmetricKey =
  (groups: number[][]) =>
  (t: Table): string => {
    const pile = (i: number) => `${t.piles[i].cards.length ? t.piles[i].down : 0}:${t.piles[i].cards.map((c) => c & 63).join(',')}`;
    const grouped = new Set(groups.flat());
    const single = t.piles.map((_, i) => i).filter((i) => !grouped.has(i));
    return [...single.map(pile), ...groups.map((g) => g.map(pile).sort().join('/'))].join('|') + ':' + t.redeals;
  };
