// How the element reads its attributes.
import type { PropertyDeclaration } from 'lit';
import { OPTION_NAMES, type OptionName } from '../games/registry.js';

/** Attributes that decide the deal: changing any of them deals again (every game's options, from the registry). */
export const CONFIG = ['variant', 'seed', ...OPTION_NAMES, 'winnable'] as const;
export type ConfigKey = 'variant' | 'seed' | OptionName | 'winnable';
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
/** The element's option properties, one per option name of the registry (`draw`, `redeals`, …). */
export const optionProperties = (): Record<string, PropertyDeclaration> =>
  Object.fromEntries(OPTION_NAMES.map((name) => [name, { converter: optionConverter }]));

export const seedConverter = {
  // 'daily' (daily.ts): the day's deal.
  fromAttribute: (v: string | null): unknown =>
    v === null ? undefined : /^\s*\d+\s*$/.test(v) ? Number(v) : v.trim() === 'daily' ? 'daily' : NaN,
  toAttribute: (v: unknown): string => String(v),
};
