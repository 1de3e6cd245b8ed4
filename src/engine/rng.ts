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

/** A fresh random seed (not for deals themselves: they use the seed). */
export function randomSeed(): number {
  if (typeof crypto !== 'undefined' && crypto.getRandomValues) {
    return crypto.getRandomValues(new Uint32Array(1))[0];
  }
  return Math.floor(Math.random() * (MAX_SEED + 1));
}
