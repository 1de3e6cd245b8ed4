/**
 * Turns a declarative game definition into `Rules`: the generic move generator
 * and apply shared by every game, plus the game's own move kinds and automatic
 * consequences. Kept allocation-light: a solver calls these millions of times.
 */
import { isJoker, type Card } from './cards.js';
import { dealTable, emptyPile, faceDown, putOn, takeOff, top, withPiles, type GameDefinition } from './game.js';
import { sameEngineMove } from './same-move.js';
import type { Move, Options, Pile, PileSpec, Rules, Table } from './types.js';

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

    deal: (seed) => dealTable(def, options, seed),

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
