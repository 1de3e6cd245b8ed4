/**
 * The game in play for one `<patience-game>`: the engine's `GameSession` (table and history),
 * the play timer, and every event the element fires about the game. All moves, whatever made
 * them, go through `play()`, so `patience-move` / `patience-win` / `patience-lost` fire from one
 * place.
 */
import type { LitElement, ReactiveController } from 'lit';
import { now } from '../../engine/solver/clock.js';
import type { GameSession } from '../../engine/session.js';
import { moveToJSON, type GameState } from '../../engine/state.js';
import type { Move, Rules } from '../../engine/types.js';
import type { GameModule } from '../../games/game-module.js';
import { moveInWords } from '../words.js';
import type { LiveRegionController } from './live-region-controller.js';
import type { LocalizeController } from './localize-controller.js';
import {
  PatienceDealEvent,
  PatienceErrorEvent,
  PatienceLostEvent,
  PatienceMoveEvent,
  PatienceRedoEvent,
  PatienceUndoEvent,
  PatienceWinEvent,
  type MoveSource,
  type PatienceErrorDetail,
} from '../../events.js';

/** What the board draws of a game: the game in play, or a deal drawn before the game's play has come. */
export type ShownGame = Pick<
  GameSession,
  'table' | 'variant' | 'seed' | 'options' | 'moveCount' | 'won' | 'lost' | 'canUndo' | 'canRedo' | 'moves'
> & {
  readonly rules: Pick<Rules, 'specs'>;
};

/** What a change of the game was. */
export type GameChange = 'deal' | 'restore' | 'move' | 'undo' | 'redo';

/** A state as `<patience-game>` gives it: the engine's, plus the playing time. */
export interface PatienceGameState extends GameState {
  /** Playing time so far, in milliseconds (restored with the state). */
  elapsedMs: number;
}

export class GameController implements ReactiveController {
  /** The game in play. */
  game: GameSession | null = null;
  /**
   * A deal drawn before its game's play has come (the session and a description's moves, loaded
   * after the first frame): not yet in play. The deal that puts it in play (the same table) follows.
   */
  preview: ShownGame | null = null;
  /** Everything about the game in play (its layout, words, peeks, stand-ins); null with no game. */
  kit: GameModule | null = null;
  /** Whether the last change of game was a deal (animate it) rather than a restore. */
  lastWasDeal = false;
  private winFired = false;
  private lostFired = false;
  /** Time played before `since`, and when the running stretch began (null: not running). */
  private acc = 0;
  private since: number | null = null;
  private started = false;
  private interval: ReturnType<typeof setInterval> | undefined;
  private connected = false;
  private readonly changeListeners: Array<(kind: GameChange, game: GameSession) => void> = [];
  private readonly interruptListeners: Array<() => void> = [];

  constructor(
    private readonly host: LitElement,
    private readonly localize: LocalizeController,
    private readonly live: LiveRegionController,
  ) {
    host.addController(this);
  }

  /** `listener` is told after every change of the game, before its event fires (persist, stats, link). */
  onChange(listener: (kind: GameChange, game: GameSession) => void): void {
    this.changeListeners.push(listener);
  }

  private changed(kind: GameChange, game: GameSession): void {
    for (const listener of this.changeListeners) listener(kind, game);
  }

  /** `listener` is told when something new begins: a player's move, undo, redo, a deal, a restore. */
  onInterrupt(listener: () => void): void {
    this.interruptListeners.push(listener);
  }

  /** Drops what was under way (a selection, a hint, Finish, a search for a winnable deal). */
  interrupt(): void {
    for (const listener of this.interruptListeners) listener();
  }

  hostConnected(): void {
    this.connected = true;
    document.addEventListener('visibilitychange', this.onVisibility);
    this.resume();
  }

  hostDisconnected(): void {
    this.connected = false;
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.pause();
  }

  // ---- the timer: runs from the first move until the game ends, while the page shows it ----

  get elapsedMs(): number {
    return this.acc + (this.since === null ? 0 : now() - this.since);
  }

  private get shouldRun(): boolean {
    const g = this.game;
    return this.connected && this.started && g !== null && !this.ended && document.visibilityState !== 'hidden';
  }

  private get ended(): boolean {
    return this.game === null || this.game.won || this.game.lost;
  }

  private resume(): void {
    if (this.since !== null || !this.shouldRun) return;
    this.since = now();
    this.interval = setInterval(() => this.tick(), 1000);
  }

  /** Each second: the status line's time, through a render (Lit changes only that text). */
  private tick(): void {
    this.host.requestUpdate();
  }

  private pause(): void {
    if (this.since !== null) this.acc += now() - this.since;
    this.since = null;
    clearInterval(this.interval);
    this.interval = undefined;
  }

  private readonly onVisibility = () => (document.visibilityState === 'hidden' ? this.pause() : this.resume());

  // ---- events ----

  error(detail: PatienceErrorDetail): void {
    this.host.dispatchEvent(new PatienceErrorEvent(detail));
  }

  // ---- changing the game ----

  /** The game the board draws: the game in play, or one dealt before its play has come. */
  get shown(): ShownGame | null {
    return this.game ?? this.preview;
  }

  /** Draws a deal whose play is still on its way (nothing is in play, nothing fires). */
  showPreview(kit: GameModule, game: ShownGame): void {
    this.clear();
    this.preview = game;
    this.kit = kit;
    this.localize.useGame(game.variant, kit.words);
    this.lastWasDeal = true;
  }

  /** Puts a freshly dealt game in play and fires `patience-deal` (`daily`: the daily deal's date). */
  deal(kit: GameModule, game: GameSession, daily: string | null = null): void {
    // The table already drawn (a preview of this deal) is not dealt out again.
    const drawn = this.preview !== null && this.preview.seed === game.seed && this.preview.variant === game.variant;
    this.replace(kit, game, 0, true);
    if (drawn) this.lastWasDeal = false;
    const detail = { variant: game.variant, seed: game.seed, options: { ...game.options } };
    this.host.dispatchEvent(new PatienceDealEvent(daily === null ? detail : { ...detail, daily }));
  }

  /** Puts a restored game in play (no `patience-deal`: nothing was dealt). */
  restored(kit: GameModule, game: GameSession, elapsedMs: number): void {
    this.replace(kit, game, elapsedMs, false);
  }

  /** Takes the game off the table (no variant, or a bad attribute). */
  clear(): void {
    this.pause();
    this.game = null;
    this.preview = null;
    this.kit = null;
    this.host.requestUpdate();
  }

  private replace(kit: GameModule, game: GameSession, elapsedMs: number, dealt: boolean): void {
    this.pause();
    this.game = game;
    this.preview = null;
    this.kit = kit;
    this.localize.useGame(game.variant, kit.words);
    this.lastWasDeal = dealt;
    this.winFired = game.won;
    this.lostFired = game.lost;
    this.acc = elapsedMs;
    this.started = elapsedMs > 0 || game.moveCount > 0;
    this.resume();
    this.host.requestUpdate();
    this.changed(dealt ? 'deal' : 'restore', game);
  }

  /**
   * Plays a move `legalMoves()` lists (engine or JSON form); false, and nothing changed, otherwise.
   * A move the element did not make itself (`auto`) interrupts whatever was under way first.
   */
  play(move: unknown, source: MoveSource): boolean {
    if (source !== 'auto') this.interrupt();
    const g = this.game;
    if (!g) return false;
    let m: Move | null;
    try {
      m = g.moves().find((x) => x === move) ?? g.findMove(move);
    } catch {
      // A hostile object (a throwing getter, a revoked proxy) is simply not a move.
      return false;
    }
    if (!m) return false;
    const before = g.table;
    if (!g.play(m)) return false;
    this.changed('move', g);
    const description = moveInWords(this.localize.messages, this.kit!.layout, g, m, before, g.table);
    if (!this.started) {
      this.started = true;
      this.resume();
    }
    this.host.dispatchEvent(new PatienceMoveEvent({ move: moveToJSON(g.rules, m), description, moveCount: g.moveCount, source }));
    this.live.announce(description);
    this.afterChange();
    return true;
  }

  /** Undoes the last move (interrupting whatever was under way); true when something changed. */
  undo(): boolean {
    this.interrupt();
    const g = this.game;
    if (!g || !g.undo()) return false;
    this.changed('undo', g);
    this.host.dispatchEvent(new PatienceUndoEvent({ moveCount: g.moveCount }));
    this.afterChange();
    this.live.announce(this.localize.messages.undone(g.moveCount));
    return true;
  }

  /** Redoes the last undone move (interrupting whatever was under way); true when something changed. */
  redo(): boolean {
    this.interrupt();
    const g = this.game;
    if (!g || !g.redo()) return false;
    this.changed('redo', g);
    this.host.dispatchEvent(new PatienceRedoEvent({ moveCount: g.moveCount }));
    this.afterChange();
    this.live.announce(this.localize.messages.redone(g.moveCount));
    return true;
  }

  /** Checks for the end of the game after any change, firing win (once per deal) or lost. */
  private afterChange(): void {
    const g = this.game!;
    if (g.won) {
      this.pause();
      if (!this.winFired) {
        this.winFired = true;
        this.host.dispatchEvent(
          new PatienceWinEvent({ variant: g.variant, seed: g.seed, moves: g.moveCount, durationMs: Math.round(this.elapsedMs) }),
        );
      }
    } else if (g.lost) {
      this.pause();
      if (!this.lostFired) {
        this.lostFired = true;
        this.host.dispatchEvent(new PatienceLostEvent({ variant: g.variant, seed: g.seed, moves: g.moveCount }));
      }
    } else {
      // Back from the end (undo): the clock runs again, and a new dead end is news again.
      this.lostFired = false;
      this.resume();
    }
    this.host.requestUpdate();
  }

  get state(): PatienceGameState | null {
    const g = this.game;
    return g ? { ...g.state, elapsedMs: Math.round(this.elapsedMs) } : null;
  }
}
