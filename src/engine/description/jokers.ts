/**
 * Jokers standing in (a group's `jokers` word; Joker, RULES.md §3 ruling b): a joker lying on a
 * pile stands for the card its build needs there, one step along the ranks from what it lies on
 * (down or up) and the other colour (piles that take jokers build in alternating colours: the one
 * build whose stand-in the board names), a joker on a joker counting on. It
 * cannot stand for a rank the pile could never hold (below the lowest, above the highest), so a
 * joker alone on an empty pile stands for whatever the card put on it needs. One function for the
 * engine's piles and the solver's typed storage alike. Part of a description's play (loaded after
 * its first cards: compile-play.ts).
 */
import { colour, isJoker, rank, type Card } from '../cards.js';
import type { StandIn } from '../types.js';
import type { JokerRule } from './mechanics.js';

export type { JokerRule } from './mechanics.js';

/**
 * May `card` go on the pile whose cards are `cards[start]` … `cards[start + n - 1]` (bottom to
 * top, all face up)?
 */
export function jokersAccept(rule: JokerRule, cards: ArrayLike<Card>, start: number, n: number, card: Card): boolean {
  const { place, step } = rule;
  const last = rule.order.length - 1;
  let jokers = 0;
  while (n > 0 && isJoker(cards[start + n - 1])) {
    n--;
    jokers++;
  }
  if (n === 0) {
    // Empty, or jokers only: they stand for the `jokers` places on the far side of the card.
    if (isJoker(card)) return jokers < last + 1;
    const i = place[rank(card)];
    return i >= 0 && (step < 0 ? i + jokers <= last : i - jokers >= 0);
  }
  const under = cards[start + n - 1];
  const iu = place[rank(under)];
  const needed = iu + step * (jokers + 1);
  if (iu < 0 || needed < 0 || needed > last) return false;
  if (isJoker(card)) return true;
  return place[rank(card)] === needed && colour(card) === (colour(under) ^ ((jokers + 1) & 1));
}

/**
 * What each card of a pile stands for, bottom to top: null for a card that is not a joker, else
 * the rank and colour it stands for; `any` for jokers with nothing real above or below them.
 */
export function standInsOf(rule: JokerRule, cards: readonly Card[]): (StandIn | null)[] {
  const out: (StandIn | null)[] = cards.map(() => null);
  const firstReal = cards.findIndex((c) => !isJoker(c));
  for (let i = 0; i < cards.length; i++) {
    if (!isJoker(cards[i])) continue;
    // the nearest real card below it, or else the first one above it
    let k = i - 1;
    while (k >= 0 && isJoker(cards[k])) k--;
    if (k < 0 && firstReal < i) {
      out[i] = { any: true };
      continue;
    }
    const ref = k >= 0 ? cards[k] : cards[firstReal];
    const steps = k >= 0 ? i - k : i - firstReal; // along the build from the card below; negative: back from the one above
    const at = rule.place[rank(ref)];
    const j = at + rule.step * steps;
    if (at < 0 || j < 0 || j >= rule.order.length) {
      out[i] = { any: true }; // not a legal position; say "any" rather than lie
      continue;
    }
    out[i] = { rank: rule.order[j], colour: (Math.abs(steps) % 2 === 1 ? 1 - colour(ref) : colour(ref)) as 0 | 1 };
  }
  return out;
}
