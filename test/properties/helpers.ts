/**
 * Shared pieces of the property-based tests: every game of the registry under every set of its
 * options, random walks of legal play driven by fast-check's numbers, card accounting, and the
 * ways a listed move is bent into one that must be refused.
 */
import fc from 'fast-check';
import { MAX_SEED } from '../../src/engine/rng.js';
import type { GameSession } from '../../src/engine/session.js';
import { dealNamed, GAMES, optionSets, restoreNamed, valuesOf } from '../named.js';
import type { GameState, MoveJSON } from '../../src/engine/state.js';
import type { Move, MoveKind, OptionValue } from '../../src/engine/types.js';
import positions from '../../stories/positions.json';

export { fc };

/**
 * Runs per property. The whole properties suite (every game/option set × 7 engine properties, plus
 * the element's) stays well under a minute on two cores; raise it locally to dig deeper.
 */
export const RUNS = 200;
/** Most moves in one random walk. */
export const MAX_STEPS = 120;

export { valuesOf };

export interface Config {
  variant: string;
  options: Record<string, OptionValue>;
  label: string;
}

/** Every game of the registry under every combination of its options' allowed values. */
export function configs(): Config[] {
  const out: Config[] = [];
  for (const def of GAMES) {
    for (const options of optionSets(def)) out.push({ variant: def.variant, options, label: `${def.variant} ${JSON.stringify(options)}` });
  }
  return out;
}

export const seedArb = fc.integer({ min: 0, max: MAX_SEED });
/** A walk: each number picks one of the moves listed at that step. */
export const walkArb = fc.array(fc.nat(), { maxLength: MAX_STEPS });

export function dealt(c: Config, seed: number): GameSession {
  const r = dealNamed(c.variant, c.options, seed);
  if (!r.ok) throw new Error(`${c.label}: ${r.error.message}`);
  return r.value;
}

export function restoredOrThrow(state: unknown): GameSession {
  const r = restoreNamed(state);
  if (!r.ok) throw new Error(`restore refused: ${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** Every card on the table as the engine's integers, sorted: each physical card exactly once. */
export function cardIds(g: GameSession): number[] {
  return g.table.piles.flatMap((p) => p.cards).sort((a, b) => a - b);
}

/** Every card code of a state, sorted (two-deck games repeat codes). */
export function codesOf(state: GameState): string[] {
  return state.piles.flatMap((p) => p.cards.map((c) => c.code)).sort();
}

/** A cheap exact fingerprint of everything that may change: table, redeals, move count, history depth. */
export function fingerprint(g: GameSession): string {
  return `${g.moveCount}|${g.canUndo}|${g.canRedo}|${g.table.redeals}|${JSON.stringify(g.table.piles)}`;
}

/** The table and move count only (what a move or its undo changes; not the redo stack). */
export function tableKey(g: GameSession): string {
  return `${g.moveCount}|${g.table.redeals}|${JSON.stringify(g.table.piles)}`;
}

/** Plays the walk; stops early when no move is left. Calls `each` after every move. */
export function walk(g: GameSession, picks: readonly number[], each?: (step: number) => void): number {
  let n = 0;
  for (const pick of picks) {
    const legal = g.legalMoves();
    if (legal.length === 0) break;
    if (!g.play(legal[pick % legal.length])) throw new Error(`a listed move was refused: ${JSON.stringify(legal[pick % legal.length])}`);
    n++;
    each?.(n);
  }
  return n;
}

const KINDS: MoveKind[] = ['move', 'deal', 'recycle', 'cover', 'pair'];

/** Is `m` equal by value to a move the engine lists (in either the JSON or the engine form)? */
export function isListed(g: GameSession, m: Record<string, unknown>): boolean {
  const same = (l: MoveJSON | Move) =>
    l.kind === m.kind && l.from === m.from && l.to === m.to && l.count === m.count && (l.pair ?? undefined) === (m.pair ?? undefined);
  return g.legalMoves().some(same) || g.moves().some(same);
}

/**
 * A listed move bent out of shape: `how` picks the change, `r` a number for it. Ids and indices
 * stay plausible (other piles of the table, neighbouring counts), so most results are moves a
 * confused host script could send.
 */
export function mutate(g: GameSession, base: MoveJSON, how: number, r: number): Record<string, unknown> {
  const ids = g.state.piles.map((p) => p.id);
  const pick = <T>(xs: readonly T[]) => xs[r % xs.length];
  const m: Record<string, unknown> = { ...base };
  switch (how % 12) {
    case 0:
      m.from = pick(ids);
      break;
    case 1:
      m.to = pick(ids);
      break;
    case 2:
      m.count = base.count + 1 + (r % 3);
      break;
    case 3:
      m.count = base.count - 1 - (r % 3);
      break;
    case 4:
      m.kind = pick(KINDS.filter((k) => k !== base.kind));
      break;
    case 5:
      m.pair = base.pair === undefined ? pick(ids) : pick(ids.filter((id) => id !== base.pair));
      break;
    case 6:
      if (base.pair !== undefined) delete m.pair;
      else m.count = String(base.count);
      break;
    case 7:
      [m.from, m.to] = [base.to, base.from];
      break;
    case 8:
      m.from = `${base.from} `;
      break;
    case 9:
      m.count = base.count + 0.5;
      break;
    case 10: {
      // The engine form (pile indices), bent.
      const e = g.findMove(base)!;
      return { kind: e.kind, from: e.from, to: (e.to + 1 + (r % 3)) % ids.length, count: e.count, pair: e.pair };
    }
    default:
      m.to = pick(['nowhere', 'tableau-99', '', 'Stock', 'tableau-' + ids.length]);
  }
  return m;
}

/** Nearly-won positions of every game and option (the stories' file: five moves from a win). */
let nearlyWon: GameState[] | null = null;
export async function nearlyWonPositions(): Promise<GameState[]> {
  if (!nearlyWon) {
    nearlyWon = Object.values(positions as unknown as Record<string, GameState>);
  }
  return nearlyWon;
}
