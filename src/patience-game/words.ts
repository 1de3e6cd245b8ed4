/**
 * Moves and piles in words, from the message table of the element's language: the
 * `description` of `patience-move`, pile names for assistive technology, live announcements.
 */
import { cardCode, type Card } from '../engine/cards.js';
import type { Move, Table } from '../engine/types.js';
import type { GameSession } from '../engine/session.js';
import type { Messages } from '../i18n/index.js';
import type { GameLayout, PilePlace } from '../render/layouts.js';

export const pileName = (msgs: Messages, place: PilePlace): string => msgs.pile(place.name, place.number);
export const pileGoal = (msgs: Messages, place: PilePlace): string => msgs.pileTo(place.name, place.number);
export const cardName = (msgs: Messages, card: Card): string => msgs.card(cardCode(card));

const topOf = (table: Table, pile: number): Card | undefined => {
  const c = table.piles[pile]?.cards;
  return c && c.length ? c[c.length - 1] : undefined;
};

/** The accessible name of a pile: "Tableau 3, 5 cards, top: 9 of spades". */
export function pileLabel(msgs: Messages, place: PilePlace, table: Table, pile: number): string {
  const p = table.piles[pile];
  const n = p.cards.length;
  const top = n > 0 && p.down < n ? cardName(msgs, p.cards[n - 1]) : null;
  return msgs.pileLabel(pileName(msgs, place), n, top);
}

/** Cards turned face up by a move (the engine turns them as part of the move). */
function turnedUp(msgs: Messages, before: Table, after: Table, piles: readonly number[]): string {
  if (before.piles.length !== after.piles.length) return '';
  let out = '';
  for (const i of piles) {
    const b = before.piles[i];
    const a = after.piles[i];
    const n = a.cards.length;
    // The card now on top was face down before the move.
    if (n > 0 && a.down < n && n - 1 < b.cards.length && b.cards[n - 1] === a.cards[n - 1] && b.down > n - 1) {
      out += msgs.turnedUp(cardName(msgs, a.cards[n - 1]));
    }
  }
  return out;
}

/**
 * Cards that went to a foundation by themselves as part of a move (a completed run sent home):
 * every foundation but the move's own targets (`from` … `to`) that gained cards.
 */
function wentHome(msgs: Messages, places: readonly PilePlace[], before: Table, after: Table, from: number, to: number): string {
  if (before.piles.length !== after.piles.length) return '';
  let out = '';
  for (let i = 0; i < after.piles.length; i++) {
    if ((i >= from && i <= to) || places[i]?.name !== 'foundation') continue;
    const gained = after.piles[i].cards.length - before.piles[i].cards.length;
    if (gained > 0) out += msgs.wentHome(gained, pileGoal(msgs, places[i]));
  }
  return out;
}

const rowPiles = (m: Move): number[] => Array.from({ length: m.count }, (_, j) => m.to + j);

/** A move in words, told from the table before it (`before`) and after it (`after`). */
export function describeMove(msgs: Messages, places: readonly PilePlace[], before: Table, after: Table, m: Move): string {
  const name = (c: Card | undefined) => (c === undefined ? '' : cardName(msgs, c));
  switch (m.kind) {
    case 'move': {
      const src = before.piles[m.from].cards;
      const lead = src[src.length - m.count];
      return (
        msgs.move(name(lead), m.count, pileGoal(msgs, places[m.to])) +
        wentHome(msgs, places, before, after, m.to, m.to) +
        turnedUp(msgs, before, after, [m.from, m.to])
      );
    }
    case 'deal':
      return msgs.deal(after.piles[m.to] ? name(topOf(after, m.to)) || null : null, m.count);
    case 'recycle':
      return msgs.recycle;
    case 'row':
      return (
        msgs.row(m.count) + wentHome(msgs, places, before, after, m.to, m.to + m.count - 1) + turnedUp(msgs, before, after, rowPiles(m))
      );
    case 'cover':
      return msgs.cover(name(topOf(before, m.to)), name(topOf(before, m.pair ?? m.to)));
    case 'pair':
      return (
        msgs.pair(name(topOf(before, m.from)), name(topOf(before, m.pair ?? m.from))) +
        turnedUp(msgs, before, after, [m.from, m.pair ?? m.from])
      );
    default:
      return String(m.kind);
  }
}

/** A move of `game` in words, its piles named as the game's layout places them on `before`. */
export function moveInWords(msgs: Messages, layout: GameLayout, game: GameSession, m: Move, before: Table, after: Table): string {
  const places = layout.place({ specs: game.rules.specs, table: before, options: game.options });
  return describeMove(msgs, places, before, after, m);
}
