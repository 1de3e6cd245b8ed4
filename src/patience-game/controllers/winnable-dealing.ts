/**
 * `winnable`: the search for the first seed from a start whose deal the solver proves winnable
 * (in the solver's worker), as a task of the board; a new search, or `stop()`, aborts the one on
 * its way. The deal found is dealt with its winning line kept (for the verdict, hints and
 * Finish), and focus comes back to where it was when the board went away to look. It comes with
 * the solver's work (solver-work.ts), which a winnable deal needs anyway.
 */
import { Task } from '@lit/task';
import type { LitElement } from 'lit';
import type { WinnableDeal } from '../../engine/solver/winnable.js';
import type { Move, Table } from '../../engine/types.js';
import type { GameModule } from '../../games/game-module.js';

/** What of the board's solver the search uses (the `SolverController`). */
interface Solver {
  findWinnable(variant: string, options: Record<string, unknown>, start: number, signal: AbortSignal): Promise<WinnableDeal | null>;
  keepLine(table: Table, moves: readonly Move[]): void;
}

/** Where focus goes back to a pile (the `InputController`). */
interface Keys {
  readonly focus: number;
  focusPile(pile: number): void;
}

/** What is looked for: the game, its options, the first seed tried, and the part focused when the search began. */
export interface WinnableAsk {
  readonly kit: GameModule;
  readonly options: Record<string, unknown>;
  readonly start: number;
  readonly focused: string;
}

export class WinnableDealing<A extends WinnableAsk> {
  private readonly search: Task<[A], { ask: A; found: WinnableDeal } | null>;

  /** `deal`: deals the seed found for an ask (never for one aborted); its table, or null when it was not dealt. */
  constructor(
    private readonly host: LitElement,
    solver: Solver,
    private readonly keys: Keys,
    deal: (ask: A, seed: number) => Table | null,
  ) {
    this.search = new Task(host, {
      autoRun: false,
      task: async ([ask], { signal }) => {
        const found = await solver.findWinnable(ask.kit.rules.variant, ask.options, ask.start, signal);
        return found && !signal.aborted ? { ask, found } : null;
      },
      onComplete: (r) => {
        const table = r && deal(r.ask, r.found.seed);
        if (!table) return;
        if (r.found.moves) solver.keepLine(table, r.found.moves);
        this.refocus(r.ask.focused);
      },
    });
  }

  look(ask: A): void {
    void this.search.run([ask]);
  }

  stop(): void {
    this.search.abort();
  }

  private refocus(part: string): void {
    const active = document.activeElement;
    if (!part || (active !== document.body && active !== this.host)) return;
    void this.host.updateComplete.then(() =>
      /\bnew-game\b/.test(part)
        ? this.host.renderRoot.querySelector<HTMLElement>('[part~="new-game"]')?.focus()
        : this.keys.focusPile(this.keys.focus),
    );
  }
}
