/**
 * dist/patience-games.js: the file a page includes (Lit inside). It defines the element; each
 * game's code, the solver's worker (`solver-worker.js`) and the parts a board may never use are
 * files beside it, loaded when first needed.
 */
export * from './element.js';
