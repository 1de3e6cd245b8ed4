/** A description that is no game: thrown by `defineGame`, listing every problem with its pointer. */
import { escapeMarkup, type DescriptionProblem } from './problem.js';

export type { DescriptionProblem } from './problem.js';

/** A pointer as shown in a message: cut short when absurdly long, markup escaped (a hostile field name). */
const shown = (path: string): string => escapeMarkup(path.length > 80 ? `${path.slice(0, 80)}…` : path || '(the description)');

export class GameDescriptionError extends Error {
  readonly problems: readonly DescriptionProblem[];

  constructor(problems: readonly DescriptionProblem[]) {
    const list = problems.map((p) => `${shown(p.path)}: ${p.message}`).join('\n');
    super(`The game description has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n${list}`);
    this.name = 'GameDescriptionError';
    this.problems = Object.freeze([...problems]);
  }
}
