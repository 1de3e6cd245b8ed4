import { ACE, PIQUET_RANKS, isJoker, makeCard, makeDeck, rank, type Card } from '../../engine/cards.js';
import { faceUp, withPiles, type GameDefinition } from '../../engine/game.js';
import { downAlternateInWithJokers, faceDownIn, foundation, reserve, tableau, times, upInSuitIn } from '../../engine/rules.js';

const FIRST_COLUMN = 4;
const END_COLUMN = 10;
const RESERVE = 10;

/**
 * Joker (Джокер): RULES.md §3. Piquet deck and two jokers; the aces start the foundations
 * (foundation-i holds suit i: clubs, diamonds, hearts, spades), which build up in suit A, 7 … K.
 * Six columns build down in alternating colours (7 … K), one free card at a time; an empty
 * column takes any card. Jokers wait in the reserve and stand in on the columns.
 */
export const joker: GameDefinition = {
  variant: 'joker',
  options: [],
  deck: () => makeDeck('piquet+jokers'),
  piles: () => [
    ...times(4, (i) => foundation(i, { fits: upInSuitIn(PIQUET_RANKS) })),
    // Ruling b: jokers stand for the card needed; the columns use ranks 7 … K only.
    // `accepts` decides what a column takes, empty or not.
    ...times(6, (i) => tableau(i, { accepts: downAlternateInWithJokers(PIQUET_RANKS.slice(1)) })),
    reserve(),
  ],
  deal(cards) {
    const foundations = [0, 1, 2, 3].map((s) => faceUp([makeCard(ACE, s)]));
    const columns: Card[][] = [[], [], [], [], [], []];
    const jokers: Card[] = [];
    // Row by row; ruling a: a joker is free as it is dealt, so it goes to the reserve.
    let i = 0;
    for (const c of cards) {
      if (rank(c) === ACE) continue;
      if (isJoker(c)) jokers.push(c);
      else columns[i % 6].push(c);
      i++;
    }
    return [...foundations, ...columns.map(faceUp), faceUp(jokers)];
  },
  // A lone card (or joker) carried from one column to an empty one changes nothing: not a move.
  skipPileShifts: true,

  // Ruling d: when the card on a joker leaves a column, the joker goes back to the reserve
  // (both, when two jokers lie on each other; the upper one goes back first).
  after(table, move) {
    if (move.kind !== 'move' || move.from < FIRST_COLUMN || move.from >= END_COLUMN) return table;
    const col = table.piles[move.from].cards;
    let n = col.length;
    while (n > 0 && isJoker(col[n - 1])) n--;
    if (n === col.length) return table;
    const back = col.slice(n).reverse();
    return withPiles(table, [
      [move.from, faceUp(col.slice(0, n))],
      [RESERVE, faceUp(table.piles[RESERVE].cards.concat(back))],
    ]);
  },

  validate(table, rules) {
    for (let s = 0; s < 4; s++) {
      if (table.piles[s].cards[0] !== makeCard(ACE, s)) return `"${rules.specs[s].id}" must start with the ace it was dealt.`;
    }
    if (table.piles[RESERVE].cards.some((c) => !isJoker(c))) return 'The reserve holds only jokers.';
    return faceDownIn(table, rules.specs, FIRST_COLUMN, END_COLUMN);
  },
};
