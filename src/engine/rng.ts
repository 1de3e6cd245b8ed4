/**
 * Seeded deals. The algorithm is part of the public promise (a seed deals the
 * same game in every browser and in Node), so it must never change:
 *
 * - PRNG: mulberry32 on a 32-bit unsigned seed. Each call advances the state by
 *   0x6D2B79F5 and mixes it; the result is a float in [0, 1).
 * - Shuffle: Fisher–Yates from the end, `j = floor(next() * (i + 1))` for
 *   i = n-1 … 1, applied to the deck in the order `makeDeck` gives.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(items: readonly T[], seed: number): T[] {
  const out = items.slice();
  const next = mulberry32(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    const t = out[i];
    out[i] = out[j];
    out[j] = t;
  }
  return out;
}

export const MAX_SEED = 4294967295;

/** A seed a deal takes: a whole number 0 … MAX_SEED. */
export function isSeed(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_SEED;
}

/** A fresh random seed (not for deals themselves: they use the seed). */
export function randomSeed(): number {
  if (typeof crypto !== 'undefined' && crypto.getRandomValues) {
    return crypto.getRandomValues(new Uint32Array(1))[0];
  }
  return Math.floor(Math.random() * (MAX_SEED + 1));
}

/**
 * Microsoft FreeCell's game number `n`: the 52 cards in the order they are dealt. Microsoft C's
 * generator (state = state × 214013 + 2531011 mod 2^31, each number state >> 16) seeded with `n`
 * picks, for each card dealt, index (number mod cards left) of the deck A♣ A♦ A♥ A♠ 2♣ … K♠; the
 * last card of the deck takes the place of the one picked. Only the low 31 bits of `n` count.
 * (Cards as cards.ts numbers them: suit × 13 + rank − 1.)
 */
export function microsoftDeal(n: number): number[] {
  const deck: number[] = [];
  for (let i = 0; i < 52; i++) deck.push((i & 3) * 13 + (i >> 2));
  let state = n >>> 0;
  const out: number[] = [];
  for (let left = 52; left > 0; left--) {
    state = (Math.imul(state, 214013) + 2531011) & 0x7fffffff;
    const j = (state >>> 16) % left;
    out.push(deck[j]);
    deck[j] = deck[left - 1];
  }
  return out;
}
