/**
 * Dealing for one `<patience-game>`: which game is in play and why. Every deal goes through here:
 * the attributes (`variant`, `seed`, the options, `seed="daily"`, `winnable`), a deal named in
 * the URL fragment (`link`), a game `persist` resumes, `newGame()` and `restore()`. A bad
 * attribute leaves a problem to show instead of a game.
 *
 * `ensureDealt()` runs before every render and every public call: the attributes are compared
 * with those of the last deal, so several changes make one deal.
 */
import type { LitElement, ReactiveController } from 'lit';
import { getGame, VARIANTS } from '../../games/registry.js';
import { MAX_SEED, randomSeed } from '../../engine/rng.js';
import { GameSession, isSeed } from '../../engine/session.js';
import type { Messages } from '../../i18n/index.js';
import { CONFIG, elapsedOf, type Config, type ConfigKey } from '../attributes.js';
import { dailyDeal } from '../daily.js';
import type { PatienceErrorCode } from '../../events.js';
import type { GameController } from './game-controller.js';
import type { KeyboardController } from './keyboard-controller.js';
import type { LinkController } from './link-controller.js';
import type { LiveRegionController } from './live-region-controller.js';
import type { LocalizeController } from './localize-controller.js';
import type { PersistController } from './persist-controller.js';
import type { SolverController } from './solver-controller.js';

/** What the board shows instead of a game. */
export type Problem =
  | { kind: 'prompt' }
  | { kind: 'finding' }
  | { kind: 'error'; code: PatienceErrorCode; attribute?: string; text: (m: Messages) => string };

/** The element's attributes that decide the deal, which dealing also sets (a seed dealt, a restored game's options). */
type DealingHost = LitElement & { variant?: string; seed?: number | 'daily'; readonly winnable: boolean };

/** Who dealing works with. */
export interface DealingParts {
  readonly games: GameController;
  readonly localize: LocalizeController;
  readonly live: LiveRegionController;
  readonly persistence: PersistController;
  readonly links: LinkController;
  readonly solver: SolverController;
  readonly keys: KeyboardController;
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
  /** `winnable`: what is being looked for, and the search, aborted by anything new. */
  private finding: { variant: string; options: Record<string, unknown> } | null = null;
  private search: AbortController | null = null;

  constructor(
    private readonly host: DealingHost,
    private readonly parts: DealingParts,
  ) {
    host.addController(this);
    parts.games.onInterrupt(() => this.stopSearch());
  }

  hostDisconnected(): void {
    this.stopSearch();
  }

  private stopSearch(): void {
    this.search?.abort();
    this.search = null;
  }

  private config(): Config {
    const self = this.host as unknown as Record<string, unknown>;
    return Object.fromEntries(CONFIG.map((k) => [k, self[k]])) as Config;
  }

  /** Deals when the attributes changed since the last deal (several changes make one deal). */
  ensureDealt(): void {
    const { games, localize, live } = this.parts;
    // link (link-controller.ts): a deal in the URL fragment sets the seed and options first.
    if (this.parts.links.take()) this.autoSeed = undefined;
    const cfg = this.config();
    const a = this.applied;
    if (a && CONFIG.every((k) => Object.is(cfg[k], a[k]))) return;
    this.applied = cfg;
    games.interrupt();
    const fail = (p: Extract<Problem, { kind: 'error' }>) => {
      this.problem = p;
      games.clear();
      const message = p.text(localize.messages);
      games.error({ code: p.code, message, attribute: p.attribute });
      live.announce(message);
    };
    const variant = cfg.variant;
    if (variant === undefined || variant === null) {
      this.problem = { kind: 'prompt' };
      games.clear();
      return;
    }
    const def = typeof variant === 'string' ? getGame(variant.trim()) : undefined;
    if (!def) {
      return fail({ kind: 'error', code: 'bad-variant', attribute: 'variant', text: (m) => m.badVariant(String(variant), VARIANTS) });
    }
    const daily = cfg.seed === 'daily';
    const random = !daily && (cfg.seed === undefined || cfg.seed === null || cfg.seed === this.autoSeed);
    if (!random && !daily && !isSeed(cfg.seed)) {
      const raw = Number.isNaN(cfg.seed) ? (this.host.getAttribute('seed') ?? 'NaN') : String(cfg.seed);
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
    // persist: a game saved under this element's key resumes instead of a new deal.
    const saved = this.parts.persistence.resume(def, options, random ? null : asked);
    if (saved) {
      this.problem = null;
      this.daily = day?.date ?? null;
      this.autoSeed = random ? saved.game.seed : undefined;
      this.dealt(cfg, saved.game.seed);
      games.interrupt();
      games.restored(saved.game, saved.elapsedMs);
      return;
    }
    const seed = random ? randomSeed() : asked;
    if (this.host.winnable) return this.dealWinnable(def.variant, options, seed, random, cfg, day?.date ?? null);
    const r = GameSession.deal(def.variant, options, seed);
    if (!r.ok) return fail({ kind: 'error', code: r.error.code, text: () => r.error.message });
    this.problem = null;
    this.autoSeed = random ? r.value.seed : undefined;
    if (random || day) this.dealt(cfg, r.value.seed);
    this.start(r.value, day?.date ?? null);
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
    const current = g ? { variant: g.variant, options: g.options as Record<string, unknown> } : this.finding;
    if (!current) return;
    if (this.host.winnable) {
      return this.dealWinnable(current.variant, current.options, seed ?? randomSeed(), seed === undefined, this.config());
    }
    const r = GameSession.deal(current.variant, current.options, seed ?? randomSeed());
    if (!r.ok) return games.error(r.error);
    this.autoSeed = seed === undefined ? r.value.seed : undefined;
    this.dealt(this.config(), r.value.seed);
    this.start(r.value);
  }

  /** `restore()`: loads a state; history is cleared. Bad input fires `patience-error` and keeps the game. */
  restore(state: unknown): boolean {
    const { games, localize, live } = this.parts;
    let r: ReturnType<typeof GameSession.restore>;
    try {
      r = GameSession.restore(state);
    } catch (e) {
      r = { ok: false, error: { code: 'bad-state', message: e instanceof Error ? e.message : String(e) } };
    }
    if (!r.ok) {
      const message = localize.messages.badState(r.error.code, r.error.message);
      games.error({ code: r.error.code, message });
      live.announce(message);
      return false;
    }
    const g = r.value;
    // The properties now describe the game in play, so they do not deal it again.
    const self = this.host as unknown as Record<string, unknown>;
    self.variant = g.variant;
    self.seed = g.seed;
    this.autoSeed = g.seed;
    for (const spec of getGame(g.variant)?.options ?? []) self[spec.name] = g.options[spec.name];
    this.applied = this.config();
    this.problem = null;
    games.interrupt();
    this.daily = null;
    games.restored(g, elapsedOf(state));
    return true;
  }

  /**
   * `winnable`: looks for the first seed from `start` whose deal the solver proves winnable
   * (in the solver's worker), showing that it looks, and deals it; its winning line is kept for the
   * verdict, hints and Finish.
   */
  private dealWinnable(variant: string, options: Record<string, unknown>, start: number, random: boolean, cfg: Config, daily: string | null = null): void {
    const { games, solver, keys } = this.parts;
    games.interrupt();
    // The board goes away while it looks: focus comes back to where it was (New game, a pile).
    const focused = (this.host.renderRoot as ShadowRoot).activeElement?.getAttribute('part') ?? '';
    this.problem = { kind: 'finding' };
    this.finding = { variant, options };
    games.clear();
    const search = new AbortController();
    this.search = search;
    void solver.findWinnable(variant, options, start, search.signal).then((found) => {
      if (!found || search.signal.aborted) return;
      this.search = null;
      const r = GameSession.deal(variant, options, found.seed);
      if (!r.ok) return;
      this.problem = null;
      this.finding = null;
      this.autoSeed = random ? found.seed : undefined;
      this.dealt(cfg, found.seed);
      this.start(r.value, daily);
      if (found.moves) solver.keepLine(r.value.table, found.moves);
      if (focused && (document.activeElement === document.body || document.activeElement === this.host)) {
        void this.host.updateComplete.then(() =>
          /\bnew-game\b/.test(focused)
            ? this.host.renderRoot.querySelector<HTMLElement>('[part~="new-game"]')?.focus()
            : keys.focusPile(keys.focus),
        );
      }
    });
  }

  private start(game: GameSession, daily: string | null = null): void {
    const { games, localize, live } = this.parts;
    games.interrupt();
    this.daily = daily;
    games.deal(game, daily);
    const m = localize.messages;
    live.announce(m.dealt(m.games[game.variant] ?? game.variant, game.seed));
  }
}
