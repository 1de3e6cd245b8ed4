import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { MoveJSON } from '../engine/state.js';
import type { OptionValue } from '../engine/types.js';
import type { OptionName, Variant } from '../games/registry.js';
import { dirOf, type Lang } from '../i18n/index.js';
import { cardArtStyles } from '../render/card-svg.js';
import { standInStyles } from '../render/stand-in.js';
import { optionProperties, seedConverter } from './attributes.js';
import { AnimationController } from './controllers/animation-controller.js';
import { BoardLayoutController } from './controllers/board-layout-controller.js';
import { DealingController } from './controllers/dealing-controller.js';
import { GameController, type PatienceGameState } from './controllers/game-controller.js';
import { InputController } from './controllers/input-controller.js';
import { LiveRegionController } from './controllers/live-region-controller.js';
import { LocalizeController } from './controllers/localize-controller.js';
import { MotionSpeedController, speedProbe } from './controllers/motion-speed-controller.js';
import { PlayersController } from './controllers/players-controller.js';
import { SelectionController } from './controllers/selection-controller.js';
import { SolverController, type AnalyzeResult } from './controllers/solver-controller.js';
import { styles } from './patience-game.styles.js';
import { classes } from './views/classes.js';
import type { Statistics } from './stats-store.js';
import { renderBar } from './views/bar-view.js';
import { renderBoard, renderProblem } from './views/board-view.js';
import { solverStatusStyles } from './views/solver-status.js';

export type { AnalyzeResult, PatienceGameState, Statistics };

/** The games' options, one property each (`draw`, `redeals`, …): made from the registry's option names. */
type OptionProperties = { [K in OptionName]?: OptionValue };

/**
 * A complete, accessible patience (solitaire) game, dealt from a seed, played by mouse, touch,
 * pen or keyboard. The games, and their options, are the registry's (`src/games/registry.ts`):
 * each game's code is downloaded the first time a board shows it.
 *
 * @summary A patience (solitaire) card game, any game of the registry, with a solver behind every hint.
 *
 * @attr variant - The game (the names are listed in this attribute's type). Without it the element shows a short prompt. Until the game's code has arrived the board shows that it deals and `state` is null; `updateComplete` waits for it.
 * @attr seed - The deal, a whole number 0 … 4294967295, or `daily`: the day's deal, the same for every player on the same UTC date for a game and options (see `daily`). Absent: a random deal. After a random or daily deal the `seed` property gives the seed dealt.
 * @attr no-toolbar - Hides the toolbar (new game, undo, redo, hint, finish).
 * @attr no-status - Hides the status line (moves, time and the solver's verdict).
 * @attr no-analysis - Turns off the solver's verdict after each move ("Winnable", "No longer winnable", "Unknown" in the status line, searched in a worker in the background and said aloud when the game stops being winnable). Hints, `analyze()` and Finish still use the solver.
 * @attr auto-play - After each move, cards that can no longer be needed in play go to the foundations by themselves (in the games whose rules tell such cards: each game's `safeMove`), one after another, each its own animated move and its own undo (`patience-move` with `source: 'auto'`). Undo stops them until the next move.
 * @attr winnable - Deals only deals the solver proves winnable. The deal for seed S is the first of the seeds S, S+1, S+2 … (mod 2^32) whose deal the solver proves winnable within a fixed number of search nodes per game (nodes, not time: the same seed gives the same deal on every machine, for a given version of this package); the `seed` property then gives the seed dealt. The search runs in a worker, usually well under a second; meanwhile the board says it is finding a winnable deal and `state` is null. When none of 2000 seeds is proven winnable, seed S itself is dealt.
 * @attr lang - The language of every word shown or spoken, a BCP 47 tag: `en`, `ru`, `de`, `fr`, `es`, `it`, `pt`, `pl`, `nl`, `uk`, `cs`, `sv`, `tr`, `ja`, `zh-Hans`, `ar`, or a regional tag of one of them (`de-AT` speaks `de`, `pt-BR` `pt`, any `zh` tag `zh-Hans`). Absent: the nearest ancestor's `lang` (across shadow roots, followed as it changes); the browser's languages when the nearest `lang` is absent or one the board does not speak; else English. Changing it re-words the board without a new deal. `ar` reads right to left: toolbar, status, messages and dialogs; the card table keeps its order. See `language`.
 * @attr stats - Keeps statistics per game and options in `localStorage` (in memory where storage refuses) and shows them in a dialog from the toolbar: played, won, win rate, current and best streak, best time, fewest moves. A game counts as played at its first move; it is won when it reaches a won position, whatever made the move (Finish too), once per game; a new deal, `restore()` or leaving the page after moves without a win ends it unwon and ends the streak. Daily deals (`seed="daily"`, a streak of days) and `winnable` deals keep records of their own. Boards of the same game on one page share one record. See `statistics`, `resetStatistics()`, `patience-stats`.
 * @attr link - The deal lives in the page's URL fragment, `#patience=<variant>-<seed>` plus each option that is not the default (`#patience=klondike-42-draw3`): the board deals the fragment's deal of its variant when the page loads (and when the fragment changes), writes its deal there on each new deal (`history.replaceState`: no history entry), and offers "Copy link" in the toolbar. Several boards keep one entry each, by variant (`#patience=klondike-42,bayan-7`); two boards of one variant both deal the fragment's deal, then the entry follows the last one dealt. A fragment entry that cannot be dealt fires `patience-error` (`bad-link`) and the board deals as usual.
 * @attr left-handed - Mirrors the table left to right: stock, waste and reserve on the right, sideways fans turned round; arrow keys follow the piles as they lie. Bayan's line, read like text, stays as it is.
 * @attr persist - Keeps the game in `localStorage` under `patience-games:<value>` (a bare `persist`: `patience-games:<variant>`), undo history included, and resumes it when the page is loaded again. Saved after every move, undo, redo and `restore()`; a new deal clears it. Saved data that cannot be used (not a saved game, another variant, other options or seed, an impossible position or move) is removed, a new game is dealt and `patience-error` fires (`bad-saved-game`, `foreign-saved-game`). When storage refuses (blocked, private mode, quota) the game goes on unsaved and `patience-error` (`storage-unavailable`) fires once. Give each game on a page its own key; set it before the first deal.
 *
 * @fires {PatienceDealEvent} patience-deal - A game was dealt (first render, `newGame()`, an attribute change). `detail`: `{ variant, seed, options }`.
 * @fires {PatienceMoveEvent} patience-move - A move was applied, whatever made it. `detail`: `{ move, description, moveCount, source }`.
 * @fires {PatienceUndoEvent} patience-undo - A move was undone. `detail`: `{ moveCount }`.
 * @fires {PatienceRedoEvent} patience-redo - A move was redone. `detail`: `{ moveCount }`.
 * @fires {PatienceWinEvent} patience-win - The game was won (once per deal). `detail`: `{ variant, seed, moves, durationMs }`.
 * @fires {PatienceLostEvent} patience-lost - No move is left and the game is not won. `detail`: `{ variant, seed, moves }`.
 * @fires {PatienceErrorEvent} patience-error - A bad attribute value, bad `restore()` input, bad `newGame()` seed, a saved game (`persist`) that cannot be resumed or saved, a URL fragment that cannot be dealt (`link`: `bad-link`), stored statistics that cannot be read (`stats`: `bad-statistics`) or storage that refuses them (`storage-unavailable`). `detail`: `{ code, message, attribute? }`.
 * @fires {PatienceStatsEvent} patience-stats - `stats`: a game ended (won, or left unwon after moves) or the statistics were reset. `detail`: `{ variant, options, daily, winnable, statistics, reason }`, `reason` one of `won`, `abandoned`, `reset`.
 *
 * @csspart base - Everything inside the element.
 * @csspart toolbar - The row of buttons.
 * @csspart button - Every button (toolbar and messages); also `new-game`, `undo`, `redo`, `hint`, `auto` for each toolbar button.
 * @csspart status - The status line (moves, time, verdict).
 * @csspart verdict - The solver's verdict in the status line (icon and word).
 * @csspart stand-in - Joker: the badge on a joker in a column saying which card it stands for.
 * @csspart board - The card table.
 * @csspart pile - Each pile (a focusable group).
 * @csspart card - Each card.
 * @csspart count - The card count shown on stacked piles.
 * @csspart message - The prompt, an error, or the end-of-game panel.
 * @csspart stats - The toolbar's Statistics button (`stats`).
 * @csspart copy-link - The toolbar's Copy link button (`link`).
 * @csspart daily - The status line's badge on the daily deal.
 * @csspart stats-panel - The statistics dialog.
 * @csspart link-panel - The dialog that shows the link when the clipboard refuses it.
 * @csspart live - The visually hidden live region that speaks moves, hints and the result.
 *
 * @cssprop [--patience-table=#1f6b46] - The felt.
 * @cssprop [--patience-table-text=#f1f6f0] - Text on the felt (status, messages).
 * @cssprop [--patience-card-width=112px] - The widest a card may get; cards shrink to fit the element's width.
 * @cssprop [--patience-card-face=#fffdf8] - Card faces.
 * @cssprop [--patience-card-edge=#b9b2a4] - Card outlines.
 * @cssprop [--patience-card-back=#1f4e8c] - Card backs.
 * @cssprop [--patience-card-back-accent=#7fa6dc] - The pattern on card backs.
 * @cssprop [--patience-red=#c62828] - Hearts, diamonds, the red joker.
 * @cssprop [--patience-black=#1a1a1a] - Clubs, spades, the black joker.
 * @cssprop [--patience-empty-mark=rgba(255,255,255,.55)] - Outlines and symbols of empty piles.
 * @cssprop [--patience-highlight=#ffd54a] - Selected cards, places they can go, hints.
 * @cssprop [--patience-focus=#ffffff] - The keyboard focus ring.
 * @cssprop [--patience-radius=12px] - Corner radius of the board, toolbar and panels.
 * @cssprop [--patience-font=system-ui, sans-serif] - The font.
 * @cssprop [--patience-toolbar-bg=rgba(0,0,0,.22)] - Toolbar and status background.
 * @cssprop [--patience-toolbar-text=#f1f6f0] - Toolbar and status text.
 * @cssprop [--patience-button-bg=rgba(255,255,255,.1)] - Button background.
 * @cssprop [--patience-button-hover=rgba(255,255,255,.2)] - Button background on hover.
 * @cssprop [--patience-panel-bg=rgba(16,32,24,.92)] - Background of messages over the board.
 * @cssprop [--patience-shadow=0 1px 2px rgba(0,0,0,.35)] - Card shadow.
 * @cssprop [--patience-suit-clubs=var(--patience-black)] - Clubs (a four-colour deck sets all four suits).
 * @cssprop [--patience-suit-diamonds=var(--patience-red)] - Diamonds.
 * @cssprop [--patience-suit-hearts=var(--patience-red)] - Hearts.
 * @cssprop [--patience-suit-spades=var(--patience-black)] - Spades.
 * @cssprop [--patience-speed=1] - A factor on the duration of every animation: `2` twice as slow, `0.5` twice as fast, `0` no motion at all (as with `prefers-reduced-motion`).
 *
 * Keyboard: Tab reaches the board (one stop); arrow keys move between piles, Up/Down inside a
 * fanned pile choose how many cards to lift; Enter or Space picks up and puts down; Escape
 * cancels; Ctrl/Cmd+Z undo, Ctrl+Y or Ctrl+Shift+Z redo, H hint, N new game.
 */
// The option properties are declared by the interface below (the registry's names), made by `static properties`.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class PatienceGame extends LitElement {
  static override styles = [styles, cardArtStyles, solverStatusStyles, standInStyles];
  /** One property and attribute per option name of the registry (the manifest lists them). */
  static override properties = optionProperties();

  /** The game (see `@attr variant`). Reflected to the attribute. */
  @property({ reflect: true }) variant?: Variant;
  /** The deal's seed, or `'daily'` (the day's deal). After a random or daily deal this is the seed in play. */
  @property({ converter: seedConverter }) seed?: number | 'daily';
  /** Hides the toolbar. */
  @property({ type: Boolean, reflect: true, attribute: 'no-toolbar' }) noToolbar = false;
  /** Hides the status line. */
  @property({ type: Boolean, reflect: true, attribute: 'no-status' }) noStatus = false;
  /** Turns off the background verdict in the status line (see `@attr no-analysis`). */
  @property({ type: Boolean, reflect: true, attribute: 'no-analysis' }) noAnalysis = false;
  /** Safe cards go to the foundations by themselves after each move (see `@attr auto-play`). */
  @property({ type: Boolean, reflect: true, attribute: 'auto-play' }) autoPlay = false;
  /** Deals only deals the solver proves winnable (see `@attr winnable`); changing it deals again. */
  @property({ type: Boolean, reflect: true }) winnable = false;
  /** Keeps the game in `localStorage` (see `@attr persist`): the key's name, `''` for the variant's own; null/undefined: nothing is kept. */
  @property() persist?: string | null;
  /** Keeps statistics per game and options (see `@attr stats`). */
  @property({ type: Boolean, reflect: true }) stats = false;
  /** The deal lives in the page's URL fragment (see `@attr link`). */
  @property({ type: Boolean, reflect: true }) link = false;
  /** Mirrors the table for the left hand (see `@attr left-handed`). */
  @property({ type: Boolean, reflect: true, attribute: 'left-handed' }) leftHanded = false;

  // Each controller is handed the ones it works with; the element only wires them and renders.
  private readonly localize = new LocalizeController(this);
  private readonly live = new LiveRegionController(this);
  private readonly motion = new MotionSpeedController(this);
  /** The game in play, its timer and its events. */
  private readonly games = new GameController(this, this.localize, this.live);
  private readonly layout = new BoardLayoutController(this, this.games);
  private readonly solver = new SolverController(this, this.games, this.localize, this.live);
  private readonly selection = new SelectionController(this, {
    games: this.games,
    layout: this.layout,
    localize: this.localize,
    live: this.live,
    motion: this.motion,
    solver: this.solver,
  });
  private readonly animation = new AnimationController(this, this.games, this.motion);
  // Drag, taps, keys and auto-play: their code comes after the first frame (input.ts).
  private readonly input = new InputController(this, {
    layout: this.layout,
    selection: this.selection,
    games: this.games,
    animation: this.animation,
    motion: this.motion,
    localize: this.localize,
    live: this.live,
    solver: this.solver,
  });
  // A kept game, statistics and links (players.ts, loaded when first wanted), told of each change in that order.
  private readonly players = new PlayersController(this, this.games, this.localize, this.live);
  private readonly dealing = new DealingController(this, {
    games: this.games,
    localize: this.localize,
    live: this.live,
    players: this.players,
    solver: this.solver,
    keys: this.input,
  });

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang') this.localize.update();
  }

  /** The game controller, once the attributes are dealt. */
  private get dealt(): GameController {
    this.dealing.ensureDealt();
    return this.games;
  }

  // ---------------------------------------------------------------- public API

  /** A JSON-serialisable snapshot of the game in play (null when none is). */
  get state(): PatienceGameState | null {
    return this.dealt.state;
  }

  /** True once the game in play is won. */
  get won(): boolean {
    return this.dealt.game?.won ?? false;
  }

  /** True when no move is left and the game is not won. */
  get lost(): boolean {
    return this.dealt.game?.lost ?? false;
  }

  /** Moves made in the game in play. */
  get moveCount(): number {
    return this.dealt.game?.moveCount ?? 0;
  }

  /** The language the board speaks (`en`, `de`, `zh-Hans`, …): from `lang`, an ancestor's `lang` or the browser (see `@attr lang`). */
  get language(): Lang {
    return this.localize.messages.lang;
  }

  /** `seed="daily"`: the UTC date (`YYYY-MM-DD`) of the daily deal in play; null for any other game (New game leaves it). */
  get daily(): string | null {
    this.dealing.ensureDealt();
    return this.dealing.daily;
  }

  /** `stats`: `{ played, won, currentStreak, bestStreak, bestTimeMs, fewestMoves }` of the game and options in play (daily and `winnable` deals apart); null when `stats` is off or no game is in play. */
  get statistics(): Statistics | null {
    this.dealing.ensureDealt();
    return this.players.statistics;
  }

  /** `stats`: clears the statistics of the game and options in play (fires `patience-stats`). */
  resetStatistics(): void {
    this.dealing.ensureDealt();
    this.players.resetStatistics();
  }

  /** Every move allowed now, as plain JSON objects `{ kind, from, to, count, pair? }`. */
  legalMoves(): MoveJSON[] {
    return this.dealt.game?.legalMoves() ?? [];
  }

  /** Plays a move that `legalMoves()` listed (compared by value). False, and nothing changed, otherwise. */
  play(move: MoveJSON | unknown): boolean {
    return this.dealt.play(move, 'api');
  }

  /** Undoes the last move; true when something changed. */
  undo(): boolean {
    return this.dealt.undo();
  }

  /** Redoes the last undone move; true when something changed. */
  redo(): boolean {
    return this.dealt.redo();
  }

  /** Deals again with the same variant and options: with `seed`, or a random one. */
  newGame(seed?: number): void {
    this.dealing.ensureDealt();
    this.dealing.newGame(seed);
  }

  /** Loads a state (as `state` gives it, or its JSON text); history is cleared. Bad input fires `patience-error` and keeps the game. */
  restore(state: unknown): boolean {
    this.dealing.ensureDealt();
    return this.dealing.restore(state);
  }

  /** A move worth playing now (highlighted on the board for 2 s), or null when none is left. */
  hint(): Promise<MoveJSON | null> {
    this.dealing.ensureDealt();
    return this.solver.suggest();
  }

  /**
   * The solver's verdict on the position in play: `{ result, moves?, ms }`, `unknown` when the
   * budget runs out: `timeMs` (default 2000) and/or `positions` searched (alone: no time limit,
   * the same verdict on every machine).
   */
  analyze(options: { timeMs?: number; positions?: number } = {}): Promise<AnalyzeResult> {
    this.dealing.ensureDealt();
    return this.solver.analyze(options);
  }

  /**
   * Also waits for what is on its way: a game's code (and the language's words), then the
   * solver's page side for a board showing a game, and the renders they bring.
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    const pending = () =>
      this.dealing.loading ?? (this.localize.loading ? this.localize.ready : null) ?? this.solver.ready ?? this.input.ready;
    for (let next = pending(); next; next = pending()) {
      await next;
      done = await super.getUpdateComplete();
    }
    return done;
  }

  // ---------------------------------------------------------------- rendering

  protected override willUpdate(_changed: PropertyValues): void {
    this.dealing.ensureDealt();
    const geo = this.layout.layout();
    if (!geo) return;
    this.input.clamp(geo.piles.length);
    this.selection.refresh();
  }

  protected override render(): TemplateResult {
    const m = this.localize.messages;
    const g = this.games.shown;
    // (a deal drawn before its play has come: nothing on it can be played or asked yet)
    const playing = g !== null && g === this.games.game;
    const geo = this.layout.geometry;
    const elapsedMs = this.games.elapsedMs;
    const { noToolbar, noStatus, noAnalysis, solver, players } = this;
    const bar = () =>
      renderBar(m, {
        game: g!,
        playing,
        elapsedMs,
        noToolbar,
        noStatus,
        noAnalysis,
        solver,
        newGame: () => this.newGame(),
        undo: () => this.undo(),
        redo: () => this.redo(),
        showHint: () => void this.hint(),
        finish: () => void this.input.finish(),
        tools: players.tools(m),
        badge: players.badge(m, this.dealing.daily),
      });
    // A button of the end panel: the panel goes away, so focus goes back to the board.
    const fromPanel = (run: () => void) => () => {
      run();
      this.input.focusPile(this.input.focus);
    };
    return html`<div
      class=${classes({ base: true, won: g?.won ?? false, still: this.motion.speed === 0 })}
      part="base"
      lang=${m.lang}
      dir=${dirOf(m.lang)}
    >
      ${g && (!noToolbar || !noStatus) ? bar() : nothing}
      ${
        g && geo
          ? renderBoard(m, {
              game: g,
              playing,
              kit: this.games.kit!,
              geo,
              elapsedMs,
              hint: solver.shown,
              selection: this.selection,
              keys: this.input,
              pointer: this.input,
              endPanel: { undo: fromPanel(() => this.undo()), newGame: fromPanel(() => this.newGame()) },
            })
          : renderProblem(m, this.dealing.problem)
      }
      ${players.dialogs(m) ?? nothing}
      <div class="live" part="live" role="status" aria-live="polite" aria-atomic="true"></div>
      <div class="sizer" aria-hidden="true"></div>
      <div class="probe" aria-hidden="true"></div>
      ${speedProbe}
    </div>`;
  }

  protected override updated(): void {
    this.animation.animate(this.layout.geometry);
  }
}

// The option properties (see `OptionProperties`) join the class's type.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging
export interface PatienceGame extends OptionProperties {}

declare global {
  interface HTMLElementTagNameMap {
    'patience-game': PatienceGame;
  }
}
