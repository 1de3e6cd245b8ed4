/**
 * `auto-play`: after each move of the player's, safe cards go to the foundations one by one,
 * each its own animated move (source `auto`) and its own undo. A safe move is one that can
 * never spoil a win (the game's solver hook decides).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { nextSafeMove } from '../../engine/solver/index.js';
import { sameEngineMove } from '../../engine/same-move.js';
import type { PatienceMoveEvent } from '../../events.js';
import type { GameController } from './game-controller.js';

export interface AutoPlayHost extends ReactiveControllerHost, HTMLElement {
  readonly gameController: GameController;
  readonly autoPlay: boolean;
  /** Cards are picked up or dragged (auto-play waits). */
  readonly holding: boolean;
  readonly reducedMotion: boolean;
}

/** The wait after the player's move (its card lands), and between safe moves. */
const FIRST_MS = 200;
const STEP_MS = 160;

export class AutoPlayController implements ReactiveController {
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly host: AutoPlayHost) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('patience-move', this.onMove);
    this.host.addEventListener('patience-undo', this.stop);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('patience-move', this.onMove);
    this.host.removeEventListener('patience-undo', this.stop);
    this.stop();
  }

  /** Stops the chain of safe moves (undo, Finish, the element leaving). */
  readonly stop = (): void => {
    clearTimeout(this.timer);
    this.timer = undefined;
  };

  private readonly onMove = (e: Event): void => {
    if ((e as PatienceMoveEvent).detail.source !== 'auto' && this.host.autoPlay) this.schedule(FIRST_MS);
  };

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      const gc = this.host.gameController;
      const g = gc.game;
      if (!this.host.autoPlay || !g || g.won || !this.host.isConnected) return;
      if (this.host.holding) return this.schedule(STEP_MS);
      const safe = nextSafeMove(g.rules, g.table);
      // The engine's move, as the game in play lists it.
      const m = safe && g.moves().find((x) => sameEngineMove(x, safe));
      if (m && gc.play(m, 'auto')) this.schedule(this.host.reducedMotion ? 0 : STEP_MS);
    }, this.host.reducedMotion ? 0 : delay);
  }
}
