/**
 * `persist`: keeps the game of a `<patience-game>` in `localStorage`, so a reload (or the
 * element's upgrade on a later visit) resumes it where it was, undo history included.
 *
 * - Key: `patience-games:` + the attribute's value, or + the variant for a bare `persist`.
 * - What is stored: how the game began (its variant, seed and options for a deal; the whole
 *   position for a game loaded with `restore()`), the moves played since, oldest first, as
 *   `legalMoves()` lists them, and the playing time. Resuming replays the moves through the
 *   engine, so a saved game can only ever lead to a position the rules allow; the redo stack is
 *   not kept.
 * - When: after every move, undo, redo and `restore()`, and when the page is hidden. A new deal
 *   (`newGame()`, the New game button, an attribute change) clears the key; the new game is saved
 *   from its first move.
 * - Resuming is tried once per key, at the first deal: a saved game that cannot be used
 *   (not JSON, not a saved game, another variant, other options, begun while the `seed`
 *   attribute asked for another deal, a start position `restore()` refuses, a move the rules
 *   refuse) is removed, a new game is dealt and `patience-error` says why (`bad-saved-game`,
 *   `foreign-saved-game`). A game begun with New game (or `newGame()`, `restore()`) on a page
 *   whose `seed` attribute has not changed since resumes: it is the game the player was playing.
 * - Storage that is missing or refuses (blocked cookies, a sandboxed frame, private modes, a full
 *   quota) never stops play: the game goes on unsaved, and one `patience-error`
 *   (`storage-unavailable`) tells the host page.
 */
import type { LitElement, ReactiveController } from 'lit';
import type { GameDefinition } from '../../engine/game.js';
import { GameSession } from '../../engine/session.js';
import { moveToJSON, parseOptions, type GameState, type MoveJSON } from '../../engine/state.js';
import type { PatienceErrorCode } from '../../events.js';
import { STORAGE_PREFIX } from '../storage.js';
import type { GameChange, GameController } from './game-controller.js';
import type { LocalizeController } from './localize-controller.js';

const FORMAT = 1;
/** Far more moves than any real game: a longer list is not one of ours. */
const MAX_MOVES = 50_000;

/** What `persist` keeps under its key (JSON). */
export interface SavedGame {
  format: 1;
  variant: string;
  seed: number;
  /**
   * The deal the element's configuration asked for when this game began: its `seed` (attribute or
   * property), null for a random deal. Kept across New game and `restore()`, which do not change
   * the configuration; a page whose `seed` now asks for another deal does not resume this game.
   */
  requested: number | null;
  options: Record<string, number | string>;
  /** Where the moves start when the game was loaded with `restore()` rather than dealt. */
  start?: GameState;
  /** The moves played since the deal (or `start`), oldest first. */
  moves: MoveJSON[];
  /** Playing time so far. */
  elapsedMs: number;
}

/** The element as persist sees it: its `persist` attribute (null/undefined: off; '': the variant's own key). */
type PersistHost = LitElement & { readonly persist?: string | null };

class Refusal {
  constructor(
    readonly code: Extract<PatienceErrorCode, 'bad-saved-game' | 'foreign-saved-game'>,
    readonly reason: string,
  ) {}
}

/** The storage key for a `persist` value and a variant; null when `persist` is off. */
export function storageKey(persist: string | null | undefined, variant: string): string | null {
  if (persist === null || persist === undefined) return null;
  return STORAGE_PREFIX + (String(persist).trim() || variant);
}

export class PersistController implements ReactiveController {
  /** Keys already looked at for a game to resume. */
  private tried = new Set<string>();
  /** The game `resume()` rebuilt, and where its moves start. */
  private resumed: GameSession | null = null;
  private start: GameState | null = null;
  /** The seed the configuration asked for at its last deal (null: random). */
  private requested: number | null = null;
  private reported = false;

  constructor(
    private readonly host: PersistHost,
    private readonly games: GameController,
    private readonly localize: LocalizeController,
  ) {
    host.addController(this);
    games.onChange((kind, game) => this.changed(kind, game));
  }

  hostConnected(): void {
    window.addEventListener('pagehide', this.onLeave);
    document.addEventListener('visibilitychange', this.onVisibility);
  }

  hostDisconnected(): void {
    window.removeEventListener('pagehide', this.onLeave);
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.save(true);
  }

  /** Leaving or hiding the page: save the playing time too. */
  private readonly onLeave = (): void => this.save(true);
  private readonly onVisibility = (): void => {
    if (document.visibilityState === 'hidden') this.save(true);
  };

  // ---- storage, every access guarded ----

  private storage(): Storage | null {
    try {
      return typeof localStorage === 'undefined' ? null : localStorage;
    } catch {
      return null;
    }
  }

  private read(key: string): string | null {
    try {
      const v = this.storage()?.getItem(key);
      return typeof v === 'string' ? v : null;
    } catch {
      return null;
    }
  }

  private write(key: string, value: string): void {
    const s = this.storage();
    try {
      if (!s) throw new Error('no localStorage');
      s.setItem(key, value);
      return;
    } catch {
      // Leave no older save behind to be resumed in place of this one.
      this.remove(key);
    }
    if (!this.reported) {
      this.reported = true;
      this.games.error({ code: 'storage-unavailable', message: this.localize.messages.storageUnavailable, attribute: 'persist' });
    }
  }

  private remove(key: string): void {
    try {
      this.storage()?.removeItem(key);
    } catch {
      // nothing to do: storage refuses, and nothing can be resumed from it either
    }
  }

  // ---- resuming ----

  /**
   * The game saved under this element's key for `def`, `rawOptions` (attribute values) and the
   * deal the configuration asks for, `seed` (null: random); null when there is none or it cannot be
   * used (then it is removed and `patience-error` says why). Called before every deal made by the
   * configuration; looks once per key.
   */
  resume(def: GameDefinition, rawOptions: Record<string, unknown>, seed: number | null): { game: GameSession; elapsedMs: number } | null {
    this.requested = seed;
    const key = storageKey(this.host.persist, def.variant);
    if (key === null || this.tried.has(key)) return null;
    this.tried.add(key);
    const text = this.read(key);
    if (text === null) return null;
    try {
      const { game, elapsedMs, start } = this.rebuild(text, def, rawOptions, seed);
      this.resumed = game;
      this.start = start;
      return { game, elapsedMs };
    } catch (e) {
      const r = e instanceof Refusal ? e : new Refusal('bad-saved-game', e instanceof Error ? e.message : String(e));
      this.remove(key);
      this.games.error({ code: r.code, message: this.localize.messages.savedGameRefused(r.code, r.reason), attribute: 'persist' });
      return null;
    }
  }

  private rebuild(
    text: string,
    def: GameDefinition,
    rawOptions: Record<string, unknown>,
    seed: number | null,
  ): { game: GameSession; elapsedMs: number; start: GameState | null } {
    const bad = (reason: string) => new Refusal('bad-saved-game', reason);
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw bad('it is not valid JSON.');
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data)) throw bad('it is not a saved game.');
    const s = data as Partial<Record<keyof SavedGame, unknown>>;
    if (s.format !== FORMAT || typeof s.variant !== 'string' || !Array.isArray(s.moves)) throw bad('it is not a saved game.');
    if (s.moves.length > MAX_MOVES) throw bad(`it holds more than ${MAX_MOVES} moves.`);
    if (s.variant !== def.variant) {
      throw new Refusal('foreign-saved-game', `it is a ${s.variant} game, and this board plays ${def.variant}.`);
    }
    const wanted = parseOptions(def, rawOptions);
    if ('error' in wanted) throw bad(wanted.error.message);
    const savedOptions =
      typeof s.options === 'object' && s.options !== null && !Array.isArray(s.options) ? (s.options as Record<string, unknown>) : null;
    const had = savedOptions ? parseOptions(def, savedOptions) : null;
    if (!had || 'error' in had) throw bad('its options are not valid.');
    if (JSON.stringify(had.options) !== JSON.stringify(wanted.options)) {
      throw new Refusal(
        'foreign-saved-game',
        `it was played with ${JSON.stringify(had.options)}, and this board plays ${JSON.stringify(wanted.options)}.`,
      );
    }
    const asked = s.requested === undefined ? s.seed : s.requested;
    // The deal asked for, or the very deal saved (a `link` names the seed dealt).
    if (seed !== null && asked !== seed && s.seed !== seed) {
      throw new Refusal('foreign-saved-game', `it was begun for deal ${String(asked ?? 'at random')}, and this board deals ${seed}.`);
    }
    let game: GameSession;
    let start: GameState | null = null;
    if (s.start !== undefined) {
      const r = GameSession.restore(def, s.start);
      if (!r.ok) throw bad(r.error.message);
      if (r.value.seed !== s.seed || JSON.stringify(r.value.options) !== JSON.stringify(wanted.options)) {
        throw bad('its start position does not match its deal.');
      }
      game = r.value;
      start = game.state;
    } else {
      const r = GameSession.deal(def, wanted.options, s.seed as number);
      if (!r.ok) throw bad(r.error.message);
      game = r.value;
    }
    s.moves.forEach((m, i) => {
      if (!game.play(m)) throw bad(`its move ${i + 1} (${JSON.stringify(m)}) is not allowed there.`);
    });
    const t = s.elapsedMs;
    const elapsedMs = typeof t === 'number' && Number.isFinite(t) && t >= 0 ? t : 0;
    return { game, elapsedMs, start };
  }

  // ---- saving ----

  /** The game changed (the game controller calls this after every change). */
  changed(kind: GameChange, game: GameSession): void {
    // Where the moves start is kept even while `persist` is off, in case it is turned on later.
    if (kind === 'deal') {
      this.resumed = null;
      this.start = null;
    } else if (kind === 'restore' && game !== this.resumed) {
      this.start = game.state;
    }
    const key = storageKey(this.host.persist, game.variant);
    if (key === null) return;
    // A new deal: whatever was saved (an abandoned or a won game) goes; the deal is saved from
    // its first move.
    if (kind === 'deal') this.remove(key);
    else this.save(false);
  }

  /** Saves the game in play; `onlyIfBegun`: not a fresh deal nobody has touched. */
  save(onlyIfBegun: boolean): void {
    const game = this.games.game;
    if (!game) return;
    const key = storageKey(this.host.persist, game.variant);
    if (key === null) return;
    const moves = game.history.map((m) => moveToJSON(game.rules, m));
    if (onlyIfBegun && moves.length === 0 && this.start === null && !game.canRedo) return;
    const saved: SavedGame = {
      format: FORMAT,
      variant: game.variant,
      seed: game.seed,
      requested: this.requested,
      options: { ...game.options },
      ...(this.start ? { start: this.start } : {}),
      moves,
      elapsedMs: Math.round(this.games.elapsedMs),
    };
    this.write(key, JSON.stringify(saved));
  }
}
