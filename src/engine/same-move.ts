import type { Move } from './types.js';

/** Two engine moves are the same move (by value: moves from copies of a table compare equal). */
export const sameEngineMove = (a: Move, b: Move): boolean =>
  a.kind === b.kind && a.from === b.from && a.to === b.to && a.count === b.count && a.pair === b.pair;
