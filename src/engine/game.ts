/**
 * Turns a declarative game definition into `Rules`: the generic move generator
 * and apply shared by every game, plus the game's own move kinds and automatic
 * consequences. Kept allocation-light: a solver calls these millions of times.
 */
import { isJoker, type Card } from './cards.js';
import { shuffle } from './rng.js';
import { sameEngineMove } from './same-move.js';
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

// ---- rules ----

export function makeRules(def: GameDefinition, options: Options): Rules {
  const specs = def.piles(options);
  const deck = def.deck(options);
  const stockRules = def.stock ? def.stock(options) : null;
  const stockIndex = specs.findIndex((s) => s.kind === 'stock');
  const wasteIndex = specs.findIndex((s) => s.kind === 'waste');
  const cardsToWin = deck.filter((c) => !isJoker(c)).length;
  const foundations = specs.map((s, i) => (s.kind === 'foundation' ? i : -1)).filter((i) => i >= 0);
  const skipShifts = def.skipPileShifts === true;

  const accepts = (spec: PileSpec, p: Pile, card: Card): boolean => {
    if (spec.accepts) return spec.accepts(p, card);
    const n = p.cards.length;
    if (n === 0) return spec.empty !== null && spec.empty(card);
    return spec.fits !== null && p.down < n && spec.fits(p.cards[n - 1], card);
  };

  /** How many cards may be lifted off pile i (0 when none). */
  const liftable = (spec: PileSpec, p: Pile): number => {
    const n = p.cards.length;
    if (n === 0 || spec.lift === 'none' || p.down >= n) return 0;
    if (spec.lift === 'top') return 1;
    const fits = (spec.runs ?? spec.fits)!;
    let k = 1;
    while (k < n - p.down && fits(p.cards[n - k - 1], p.cards[n - k])) k++;
    return k;
  };

  /** Turning the stock, or turning the waste back over: the one stock move there is, if any. */
  const stockMove = (table: Table): Move | null => {
    if (!stockRules || stockIndex < 0) return null;
    const s = table.piles[stockIndex];
    const w = table.piles[wasteIndex];
    if (s.cards.length > 0) return { kind: 'deal', from: stockIndex, to: wasteIndex, count: Math.min(stockRules.draw, s.cards.length) };
    if (w.cards.length > 0 && table.redeals < stockRules.redeals)
      return { kind: 'recycle', from: wasteIndex, to: stockIndex, count: w.cards.length };
    return null;
  };

  const rules: Rules = {
    variant: def.variant,
    options,
    mechanics: def.mechanics?.(options),
    specs,
    deck,
    stock: stockRules,
    shrinks: def.shrinks === true,
    skipPileShifts: skipShifts,

    deal(seed) {
      const ordered = def.shuffle ? def.shuffle(deck, seed, options) : shuffle(deck, seed);
      return { piles: def.deal(ordered, options), redeals: 0 };
    },

    legalMoves(table) {
      const out: Move[] = [];
      const piles = table.piles;
      const n = piles.length;
      for (let from = 0; from < n; from++) {
        const spec = specs[from];
        const src = piles[from];
        const max = liftable(spec, src);
        if (max === 0) continue;
        const len = src.cards.length;
        for (let to = 0; to < n; to++) {
          if (to === from) continue;
          const tspec = specs[to];
          if (tspec.takes === 0) continue;
          // A card taken back off a foundation goes to the tableau, never to another foundation.
          if (tspec.kind === 'foundation' && spec.kind === 'foundation') continue;
          const dst = piles[to];
          let upTo = max < tspec.takes ? max : tspec.takes;
          if (upTo > 1 && def.maxRun) {
            const limit = def.maxRun(table, from, to, rules);
            if (limit < upTo) upTo = limit;
          }
          for (let count = 1; count <= upTo; count++) {
            if (skipShifts && count === len && dst.cards.length === 0 && tspec.kind === spec.kind) continue;
            if (accepts(tspec, dst, src.cards[len - count])) out.push({ kind: 'move', from, to, count });
          }
        }
      }
      const sm = stockMove(table);
      if (sm) out.push(sm);
      if (def.extraMoves) def.extraMoves(table, rules, out);
      return out;
    },

    legalMove(table, move) {
      if (def.extraMoves || move.pair !== undefined) return rules.legalMoves(table).find((x) => sameEngineMove(x, move)) ?? null;
      const piles = table.piles;
      const { from, to, count } = move;
      if (!(from >= 0 && from < piles.length && to >= 0 && to < piles.length && count >= 1)) return null;
      if (move.kind === 'deal' || move.kind === 'recycle') {
        const m = stockMove(table);
        return m && sameEngineMove(m, move) ? m : null;
      }
      if (move.kind !== 'move' || from === to) return null;
      const spec = specs[from];
      const tspec = specs[to];
      if (tspec.takes < count || (tspec.kind === 'foundation' && spec.kind === 'foundation')) return null;
      const src = piles[from];
      if (liftable(spec, src) < count) return null;
      if (count > 1 && def.maxRun && def.maxRun(table, from, to, rules) < count) return null;
      const dst = piles[to];
      if (skipShifts && count === src.cards.length && dst.cards.length === 0 && tspec.kind === spec.kind) return null;
      return accepts(tspec, dst, src.cards[src.cards.length - count]) ? { kind: 'move', from, to, count } : null;
    },

    apply(table, move) {
      let next = def.applyExtra ? def.applyExtra(table, move, rules) : null;
      if (next === null) next = applyShared(table, move, specs);
      return def.after ? def.after(next, move, rules) : next;
    },

    isWon(table) {
      if (def.isWon) return def.isWon(table, rules);
      let n = 0;
      for (const f of foundations) n += table.piles[f].cards.length;
      return n === cardsToWin;
    },

    validate(table) {
      return def.validate ? def.validate(table, rules) : null;
    },
  };
  if (def.safeMove) {
    const safe = def.safeMove;
    rules.safeMove = (table) => safe(rules, table);
  }
  return rules;
}

function applyShared(table: Table, move: Move, specs: readonly PileSpec[]): Table {
  const { from, to, count } = move;
  const src = table.piles[from];
  const dst = table.piles[to];
  switch (move.kind) {
    case 'move': {
      const moved = src.cards.slice(src.cards.length - count);
      return withPiles(table, [
        [from, takeOff(src, count, specs[from].turnUp === true)],
        [to, putOn(dst, moved)],
      ]);
    }
    case 'deal': {
      const turned = src.cards.slice(src.cards.length - count).reverse();
      return withPiles(table, [
        [from, faceDown(src.cards.slice(0, src.cards.length - count))],
        [to, putOn(dst, turned)],
      ]);
    }
    case 'recycle': {
      const t = withPiles(table, [
        [from, emptyPile],
        [to, faceDown(src.cards.slice().reverse())],
      ]);
      return { piles: t.piles, redeals: table.redeals + 1 };
    }
    case 'cover': {
      // The stock's top card onto `to`, the next one onto `pair`, both face up.
      const n = src.cards.length;
      const pair = move.pair!;
      return withPiles(table, [
        [from, faceDown(src.cards.slice(0, n - 2))],
        [to, putOn(dst, [src.cards[n - 1]])],
        [pair, putOn(table.piles[pair], [src.cards[n - 2]])],
      ]);
    }
    case 'pair': {
      // The top cards of `from` and `pair` onto the discard `to`, in that order.
      const pair = move.pair!;
      const other = table.piles[pair];
      return withPiles(table, [
        [from, takeOff(src, 1, specs[from].turnUp === true)],
        [pair, takeOff(other, 1, specs[pair].turnUp === true)],
        [to, putOn(dst, [top(src), top(other)])],
      ]);
    }
    case 'row': {
      // The stock's top card onto `to`, the next onto `to + 1`, … each face up.
      const n = src.cards.length;
      const changes: [number, Pile][] = [[from, faceDown(src.cards.slice(0, n - count))]];
      for (let j = 0; j < count; j++) changes.push([to + j, putOn(table.piles[to + j], [src.cards[n - 1 - j]])]);
      return withPiles(table, changes);
    }
    default:
      throw new Error(`The move kind "${move.kind}" is not part of this game`);
  }
}
