/**
 * Games a page defines (`defineGame`, an inline description): their lines in the registry, made
 * where a page defines one (define-game.ts) and in the solver's worker, so that the registry every
 * board loads carries none of this.
 */
import type { GameDescription } from '../engine/description/types.js';
import type { GameSolver } from '../engine/solver/hooks.js';
import { definedGame, REGISTRY, setDefined } from './registry.js';

/** The rule words of a description: what decides how it plays, not what it is called or how it looks. */
const ruleWords = (d: GameDescription): string =>
  JSON.stringify({ ...d, id: '', words: null, board: null, oneTap: null, piles: d.piles.map((g) => ({ ...g, layout: null })) });

/**
 * The solver of a defined game: that of a built-in game with the same rule words (its search
 * knowledge keyed on what the rules say), else the compiled core of its words alone.
 */
async function definedSolver(d: GameDescription): Promise<{ readonly default: GameSolver }> {
  const words = ruleWords(d);
  for (const e of REGISTRY) {
    if (!e.description) continue;
    if (ruleWords((await e.description()).default) === words) return e.solver();
  }
  return import('./described-solver.js');
}

/**
 * Adds a checked description as a game (its checks are `defineGame`'s): false when its name is
 * taken by a built-in game or by another description.
 */
export function addDescribed(d: GameDescription): boolean {
  const taken = definedGame(d.id);
  if (REGISTRY.some((e) => e.name === d.id)) return false;
  if (taken) return JSON.stringify(taken.description) === JSON.stringify(d);
  const options = (d.options ?? []).map((o) => o.name);
  const game = import('./from-description.js').then((f) => ({ default: f.gameOf(d) }));
  setDefined(
    { name: d.id, options, description: () => Promise.resolve({ default: d }), game: () => game, solver: () => definedSolver(d) },
    d,
  );
  return true;
}
