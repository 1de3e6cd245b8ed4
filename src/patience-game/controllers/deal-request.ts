/**
 * What the attributes ask to deal: the options as given, the daily deal, whether the seed is
 * random, the seed asked; or the refusal to show for a bad seed or option.
 */
import type { GameModule } from '../../games/game-module.js';
import type { GameDefinition } from '../../engine/game.js';
import { isSeed, MAX_SEED } from '../../engine/rng.js';
import { messagesFor } from '../../i18n/index.js';
import type { Config, ConfigKey } from '../attributes.js';
import type { DealError } from './game-code.js';

export interface DealRequest {
  readonly options: Record<string, unknown>;
  readonly day: { date: string; seed: number } | null;
  readonly random: boolean;
  /** The seed asked for (unused for a random deal). */
  readonly asked: number;
}

export interface RequestContext {
  /** The seed of a random deal in play: the `seed` property showing it is no request. */
  readonly autoSeed: number | undefined;
  /** The `seed` attribute as written (for the message refusing it). */
  readonly seedAttribute: string | null;
  /** The day's seed for a game and options (null: its code is on its way). */
  readonly dailyDeal: (def: GameDefinition, options: Record<string, unknown>) => { date: string; seed: number } | null;
}

/** The request; a refusal; null while the daily deal's code is on its way. */
export function dealRequest(kit: GameModule, cfg: Config, ctx: RequestContext): DealRequest | DealError | null {
  const def = kit.rules;
  const daily = cfg.seed === 'daily';
  const random = !daily && (cfg.seed === undefined || cfg.seed === null || cfg.seed === ctx.autoSeed);
  if (!random && !daily && !isSeed(cfg.seed)) {
    const raw = Number.isNaN(cfg.seed) ? (ctx.seedAttribute ?? 'NaN') : String(cfg.seed);
    return { kind: 'error', code: 'bad-seed', attribute: 'seed', text: (m) => m.badSeed(raw, MAX_SEED) };
  }
  const options: Record<string, unknown> = {};
  for (const spec of def.options) {
    const raw = cfg[spec.name as ConfigKey];
    if (raw === undefined || raw === null) continue;
    if (spec.parse(raw) === undefined) {
      return {
        kind: 'error',
        code: 'bad-option',
        attribute: spec.name,
        text: (m) => m.badOption(spec.name, String(raw), messagesFor(m.lang, kit.words).game, spec.allowed),
      };
    }
    options[spec.name] = raw;
  }
  // seed="daily" (daily.ts): the day's seed for this game and options.
  const day = daily ? ctx.dailyDeal(def, options) : null;
  if (daily && !day) return null;
  return { options, day, random, asked: day ? day.seed : (cfg.seed as number) };
}
