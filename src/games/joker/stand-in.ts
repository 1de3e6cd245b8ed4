/**
 * Joker (RULES.md §3, ruling b): which card a joker lying in a column stands for. Pure, so the
 * element can show it (a badge, the card's accessible name) and tests can check it.
 */
import { PIQUET_RANKS, colour, isJoker, rank, type Card } from '../../engine/cards.js';
import type { StandIn } from '../game-module.js';

/** The column ranks of the piquet deck, lowest first (7 … K). */
const ORDER = PIQUET_RANKS.slice(1);

/**
 * What each card of a column stands for, bottom to top: `null` for a card that is not a joker,
 * else its stand-in. A joker stands for one rank below and the opposite colour of what it lies on
 * (a joker on a joker counts on from what that one stands for). Jokers at the bottom of a
 * column stand for what the first card above them needs (on 9♥ above one joker: a black 10),
 * and for any card while nothing lies on them.
 */
export function jokerStandIns(cards: readonly Card[], order: readonly number[] = ORDER): (StandIn | null)[] {
  const out: (StandIn | null)[] = cards.map(() => null);
  const at = (r: number) => order.indexOf(r);
  // The first real card from the bottom, if jokers lie under it.
  const firstReal = cards.findIndex((c) => !isJoker(c));
  for (let i = 0; i < cards.length; i++) {
    if (!isJoker(cards[i])) continue;
    // The nearest real card below this joker.
    let k = i - 1;
    while (k >= 0 && isJoker(cards[k])) k--;
    let steps: number;
    let ref: Card;
    if (k >= 0) {
      ref = cards[k];
      steps = i - k; // ranks below the card under it
    } else if (firstReal > i) {
      ref = cards[firstReal];
      steps = i - firstReal; // negative: ranks above the card on it
    } else {
      out[i] = { any: true };
      continue;
    }
    const j = at(rank(ref)) - steps;
    if (at(rank(ref)) < 0 || j < 0 || j >= order.length) {
      out[i] = { any: true }; // cannot happen in a legal position; say "any" rather than lie
      continue;
    }
    out[i] = { rank: order[j], colour: (Math.abs(steps) % 2 === 1 ? 1 - colour(ref) : colour(ref)) as 0 | 1 };
  }
  return out;
}
