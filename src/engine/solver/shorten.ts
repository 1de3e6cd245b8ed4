/**
 * Cuts the detours out of a winning line. A depth-first search never comes back to a position,
 * but its line can wander: cards and jokers shuffled between columns for hundreds of moves before
 * the play that mattered (a Joker line of 1,861 moves, 32 cards to send home). A player following
 * hints plays every one of them. Two ways, taken in turn until neither shortens the line:
 *
 * - Jumps: from each position of the line, a move that lands on a later position of the same line
 *   skips everything in between; the furthest such jump is taken. Where every move carries cards
 *   from one pile onto another, the later tables a move could land on are found from the piles'
 *   sizes (two piles changed, as many cards off one as onto the other, the rest alike), and only
 *   the one move that would make each jump is asked of the engine. Where rows are dealt or pairs
 *   taken, each position asks for all its moves, and is fingerprinted by XOR-ing a hash of every
 *   (card, pile, place) on it, so a move's landing is looked up from the cards it carries alone.
 *   Either way, a landing counts only once the table it makes is the later one. (A move with side
 *   effects beyond its two piles — a joker back to its reserve, a pile refilled — is merely not
 *   taken as a jump.)
 * - Carries: cards moved from A onto B and later moved on, the same cards, from B onto C go from A
 *   onto C in one move, at the first move's turn or at the second's (or stay on A, C being A),
 *   where every move between stays legal and the line comes to the same table after the second
 *   move. King Albert's lines, seeds 1–10: 264 / 432 / 1,250 moves by jumps alone.
 *
 * A jump passes only positions of the line; a carry passes new ones between its two moves, never
 * one of `avoid` (the history hints must not lead back to), so the line still avoids whatever it
 * avoided, and it still ends won.
 */
import { face } from '../cards.js';
import { positionKey } from '../state.js';
import type { Move, Rules, Table } from '../types.js';

const place = (card: number, pile: number, at: number): number => {
  let h = Math.imul(card + 1, 0x9e3779b1) ^ Math.imul(pile + 1, 0x85ebca77) ^ Math.imul(at + 1, 0xc2b2ae3d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return h ^ (h >>> 13);
};

function fingerprint(t: Table): number {
  let h = Math.imul(t.redeals + 1, 0x27d4eb2f);
  t.piles.forEach((p, i) => p.cards.forEach((c, at) => (h ^= place(c, i, at))));
  return h;
}

/** The fingerprint after a deal (the top `count` cards of the stock turned onto the waste) or a recycle (the waste turned over as the stock). */
function dealt(t: Table, h: number, m: Move): number {
  const src = t.piles[m.from].cards;
  const base = t.piles[m.to].cards.length;
  for (let k = 0; k < m.count; k++) {
    const at = src.length - 1 - k;
    h ^= place(src[at], m.from, at) ^ place(src[at], m.to, base + k);
  }
  if (m.kind === 'recycle') h ^= Math.imul(t.redeals + 1, 0x27d4eb2f) ^ Math.imul(t.redeals + 2, 0x27d4eb2f);
  return h;
}

/** The fingerprint after moving the top `count` cards of `from` onto `to`, as they are. */
function moved(t: Table, h: number, m: Move): number {
  const src = t.piles[m.from].cards;
  const base = t.piles[m.to].cards.length;
  for (let k = 0; k < m.count; k++) {
    const at = src.length - m.count + k;
    h ^= place(src[at], m.from, at) ^ place(src[at], m.to, base + k);
  }
  return h;
}

/** `tables`, where the caller has them: the line's tables, `start` first. `avoid`: positions the line must not pass. */
export function shortenLine(
  rules: Rules,
  start: Table,
  moves: readonly Move[],
  tables?: readonly Table[],
  avoid: readonly Table[] = [],
): Move[] {
  if (moves.length < 3 || rules.shrinks) return moves.slice();
  let line = jumps(rules, tables ?? tablesOf(rules, start, moves), moves);
  const banned = new Set(avoid.map((t) => positionKey(t, true)));
  // (each round that goes on has shortened the line: it ends)
  while (line.moves.length >= 3) {
    const n = line.moves.length;
    carries(rules, line.tables, line.moves, (t) => banned.size > 0 && banned.has(positionKey(t, true)));
    if (line.moves.length === n) break;
    line = jumps(rules, line.tables, line.moves);
  }
  return line.moves;
}

/** A line: its moves, and its tables (`start` first, then the table after each move). */
interface Line {
  moves: Move[];
  tables: Table[];
}

function jumps(rules: Rules, line: readonly Table[], moves: readonly Move[]): Line {
  // Where every move carries cards from one pile onto another (no rows dealt, no pairs taken), a
  // table one move before a later one differs from it in two piles alone, as many cards off one as
  // onto the other: the move that would land there is asked of the engine directly (no table's
  // whole list of moves), the furthest such table first.
  if (!rules.mechanics?.row && !rules.mechanics?.pairs) return plainJumps(rules, line, moves);
  const prints = line.map(fingerprint);
  const at = new Map<number, number[]>();
  prints.forEach((h, i) => {
    const list = at.get(h);
    if (list) list.push(i);
    else at.set(h, [i]);
  });
  const out: Line = { moves: [], tables: [line[0]] };
  let i = 0;
  while (i < moves.length) {
    let best = i + 1;
    let via = moves[i];
    const here = line[i];
    for (const m of rules.legalMoves(here)) {
      const hits = at.get(
        m.kind === 'move'
          ? moved(here, prints[i], m)
          : m.kind === 'deal' || m.kind === 'recycle'
            ? dealt(here, prints[i], m)
            : fingerprint(rules.apply(here, m)),
      );
      const j = hits?.[hits.length - 1];
      if (j === undefined || j <= best) continue;
      // the fingerprint says where it lands; the table says so for sure
      const landed = rules.apply(here, m);
      for (let h = hits!.length - 1; h >= 0 && hits![h] > best; h--) {
        if (sameTable(landed, line[hits![h]])) {
          best = hits![h];
          via = m;
          break;
        }
      }
    }
    out.moves.push(via);
    out.tables.push(line[best]);
    i = best;
  }
  return out;
}

/** The kind of a move carrying cards from `from` onto `to`: a deal off the stock, a recycle back onto it, else a move. */
const kindOf = (rules: Rules, from: number, to: number): Move['kind'] =>
  rules.specs[from].kind === 'stock' ? 'deal' : rules.specs[to].kind === 'stock' ? 'recycle' : 'move';

/** shortenLine where every move carries cards from one pile onto another. */
function plainJumps(rules: Rules, line: readonly Table[], moves: readonly Move[]): Line {
  const np = line[0].piles.length;
  const sizes = new Int32Array(line.length * np);
  for (let j = 0; j < line.length; j++) for (let p = 0; p < np; p++) sizes[j * np + p] = line[j].piles[p].cards.length;
  const out: Line = { moves: [], tables: [line[0]] };
  let i = 0;
  while (i < moves.length) {
    const here = line[i];
    const a = i * np;
    let best = i + 1;
    let via = moves[i];
    for (let j = line.length - 1; j > i + 1 && best === i + 1; j--) {
      const b = j * np;
      let from = -1;
      let to = -1;
      let changed = 0;
      for (let p = 0; p < np && changed <= 2; p++) {
        const d = sizes[b + p] - sizes[a + p];
        if (d === 0) continue;
        changed++;
        if (d < 0) from = p;
        else to = p;
      }
      if (changed !== 2 || from < 0 || to < 0) continue;
      const count = sizes[a + from] - sizes[b + from];
      if (count !== sizes[b + to] - sizes[a + to] || !othersSame(here, line[j], from, to)) continue;
      const m = rules.legalMove(here, { kind: kindOf(rules, from, to), from, to, count });
      if (m && sameTable(rules.apply(here, m), line[j])) {
        best = j;
        via = m;
      }
    }
    out.moves.push(via);
    out.tables.push(line[best]);
    i = best;
  }
  return out;
}

/**
 * Carries (see the top): rewrites `moves` and `line` (its tables, kept in step) in place. A carry
 * is looked for from each move that carries cards between two piles, up to the next move off the
 * pile they went to.
 */
function carries(rules: Rules, line: Table[], moves: Move[], avoided: (t: Table) => boolean): void {
  for (let i = 0; i < moves.length - 1; i++) {
    const m = moves[i];
    const j = m.kind === 'move' ? carriedOn(line, moves, i) : -1;
    if (j < 0) continue;
    // Tried only where no move between touches a pile the carry changes (else it all but never
    // holds: the cards would be somewhere else when those moves come), so that a failed try is
    // rare; but the pile they stopped on may have been empty (what went on them goes there alone).
    const { from, to: via } = m;
    const to = moves[j].to;
    const clear = (p: number): boolean => untouched(moves, i + 1, j, p);
    if (line[i].piles[via].cards.length > 0 && !clear(via)) continue;
    const between = moves.slice(i + 1, j);
    const direct: Move = { kind: kindOf(rules, from, to), from, to, count: m.count };
    const tries: Move[][] = [];
    if (to === from) tries.push(between);
    else {
      if (clear(to)) tries.push([direct, ...between]);
      if (clear(from)) tries.push([...between, direct]);
    }
    for (const seg of tries) {
      const tables = replayed(rules, line[i], seg, line[j + 1], avoided);
      if (!tables) continue;
      moves.splice(i, j + 1 - i, ...seg);
      line.splice(i + 1, j + 1 - i, ...tables);
      i--; // the move now at i may carry again
      break;
    }
  }
}

/** Does no move of `moves` from `a` up to `b` take cards off pile p or put any on it? (A row dealt puts cards on every pile.) */
function untouched(moves: readonly Move[], a: number, b: number, p: number): boolean {
  for (let k = a; k < b; k++) {
    const m = moves[k];
    if (m.from === p || m.to === p || m.pair === p || m.kind === 'row') return false;
  }
  return true;
}

/** The move after i that carries on, from the pile move i carried them onto, exactly the cards it carried; -1 when a move takes some of them first, or none does. */
function carriedOn(line: readonly Table[], moves: readonly Move[], i: number): number {
  const { to: pile, count } = moves[i];
  const base = line[i].piles[pile].cards.length;
  for (let k = i + 1; k < moves.length; k++) {
    const mk = moves[k];
    if (mk.from !== pile && mk.pair !== pile) continue;
    const left = line[k].piles[pile].cards.length - mk.count;
    if (mk.kind === 'move' && left === base && mk.count === count) return k;
    if (mk.kind !== 'move' || left < base + count) return -1;
  }
  return -1;
}

/** The tables after each move of `seg` from `t`, when each is legal there, none is avoided and the last is `end`; else null. */
function replayed(rules: Rules, t: Table, seg: readonly Move[], end: Table, avoided: (t: Table) => boolean): Table[] | null {
  const out: Table[] = [];
  for (const m of seg) {
    const legal = rules.legalMove(t, m);
    if (!legal) return null;
    t = rules.apply(t, legal);
    out.push(t);
  }
  if (!sameTable(t, end)) return null;
  for (let k = 0; k < out.length - 1; k++) if (avoided(out[k])) return null;
  if (out.length > 0) out[out.length - 1] = end;
  return out;
}

/** Each table of the line, `start` first. */
function tablesOf(rules: Rules, start: Table, moves: readonly Move[]): Table[] {
  const out: Table[] = [start];
  for (let i = 0; i < moves.length; i++) out.push(rules.apply(out[i], moves[i]));
  return out;
}

/** Are tables s and t one position (`positionKey`'s: the same redeals, cards by face, as many face down)? */
function sameTable(s: Table, t: Table): boolean {
  if (s.redeals !== t.redeals) return false;
  for (let p = 0; p < s.piles.length; p++) {
    const x = s.piles[p];
    const y = t.piles[p];
    if (x === y) continue;
    if (x.down !== y.down || x.cards.length !== y.cards.length) return false;
    for (let c = 0; c < x.cards.length; c++) if (face(x.cards[c]) !== face(y.cards[c])) return false;
  }
  return true;
}

/** Do tables s and t hold the same cards, as many face down, in every pile but `from` and `to`? */
function othersSame(s: Table, t: Table, from: number, to: number): boolean {
  for (let p = 0; p < s.piles.length; p++) {
    const x = s.piles[p];
    const y = t.piles[p];
    if (x === y || p === from || p === to) continue;
    if (x.down !== y.down) return false;
    for (let c = 0; c < x.cards.length; c++) if (x.cards[c] !== y.cards[c]) return false;
  }
  return true;
}
