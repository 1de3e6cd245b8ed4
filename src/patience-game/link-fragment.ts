/**
 * `link`: a deal written in the page's URL fragment, and read back.
 *
 * Form: `#patience=<deal>[,<deal>…]`, where a deal is `<variant>-<seed>` followed by each option
 * that is not the game's default as `-<name><value>`: `#patience=klondike-42-draw3`,
 * `#patience=two-by-two-7-deck32`, `#patience=klondike-9-draw3-redealsunlimited`. An option left
 * out is the game's default. One deal per variant: several boards with `link` on one page keep
 * one deal each (`#patience=klondike-42,bayan-7-reach3`). Anything else in the fragment, as
 * `&`-separated parts (`#intro&patience=klondike-42`), is left as it is.
 *
 * Pure functions of strings (no DOM), so they are easy to test and to reuse on a host page.
 */
import type { GameDefinition } from '../engine/game.js';
import { loadedGame, VARIANTS } from '../games/registry.js';
import { isSeed } from '../engine/rng.js';

/** A deal a link names: the game, its seed and its options (every option, defaults filled in). */
export interface LinkedDeal {
  variant: string;
  seed: number;
  options: Record<string, number | string>;
}

const KEY = 'patience=';

/** The deal as a fragment entry: `klondike-42-draw3`. */
export function formatDeal(def: GameDefinition, seed: number, options: Record<string, unknown>): string {
  const parts = [def.variant, String(seed)];
  for (const spec of def.options) {
    const v = options[spec.name];
    if (v !== undefined && v !== null && String(v) !== String(spec.default)) parts.push(`${spec.name}${String(v)}`);
  }
  return parts.join('-');
}

/** The variant an entry names (`two-by-two-3` → `two-by-two`), or null. */
export function variantOf(entry: string): string | null {
  // Longest names first: no variant is a prefix of another today, but a new one might be.
  const names = [...VARIANTS].sort((a, b) => b.length - a.length);
  return names.find((v) => entry === v || entry.startsWith(`${v}-`)) ?? null;
}

/**
 * Reads an entry back: the deal, or why it is not one (English, for the error message). The
 * options of an entry are read by its game's rules: `game` finds them (default: the games loaded
 * on this page; an entry of a game not loaded is not read).
 */
export function parseDeal(
  entry: string,
  game: (variant: string) => GameDefinition | null = (v) => loadedGame(v)?.rules ?? null,
): { ok: true; deal: LinkedDeal } | { ok: false; reason: string } {
  const variant = variantOf(entry);
  if (!variant) return { ok: false, reason: `“${entry}” names no game (${VARIANTS.join(', ')}).` };
  const def = game(variant);
  if (!def) return { ok: false, reason: `${variant} is not loaded on this page.` };
  const tokens = entry.slice(variant.length + 1).split('-');
  const seedText = tokens.shift() ?? '';
  const seed = /^\d{1,10}$/.test(seedText) ? Number(seedText) : NaN;
  if (!isSeed(seed)) return { ok: false, reason: `“${seedText}” is not a seed (a whole number from 0 to 4294967295).` };
  const options: Record<string, number | string> = {};
  for (const token of tokens) {
    const spec = def.options.find((s) => token.startsWith(s.name) && token.length > s.name.length);
    if (!spec) return { ok: false, reason: `“${token}” is not an option of ${variant}.` };
    if (spec.name in options) return { ok: false, reason: `${spec.name} is given twice.` };
    const value = spec.parse(token.slice(spec.name.length));
    if (value === undefined) return { ok: false, reason: `“${token.slice(spec.name.length)}” is not a valid ${spec.name} for ${variant}.` };
    options[spec.name] = value;
  }
  for (const spec of def.options) if (!(spec.name in options)) options[spec.name] = spec.default;
  return { ok: true, deal: { variant, seed, options } };
}

/** The fragment's `&`-separated parts, without the `#`. */
function parts(hash: string): string[] {
  const h = hash.startsWith('#') ? hash.slice(1) : hash;
  return h === '' ? [] : h.split('&');
}

/** Every deal entry of a fragment (`location.hash`), in order; empty when it holds none. */
export function entries(hash: string): string[] {
  const part = parts(hash).find((p) => p.startsWith(KEY));
  if (part === undefined) return [];
  let value: string;
  try {
    value = decodeURIComponent(part.slice(KEY.length));
  } catch {
    value = part.slice(KEY.length);
  }
  return value.split(',').map((e) => e.trim());
}

/** The entry for `variant` in a fragment, or null. */
export function entryFor(hash: string, variant: string): string | null {
  return entries(hash).find((e) => variantOf(e) === variant) ?? null;
}

/** Entries that name no game at all (each board with `link` reports them). */
export function strayEntries(hash: string): string[] {
  return entries(hash).filter((e) => variantOf(e) === null);
}

/** The fragment with `entry` in place of the entry of its variant (added when there was none), `#` included. */
export function withEntry(hash: string, entry: string): string {
  const variant = variantOf(entry);
  // Entries of other games stay, in their order; this game's entry is replaced where it was.
  const deals: string[] = [];
  let placed = false;
  for (const e of entries(hash)) {
    const v = variantOf(e);
    if (v === null) continue;
    if (v !== variant) deals.push(e);
    else if (!placed) {
      deals.push(entry);
      placed = true;
    }
  }
  if (!placed) deals.push(entry);
  const part = KEY + deals.join(',');
  const list = parts(hash);
  const at = list.findIndex((p) => p.startsWith(KEY));
  if (at >= 0) list[at] = part;
  else list.push(part);
  return `#${list.join('&')}`;
}
