import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import { getGame, VARIANTS } from '../engine/games/index.js';
import { MAX_SEED, randomSeed } from '../engine/rng.js';
import { sameEngineMove } from '../engine/same-move.js';
import { isSeed, GameSession } from '../engine/session.js';
import type { MoveJSON } from '../engine/state.js';
import type { Move, Table } from '../engine/types.js';
import { messagesFor, langOf, formatTime, type Messages } from '../i18n/index.js';
import { cardArtStyles } from '../render/card-svg.js';
import { boardGeometry, cardWidthFor, type BoardGeometry } from '../render/geometry.js';
import { layoutFor } from '../render/layouts.js';
import { handedLayout } from '../render/mirror.js';
import { standInStyles } from '../render/joker.js';
import type { MoveSource } from '../events.js';
import { CONFIG, elapsedOf, optionConverter, seedConverter, type Config, type ConfigKey } from './attributes.js';
import { AnimationController, prefersReducedMotion } from './controllers/animation-controller.js';
import { renderBar, type BarView } from './views/bar-view.js';
import { renderBoard, renderProblem, type BoardView, type Problem } from './views/board-view.js';
import { DragController, type DragHost } from './controllers/drag-controller.js';
import { AutoPlayController, type AutoPlayHost } from './controllers/auto-play-controller.js';
import { GameController, type GameHost, type PatienceGameState } from './controllers/game-controller.js';
import { KeyboardController, type KeyboardHost } from './controllers/keyboard-controller.js';
import { PersistController } from './controllers/persist-controller.js';
import { dailyDeal } from './daily.js';
import { LinkController } from './controllers/link-controller.js';
import { MotionSpeedController, speedProbe } from './controllers/motion-speed-controller.js';
import { playersStyles, renderLinkDialog, renderStatsDialog } from './views/players-view.js';
import { StatsController } from './controllers/stats-controller.js';
import type { Statistics } from './stats-store.js';
import { SelectionController, type SelectionHost } from './controllers/selection-controller.js';
import { SolverController, type AnalyzeResult, type SolverHost } from './controllers/solver-controller.js';
import { solverStatusStyles } from './views/solver-status.js';
import { styles } from './patience-game.styles.js';
import { describeMove } from './words.js';

export type { AnalyzeResult, PatienceGameState, Statistics };

/** Card widths: the cap when `--patience-card-width` is not set. */
const DEFAULT_CAP = 112;
const AUTO_STEP_MS = 120;


/**
 * A complete, accessible patience (solitaire) game: one of the seven games of the book, dealt
 * from a seed, played by mouse, touch, pen or keyboard.
 *
 * @summary A patience (solitaire) card game: Klondike, Bayan, Two by Two, Joker, Envelopes, Seasons, Congress or FreeCell.
 *
 * @attr variant - The game: `bayan`, `two-by-two`, `joker`, `envelopes`, `seasons`, `klondike`, `congress`, `freecell`. Without it the element shows a short prompt.
 * @attr seed - The deal, a whole number 0 … 4294967295, or `daily`: the day's deal, the same for every player on the same UTC date for a game and options (see `daily`). Absent: a random deal. After a random or daily deal the `seed` property gives the seed dealt.
 * @attr draw - Klondike: cards turned from the stock at a time, `1` (default) or `3`.
 * @attr redeals - Klondike: times the waste may be turned back into the stock, `0` (default), a positive whole number, or `unlimited`.
 * @attr build - Seasons: how the cross builds down, `any` (default) or `alternate` colours.
 * @attr reach - Bayan: a pile may go onto the pile 1 place left or this many places left, `2` (default) or `3` (classic Accordion).
 * @attr deck - Two by Two: `52` (default) or `32` cards.
 * @attr deals - FreeCell: `microsoft` (default: seed N is Microsoft's game #N) or `shuffle` (the project's own shuffle).
 * @attr no-toolbar - Hides the toolbar (new game, undo, redo, hint, finish).
 * @attr no-status - Hides the status line (moves, time and the solver's verdict).
 * @attr no-analysis - Turns off the solver's verdict after each move ("Winnable", "No longer winnable", "Unknown" in the status line, searched in a worker in the background and said aloud when the game stops being winnable). Hints, `analyze()` and Finish still use the solver.
 * @attr auto-play - After each move, cards that can no longer be needed in play go to the foundations by themselves (Klondike, Joker, Seasons, Congress, FreeCell), one after another, each its own animated move and its own undo (`patience-move` with `source: 'auto'`). Undo stops them until the next move.
 * @attr winnable - Deals only deals the solver proves winnable. The deal for seed S is the first of the seeds S, S+1, S+2 … (mod 2^32) whose deal the solver proves winnable within a fixed number of search nodes per game (nodes, not time: the same seed gives the same deal on every machine, for a given version of this package); the `seed` property then gives the seed dealt. The search runs in a worker, usually well under a second; meanwhile the board says it is finding a winnable deal and `state` is null. When none of 2000 seeds is proven winnable, seed S itself is dealt.
 * @attr lang - The language of every word shown or spoken: `en` or `ru`. Taken from the nearest ancestor with `lang`, or the document, when absent.
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
export class PatienceGame extends LitElement implements GameHost, DragHost, KeyboardHost, SolverHost, AutoPlayHost, SelectionHost {
  static override styles = [styles, cardArtStyles, solverStatusStyles, standInStyles, playersStyles];

  /** The game (see `@attr variant`). Reflected to the attribute. */
  @property({ reflect: true }) variant?: string;
  /** The deal's seed, or `'daily'` (the day's deal). After a random or daily deal this is the seed in play. */
  @property({ converter: seedConverter }) seed?: number | 'daily';
  /** Klondike: `1` or `3` cards turned at a time. */
  @property({ converter: optionConverter }) draw?: number;
  /** Klondike: `0`, a positive whole number, or `'unlimited'`. */
  @property({ converter: optionConverter }) redeals?: number | 'unlimited';
  /** Seasons: `'any'` or `'alternate'`. */
  @property({ converter: optionConverter }) build?: 'any' | 'alternate';
  /** Bayan: `2` or `3`. */
  @property({ converter: optionConverter }) reach?: number;
  /** Two by Two: `52` or `32`. */
  @property({ converter: optionConverter }) deck?: number;
  /** FreeCell: `'microsoft'` or `'shuffle'`. */
  @property({ converter: optionConverter }) deals?: 'microsoft' | 'shuffle';
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
  /**
   * Keeps the game in `localStorage` under `patience-games:<value>` (`''`, a bare `persist`:
   * `patience-games:<variant>`), undo history included, and resumes it when the page is loaded
   * again. Saved after every move, undo, redo and `restore()`; a new deal clears it. Saved data
   * that cannot be used is removed, a new game is dealt and `patience-error` fires
   * (`bad-saved-game`, `foreign-saved-game`); storage that refuses leaves the game unsaved and
   * fires `patience-error` (`storage-unavailable`) once. null/undefined: nothing is kept. Give
   * each game on a page its own key, and set it before the first deal.
   */
  @property() persist?: string | null;
  /** Keeps statistics per game and options (see `@attr stats`). */
  @property({ type: Boolean, reflect: true }) stats = false;
  /** The deal lives in the page's URL fragment (see `@attr link`). */
  @property({ type: Boolean, reflect: true }) link = false;
  /** Mirrors the table for the left hand (see `@attr left-handed`). */
  @property({ type: Boolean, reflect: true, attribute: 'left-handed' }) leftHanded = false;

  /** The game in play, its timer and its events. @internal */
  readonly gameController = new GameController(this);
  private readonly dragController = new DragController(this);
  private readonly keys = new KeyboardController(this);
  private readonly solver = new SolverController(this);
  private readonly autoPlayer = new AutoPlayController(this);
  // persist (persist.ts): the game kept in localStorage.
  private readonly persistence = new PersistController(this, this.gameController);
  // stats (stats-controller.ts) and link (link-controller.ts): told of each change after persist.
  private readonly statistician = new StatsController(this, this.gameController);
  private readonly links = new LinkController(this, this.gameController);
  // --patience-speed (motion-speed.ts).
  private readonly speed = new MotionSpeedController(this);
  // Cards picked up by a tap or a key, what may go where, Envelopes' peeks.
  private readonly selection = new SelectionController(this, this.solver);
  // Cards gliding to their places, flying out on a deal, leaping off on a win.
  private readonly motion = new AnimationController(this);

  @state() private width = 0;
  @state() private cap = DEFAULT_CAP;
  @state() private lang_ = 'en';

  private applied: Config | null = null;
  private autoSeed: number | undefined;
  private problem: Problem | null = null;
  private geo: BoardGeometry | null = null;
  private resizeObserver: ResizeObserver | null = null;
  private langObserver: MutationObserver | null = null;
  private pendingLive: string | null = null;
  private autoToken = 0;
  /** `winnable`: bumped to drop a search for a winnable deal; what is being looked for. */
  private dealToken = 0;
  private finding: { variant: string; options: Record<string, unknown> } | null = null;
  /** The UTC date of the daily deal in play (`seed="daily"`), null for any other game. */
  private daily_: string | null = null;

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang') this.updateLang();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.updateLang();
    this.langObserver = new MutationObserver(() => this.updateLang());
    this.langObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    this.resizeObserver = new ResizeObserver(() => this.measure());
    if (this.hasUpdated) this.observeSize();
  }

  /**
   * Watches two zero-height elements: one as wide as the element, one as wide as
   * `--patience-card-width`. Neither changes when the board grows taller, so re-rendering never
   * feeds back into the observer.
   */
  private observeSize(): void {
    for (const el of this.renderRoot.querySelectorAll('.sizer, .probe')) this.resizeObserver?.observe(el);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.langObserver?.disconnect();
    this.langObserver = null;
    this.resizeObserver?.disconnect();
    this.resizeObserver = null;
    this.autoToken++;
  }

  // ---------------------------------------------------------------- public API

  /** A JSON-serialisable snapshot of the game in play (null when none is). */
  get state(): PatienceGameState | null {
    this.ensureDealt();
    return this.gameController.state;
  }

  /** True once the game in play is won. */
  get won(): boolean {
    this.ensureDealt();
    return this.gameController.game?.won ?? false;
  }

  /** True when no move is left and the game is not won. */
  get lost(): boolean {
    this.ensureDealt();
    return this.gameController.game?.lost ?? false;
  }

  /** Moves made in the game in play. */
  get moveCount(): number {
    this.ensureDealt();
    return this.gameController.game?.moveCount ?? 0;
  }

  /**
   * `seed="daily"`: the UTC date (`YYYY-MM-DD`) of the daily deal in play; null for any other game
   * (New game leaves the daily deal for a random one).
   */
  get daily(): string | null {
    this.ensureDealt();
    return this.daily_;
  }

  /**
   * `stats`: `{ played, won, currentStreak, bestStreak, bestTimeMs, fewestMoves }` for the game
   * and options in play (daily and `winnable` deals apart); null when `stats` is off or no game is in play.
   */
  get statistics(): Statistics | null {
    this.ensureDealt();
    return this.statistician.statistics;
  }

  /** `stats`: clears the statistics of the game and options in play (fires `patience-stats`). */
  resetStatistics(): void {
    this.ensureDealt();
    this.statistician.reset();
  }

  /** Every move allowed now, as plain JSON objects `{ kind, from, to, count, pair? }`. */
  legalMoves(): MoveJSON[] {
    this.ensureDealt();
    return this.gameController.game?.legalMoves() ?? [];
  }

  /** Plays a move that `legalMoves()` listed (compared by value). False, and nothing changed, otherwise. */
  play(move: MoveJSON | unknown): boolean {
    this.ensureDealt();
    return this.playMove(move, 'api');
  }

  /** Undoes the last move; true when something changed. */
  undo(): boolean {
    this.ensureDealt();
    this.interrupt();
    const g = this.gameController.game;
    if (!this.gameController.undo()) return false;
    this.announce(this.messages.undone(g!.moveCount));
    return true;
  }

  /** Redoes the last undone move; true when something changed. */
  redo(): boolean {
    this.ensureDealt();
    this.interrupt();
    const g = this.gameController.game;
    if (!this.gameController.redo()) return false;
    this.announce(this.messages.redone(g!.moveCount));
    return true;
  }

  /** Deals again with the same variant and options: with `seed`, or a random one. */
  newGame(seed?: number): void {
    this.ensureDealt();
    const g = this.gameController.game;
    if (seed !== undefined && !isSeed(seed)) {
      this.gameController.error({ code: 'bad-seed', message: this.messages.badSeed(String(seed), MAX_SEED) });
      return;
    }
    const current = g ? { variant: g.variant, options: g.options as Record<string, unknown> } : this.finding;
    if (!current) return;
    if (this.winnable) return this.dealWinnable(current.variant, current.options, seed ?? randomSeed(), seed === undefined, this.config());
    const r = GameSession.deal(current.variant, current.options, seed ?? randomSeed());
    if (!r.ok) return this.gameController.error(r.error);
    this.autoSeed = seed === undefined ? r.value.seed : undefined;
    this.seed = r.value.seed;
    this.applied = { ...this.config(), seed: r.value.seed };
    this.startGame(r.value);
  }

  /** Loads a state (as `state` gives it, or its JSON text); history is cleared. Bad input fires `patience-error` and keeps the game. */
  restore(state: unknown): boolean {
    this.ensureDealt();
    let r: ReturnType<typeof GameSession.restore>;
    try {
      r = GameSession.restore(state);
    } catch (e) {
      r = { ok: false, error: { code: 'bad-state', message: e instanceof Error ? e.message : String(e) } };
    }
    if (!r.ok) {
      const message = this.messages.badState(r.error.code, r.error.message);
      this.gameController.error({ code: r.error.code, message });
      this.announce(message);
      return false;
    }
    const g = r.value;
    // The properties now describe the game in play, so they do not deal it again.
    this.variant = g.variant;
    this.seed = g.seed;
    this.autoSeed = g.seed;
    const self = this as unknown as Record<string, unknown>;
    for (const spec of getGame(g.variant)?.options ?? []) self[spec.name] = g.options[spec.name];
    this.applied = this.config();
    this.problem = null;
    this.interrupt();
    this.daily_ = null;
    this.gameController.restored(g, elapsedOf(state));
    return true;
  }

  /** A move worth playing now (highlighted on the board for 2 s), or null when none is left. */
  async hint(): Promise<MoveJSON | null> {
    this.ensureDealt();
    // The solver's next move when it has a winning line from here, else the heuristic's (solver-controller.ts).
    const m = await this.solver.hint();
    const g = this.gameController.game;
    if (!g) return null;
    if (!m || !g.moves().includes(m)) {
      if (!m) this.announce(this.messages.noHint);
      return null;
    }
    this.solver.show(m);
    this.announce(this.messages.hint(this.describeMove(m, g.table, g.rules.apply(g.table, m))));
    return this.solver.toJSON(m);
  }

  /** The solver's verdict on the position in play: `{ result, moves?, ms }` (`unknown` when time runs out). */
  analyze(options: { timeMs?: number } = {}): Promise<AnalyzeResult> {
    this.ensureDealt();
    return this.solver.analyze(options);
  }

  // ---------------------------------------------------------------- configuration

  private config(): Config {
    const self = this as unknown as Record<string, unknown>;
    return Object.fromEntries(CONFIG.map((k) => [k, self[k]])) as Config;
  }

  /** Deals when the attributes changed since the last deal (several changes make one deal). */
  private ensureDealt(): void {
    // link (link-controller.ts): a deal in the URL fragment sets the seed and options first.
    if (this.links?.take()) this.autoSeed = undefined;
    const cfg = this.config();
    const a = this.applied;
    if (a && CONFIG.every((k) => Object.is(cfg[k], a[k]))) return;
    this.applied = cfg;
    this.interrupt();
    const fail = (p: Extract<Problem, { kind: 'error' }>) => {
      this.problem = p;
      this.gameController.clear();
      const message = p.text(this.messages);
      this.gameController.error({ code: p.code, message, attribute: p.attribute });
      this.announce(message);
    };
    const variant = cfg.variant;
    if (variant === undefined || variant === null) {
      this.problem = { kind: 'prompt' };
      this.gameController.clear();
      return;
    }
    const def = typeof variant === 'string' ? getGame(variant.trim()) : undefined;
    if (!def) {
      return fail({ kind: 'error', code: 'bad-variant', attribute: 'variant', text: (m) => m.badVariant(String(variant), VARIANTS) });
    }
    const daily = cfg.seed === 'daily';
    const random = !daily && (cfg.seed === undefined || cfg.seed === null || cfg.seed === this.autoSeed);
    if (!random && !daily && !isSeed(cfg.seed)) {
      const raw = Number.isNaN(cfg.seed) ? (this.getAttribute('seed') ?? 'NaN') : String(cfg.seed);
      return fail({ kind: 'error', code: 'bad-seed', attribute: 'seed', text: (m) => m.badSeed(raw, MAX_SEED) });
    }
    const options: Record<string, unknown> = {};
    for (const spec of def.options) {
      const raw = cfg[spec.name as ConfigKey];
      if (raw === undefined || raw === null) continue;
      if (spec.parse(raw) === undefined) {
        return fail({
          kind: 'error',
          code: 'bad-option',
          attribute: spec.name,
          text: (m) => m.badOption(spec.name, String(raw), m.games[def.variant] ?? def.variant, spec.allowed),
        });
      }
      options[spec.name] = raw;
    }
    // seed="daily" (daily.ts): the day's seed for this game and options.
    const day = daily ? dailyDeal(def, options) : null;
    const asked = day ? day.seed : (cfg.seed as number);
    // persist (persist.ts): a game saved under this element's key resumes instead of a new deal.
    const saved = this.persistence.resume(def, options, random ? null : asked);
    if (saved) {
      this.problem = null;
      this.daily_ = day?.date ?? null;
      this.autoSeed = random ? saved.game.seed : undefined;
      this.seed = saved.game.seed;
      this.applied = { ...cfg, seed: saved.game.seed };
      this.interrupt();
      this.gameController.restored(saved.game, saved.elapsedMs);
      return;
    }
    const seed = random ? randomSeed() : asked;
    if (this.winnable) return this.dealWinnable(def.variant, options, seed, random, cfg, day?.date ?? null);
    const r = GameSession.deal(def.variant, options, seed);
    if (!r.ok) return fail({ kind: 'error', code: r.error.code, text: () => r.error.message });
    this.problem = null;
    if (random) {
      this.autoSeed = r.value.seed;
      this.seed = r.value.seed;
      this.applied = { ...cfg, seed: r.value.seed };
    } else {
      this.autoSeed = undefined;
      if (day) {
        this.seed = r.value.seed;
        this.applied = { ...cfg, seed: r.value.seed };
      }
    }
    this.startGame(r.value, day?.date ?? null);
  }

  /**
   * `winnable`: looks for the first seed from `start` whose deal the solver proves winnable
   * (in the solver's worker), showing that it looks, and deals it; its winning line is kept for the
   * verdict, hints and Finish.
   */
  private dealWinnable(
    variant: string,
    options: Record<string, unknown>,
    start: number,
    random: boolean,
    cfg: Config,
    daily: string | null = null,
  ): void {
    this.interrupt();
    // The board goes away while it looks: focus comes back to where it was (New game, a pile).
    const focused = (this.renderRoot as ShadowRoot).activeElement?.getAttribute('part') ?? '';
    this.problem = { kind: 'finding' };
    this.finding = { variant, options };
    this.gameController.clear();
    const token = this.dealToken;
    void this.solver.findWinnable(variant, options, start).then((found) => {
      if (!found || token !== this.dealToken) return;
      const r = GameSession.deal(variant, options, found.seed);
      if (!r.ok) return;
      this.problem = null;
      this.finding = null;
      this.autoSeed = random ? found.seed : undefined;
      this.seed = found.seed;
      this.applied = { ...cfg, seed: found.seed };
      this.startGame(r.value, daily);
      if (found.moves) this.solver.keepLine(r.value.table, found.moves);
      if (focused && (document.activeElement === document.body || document.activeElement === this)) {
        void this.updateComplete.then(() =>
          /\bnew-game\b/.test(focused)
            ? this.renderRoot.querySelector<HTMLElement>('[part~="new-game"]')?.focus()
            : this.keys.focusPile(this.keys.focus),
        );
      }
    });
  }

  private startGame(game: GameSession, daily: string | null = null): void {
    this.interrupt();
    this.daily_ = daily;
    this.gameController.deal(game, daily);
    this.announce(this.messages.dealt(this.messages.games[game.variant] ?? game.variant, game.seed));
  }

  /** Drops what the player was in the middle of (a selection, a hint, auto-complete). */
  private interrupt(): void {
    if (this.selection) this.selection.held = null;
    this.autoToken++;
    this.solver?.hide();
    // A search for a winnable deal gives way to whatever comes now (a new deal, a restore).
    this.dealToken++;
    this.solver?.cancelDeal();
  }

  // ---------------------------------------------------------------- language

  /** The message table in force. @internal */
  get messages(): Messages {
    return messagesFor(this.lang_);
  }

  private updateLang(): void {
    const lang = this.isConnected ? langOf(this) : (this.getAttribute('lang') ?? '');
    const resolved = messagesFor(lang).lang;
    if (resolved !== this.lang_) this.lang_ = resolved;
  }

  // ---------------------------------------------------------------- host callbacks

  /** @internal */
  describeMove(move: Move, before: Table, after: Table): string {
    const g = this.gameController.game;
    if (!g) return '';
    const places = layoutFor(g.variant, g.rules.specs.length).place({ specs: g.rules.specs, table: before, options: g.options });
    return describeMove(this.messages, places, before, after, move);
  }

  /** @internal */
  announce(text: string): void {
    const live = this.renderRoot?.querySelector?.('.live');
    if (live && this.hasUpdated) live.textContent = text;
    else this.pendingLive = text;
  }

  /** @internal */
  tick(): void {
    const t = this.renderRoot.querySelector('.time');
    if (t) t.textContent = formatTime(this.gameController.elapsedMs);
  }

  /** @internal */
  get board(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>('.board');
  }

  /** @internal */
  get geometry(): BoardGeometry | null {
    return this.geo;
  }

  /** @internal */
  get reducedMotion(): boolean {
    return prefersReducedMotion() || this.motionSpeed === 0;
  }

  /** @internal `--patience-speed` (motion-speed.ts). */
  get motionSpeed(): number {
    return this.speed.speed;
  }

  /** @internal */
  get holding(): boolean {
    return this.selection.held !== null;
  }

  /** @internal */
  playMove(move: unknown, source: MoveSource): boolean {
    if (source !== 'auto') this.interrupt();
    return this.gameController.play(move, source);
  }

  // ---------------------------------------------------------------- input (selection-controller.ts)

  /** @internal Legal goals for `count` cards of `pile`: target pile → move. */
  targets(pile: number, count: number): Map<number, Move> {
    return this.selection.targets(pile, count);
  }

  /** @internal */
  liftCount(pile: number, index: number): number {
    return this.selection.liftCount(pile, index);
  }

  /** @internal */
  maxLift(pile: number): number {
    return this.selection.maxLift(pile);
  }

  /** @internal */
  dragging(pile: number | null, count: number): void {
    this.solver.hide();
    this.selection.held = pile === null ? null : { pile, count };
  }

  /** @internal */
  drop(move: Move, from: Map<number, { x: number; y: number }>): void {
    this.motion.glideFrom(from);
    this.selection.held = null;
    this.playMove(move, 'pointer');
  }

  /** @internal */
  tap(pile: number | null, index: number | null, double: boolean): void {
    this.selection.tap(pile, index, double);
  }

  /** @internal Enter/Space on a pile. */
  activate(pile: number, depth: number): void {
    this.selection.activate(pile, depth);
    this.keys.depth = 1;
  }

  /** @internal Escape: put the held cards back. */
  cancel(say = true): void {
    this.selection.cancel(say);
  }

  /** @internal */
  showHint(): void {
    void this.hint();
  }

  /** @internal */
  announceLift(pile: number, count: number): void {
    this.selection.announceLift(pile, count);
  }

  /** @internal Shows (or hides again) the closed card under the top of `pile`, where the rules allow. */
  peek(pile: number): void {
    this.selection.peek(pile);
  }

  private async autoFinish(): Promise<void> {
    const token = ++this.autoToken;
    this.selection.held = null;
    this.autoPlayer.stop();
    for (;;) {
      const next = this.solver.finish()?.[0];
      if (!next || token !== this.autoToken) return;
      // The finishing line was worked out on copies of the table: play its first move by value.
      const live = this.gameController.game?.moves().find((x) => sameEngineMove(x, next));
      if (!live || !this.gameController.play(live, 'auto')) return;
      await new Promise((r) => setTimeout(r, this.reducedMotion ? 0 : AUTO_STEP_MS * this.motionSpeed));
      if (token !== this.autoToken || !this.isConnected) return;
    }
  }

  // ---------------------------------------------------------------- sizing

  private measure(): void {
    // The width inside the element, from the sizer: right even when page CSS makes the host
    // inline (\`* { all: unset }\`, where clientWidth is 0) or gives it padding.
    const w = this.renderRoot.querySelector<HTMLElement>('.sizer')?.clientWidth || this.clientWidth;
    if (w > 0 && Math.abs(w - this.width) >= 1) this.width = w;
    const probe = this.renderRoot.querySelector<HTMLElement>('.probe');
    const cap = probe?.offsetWidth ?? 0;
    if (cap > 0 && cap !== this.cap) this.cap = cap;
  }

  protected override firstUpdated(): void {
    this.observeSize();
    this.measure();
  }

  // ---------------------------------------------------------------- rendering

  protected override willUpdate(_changed: PropertyValues): void {
    this.ensureDealt();
    if (!this.hasUpdated && this.isConnected) {
      // First render: size from the element itself, so the board is right from the first frame.
      this.width = this.clientWidth;
      const cap = getComputedStyle(this).getPropertyValue('--patience-card-width').trim();
      if (/^\d+(\.\d+)?px$/.test(cap)) this.cap = parseFloat(cap);
    }
    const g = this.gameController.game;
    if (!g) {
      this.geo = null;
      return;
    }
    const layout = handedLayout(layoutFor(g.variant, g.rules.specs.length), g.variant, this.leftHanded);
    const ctx = { specs: g.rules.specs, table: g.table, options: g.options };
    const cardW = cardWidthFor(layout, this.width || 640, this.cap);
    this.geo = boardGeometry(layout, ctx, cardW);
    this.keys.clamp(this.geo.piles.length);
    this.selection.refresh();
  }

  protected override render(): TemplateResult {
    const m = this.messages;
    const g = this.gameController.game;
    return html`<div class=${classMap({ base: true, won: g?.won ?? false, still: this.motionSpeed === 0 })} part="base" lang=${m.lang}>
      ${g && (!this.noToolbar || !this.noStatus) ? renderBar(m, this.barView(g)) : nothing}
      ${g && this.geo ? renderBoard(m, this.boardView(g, this.geo)) : renderProblem(m, this.problem)}
      ${this.renderPlayerDialogs(m)}
      <div class="live" part="live" role="status" aria-live="polite" aria-atomic="true"></div>
      <div class="sizer" aria-hidden="true"></div>
      <div class="probe" aria-hidden="true"></div>
      ${speedProbe}
    </div>`;
  }

  /** The statistics dialog (stats-controller.ts) and the link to copy by hand (link-controller.ts), while open. */
  private renderPlayerDialogs(m: Messages): TemplateResult | typeof nothing {
    const s = this.statistician;
    const id = s.id;
    const stats = s.open ? this.statistics : null;
    if (s.open && id && stats) {
      const options = m.players.options(id.options as Record<string, number | string>);
      return renderStatsDialog(m, {
        statistics: stats,
        of: m.players.statsOf(m.games[id.variant] ?? id.variant, options, id.daily, id.winnable),
        confirming: s.confirming,
        note: s.note,
        reset: () => s.pressReset(),
        close: () => s.close(),
        closed: () => s.closed(),
      });
    }
    const url = this.links.fallback;
    if (url !== null) return renderLinkDialog(m, url, () => this.links.close(), () => this.links.closed());
    return nothing;
  }

  private barView(game: GameSession): BarView {
    return {
      game,
      elapsedMs: this.gameController.elapsedMs,
      noToolbar: this.noToolbar,
      noStatus: this.noStatus,
      noAnalysis: this.noAnalysis,
      solver: this.solver,
      newGame: () => this.newGame(),
      undo: () => this.undo(),
      redo: () => this.redo(),
      showHint: () => this.showHint(),
      finish: () => void this.autoFinish(),
      players: {
        stats: this.stats,
        link: this.link,
        copied: this.links.copied,
        daily: this.daily_,
        showStats: () => this.statistician.show(),
        copyLink: () => void this.links.copy(),
      },
    };
  }

  private boardView(game: GameSession, geo: BoardGeometry): BoardView {
    return {
      game,
      geo,
      elapsedMs: this.gameController.elapsedMs,
      hint: this.solver.shown,
      selection: this.selection,
      keys: this.keys,
      pointer: this.dragController,
      endPanel: { undo: () => this.fromPanel(() => this.undo()), newGame: () => this.fromPanel(() => this.newGame()) },
    };
  }

  /** A button of the end panel: the panel goes away, so focus goes back to the board. */
  private fromPanel(run: () => void): void {
    run();
    this.keys.focusPile(this.keys.focus);
  }

  // ---------------------------------------------------------------- motion

  protected override updated(): void {
    if (this.pendingLive !== null) {
      const live = this.renderRoot.querySelector('.live');
      if (live) live.textContent = this.pendingLive;
      this.pendingLive = null;
    }
    this.motion.animate(this.geo);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'patience-game': PatienceGame;
  }
}
