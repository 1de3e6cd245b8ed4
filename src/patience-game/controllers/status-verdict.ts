/**
 * The verdict in the status line ("Winnable", "No longer winnable", "Unknown"): what the deal's
 * search knows of the position in play. After each move it is re-rooted there (after a quiet
 * moment; at once on a deal) and runs for `STATUS_MS`; it is said aloud once, when the game stops
 * being winnable.
 */
import type { LitElement } from 'lit';
import type { Verdict } from '../../engine/solver/knowledge.js';
import type { Messages } from '../../i18n/index.js';
import { renderVerdict } from '../views/verdict.js';
import type { DealSearch } from './deal-search.js';
import type { LiveRegionController } from './live-region-controller.js';
import type { LocalizeController } from './localize-controller.js';

/** The quiet time after a move before the background search starts, and its search time. */
export const STATUS_DEBOUNCE_MS = 150;
export const STATUS_MS = 1500;

/** The element, with its `no-analysis` attribute (no background verdict). */
export type SolverHost = LitElement & { readonly noAnalysis: boolean };

export class StatusVerdict {
  /** The verdict on the position in play (null: none yet, or analysis is off / the game is over). */
  verdict: Verdict | null = null;
  /** The verdict shown is about an earlier position: a search is pending or running. */
  checking = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly host: SolverHost,
    private readonly deal: DealSearch,
    private readonly localize: LocalizeController,
    private readonly live: LiveRegionController,
  ) {}

  render(m: Messages, moveCount: number): ReturnType<typeof renderVerdict> {
    return renderVerdict(m, this.verdict, this.checking, moveCount);
  }

  /** A new game: nothing known, nothing waiting. */
  reset(): void {
    this.stop();
    this.verdict = null;
  }

  /** No background search starts (a hint searches now, or the board left). */
  stop(): void {
    clearTimeout(this.timer);
  }

  /** Brings the verdict up to date with the position in play; starts the search when it is needed. */
  refresh(): void {
    const g = this.deal.game;
    const before = this.verdict;
    this.stop();
    if (!g || g.won || this.host.noAnalysis) {
      this.verdict = null;
      this.checking = false;
      this.deal.keepOnly(g?.table);
      return;
    }
    const t = g.table;
    const k = this.deal.knowledge!;
    const v = g.lost ? 'unwinnable' : k.verdict(t);
    this.checking = v === null;
    if (v) this.verdict = v;
    // Said once, when the game stops being winnable (not at a deal, not with the end panel up).
    if (v === 'unwinnable' && before !== null && before !== 'unwinnable' && g.moveCount > 0 && !g.lost) {
      this.live.announce(this.localize.messages.verdict.lostNow);
    }
    this.deal.keepOnly(t);
    // Unknown yet, or winnable with no line that hints may follow: search.
    const wanted = v === null || (v === 'winnable' && !this.deal.lineFrom(t) && !k.noLineFrom(t));
    if (!wanted || this.deal.running) return;
    this.timer = setTimeout(
      () => {
        if (this.deal.game === g && g.table === t && !this.deal.running) this.deal.search(true, STATUS_MS, false);
      },
      g.canUndo ? STATUS_DEBOUNCE_MS : 0,
    );
  }
}
