/**
 * What a game is to the engine (`GameDefinition`), the table helpers every game's code shares,
 * and its deal (`dealTable`): all a board needs to draw a deal. Its rules of play are made from
 * the definition in make-rules.ts.
 */
import type { Card } from './cards.js';
import { shuffle } from './rng.js';
import type { GameMechanics } from './description/mechanics.js';
import type { Move, OptionSpec, Options, OptionValue, Pile, PileSpec, Rules, Table } from './types.js';

export interface GameDefinition {
  readonly variant: string;
  readonly options: readonly OptionSpec[];
  deck(options: Options): Card[];
  piles(options: Options): PileSpec[];
  /** Lays the shuffled deck out (the table's piles in `piles` order). */
  deal(shuffled: Card[], options: Options): Pile[];
  /**
   * How a seed orders the deck before `deal` lays it out. Default: the project's shuffle
   * (rng.ts). FreeCell deals Microsoft's numbered games with Microsoft's own generator.
   */
  shuffle?(deck: readonly Card[], seed: number, options: Options): Card[];
  /** Stock rules; omit for games without a stock to turn. */
  stock?(options: Options): { draw: number; redeals: number } | null;
  /** Moves beyond the shared ones (Bayan's line, Two by Two's cover, Envelopes' pairs). */
  extraMoves?(table: Table, rules: Rules, out: Move[]): void;
  /** Applies a move of the game's own kinds; return null to let the shared apply handle it. */
  applyExtra?(table: Table, move: Move, rules: Rules): Table | null;
  /** Automatic consequences that belong to the move (a joker back to the reserve, a refill). */
  after?(table: Table, move: Move, rules: Rules): Table;
  /**
   * Leave out moves that only carry a whole pile onto an empty pile of the same kind: they
   * relabel the table and nothing else, and would keep a stuck game from ever counting as lost.
   */
  readonly skipPileShifts?: boolean;
  /** Emptied piles disappear, so a table holds the first n of the specs (Bayan's line). */
  readonly shrinks?: boolean;
  /**
   * The most cards one `move` may carry from pile `from` to pile `to` on this table, on top of
   * what the piles' `lift` and `takes` allow: a limit that depends on the table (FreeCell: as
   * many as its free cells and empty columns could carry one card at a time). Asked only when
   * more than one card could go; omitted: no such limit.
   */
  maxRun?(table: Table, from: number, to: number, rules: Rules): number;
  /** Default: every card but the jokers is on the foundations. */
  isWon?(table: Table, rules: Rules): boolean;
  /** A move that can never spoil a win (auto-play; the solver plays it at once), or null. */
  safeMove?(rules: Rules, table: Table): Move | null;
  /** What a description says beyond the piles' specs (`Rules.mechanics`). */
  mechanics?(options: Options): GameMechanics;
  /** Extra checks on a restored table (message when impossible). */
  validate?(table: Table, rules: Rules): string | null;
}

// ---- options ----

export function choiceOption(name: string, values: readonly OptionValue[], dflt: OptionValue): OptionSpec {
  return {
    name,
    default: dflt,
    allowed: values,
    parse(raw) {
      const s = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : null;
      return s === null ? undefined : values.find((v) => String(v) === s);
    },
  };
}

/** Stock redeals: 0, a positive whole number, or `unlimited`. */
export function redealsOption(): OptionSpec {
  return {
    name: 'redeals',
    default: 0,
    allowed: '0, a positive whole number, or unlimited',
    pattern: '^(\\d{1,6}|unlimited)$',
    parse(raw) {
      if (raw === 'unlimited') return 'unlimited';
      const s = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
      if (s === 'unlimited') return 'unlimited';
      if (!/^\d{1,6}$/.test(s)) return undefined;
      return Number(s);
    },
  };
}

// ---- pile helpers shared by games ----

export const emptyPile: Pile = Object.freeze({ cards: Object.freeze([]) as readonly Card[], down: 0 });
export const faceUp = (cards: readonly Card[]): Pile => ({ cards, down: 0 });
export const faceDown = (cards: readonly Card[]): Pile => ({ cards, down: cards.length });
export const top = (p: Pile): Card => p.cards[p.cards.length - 1];

/** A new pile list with some piles replaced. */
export function withPiles(table: Table, changes: ReadonlyArray<readonly [number, Pile]>): Table {
  const piles = table.piles.slice();
  for (const [i, p] of changes) piles[i] = p;
  return { piles, redeals: table.redeals };
}

/** Takes `count` cards off a pile, turning a face-down card up when `turnUp`. */
export function takeOff(p: Pile, count: number, turnUp: boolean): Pile {
  const n = p.cards.length - count;
  let down = p.down < n ? p.down : n;
  if (turnUp && n > 0 && down === n) down = n - 1;
  return { cards: p.cards.slice(0, n), down };
}

export function putOn(p: Pile, cards: readonly Card[]): Pile {
  return { cards: p.cards.concat(cards), down: p.down };
}

/** A game's deal for `seed` under parsed options: the table before any move. */
export function dealTable(def: GameDefinition, options: Options, seed: number): Table {
  const deck = def.deck(options);
  const ordered = def.shuffle ? def.shuffle(deck, seed, options) : shuffle(deck, seed);
  return { piles: def.deal(ordered, options), redeals: 0 };
}
