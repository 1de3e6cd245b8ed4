/**
 * dist/patience-games.js: the one-file bundle. The file is its own solver worker: loaded in a
 * worker it runs the solver (and defines nothing); loaded on a page it defines the element and
 * starts its worker from its own URL (bundle-worker.ts), so the solver is in the file once.
 */
// First: in a worker, this starts the solver before anything that expects a page is evaluated.
import './worker/bundle-worker.js';

export * from './element.js';
