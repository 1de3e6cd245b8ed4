/**
 * A game's code as a board asks for it: its deal and the language's words first, then (once its
 * first cards are on screen) its play and a session's code, and its own words in the board's
 * language. Each load is asked for once per variant; a failure is remembered until the board
 * checks for a deal again, which shows it.
 */
import type { GameModule } from '../../games/game-module.js';
import { dealableGame, loadGame, loadGameToDeal, loadedGame } from '../../games/registry.js';
import type { Messages } from '../../i18n/index.js';
import type { PatienceErrorCode } from '../../events.js';
import { afterFirstFrame } from './after-first-frame.js';
import { LazyPart } from './lazy-part.js';
import type { LocalizeController } from './localize-controller.js';
import type { PlayersController } from './players-controller.js';

/** Why a board shows no game: a refused attribute or a load that failed. */
export type DealError = { kind: 'error'; code: PatienceErrorCode; attribute?: string; text: (m: Messages) => string };

/** A game in play's code (the session: moves, undo, redo, the state and its checks; read-state.ts), loaded after a page's first cards, for every board. */
export const sessionCode = new LazyPart(
  () => import('./read-state.js'),
  (m) => m,
);

export class GameCode {
  /** What is on its way (a game's code, the language's words); settles when it has come or failed. */
  loading: Promise<void> | null = null;
  /** The game on its way, when it deals already (its play still to come): its first cards can be drawn. */
  toDeal: GameModule | null = null;
  private loadingFor: string | null = null;
  /** Why the last load failed (shown, and fired, at the next check for a deal). */
  private failed: DealError | null = null;

  /** `changed`: something came (first cards to draw, or everything), or failed: check for a deal again. */
  constructor(
    private readonly localize: LocalizeController,
    private readonly players: PlayersController,
    private readonly changed: () => void,
  ) {}

  /** Why the last load failed, once (null: it did not). */
  takeFailure(): DealError | null {
    const f = this.failed;
    this.failed = null;
    return f;
  }

  /**
   * The game `variant` names, ready to play in the board's language; else null, and what it
   * lacks is asked for (`toDeal` gives the game meanwhile, when it deals already).
   */
  kit(variant: string): GameModule | null {
    const { localize } = this;
    const players = this.players.pending;
    const here = (kit: GameModule | null) => (kit && !localize.loading && !players ? kit : null);
    const kit = here(loadedGame(variant));
    if (kit && sessionCode.value && localize.hasWords(kit.words)) return kit;
    this.toDeal = here(dealableGame(variant));
    if (this.loadingFor === variant) return null;
    this.loadingFor = variant;
    const dealt = Promise.all([loadGameToDeal(variant), localize.ready, players]);
    // Its deal and the language's table here, its play and its own words still on their way: a
    // render draws the deal (a preview); the words re-word it as they come.
    const inPlay = () => loadedGame(variant) !== null && sessionCode.value !== null;
    const firstCards = () => {
      if (this.loading === current && !inPlay()) this.changed();
    };
    // The game's play and a session's code are asked for once the first cards are on screen.
    const play = () => Promise.all([loadGame(variant), sessionCode.get()]);
    const played = dealt.then(() => (inPlay() ? play() : new Promise<void>((r) => afterFirstFrame(r)).then(play)));
    const current: Promise<void> = Promise.all([
      dealt.then(firstCards),
      dealt.then(([k]) => localize.loadWords(variant, k.words)),
      played,
    ]).then(
      () => this.settled(current, null),
      (err: unknown) =>
        this.settled(current, {
          kind: 'error',
          code: 'load-failed',
          attribute: 'variant',
          text: (m) => m.loadFailed(variant, err instanceof Error ? err.message : String(err)),
        }),
    );
    this.loading = current;
    return null;
  }

  private settled(load: Promise<void>, failed: DealError | null): void {
    // (another load has begun since)
    if (this.loading !== load) return;
    this.loading = null;
    this.loadingFor = null;
    this.failed = failed;
    this.changed();
  }
}
