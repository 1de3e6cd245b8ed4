/**
 * The moves the element makes by itself, each its own animated move (source `auto`) and its own
 * undo:
 * - `auto-play`: after each move of the player's, safe cards go to the foundations one by one. A
 *   safe move is one that can never spoil a win (the game's solver hook decides).
 * - Finish: the rest of the solver's finishing line, played out (`finish()`).
 */
import type { LitElement, ReactiveController } from 'lit';
import { nextSafeMove } from '../../engine/safe-move.js';
import { sameEngineMove } from '../../engine/same-move.js';
import type { PatienceMoveEvent } from '../../events.js';
import type { GameController } from './game-controller.js';
import type { MotionSpeedController } from './motion-speed-controller.js';
import type { SelectionController } from './selection-controller.js';
import type { SolverController } from './solver-controller.js';

/** The element, with its `auto-play` attribute. */
type AutoPlayHost = LitElement & { readonly autoPlay: boolean };

/** What the moves come from and go to. */
export interface AutoPlayParts {
  readonly games: GameController;
  readonly solver: SolverController;
  readonly selection: SelectionController;
  readonly motion: MotionSpeedController;
}

/** The wait after the player's move (its card lands), and between safe moves. */
const FIRST_MS = 200;
const STEP_MS = 160;
/** Finish's pace. */
const FINISH_STEP_MS = 120;

export class AutoPlayController implements ReactiveController {
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Finish in progress: aborted by anything new (a move, undo, a deal) or the element leaving. */
  private finishing: AbortController | null = null;

  constructor(
    private readonly host: AutoPlayHost,
    private readonly parts: AutoPlayParts,
  ) {
    host.addController(this);
    parts.games.onInterrupt(() => this.finishing?.abort());
  }

  hostConnected(): void {
    this.host.addEventListener('patience-move', this.onMove);
    this.host.addEventListener('patience-undo', this.stop);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('patience-move', this.onMove);
    this.host.removeEventListener('patience-undo', this.stop);
    this.stop();
    this.finishing?.abort();
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
    const { games, selection, motion } = this.parts;
    clearTimeout(this.timer);
    this.timer = setTimeout(
      () => {
        const g = games.game;
        if (!this.host.autoPlay || !g || g.won || !this.host.isConnected) return;
        if (selection.held !== null) return this.schedule(STEP_MS);
        const safe = nextSafeMove(g.rules, games.kit ?? {}, g.table);
        // The engine's move, as the game in play lists it.
        const m = safe && g.moves().find((x) => sameEngineMove(x, safe));
        if (m && games.play(m, 'auto')) this.schedule(motion.reduced ? 0 : STEP_MS);
      },
      motion.reduced ? 0 : delay,
    );
  }

  /** Finish: plays the solver's finishing line to the end, one move at a time. */
  async finish(): Promise<void> {
    const { games, solver, selection, motion } = this.parts;
    this.finishing?.abort();
    const run = new AbortController();
    this.finishing = run;
    selection.cancel(false);
    this.stop();
    for (;;) {
      const next = solver.finish()?.[0];
      if (!next || run.signal.aborted) return;
      // The finishing line was worked out on copies of the table: play its first move by value.
      const live = games.game?.moves().find((x) => sameEngineMove(x, next));
      if (!live || !games.play(live, 'auto')) return;
      await new Promise((r) => setTimeout(r, motion.reduced ? 0 : FINISH_STEP_MS * motion.speed));
      if (run.signal.aborted || !this.host.isConnected) return;
    }
  }
}
