/**
 * Finish (the board's auto-complete button): the rest of a kept winning line from the position in
 * play, once the end is in sight, else the foundation moves that finish a game with nothing
 * hidden; null when neither is known. Finish must not play the game for the player from the deal.
 */
import { finishingMoves } from '../../engine/solver/heuristic.js';
import type { DealKnowledge } from '../../engine/solver/knowledge.js';
import type { Move, Rules, Table } from '../../engine/types.js';

/** Moves left in a winning line short enough to play out for the player, hidden cards or not. */
export const FINISH_MOVES = 12;

export function finishFrom(rules: Rules, table: Table, knowledge: DealKnowledge): Move[] | null {
  const rest = knowledge.anyLineFrom(table);
  return rest && endInSight(rules, table, rest) ? [...rest] : finishingMoves(rules, table);
}

/**
 * The end is in sight when few moves are left, when what is left only sends cards home (or turns
 * the stock), or, in a game dealt with cards face down outside the stock, once none is left so
 * (the classic moment).
 */
function endInSight(rules: Rules, table: Table, rest: readonly Move[]): boolean {
  if (rest.length <= FINISH_MOVES) return true;
  if (rest.every((m) => m.kind === 'deal' || m.kind === 'recycle' || rules.specs[m.to].kind === 'foundation')) return true;
  return dealsHidden(rules) && !hidden(rules, table);
}

const hidden = (rules: Rules, t: Table): boolean => t.piles.some((p, i) => p.down > 0 && rules.specs[i].kind !== 'stock');
const dealtHidden = new WeakMap<Rules, boolean>();
/** Does the game deal cards face down outside the stock (as Klondike does)? */
function dealsHidden(rules: Rules): boolean {
  let v = dealtHidden.get(rules);
  if (v === undefined) dealtHidden.set(rules, (v = hidden(rules, rules.deal(1))));
  return v;
}
