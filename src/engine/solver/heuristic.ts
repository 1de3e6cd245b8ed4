/**
 * Moves chosen without a search: the hint when the solver has no line yet, and auto-complete
 * when nothing is hidden. The one heuristic of the project; the solver's own move ordering
 * lives in the games' hooks.
 */
import type { Move, Rules, Table } from '../types.js';

/** How much a move is worth: progress first (foundations, cards turned up), dealing last. */
export function scoreMove(rules: Rules, table: Table, m: Move): number {
  const specs = rules.specs;
  switch (m.kind) {
    case 'deal':
    case 'row':
      return 2;
    case 'recycle':
      return 1;
    case 'cover':
      return 50;
    case 'pair': {
      // Setting aside cards that have closed cards under them opens the game up.
      const hidden = (i: number | undefined) => (i === undefined ? 0 : table.piles[i].down > 0 ? 1 : 0);
      return 50 + 5 * (hidden(m.from) + hidden(m.pair));
    }
  }
  const src = table.piles[m.from];
  const dst = table.piles[m.to];
  const from = specs[m.from];
  const to = specs[m.to];
  const n = src.cards.length;
  if (to.kind === 'foundation') return 100;
  // Below dealing: taking a card back from a foundation is rarely progress.
  if (from.kind === 'foundation') return 0.5;
  if (src.down > 0 && src.down === n - m.count) return 80; // turns a card up
  if (from.kind === 'waste' || from.kind === 'reserve' || from.kind === 'stock') return 50;
  if (n === m.count) {
    // Emptying a pile helps, unless the cards only go to another empty pile.
    return dst.cards.length === 0 && from.kind === to.kind ? 0 : 40;
  }
  // The run already lies on a card it could lie on: moving it only shuffles (below dealing).
  const under = src.cards[n - m.count - 1];
  if (from.fits && src.down <= n - m.count - 1 && from.fits(under, src.cards[n - m.count])) return 0.8;
  return 20;
}

/**
 * The best-scoring legal move that leads to a position the game has not been in (`seen`) and,
 * where there is a choice, not to one known to be lost (`lost`); ties go to the move that leaves
 * the most moves open. Null when every move leads back (a hint never goes round in circles).
 */
export function fallbackMove(
  rules: Rules,
  table: Table,
  moves: readonly Move[],
  seen: (t: Table) => boolean,
  lost: (t: Table) => boolean = () => false,
): Move | null {
  let best: Move | null = null;
  let bestScore = -Infinity;
  for (const m of moves) {
    const next = rules.apply(table, m);
    if (seen(next)) continue;
    let s = scoreMove(rules, table, m) + Math.min(0.9, rules.legalMoves(next).length / 100);
    if (lost(next)) s -= 1000;
    if (s > bestScore) {
      bestScore = s;
      best = m;
    }
  }
  return best;
}

/**
 * Auto-complete with nothing hidden: plays foundation moves (and turns the stock when none is
 * left) greedily; the moves if that wins, else null.
 */
export function finishingMoves(rules: Rules, table: Table, limit = 600): Move[] | null {
  if (!rules.specs.some((s) => s.kind === 'foundation')) return null;
  if (table.piles.some((p) => p.down > 0)) return null;
  const out: Move[] = [];
  let t = table;
  let turns = 0;
  while (!rules.isWon(t)) {
    if (out.length >= limit) return null;
    const moves = rules.legalMoves(t);
    let m = moves.find((x) => x.kind === 'move' && rules.specs[x.to].kind === 'foundation' && rules.specs[x.from].kind !== 'foundation');
    if (m) turns = 0;
    else {
      m = moves.find((x) => x.kind === 'deal' || x.kind === 'recycle' || x.kind === 'row');
      // Going round the whole stock without a foundation move: stuck.
      if (!m || ++turns > 200) return null;
    }
    out.push(m);
    t = rules.apply(t, m);
  }
  return out;
}
