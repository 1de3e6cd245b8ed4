/**
 * Games a page defines itself (docs/API.md "Games as data"): `defineGame` checks a description
 * (schema and the vocabulary's own rules, all problems at once) and adds it as a game.
 */
import { checkDescription } from '../engine/description/check.js';
import { GameDescriptionError } from '../engine/description/error.js';
import type { GameDescription } from '../engine/description/types.js';
import { addDescribed } from './defined-games.js';
import { entryOf, REGISTRY } from './registry.js';

export { GameDescriptionError } from '../engine/description/error.js';
export type { DescriptionProblem } from '../engine/description/error.js';
export type { GameDescription } from '../engine/description/types.js';

/**
 * Adds the game a description (an object, or its JSON text) says; returns its variant name.
 * Throws a `GameDescriptionError` listing every problem with its JSON Pointer; a name already
 * taken (a built-in game, or another description under the same name) is one of them.
 */
export function defineGame(description: unknown): string {
  const checked = checkDescription(description);
  const d = checked.description;
  if (!d) throw new GameDescriptionError(checked.problems);
  if (!addDescribed(d)) {
    const builtIn = REGISTRY.some((e) => e.name === d.id);
    throw new GameDescriptionError([
      {
        path: '/id',
        message: builtIn ? `"${d.id}" is already a game: choose another id.` : `"${d.id}" is already defined by another description.`,
      },
    ]);
  }
  return d.id;
}

/** A game's description, to start one's own from: a built-in game written as one, or a defined game. */
export async function describeGame(variant: string): Promise<GameDescription> {
  const e = entryOf(variant);
  if (!e?.description) throw new Error(`"${variant}" is no game written as a description.`);
  return structuredClone((await e.description()).default);
}
