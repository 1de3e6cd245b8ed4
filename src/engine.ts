/**
 * patience-games/engine: the headless engine (every game's rules, deals, moves and state, no DOM).
 * Games are named here and in the element only: the functions below take a game's name, load its
 * code (`loadGame`) and hand its objects to the engine, which takes them as arguments.
 */
import { GameSession, stateVariant, type Result } from './engine/session.js';
import { entryOf, loadGame, VARIANTS } from './games/registry.js';

export * from './engine/cards.js';
export * from './engine/rng.js';
export * from './engine/types.js';
export * from './engine/rules.js';
export * from './engine/game.js';
export * from './engine/make-rules.js';
export * from './engine/state.js';
export * from './engine/session.js';
export * from './engine/safe-move.js';
export { REGISTRY, VARIANTS, OPTION_NAMES, entryOf, loadGame, loadedGame, loadSolver, loadAllGames } from './games/registry.js';
export type { GameEntry, OptionName, Variant } from './games/registry.js';
export type { GameModule } from './games/game-module.js';
export { defineGame, describeGame, GameDescriptionError } from './games/define-game.js';
export type { DescriptionProblem, GameDescription } from './games/define-game.js';

const unknownGame = (variant: unknown): Result<never> => ({
  ok: false,
  error: { code: 'bad-variant', message: `"${String(variant)}" is not a game here: use one of ${VARIANTS.join(', ')}.` },
});

/** Deals a game by its name (loading its code first); options as attributes or values give them. */
export async function dealGame(variant: string, options: Record<string, unknown> = {}, seed?: number): Promise<Result<GameSession>> {
  if (!entryOf(variant)) return unknownGame(variant);
  return GameSession.deal((await loadGame(variant)).rules, options, seed);
}

/** Reads a state of docs/API.md ("The state") back into a game of the game it names (loading its code first). */
export async function restoreGame(state: unknown): Promise<Result<GameSession>> {
  const named = stateVariant(state);
  if (!named.ok) return named;
  if (!entryOf(named.value)) return unknownGame(named.value);
  return GameSession.restore((await loadGame(named.value)).rules, state);
}
