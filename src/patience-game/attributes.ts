// How the element reads its attributes and the states given to `restore()`.

/** Attributes that decide the deal: changing any of them deals again. */
export const CONFIG = ['variant', 'seed', 'draw', 'redeals', 'build', 'reach', 'deck', 'deals', 'winnable'] as const;
export type ConfigKey = (typeof CONFIG)[number];
export type Config = Record<ConfigKey, unknown>;

/**
 * Attribute → property: whole numbers become numbers, anything else stays as written, trimmed
 * (and is checked at the deal): "3.0", "1e3" or "0x10" is not one of the documented values.
 */
export const optionConverter = {
  fromAttribute: (v: string | null): unknown => {
    if (v === null) return undefined;
    const t = v.trim();
    return /^-?\d+$/.test(t) && Number.isSafeInteger(Number(t)) ? Number(t) : t;
  },
  toAttribute: (v: unknown): string => String(v),
};
export const seedConverter = {
  // 'daily' (daily.ts): the day's deal.
  fromAttribute: (v: string | null): unknown =>
    v === null ? undefined : /^\s*\d+\s*$/.test(v) ? Number(v) : v.trim() === 'daily' ? 'daily' : NaN,
  toAttribute: (v: unknown): string => String(v),
};

/** The playing time a state carries, if any. */
export function elapsedOf(state: unknown): number {
  let s = state;
  if (typeof s === 'string') {
    try {
      s = JSON.parse(s);
    } catch {
      return 0;
    }
  }
  const v = typeof s === 'object' && s !== null ? (s as { elapsedMs?: unknown }).elapsedMs : undefined;
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : 0;
}
