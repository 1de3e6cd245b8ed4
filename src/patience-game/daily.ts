/**
 * `seed="daily"`: the day's deal, the same for every player on the same UTC date for a game and
 * its options.
 *
 * The seed is the 32-bit FNV-1a hash of the UTF-8 text `<date>/<variant>/<options>`, where
 * `<date>` is the UTC date `YYYY-MM-DD` and `<options>` is every option of the game, defaults
 * included, as `name=value` joined by `,` in the game's own order, e.g.
 * `2025-03-14/klondike/draw=3,redeals=0` (`2025-03-14/joker/` for a game with no options).
 * With `winnable`, the day's deal is the first winnable deal from that seed, found as for any seed.
 *
 * The date comes from `dailyClock.now()`, which tests (and a host that wants another clock) may
 * replace.
 */
import type { GameDefinition } from '../engine/game.js';
import { parseOptions } from '../engine/state.js';

/** Where the daily deal's date comes from (milliseconds since the epoch, as `Date.now()`). */
export const dailyClock = { now: (): number => Date.now() };

/** The UTC date of a moment, `YYYY-MM-DD`. */
export function utcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The UTC date today, by `dailyClock`. */
export function today(): string {
  return utcDate(dailyClock.now());
}

/** The UTC date one day before `date` (`YYYY-MM-DD`). */
export function dayBefore(date: string): string {
  return utcDate(Date.parse(`${date}T00:00:00Z`) - 86_400_000);
}

/** 32-bit FNV-1a of the UTF-8 bytes of `text`. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    h ^= byte;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Every option of the game with its value (defaults filled in), `name=value` joined by `,`. */
export function optionsText(def: GameDefinition, options: Record<string, unknown>): string {
  const parsed = parseOptions(def, options);
  const o: Record<string, unknown> = 'error' in parsed ? {} : parsed.options;
  return def.options.map((spec) => `${spec.name}=${String(o[spec.name] ?? spec.default)}`).join(',');
}

/** The seed of the daily deal of `date` for a game and options. */
export function dailySeed(def: GameDefinition, options: Record<string, unknown>, date: string): number {
  return fnv1a(`${date}/${def.variant}/${optionsText(def, options)}`);
}

/** Today's daily deal for a game and options: its date and seed. */
export function dailyDeal(def: GameDefinition, options: Record<string, unknown>): { date: string; seed: number } {
  const date = today();
  return { date, seed: dailySeed(def, options, date) };
}
