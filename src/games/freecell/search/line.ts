/**
 * The FreeCell search's lines in engine moves: internal moves played through
 * `rules.legalMove` and `rules.apply`, then the cards left sent up.
 */
import type { Move, Rules, Table } from '../../../engine/types.js';
import { C2C, C2F, R2C, R2F, RANK, mA, mB, mCard, mK, mType } from './cards.js';

/** Which engine pile each of the search's columns, free cells and foundations is. */
export interface FreecellPiles {
  readonly colIdx: readonly number[];
  readonly cellIdx: readonly number[];
  readonly foundIdx: readonly number[];
}

/**
 * Turns internal moves into engine moves, each checked by `rules.legalMove` and played by
 * `rules.apply` from `start`, then sends the rest up lowest card first; throws if anything is
 * not legal or the table is not won at the end.
 */
export function expandLine(rules: Rules, start: Table, internal: readonly number[], piles: FreecellPiles): Move[] {
  const { colIdx, cellIdx, foundIdx } = piles;
  const out: Move[] = [];
  let t = start;
  const play = (m: Move): void => {
    const legal = rules.legalMove(t, m);
    if (!legal) throw new Error(`Solver line: illegal move ${JSON.stringify(m)}`);
    t = rules.apply(t, legal);
    out.push(legal);
  };
  const topOf = (i: number): number => {
    const p = t.piles[i].cards;
    return p.length ? p[p.length - 1] : -1;
  };
  const foundationFor = (card: number): number =>
    RANK[card] === 1 ? foundIdx.find((f) => t.piles[f].cards.length === 0)! : foundIdx.find((f) => topOf(f) === card - 1)!;
  for (const m of internal) {
    const a = mA(m);
    const b = mB(m);
    switch (mType(m)) {
      case C2F:
        play({ kind: 'move', from: colIdx[a], to: foundationFor(mCard(m)), count: 1 });
        break;
      case R2F:
        play({ kind: 'move', from: cellIdx[a], to: foundationFor(mCard(m)), count: 1 });
        break;
      case C2C:
        play({ kind: 'move', from: colIdx[a], to: colIdx[b], count: mK(m) });
        break;
      case R2C:
        play({ kind: 'move', from: cellIdx[a], to: colIdx[b], count: 1 });
        break;
      default:
        play({ kind: 'move', from: colIdx[a], to: cellIdx[b], count: 1 });
    }
  }
  // finish: the lowest card left is always free and fits its foundation
  while (!rules.isWon(t)) {
    let best: Move | null = null;
    let bestRank = 99;
    for (const mv of rules.legalMoves(t)) {
      if (rules.specs[mv.to].kind !== 'foundation') continue;
      const r = RANK[topOf(mv.from)];
      if (r < bestRank) {
        bestRank = r;
        best = mv;
      }
    }
    if (!best) throw new Error('Solver line: cannot finish');
    t = rules.apply(t, best);
    out.push(best);
  }
  return out;
}
