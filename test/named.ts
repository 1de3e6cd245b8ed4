/**
 * Games by name, for tests, scripts and benches: every game of the registry and its solver,
 * loaded once (top-level await), and the engine's and solver's calls that take a game's objects,
 * under the game's name. Lists of games come from here (that is, from the registry).
 */
import { GameSession, rulesOf as rulesOfGame, type Result } from '../src/engine/session.js';
import type { GameDefinition } from '../src/engine/game.js';
import type { GameSolver } from '../src/engine/solver/hooks.js';
import { createSearch as createSearchOf, solve as solveOf, DEFAULT_BUDGET } from '../src/engine/solver/index.js';
import type { Budget, Search, SolveResult } from '../src/engine/solver/types.js';
import { WinnableDealSearch } from '../src/engine/solver/winnable.js';
import { stateVariant } from '../src/engine/session.js';
import type { Options, OptionSpec, OptionValue, Rules, Table } from '../src/engine/types.js';
import type { GameModule } from '../src/games/game-module.js';
import { loadGame, loadSolver, REGISTRY, VARIANTS } from '../src/games/registry.js';

export { VARIANTS, REGISTRY };

/** Every game, everything about it, in the registry's order. */
export const GAME_MODULES: readonly GameModule[] = await Promise.all(VARIANTS.map(loadGame));
/** Every game's rules, in the registry's order. */
export const GAMES: readonly GameDefinition[] = GAME_MODULES.map((g) => g.rules);
const SOLVERS = new Map<string, GameSolver>(await Promise.all(VARIANTS.map(async (v) => [v, await loadSolver(v)] as const)));

/** Everything about a game, by name (throws for a name that is no game here). */
export function gameOf(variant: string): GameModule {
  const g = GAME_MODULES.find((m) => m.rules.variant === variant);
  if (!g) throw new Error(`"${variant}" is not a game here`);
  return g;
}

export const getGame = (variant: string): GameDefinition => gameOf(variant).rules;
export const solverOf = (variant: string): GameSolver => SOLVERS.get(gameOf(variant).rules.variant)!;

/** The rules of a game by name under options (as attributes or values give them). */
export const rulesOf = (variant: string, options: Options | Record<string, unknown> = {}): Rules =>
  rulesOfGame(getGame(variant), options as Record<string, unknown>);

/** A deal of the game by name (refused with `bad-variant`, as the element refuses it, for a name that is no game here). */
export function dealNamed(variant: string, options: Record<string, unknown> = {}, seed?: number): Result<GameSession> {
  if (!VARIANTS.includes(variant as never))
    return { ok: false, error: { code: 'bad-variant', message: `"${variant}" is not a game here` } };
  return GameSession.deal(getGame(variant), options, seed);
}

/** A state read back into a game of the game it names. */
export function restoreNamed(state: unknown): Result<GameSession> {
  const v = stateVariant(state);
  if (!v.ok) return v;
  if (!VARIANTS.includes(v.value as never))
    return { ok: false, error: { code: 'bad-variant', message: `"${v.value}" is not a game here` } };
  return GameSession.restore(getGame(v.value), state);
}

export const createSearch = (rules: Rules, table: Table, budget: Budget = DEFAULT_BUDGET): Search =>
  createSearchOf(rules, solverOf(rules.variant), table, budget);
export const solveRules = (rules: Rules, table: Table, budget: Budget = DEFAULT_BUDGET): SolveResult =>
  solveOf(rules, solverOf(rules.variant), table, budget);
export const solve = (variant: string, options: Options, table: Table, budget: Budget = DEFAULT_BUDGET): SolveResult =>
  solveRules(rulesOf(variant, options), table, budget);
export const winnableNodes = (variant: string, options: Options): number =>
  solverOf(variant).winnableNodes(rulesOf(variant, options).options);
export const winnableSearch = (variant: string, options: Options, start: number, nodes?: number, tries?: number): WinnableDealSearch =>
  new WinnableDealSearch(rulesOf(variant, options), solverOf(variant), start, nodes, tries);

/** Values to try for an option whose `allowed` is a sentence (redeals): those it parses. */
const SAMPLES: OptionValue[] = [0, 1, 3, 'unlimited'];

/** The values a test tries for an option: its allowed values, or for a sentence the samples it parses. */
export function valuesOf(spec: OptionSpec): OptionValue[] {
  if (Array.isArray(spec.allowed)) return [...(spec.allowed as OptionValue[])];
  return SAMPLES.filter((v) => spec.parse(v) !== undefined);
}

/** Every combination of a game's options' values (`valuesOf`), in the order of its option specs. */
export function optionSets(def: GameDefinition): Record<string, OptionValue>[] {
  let sets: Record<string, OptionValue>[] = [{}];
  for (const spec of def.options) sets = sets.flatMap((s) => valuesOf(spec).map((v) => ({ ...s, [spec.name]: v })));
  return sets;
}
