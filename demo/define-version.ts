/**
 * Each sound edit of a description becomes a game of its own: `defineGame` refuses a second,
 * different description under one id, so each is defined under a fresh internal id
 * (`<id>-v<n>`) while the page shows the author's id.
 */
import { defineGame, describeGame, GameDescriptionError, REGISTRY, type GameDescription } from '../src/index.js';

let version = 0;

/** Defines the description under a fresh id; returns that id, the board's variant. */
export function defineVersion(description: GameDescription): string {
  for (;;) {
    // The schema allows ids of 40 characters.
    const id = `${description.id.slice(0, 30)}-v${++version}`;
    try {
      return defineGame({ ...description, id });
    } catch (e) {
      // Taken by a game defined before this page's counter: try the next.
      if (!(e instanceof GameDescriptionError) || e.problems.some((p) => p.path !== '/id')) throw e;
    }
  }
}

/** The built-in games written as descriptions: their variant and English name, in the registry's order. */
export async function builtInDescriptions(): Promise<{ variant: string; name: string; description: GameDescription }[]> {
  const described = REGISTRY.filter((e) => e.description);
  return Promise.all(
    described.map(async (e) => {
      const description = await describeGame(e.name);
      return { variant: e.name, name: description.words.en.name, description };
    }),
  );
}
