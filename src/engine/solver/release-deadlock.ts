/**
 * A loss proof for games whose cards go home only as whole runs (Scorpion): the words' own
 * knowledge, as `deadlockCore` is for games whose cards go home one by one.
 *
 * To be won, every card but a run's base must end on its *parent*, the card it follows in a run
 * home. Where a card can only ever be built on that parent (the tableau builds as the runs home
 * do) and a deck has one of each card, a card that lies on anything else must once be lifted off
 * it as the bottom card of the cards moved: its *release*. Then it goes onto its parent, which
 * must be a pile's top, or into an empty pile that takes it; a card face down (or, where only
 * top cards move, any card) must be a pile's top first. A card is a pile's top once the card on
 * it is released. So each release needs earlier ones; those that can happen at all are found as
 * the least fixed point, starting from none, of "a way of it needs only releases already found",
 * counting generously: a run's base, a card an empty pile takes, and the stock's cards (their
 * rows are left out: they only cover cards) are free whenever needed. A card that needs a release
 * never found keeps the deal from being won. Null for a game of another shape.
 */
import { K_TABLEAU, type Core } from './core.js';
import { RANK, pilesOf } from './core-helpers.js';

export function releaseDeadlock(core: Core): ((c: Core) => boolean) | null {
  const m = core.rules.mechanics;
  const whole = m?.whole;
  if (!m || !whole || m.pairs || m.beaten || m.cells.length > 0 || m.waste >= 0) return null;
  if (m.refill.some((r) => r >= 0) || m.coveredBy.some((l) => l.length > 0)) return null;
  const { cap, cards, len, down, np } = core;
  const deck = core.rules.deck.map((c) => c & 127);
  if (new Set(deck).size !== deck.length) return null;
  const piles = Int32Array.from(pilesOf(core, K_TABLEAU));
  for (let p = 0; p < np; p++) {
    const kind = core.rules.specs[p].kind;
    if (kind !== 'tableau' && kind !== 'foundation' && kind !== 'stock') return null;
    // (cards that come back from home)
    if (kind === 'foundation' && core.lift[p] !== 0) return null;
  }
  const run = core.fits[whole.first];
  if (!run) return null;
  // per card: its parent (-1: a run's base, or none in the deck)
  const parent = new Int16Array(128).fill(-1);
  for (const c of deck) {
    if (RANK[c] === whole.base) continue;
    const ps = deck.filter((d) => run[d * 128 + c] === 1);
    if (ps.length !== 1) return null;
    parent[c] = ps[0];
  }
  // the tableau builds only as runs go home; which cards an empty pile takes
  const toEmpty = new Uint8Array(128);
  const topOnly = new Uint8Array(np);
  for (const p of piles) {
    if (core.hooked[p]) return null;
    const f = core.fits[p];
    if (f) for (const d of deck) for (const c of deck) if (f[d * 128 + c] === 1 && parent[c] !== d) return null;
    const e = core.empty[p];
    if (e) for (const c of deck) if (e[c] === 1) toEmpty[c] = 1;
    if (core.lift[p] !== 2) topOnly[p] = 1;
  }

  const where = new Int8Array(128); // 0: elsewhere (stock, home), 1: on the tableau
  const above = new Int16Array(128);
  const faceDown = new Uint8Array(128);
  const needs = new Uint8Array(128);
  const released = new Uint8Array(128);

  /** Can card `z` be a pile's top (or, from the stock, come to be one) with the releases found? */
  const free = (z: number): boolean => where[z] === 0 || above[z] < 0 || released[above[z]] === 1;

  return () => {
    where.fill(0);
    let left = 0;
    for (let i = 0; i < piles.length; i++) {
      const p = piles[i];
      const n = len[p];
      for (let j = 0; j < n; j++) {
        const c = cards[p * cap + j] & 127;
        where[c] = 1;
        above[c] = j + 1 < n ? cards[p * cap + j + 1] & 127 : -1;
        faceDown[c] = j < down[p] ? 1 : 0;
        const onParent = j > down[p] && parent[c] === (cards[p * cap + j - 1] & 127);
        needs[c] = parent[c] >= 0 && !onParent ? 1 : 0;
        released[c] = parent[c] < 0 ? 1 : 0;
        if (needs[c]) left++;
      }
    }
    // from the tops down: a release mostly needs the ones above it
    for (let changed = true; changed && left > 0;) {
      changed = false;
      for (let i = 0; i < piles.length; i++) {
        const p = piles[i];
        for (let j = len[p] - 1; j >= 0; j--) {
          const c = cards[p * cap + j] & 127;
          if (released[c] || ((faceDown[c] || topOnly[p]) && !free(c))) continue;
          if (toEmpty[c] !== 1 && !free(parent[c])) continue;
          released[c] = 1;
          changed = true;
          if (needs[c]) left--;
        }
      }
    }
    return left > 0;
  };
}
