/**
 * `winnable`: the search for the first seed from a start whose deal the solver proves winnable
 * (in the solver's worker), as a task of the board; a new search, or `stop()`, aborts the one on
 * its way. Loaded only for a board that asks for winnable deals.
 */
import { Task } from '@lit/task';
import type { ReactiveControllerHost } from 'lit';
import type { WinnableDeal } from '../../engine/solver/winnable.js';
import type { GameModule } from '../../games/game-module.js';
import type { SolverController } from './solver-controller.js';

/** What is looked for: the game, its options, the first seed tried. */
export interface WinnableAsk {
  readonly kit: GameModule;
  readonly options: Record<string, unknown>;
  readonly start: number;
}

export class WinnableDealing<A extends WinnableAsk> {
  private readonly search: Task<[A], { ask: A; found: WinnableDeal } | null>;

  /** `found`: the deal found for an ask (never for one aborted). */
  constructor(host: ReactiveControllerHost, solver: SolverController, found: (ask: A, deal: WinnableDeal) => void) {
    this.search = new Task(host, {
      autoRun: false,
      task: async ([ask], { signal }) => {
        const deal = await solver.findWinnable(ask.kit.rules.variant, ask.options, ask.start, signal);
        return deal && !signal.aborted ? { ask, found: deal } : null;
      },
      onComplete: (r) => {
        if (r) found(r.ask, r.found);
      },
    });
  }

  look(ask: A): void {
    void this.search.run([ask]);
  }

  stop(): void {
    this.search.abort();
  }
}
