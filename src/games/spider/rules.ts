import { makeCard, makeDeck, rank, suit, type Card } from '../../engine/cards.js';
import { choiceOption, faceDown, faceUp, takeOff, withPiles, type GameDefinition } from '../../engine/game.js';
import { anyCard, foundation, onlyKing, stock, tableau, times } from '../../engine/rules.js';
import type { Fits, Move, Options, Pile, Table } from '../../engine/types.js';

export const STOCK = 0;
export const FIRST_FOUNDATION = 1;
export const END_FOUNDATION = 9;
export const FIRST_PILE = 9;
export const END_PILE = 19;
const RUN = 13;

/** Down by one in suit: what may be lifted as a run (and how a foundation's run lies, K at the bottom). */
export const downInSuit: Fits = (u, o) => suit(o) === suit(u) && rank(o) === rank(u) - 1;

/**
 * The 104 cards: two full decks (4 suits), hearts and spades four times (2), or spades eight
 * times (1); copy by copy, suit by suit, ace to king (a card is face + 64 × copy).
 */
export function spiderDeck(suits: number): Card[] {
  if (suits === 4) return makeDeck('double');
  const list = suits === 2 ? [2, 3] : [3];
  const cards: Card[] = [];
  for (let copy = 0; copy < 8 / list.length; copy++) for (const s of list) for (let r = 1; r <= 13; r++) cards.push(makeCard(r, s, copy));
  return cards;
}

/** Does pile `p` end in a complete K…A run of one suit, face up? */
export function endsInRun(p: Pile): boolean {
  const n = p.cards.length;
  if (n - p.down < RUN) return false;
  const c = p.cards;
  if (rank(c[n - RUN]) !== 13) return false;
  for (let j = n - RUN + 1; j < n; j++) if (!downInSuit(c[j - 1], c[j])) return false;
  return true;
}

/** Sends every complete run on top of a pile of `piles` home, to the first empty foundations. */
function runsHome(table: Table, piles: Iterable<number>): Table {
  let t = table;
  for (const i of piles) {
    const p = t.piles[i];
    if (!endsInRun(p)) continue;
    let f = FIRST_FOUNDATION;
    while (f < END_FOUNDATION && t.piles[f].cards.length > 0) f++;
    if (f === END_FOUNDATION) break;
    t = withPiles(t, [
      [i, takeOff(p, RUN, true)],
      [f, faceUp(p.cards.slice(p.cards.length - RUN))],
    ]);
  }
  return t;
}

const ROW_PILES = Array.from({ length: END_PILE - FIRST_PILE }, (_, i) => FIRST_PILE + i);

/**
 * Spider: RULES.md §8. Ten piles build down regardless of suit; a run down in one suit moves
 * as a whole; the stock deals a row of ten (never onto an empty pile); a complete K…A run of
 * one suit goes home at once, inside the move that made it.
 */
export const spider: GameDefinition = {
  variant: 'spider',
  options: [choiceOption('suits', [1, 2, 4], 4)],
  deck: (o: Options) => spiderDeck(o.suits as number),
  piles: () => [
    stock(),
    // Each takes one whole run, by the move that completes it (`after`): nothing is put on it by hand.
    ...times(8, (i) => foundation(i, { takes: 0, fits: downInSuit, empty: onlyKing })),
    ...times(10, (i) =>
      tableau(i, {
        lift: 'run',
        takes: Infinity,
        fits: downInSuit,
        empty: anyCard,
        // Down by one regardless of suit; an empty pile takes any card or run.
        accepts: (p, card) => {
          const n = p.cards.length;
          return n === 0 || (p.down < n && rank(card) === rank(p.cards[n - 1]) - 1);
        },
        turnUp: true,
      }),
    ),
  ],
  // A whole pile carried to an empty one only relabels the table.
  skipPileShifts: true,
  deal(cards) {
    // Row by row: the first four piles get six cards, the others five; the rest is the stock.
    const cols: Card[][] = Array.from({ length: 10 }, () => []);
    let next = 0;
    for (let row = 0; row < 6; row++) for (let p = 0; p < 10; p++) if (row < 5 || p < 4) cols[p].push(cards[next++]);
    return [
      faceDown(cards.slice(next)),
      ...Array.from({ length: 8 }, () => faceUp([])),
      ...cols.map((c) => ({ cards: c, down: c.length - 1 })),
    ];
  },

  // Ruling: a row is dealt only when no pile is empty.
  extraMoves(table, _rules, out: Move[]) {
    const n = table.piles[STOCK].cards.length;
    if (n === 0) return;
    for (let i = FIRST_PILE; i < END_PILE; i++) if (table.piles[i].cards.length === 0) return;
    out.push({ kind: 'row', from: STOCK, to: FIRST_PILE, count: Math.min(n, END_PILE - FIRST_PILE) });
  },

  after(table, move) {
    if (move.kind === 'row') return runsHome(table, ROW_PILES);
    if (move.kind === 'move' && move.to >= FIRST_PILE) return runsHome(table, [move.to]);
    return table;
  },

  validate(table, rules) {
    let emptySeen = false;
    for (let f = FIRST_FOUNDATION; f < END_FOUNDATION; f++) {
      const n = table.piles[f].cards.length;
      if (n !== 0 && n !== RUN) return `"${rules.specs[f].id}" holds one whole run of 13 cards, or nothing.`;
      if (n === 0) emptySeen = true;
      else if (emptySeen) return `The runs go to the first empty foundation: "${rules.specs[f].id}" cannot hold one after an empty one.`;
    }
    if (table.piles[STOCK].cards.length % 10 !== 0) return `The stock holds a multiple of ten cards.`;
    for (let i = FIRST_PILE; i < END_PILE; i++) {
      if (endsInRun(table.piles[i])) return `The complete run on "${rules.specs[i].id}" would have gone home.`;
    }
    return null;
  },
};
