/** The headless engine: every game's rules, deals, moves and state, with no DOM. */
export * from './engine/cards.js';
export * from './engine/rng.js';
export * from './engine/types.js';
export * from './engine/rules.js';
export * from './engine/game.js';
export * from './engine/state.js';
export * from './engine/session.js';
export { GAMES, getGame, VARIANTS, type Variant } from './games/registry.js';
export { jokerStandIns } from './games/joker/stand-in.js';
export type { StandIn } from './games/game-module.js';
