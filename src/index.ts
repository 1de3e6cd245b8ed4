/**
 * patience-games: seven patience (solitaire) games as web components; the package entry.
 *
 * Importing this module defines `<patience-game>` (once, even if the module is loaded twice)
 * and gives the element class, its event classes and the public types. The solver's worker is
 * inlined here (a blob: worker, which a page's bundler cannot lose); the page runs the solver
 * itself where no worker can start.
 */
import './worker/inline-worker.js';

export * from './element.js';
