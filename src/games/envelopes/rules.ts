import { makeDeck, rank, type Card } from '../../engine/cards.js';
import { type GameDefinition } from '../../engine/game.js';
import { discard, pairsOfTops, sameRank, tableau, times } from '../../engine/rules.js';
import type { Move, Pile, Rules, Table } from '../../engine/types.js';

const ENVELOPES = 8;
const DISCARD = 8;

/** Sets the tops of envelopes i and j aside together. */
const pair = (out: Move[], i: number, j: number): void => {
  out.push({ kind: 'pair', from: i, to: DISCARD, pair: j, count: 2 });
};

/**
 * Envelopes (the book's pairs game, known elsewhere as The Wish): RULES.md §4. Eight envelopes
 * of four piquet cards, the top one face up; two face-up cards of one rank go to the discard
 * together and the cards under them turn up. Won when every envelope is empty.
 */
export const envelopes: GameDefinition = {
  variant: 'envelopes',
  options: [],
  deck: () => makeDeck('piquet'),
  piles: () => [...times(ENVELOPES, (i) => tableau(i, { lift: 'none', takes: 0, fits: null, empty: null, turnUp: true })), discard()],
  deal(cards) {
    // Round by round, as a person deals: card i into envelope i % 8; the last round face up.
    const piles: Pile[] = [];
    for (let e = 0; e < ENVELOPES; e++) {
      const env = [0, 1, 2, 3].map((round) => cards[round * ENVELOPES + e]);
      piles.push({ cards: env, down: 3 });
    }
    piles.push({ cards: [], down: 0 });
    return piles;
  },

  extraMoves(table, _rules, out) {
    pairsOfTops(table, 0, ENVELOPES, sameRank, pair, out);
  },

  isWon(table) {
    for (let i = 0; i < ENVELOPES; i++) if (table.piles[i].cards.length > 0) return false;
    return true;
  },

  validate(table, rules) {
    for (let i = 0; i < ENVELOPES; i++) {
      const p = table.piles[i];
      // Dealt four cards, an envelope only ever loses cards.
      if (p.cards.length > 4) return `"${rules.specs[i].id}" holds ${p.cards.length} cards; an envelope is dealt four.`;
      if (p.cards.length > 0 && p.down !== p.cards.length - 1) {
        return `In "${rules.specs[i].id}" only the top card is face up.`;
      }
    }
    const set = table.piles[DISCARD].cards;
    for (let i = 0; i < set.length; i += 2) {
      if (i + 1 === set.length || rank(set[i]) !== rank(set[i + 1])) return 'The discard holds pairs of equal rank only.';
    }
    return null;
  },
};

/**
 * The envelopes a player may peek into now (RULES.md §4 ruling): those whose face-up top card's
 * rank shows on three or more envelopes and which still have a face-down card under the top.
 */
export function peekable(table: Table, _rules?: Rules): number[] {
  const shown = new Array<number>(14).fill(0);
  for (let i = 0; i < ENVELOPES; i++) {
    const p = table.piles[i];
    if (p.cards.length > 0) shown[rank(p.cards[p.cards.length - 1])]++;
  }
  const out: number[] = [];
  for (let i = 0; i < ENVELOPES; i++) {
    const p = table.piles[i];
    if (p.cards.length > 0 && p.down > 0 && shown[rank(p.cards[p.cards.length - 1])] >= 3) out.push(i);
  }
  return out;
}

/** The face-down card right under the top of envelope `pile`, or null when there is none. */
export function peekCard(table: Table, pile: number): Card | null {
  const p = table.piles[pile];
  const n = p.cards.length;
  return n >= 2 && p.down === n - 1 ? p.cards[n - 2] : null;
}
