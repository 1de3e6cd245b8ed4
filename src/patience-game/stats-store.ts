/**
 * `stats`: where the statistics live. One record per game, options and kind of deal, in
 * `localStorage`, JSON, under
 *
 *   `patience-games:stats:<variant>:<options>[:winnable][:daily]`
 *
 * (`<options>` as in daily.ts: `draw=3,redeals=0`). Every change reads the record afresh,
 * changes it and writes it back at once, so two boards of the same game on one page (or in two
 * tabs) never write over each other's games. Where storage refuses or throws, records live in
 * memory for the page's life, shared by its boards: play never stops. A record that is not one of
 * ours (not JSON, missing or impossible figures) is replaced by a fresh one and reported once.
 */
import { loadedGame } from '../games/registry.js';
import { dayBefore, optionsText, today } from './daily.js';
import { STORAGE_PREFIX } from './storage.js';

/** What `statistics` gives for the game and options in play. */
export interface Statistics {
  /** Games begun (a game counts once its first move is made). */
  played: number;
  won: number;
  /** Wins in a row up to now (daily deals: days in a row whose deal was won). */
  currentStreak: number;
  bestStreak: number;
  /** The quickest win's playing time, in milliseconds; null before the first win. */
  bestTimeMs: number | null;
  /** The fewest moves a win took; null before the first win. */
  fewestMoves: number | null;
}

/** What a record holds in storage. */
export interface StatsRecord extends Statistics {
  format: 1;
  /** Daily records: the UTC date of the last daily deal won (`YYYY-MM-DD`). */
  lastWon?: string;
}

/** Which record a game belongs to. */
export interface RecordId {
  variant: string;
  options: Record<string, unknown>;
  daily: boolean;
  winnable: boolean;
}

export const STATS_PREFIX = `${STORAGE_PREFIX}stats:`;

export function recordKey(id: RecordId): string {
  // Records are of the game in play, which is loaded.
  const def = loadedGame(id.variant)?.rules;
  const options = def ? optionsText(def, id.options) : '';
  return `${STATS_PREFIX}${id.variant}:${options}${id.winnable ? ':winnable' : ''}${id.daily ? ':daily' : ''}`;
}

export const freshRecord = (): StatsRecord => ({
  format: 1,
  played: 0,
  won: 0,
  currentStreak: 0,
  bestStreak: 0,
  bestTimeMs: null,
  fewestMoves: null,
});

const count = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const best = (v: unknown): v is number | null => v === null || (typeof v === 'number' && Number.isFinite(v) && v >= 0);

/** A stored text read back as a record; null when it is not a possible one. */
export function parseRecord(text: string): StatsRecord | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const r = data as Record<string, unknown>;
  if (r.format !== 1) return null;
  if (!count(r.played) || !count(r.won) || !count(r.currentStreak) || !count(r.bestStreak)) return null;
  if (!best(r.bestTimeMs) || !best(r.fewestMoves)) return null;
  if (r.won > r.played || r.currentStreak > r.bestStreak || r.bestStreak > r.won) return null;
  // Best time and fewest moves come with the first win.
  if (r.won === 0 ? r.bestTimeMs !== null || r.fewestMoves !== null : r.bestTimeMs === null || r.fewestMoves === null) return null;
  if (r.lastWon !== undefined && (typeof r.lastWon !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(r.lastWon))) return null;
  const rec: StatsRecord = {
    format: 1,
    played: r.played,
    won: r.won,
    currentStreak: r.currentStreak,
    bestStreak: r.bestStreak,
    bestTimeMs: r.bestTimeMs,
    fewestMoves: r.fewestMoves,
  };
  if (typeof r.lastWon === 'string') rec.lastWon = r.lastWon;
  return rec;
}

/** The public figures of a record; a daily streak whose last win is older than yesterday is over. */
export function statisticsOf(r: StatsRecord, daily: boolean): Statistics {
  const broken = daily && r.lastWon !== undefined && r.lastWon < dayBefore(today());
  return {
    played: r.played,
    won: r.won,
    currentStreak: broken ? 0 : r.currentStreak,
    bestStreak: r.bestStreak,
    bestTimeMs: r.bestTimeMs,
    fewestMoves: r.fewestMoves,
  };
}

// ---- storage, every access guarded ----

/** Records storage would not keep: the page's boards share them here. */
const memory = new Map<string, string>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readText(key: string): string | null {
  if (memory.has(key)) return memory.get(key)!;
  try {
    const v = storage()?.getItem(key);
    return typeof v === 'string' ? v : null;
  } catch {
    return null;
  }
}

/** Writes a record; false when storage refused and it is kept in memory instead. */
function writeText(key: string, text: string): boolean {
  try {
    const s = storage();
    if (!s) throw new Error('no localStorage');
    s.setItem(key, text);
    memory.delete(key);
    return true;
  } catch {
    memory.set(key, text);
    return false;
  }
}

/** What the store tells the board that asked. */
export interface StoreHooks {
  /** The stored record was not a possible one: it was replaced by a fresh one. */
  corrupt(): void;
  /** Storage refused to keep the record: it lives in memory for now. */
  refused(): void;
}

/** The record under `key` (fresh when there is none; a corrupt one is replaced and reported). */
export function readRecord(key: string, hooks: StoreHooks): StatsRecord {
  const text = readText(key);
  if (text === null) return freshRecord();
  const r = parseRecord(text);
  if (r) return r;
  hooks.corrupt();
  const fresh = freshRecord();
  if (!writeText(key, JSON.stringify(fresh))) hooks.refused();
  notify(key);
  return fresh;
}

/** Reads the record afresh, changes it and writes it back at once; returns what was written. */
export function updateRecord(key: string, change: (r: StatsRecord) => StatsRecord, hooks: StoreHooks): StatsRecord {
  const next = change(readRecord(key, hooks));
  if (!writeText(key, JSON.stringify(next))) hooks.refused();
  notify(key);
  return next;
}

// ---- telling every board that a record changed (this page's and other tabs') ----

const listeners = new Set<(key: string | null) => void>();

function notify(key: string | null): void {
  for (const fn of [...listeners]) fn(key);
}

const onStorage = (e: StorageEvent): void => {
  if (e.key === null || e.key.startsWith(STATS_PREFIX)) notify(e.key);
};

/** Calls `fn` whenever a record changes (null: storage was cleared); returns the way to stop. */
export function subscribe(fn: (key: string | null) => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** Tests: forget the records kept in memory. @internal */
export function clearMemory(): void {
  memory.clear();
}
