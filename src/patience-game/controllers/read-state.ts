/**
 * A game in play's code as a board needs it (loaded after a page's first cards, in one file with
 * the session's): the session itself, and the reading of a state given to `restore()`.
 */
import { GameSession, stateVariant } from '../../engine/session.js';
import type { GameModule } from '../../games/game-module.js';
import { entryOf, loadedGame, VARIANTS } from '../../games/registry.js';
import type { PatienceErrorCode } from '../../events.js';

export { GameSession };

/** What a state reads as: the game it holds, why it is refused, or the game whose code must come first (`later`). */
export type ReadState =
  { kit: GameModule; game: GameSession; elapsedMs: number } | { error: { code: PatienceErrorCode; message: string } } | { later: string };

export function readState(state: unknown): ReadState {
  try {
    const named = stateVariant(state);
    const games = `use one of ${VARIANTS.join(', ')}.`;
    if (!named.ok)
      return {
        error: named.error.code === 'bad-variant' ? { code: 'bad-variant', message: `${named.error.message}: ${games}` } : named.error,
      };
    if (!entryOf(named.value)) return { error: { code: 'bad-variant', message: `"${named.value}" is not a game here: ${games}` } };
    const kit = loadedGame(named.value);
    if (!kit) return { later: named.value };
    const r = GameSession.restore(kit.rules, state);
    return r.ok ? { kit, game: r.value, elapsedMs: elapsedOf(state) } : { error: r.error };
  } catch (e) {
    return { error: { code: 'bad-state', message: e instanceof Error ? e.message : String(e) } };
  }
}

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
