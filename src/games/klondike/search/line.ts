/**
 * The dedicated Klondike search's lines in engine moves: internal moves expanded
 * (deals and recycles put back in), each played through `rules.legalMoves` and
 * `rules.apply`, and a line remembered with the tables along it.
 */
import type { Move, Rules, Table } from '../../../engine/types.js';
import { mA, mB, mCard, mK, mType, RANK, T2F, T2T, W2F, W2T } from './cards.js';

/**
 * A winning line and the tables it passes: `tables[i]` is the table before `moves[i]`; the
 * last one is won. `texts`: the tables as `tableText`, made when first asked (`lineTexts`).
 */
export interface PlayedLine {
  moves: Move[];
  tables: Table[];
  texts: string[] | null;
}

/** The tables of `line` as `tableText` (made once, when first asked). */
export function lineTexts(line: PlayedLine): string[] {
  return (line.texts ??= line.tables.map(tableText));
}

/**
 * Turns internal moves into engine moves, playing each through `rules.legalMoves`
 * and `rules.apply` from `start`, and finishes with foundation moves; throws if
 * anything is not legal or the table is not won at the end.
 */
export function expandLine(rules: Rules, start: Table, internal: readonly number[], tabIdx: readonly number[]): PlayedLine {
  const moves: Move[] = [];
  const tables: Table[] = [start];
  let t = start;
  const specs = rules.specs;
  const foundations = specs.flatMap((s, i) => (s.kind === 'foundation' ? [i] : []));
  const stockIdx = specs.findIndex((s) => s.kind === 'stock');
  const wasteIdx = specs.findIndex((s) => s.kind === 'waste');
  const step = (m: Move): void => {
    t = rules.apply(t, m);
    moves.push(m);
    tables.push(t);
  };
  const play = (m: Move): void => {
    const legal = rules.legalMove(t, m);
    if (!legal) throw new Error(`Solver line: illegal move ${JSON.stringify(m)}`);
    step(legal);
  };
  const topOf = (i: number): number => {
    const p = t.piles[i].cards;
    return p.length ? p[p.length - 1] : -1;
  };
  /** The foundation that takes `card` now. */
  const foundationFor = (card: number): number => {
    if (RANK[card] === 1) return foundations.find((f) => t.piles[f].cards.length === 0)!;
    return foundations.find((f) => topOf(f) === card - 1)!;
  };
  for (const m of internal) {
    const type = mType(m);
    const card = mCard(m);
    switch (type) {
      case T2F:
        play({ kind: 'move', from: tabIdx[mA(m)], to: foundationFor(card), count: 1 });
        break;
      case T2T:
        play({ kind: 'move', from: tabIdx[mA(m)], to: tabIdx[mB(m)], count: mK(m) });
        break;
      case W2F:
      case W2T: {
        let guard = 200;
        while (topOf(wasteIdx) !== card) {
          if (--guard < 0) throw new Error('Solver line: talon card never reached');
          const stock = t.piles[stockIdx].cards.length;
          const want: Move =
            stock > 0
              ? { kind: 'deal', from: stockIdx, to: wasteIdx, count: Math.min(stock, rules.stock!.draw) }
              : { kind: 'recycle', from: wasteIdx, to: stockIdx, count: t.piles[wasteIdx].cards.length };
          const mv = rules.legalMove(t, want);
          if (!mv) throw new Error(`Solver line: no ${want.kind} move`);
          step(mv);
        }
        play({ kind: 'move', from: wasteIdx, to: type === W2F ? foundationFor(card) : tabIdx[mB(m)], count: 1 });
        break;
      }
      default: {
        const from = foundations.find((f) => topOf(f) === card)!;
        play({ kind: 'move', from, to: tabIdx[mB(m)], count: 1 });
      }
    }
  }
  // finish: the lowest card left is always a column's top and fits its foundation
  while (!rules.isWon(t)) {
    let best: Move | null = null;
    let bestRank = 99;
    for (const mv of rules.legalMoves(t)) {
      if (mv.kind !== 'move' || specs[mv.to].kind !== 'foundation' || specs[mv.from].kind === 'foundation') continue;
      const r = RANK[topOf(mv.from)];
      if (r < bestRank) {
        bestRank = r;
        best = mv;
      }
    }
    if (!best) throw new Error('Solver line: cannot finish');
    step(best);
  }
  return { moves, tables, texts: null };
}

/** A table as text, equal for equal tables. */
export function tableText(t: Table): string {
  let k = String(t.redeals);
  for (const p of t.piles) k += `|${p.down}:${p.cards.join(',')}`;
  return k;
}

/**
 * What is left of `line` from `table` on, when `table` is one of the tables it passes; else
 * null. (The rest of a line replayed from the same table plays the same: `rules.apply` is a
 * function of the table and the move.)
 */
export function lineFrom(line: PlayedLine, table: Table): PlayedLine | null {
  const texts = lineTexts(line);
  const i = texts.indexOf(tableText(table));
  if (i < 0) return null;
  return { moves: line.moves.slice(i), tables: line.tables.slice(i), texts: texts.slice(i) };
}
