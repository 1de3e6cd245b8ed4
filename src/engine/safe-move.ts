import type { Move, Rules, Table } from './types.js';

/** What can say which move can never spoil a win: a game's module, or its solver's hooks. */
export interface SafeMoves {
  safeMove?(rules: Rules, table: Table): Move | null;
}

/** The next safe move to a foundation (one that can never spoil a win), or null. */
export function nextSafeMove(rules: Rules, game: SafeMoves, table: Table): Move | null {
  const m = game.safeMove?.(rules, table);
  // only ever offer what the engine lists
  return m ? rules.legalMove(table, m) : null;
}
