import { makeDeck } from '../../engine/cards.js';
import { choiceOption, faceUp, putOn, type GameDefinition } from '../../engine/game.js';
import { faceDownIn, sameRank, sameSuit, tableau, times } from '../../engine/rules.js';
import type { Move, Pile } from '../../engine/types.js';

/** Pile `from` may go whole onto pile `to` when their top cards share suit or rank. */
function onto(piles: readonly Pile[], from: number, to: number, out: Move[]): void {
  const a = piles[from].cards;
  const b = piles[to].cards;
  const c = a[a.length - 1];
  const t = b[b.length - 1];
  if (sameSuit(t, c) || sameRank(t, c)) out.push({ kind: 'move', from, to, count: a.length });
}

/**
 * Bayan (Баян, an Accordion game): RULES.md §1. The 52 cards lie face up in one line of
 * `tableau` piles; a pile goes whole onto the pile 1 place to its left, or `reach` places to its
 * left, when their top cards share suit or rank, and the emptied place closes up (the table's
 * pile list gets one shorter; a table of n piles uses specs 0 … n-1).
 */
export const bayan: GameDefinition = {
  variant: 'bayan',
  shrinks: true,
  options: [choiceOption('reach', [2, 3], 2)],
  deck: () => makeDeck('standard'),
  // Nothing is lifted or built by the shared generator: the line's moves are Bayan's own.
  piles: () => times(52, (i) => tableau(i, { lift: 'none', takes: 0, fits: null, empty: null })),
  deal: (cards) => cards.map((c) => faceUp([c])),

  extraMoves(table, rules, out) {
    const piles = table.piles;
    const reach = rules.options.reach as number;
    for (let from = 1; from < piles.length; from++) {
      onto(piles, from, from - 1, out);
      if (from >= reach) onto(piles, from, from - reach, out);
    }
  },

  applyExtra(table, move: Move) {
    if (move.kind !== 'move') return null;
    const old = table.piles;
    const piles: Pile[] = new Array(old.length - 1);
    for (let i = 0, j = 0; i < old.length; i++) {
      if (i === move.from) continue;
      piles[j++] = i === move.to ? putOn(old[i], old[move.from].cards) : old[i];
    }
    return { piles, redeals: table.redeals };
  },

  isWon: (table) => table.piles.length === 1,

  validate(table, rules) {
    if (table.piles.some((p) => p.cards.length === 0)) return 'No place in the Bayan line may be empty.';
    return faceDownIn(table, rules.specs, 0, table.piles.length);
  },
};
