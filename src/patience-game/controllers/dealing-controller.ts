/**
 * Dealing for one `<patience-game>`: which game is in play and why. Every deal goes through here:
 * the attributes (`variant`, `seed`, the options, `seed="daily"`, `winnable`), a deal named in
 * the URL fragment (`link`), a game `persist` resumes, `newGame()` and `restore()`. A bad
 * attribute leaves a problem to show instead of a game. What the attributes ask is read in
 * deal-request.ts, a game's code comes through game-code.ts, a `winnable` search runs in
 * winnable-dealing.ts.
 *
 * `ensureDealt()` runs before every render and every public call: the attributes are compared
 * with those of the last deal, so several changes make one deal. A game's code (and the words of
 * the language in force) load the first time a board needs them (`loading`); until then the
 * board shows that it deals and `state` is null.
 */
import type { LitElement, ReactiveController } from 'lit';
import type { GameModule } from '../../games/game-module.js';
import { allVariants, entryOf, loadGame, loadedGame } from '../../games/registry.js';
import { defineInline, inlineDescription } from '../inline-games.js';
import { dealTable } from '../../engine/game.js';
import { isSeed, MAX_SEED, randomSeed } from '../../engine/rng.js';
import type { GameSession } from '../../engine/session.js';
import type { Table } from '../../engine/types.js';
import { parseOptions } from '../../engine/state.js';
import { CONFIG, type Config } from '../attributes.js';
import type { PatienceErrorCode } from '../../events.js';
import { dealRequest } from './deal-request.js';
import { GameCode, sessionCode, type DealError } from './game-code.js';
import { LazyPart } from './lazy-part.js';
import type { GameController } from './game-controller.js';
import type { InputController } from './input-controller.js';
import type { LiveRegionController } from './live-region-controller.js';
import type { LocalizeController } from './localize-controller.js';
import type { PlayersController } from './players-controller.js';
import type { SolverController } from './solver-controller.js';
import type { WinnableAsk } from './winnable-dealing.js';

/** What the board shows instead of a game. */
export type Problem = { kind: 'prompt' } | { kind: 'loading' } | { kind: 'finding' } | DealError;

/** The element's attributes that decide the deal, which dealing also sets (a seed dealt, a restored game's options). */
type DealingHost = LitElement & { variant?: string; seed?: number | 'daily'; readonly winnable: boolean };

/** Who dealing works with. */
export interface DealingParts {
  readonly games: GameController;
  readonly localize: LocalizeController;
  readonly live: LiveRegionController;
  readonly players: PlayersController;
  readonly solver: SolverController;
  readonly keys: Pick<InputController, 'focus' | 'focusPile'>;
}

/** A `winnable` search: what it looks for, and how the deal it finds is dealt. */
interface Finding extends WinnableAsk {
  readonly random: boolean;
  readonly cfg: Config;
  readonly daily: string | null;
}

export class DealingController implements ReactiveController {
  /** What shows instead of a game (null: a game is in play). */
  problem: Problem | null = null;
  /** The UTC date of the daily deal in play (`seed="daily"`), null for any other game. */
  daily: string | null = null;
  /** The configuration of the last deal: another one deals again. */
  private applied: Config | null = null;
  /** The seed of a random deal in play (the `seed` property then shows it, and is no request). */
  private autoSeed: number | undefined;
  /** `winnable`: what was last looked for (New game looks again), and the search on its way (anything new stops it). */
  private finding: Finding | null = null;
  private looking: Finding | null = null;
  private readonly winnable = new LazyPart(
    () => import('./solver-work.js'),
    (m) => new m.WinnableDealing<Finding>(this.host, this.parts.solver, this.parts.keys, (f, seed) => this.found(f, seed)),
  );
  private readonly code: GameCode;
  /** The random seed of the deal drawn before its play came: the deal put in play is the same. */
  private previewSeed: number | null = null;
  private readonly sessions = sessionCode;

  constructor(
    private readonly host: DealingHost,
    private readonly parts: DealingParts,
  ) {
    host.addController(this);
    this.code = new GameCode(parts.localize, parts.players, () => {
      this.applied = null;
      this.host.requestUpdate();
    });
    parts.games.onInterrupt(() => this.stopSearch());
  }

  /** What is on its way (a game's code, the language's words); settles when it has come or failed. */
  get loading(): Promise<void> | null {
    return this.code.loading;
  }

  hostDisconnected(): void {
    this.stopSearch();
  }

  private stopSearch(): void {
    this.looking = null;
    this.winnable.value?.stop();
  }

  private config(): Config {
    const self = this.host as unknown as Record<string, unknown>;
    return Object.fromEntries(CONFIG.map((k) => [k, self[k]])) as Config;
  }

  /** Per name, what defining the page's description of it gave: 'pending', its problems, or null (a game now). */
  private readonly inlineDone = new Map<string, string | null>();

  /** The page's description for `name`: null when there is none (or it is a game now), 'pending', or its problems. */
  private inline(name: string): string | null {
    const text = inlineDescription(this.host, name);
    if (text === null) return null;
    const key = `${name}\n${text}`;
    if (this.inlineDone.has(key)) return this.inlineDone.get(key)!;
    this.inlineDone.set(key, 'pending');
    void defineInline(text).then((problems) => {
      this.inlineDone.set(key, problems);
      this.applied = null;
      this.host.requestUpdate();
    });
    return 'pending';
  }

  /** Deals when the attributes changed since the last deal (several changes make one deal). */
  ensureDealt(): void {
    const { games } = this.parts;
    const named = typeof this.host.variant === 'string' ? this.host.variant.trim() : '';
    const ready = entryOf(named) && !this.code.loading ? loadedGame(named) : null;
    // link (link-controller.ts): a deal in the URL fragment sets the seed and options first.
    if (ready && this.parts.players.take()) this.autoSeed = undefined;
    const cfg = this.config();
    const a = this.applied;
    if (a && CONFIG.every((k) => Object.is(cfg[k], a[k]))) return;
    this.applied = cfg;
    games.interrupt();
    const variant = cfg.variant;
    if (variant === undefined || variant === null) {
      this.problem = { kind: 'prompt' };
      games.clear();
      return;
    }
    if (typeof variant === 'string' && !entryOf(variant.trim())) {
      // A description the page gives for this name (inline-games.ts): defined, then dealt.
      const inline = this.inline(variant.trim());
      if (inline === 'pending') {
        this.problem = { kind: 'loading' };
        games.clear();
        return;
      }
      if (inline)
        return this.fail({ kind: 'error', code: 'bad-game', attribute: 'variant', text: (m) => m.badGame(variant.trim(), inline) });
    }
    if (typeof variant !== 'string' || !entryOf(variant.trim())) {
      return this.fail({
        kind: 'error',
        code: 'bad-variant',
        attribute: 'variant',
        text: (m) => m.badVariant(String(variant), allVariants()),
      });
    }
    const failed = this.code.takeFailure();
    if (failed) return this.fail(failed);
    const kit = this.code.kit(variant.trim());
    if (!kit) {
      this.problem = { kind: 'loading' };
      games.clear();
      if (this.code.toDeal) this.preview(this.code.toDeal, cfg);
      return;
    }
    const def = kit.rules;
    const request = this.request(kit, cfg);
    if (!request) {
      this.problem = { kind: 'loading' };
      games.clear();
      return;
    }
    if ('kind' in request) return this.fail(request);
    const { options, day, random, asked } = request;
    // persist: a game saved under this element's key resumes instead of a new deal.
    const saved = this.parts.players.resume(def, options, random ? null : asked);
    if (saved) {
      this.problem = null;
      this.daily = day?.date ?? null;
      this.autoSeed = random ? saved.game.seed : undefined;
      this.dealt(cfg, saved.game.seed);
      games.interrupt();
      games.restored(kit, saved.game, saved.elapsedMs);
      return;
    }
    const seed = random ? (this.previewSeed ?? randomSeed()) : asked;
    this.previewSeed = null;
    if (this.host.winnable) return this.dealWinnable(kit, options, seed, random, cfg, day?.date ?? null);
    const r = this.sessions.value!.GameSession.deal(def, options, seed);
    if (!r.ok) return this.fail({ kind: 'error', code: r.error.code, text: () => r.error.message });
    this.problem = null;
    this.autoSeed = random ? r.value.seed : undefined;
    if (random || day) this.dealt(cfg, r.value.seed);
    this.start(kit, r.value, day?.date ?? null);
  }

  /**
   * Draws the deal the attributes ask for while the game's play is still on its way (a
   * description's moves, loaded after the first frame). Nothing is checked aloud here and nothing
   * fires: the deal put in play once the play has come (the same cards) does that. A deal that
   * needs more than the deal (a kept game, `winnable`, a link) or a value that would be refused
   * waits for it.
   */
  private preview(kit: GameModule, cfg: Config): void {
    const def = kit.rules;
    if (this.host.winnable || this.parts.players.namesDeal) return;
    const request = this.request(kit, cfg);
    if (!request || 'kind' in request) return;
    const parsed = parseOptions(def, request.options);
    if ('error' in parsed) return;
    const options = parsed.options;
    const seed = request.random ? (this.previewSeed ??= randomSeed()) : request.asked;
    this.problem = null;
    this.daily = request.day?.date ?? null;
    this.parts.games.showPreview(kit, {
      table: dealTable(def, options, seed),
      variant: def.variant,
      seed,
      options,
      moveCount: 0,
      won: false,
      lost: false,
      canUndo: false,
      canRedo: false,
      moves: () => [],
      rules: { specs: def.piles(options) },
    });
  }

  private request(kit: GameModule, cfg: Config): ReturnType<typeof dealRequest> {
    const { players } = this.parts;
    return dealRequest(kit, cfg, {
      autoSeed: this.autoSeed,
      seedAttribute: this.host.getAttribute('seed'),
      dailyDeal: (def, options) => players.dailyDeal(def, options),
    });
  }

  /** Shows why no game is in play, and says so (`patience-error`, the live region). */
  private fail(p: DealError): void {
    const { games, localize, live } = this.parts;
    this.problem = p;
    games.clear();
    const message = p.text(localize.messages);
    games.error({ code: p.code, message, attribute: p.attribute });
    live.announce(message);
  }

  /** The `seed` property now names the seed in play, which is no new request. */
  private dealt(cfg: Config, seed: number): void {
    this.host.seed = seed;
    this.applied = { ...cfg, seed };
  }

  /** `newGame()`: deals again with the same variant and options, with `seed` or a random one. */
  newGame(seed?: number): void {
    const { games, localize } = this.parts;
    if (seed !== undefined && !isSeed(seed)) {
      games.error({ code: 'bad-seed', message: localize.messages.badSeed(String(seed), MAX_SEED) });
      return;
    }
    const g = games.game;
    const current = g && games.kit ? { kit: games.kit, options: g.options as Record<string, unknown> } : this.finding;
    if (!current) return;
    if (this.host.winnable) {
      return this.dealWinnable(current.kit, current.options, seed ?? randomSeed(), seed === undefined, this.config());
    }
    const sessions = this.sessions.value;
    if (!sessions) return;
    const r = sessions.GameSession.deal(current.kit.rules, current.options, seed ?? randomSeed());
    if (!r.ok) return games.error(r.error);
    this.autoSeed = seed === undefined ? r.value.seed : undefined;
    this.dealt(this.config(), r.value.seed);
    this.start(current.kit, r.value);
  }

  /**
   * `restore()`: loads a state; history is cleared. Bad input fires `patience-error` and keeps the
   * game. A state of a game whose code has not come yet is read once it has (true: it is on its
   * way; a state that is then refused fires `patience-error` as any other).
   */
  restore(state: unknown): boolean {
    const { games, localize, live } = this.parts;
    const refuse = (error: { code: PatienceErrorCode; message: string }): false => {
      const message = localize.messages.badState(error.code, error.message);
      games.error({ code: error.code, message });
      live.announce(message);
      return false;
    };
    // (a game's code comes after the first cards: the state is read once it has)
    const later = (code: Promise<unknown>): true => {
      code.then(
        () => this.restore(state),
        (err: unknown) => refuse({ code: 'load-failed', message: String(err) }),
      );
      return true;
    };
    const sessions = this.sessions.value;
    if (!sessions) return later(this.sessions.get());
    const r = sessions.readState(state);
    if ('later' in r) return later(loadGame(r.later));
    if ('error' in r) return refuse(r.error);
    const { kit, game: g } = r;
    // The properties now describe the game in play, so they do not deal it again.
    const self = this.host as unknown as Record<string, unknown>;
    self.variant = g.variant;
    self.seed = g.seed;
    this.autoSeed = g.seed;
    for (const spec of kit.rules.options) self[spec.name] = g.options[spec.name];
    this.applied = this.config();
    this.problem = null;
    games.interrupt();
    this.daily = null;
    games.restored(kit, g, r.elapsedMs);
    return true;
  }

  /**
   * `winnable`: looks for the first seed from `start` whose deal the solver proves winnable
   * (winnable-dealing.ts), showing that it looks, and deals it; its winning line is kept for the
   * verdict, hints and Finish.
   */
  private dealWinnable(
    kit: GameModule,
    options: Record<string, unknown>,
    start: number,
    random: boolean,
    cfg: Config,
    daily: string | null = null,
  ): void {
    const { games } = this.parts;
    games.interrupt();
    // The board goes away while it looks: focus comes back to where it was (New game, a pile).
    const focused = (this.host.renderRoot as ShadowRoot).activeElement?.getAttribute('part') ?? '';
    this.problem = { kind: 'finding' };
    const finding: Finding = { kit, options, start, random, cfg, daily, focused };
    this.finding = finding;
    this.looking = finding;
    games.clear();
    void this.winnable.get().then(
      (w) => {
        if (this.looking === finding) w?.look(finding);
      },
      (err: unknown) => {
        if (this.looking !== finding) return;
        this.looking = null;
        const variant = kit.rules.variant;
        this.fail({
          kind: 'error',
          code: 'load-failed',
          text: (m) => m.loadFailed(variant, err instanceof Error ? err.message : String(err)),
        });
      },
    );
  }

  /** Deals the seed a `winnable` search found (its table; null when the search is no longer wanted). */
  private found(f: Finding, seed: number): Table | null {
    if (this.looking !== f) return null;
    const r = this.sessions.value!.GameSession.deal(f.kit.rules, f.options, seed);
    if (!r.ok) return null;
    this.problem = null;
    this.finding = null;
    this.looking = null;
    this.autoSeed = f.random ? seed : undefined;
    this.dealt(f.cfg, seed);
    this.start(f.kit, r.value, f.daily);
    return r.value.table;
  }

  private start(kit: GameModule, game: GameSession, daily: string | null = null): void {
    const { games, localize, live } = this.parts;
    games.interrupt();
    this.daily = daily;
    games.deal(kit, game, daily);
    const m = localize.messages;
    live.announce(m.dealt(m.game || game.variant, game.seed));
  }
}
