/**
 * patience-games: seven patience (solitaire) games as web components; the package entry.
 *
 * Importing this module defines `<patience-game>` (once, even if the module is loaded twice)
 * and gives the element class, its event classes and the public types. Each game's code and the
 * solver's worker (`solver-worker.js`, started as `new Worker(new URL(…, import.meta.url))`) are
 * files of their own, which an app's bundler emits as such; the page runs the solver itself only
 * where no worker can start.
 */

export * from './element.js';
export { defineGame, describeGame, GameDescriptionError } from './games/define-game.js';
export type { DescriptionProblem, GameDescription } from './games/define-game.js';
