/**
 * Cuts the detours out of a winning line. A depth-first search never comes back to a position,
 * but its line can wander: cards and jokers shuffled between columns for hundreds of moves before
 * the play that mattered (a Joker line of 1,861 moves, 32 cards to send home). A player following
 * hints plays every one of them. From each position of the line, a move that lands on a later
 * position of the same line skips everything in between; the furthest such jump is taken.
 *
 * The shorter line passes only positions of the first one, so it avoids whatever that line
 * avoided (the history hints must not lead back to), and it still ends won.
 *
 * Where every move carries cards from one pile onto another, the later tables a move could land
 * on are found from the piles' sizes (two piles changed, as many cards off one as onto the other,
 * the rest alike), and only the one move that would make each jump is asked of the engine. Where
 * rows are dealt or pairs taken, each position asks for all its moves, and is fingerprinted by
 * XOR-ing a hash of every (card, pile, place) on it, so a move's landing is looked up from the
 * cards it carries alone. Either way, a landing counts only once the table it makes is the later
 * one. (A move with side effects beyond its two piles — a joker back to its reserve, a pile
 * refilled — is merely not taken as a jump.)
 */
import { face } from '../cards.js';
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

/** `tables`, where the caller has them: the line's tables, `start` first. */
export function shortenLine(rules: Rules, start: Table, moves: readonly Move[], tables?: readonly Table[]): Move[] {
  if (moves.length < 3 || rules.shrinks) return moves.slice();
  const line = tables ?? tablesOf(rules, start, moves);
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
  const out: Move[] = [];
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
    out.push(via);
    i = best;
  }
  return out;
}

/** The kind of a move carrying cards from `from` onto `to`: a deal off the stock, a recycle back onto it, else a move. */
const kindOf = (rules: Rules, from: number, to: number): Move['kind'] =>
  rules.specs[from].kind === 'stock' ? 'deal' : rules.specs[to].kind === 'stock' ? 'recycle' : 'move';

/** shortenLine where every move carries cards from one pile onto another. */
function plainJumps(rules: Rules, line: readonly Table[], moves: readonly Move[]): Move[] {
  const np = line[0].piles.length;
  const sizes = new Int32Array(line.length * np);
  for (let j = 0; j < line.length; j++) for (let p = 0; p < np; p++) sizes[j * np + p] = line[j].piles[p].cards.length;
  const out: Move[] = [];
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
    out.push(via);
    i = best;
  }
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
