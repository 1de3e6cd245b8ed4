/** What the Bayan search tests share: random lines of tops, the same on every run, and the match rule. */

/** A small xorshift generator, so the random lines are the same on every run. */
export function random(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}

export function randomLine(k: number, r: () => number): number[] {
  const d = Array.from({ length: 52 }, (_, i) => i);
  for (let i = 51; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [d[i], d[j]] = [d[j], d[i]];
  }
  return d.slice(0, k);
}

export const matches = (a: number, b: number): boolean => Math.floor(a / 13) === Math.floor(b / 13) || a % 13 === b % 13;
