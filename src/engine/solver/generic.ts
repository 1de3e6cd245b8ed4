/**
 * The search for any table, through the engine's own `Rules` (legalMoves, apply, isWon,
 * safeMove): the shared depth-first driver (depth-first.ts) over a stack of the engine's tables
 * (`EnginePosition`), keyed canonically, the rules' safe moves forced, moves home first. The
 * search of a table the compiled core cannot hold (a game a page defines), and the tests'
 * reference beside the games' own positions; the engine's tables make it allocate per position,
 * as the games' positions do not.
 */
import type { Move, Rules, Table } from '../types.js';
import { KeyBuffer } from './keyset.js';
import { Grow, MemoryFull } from './grow.js';
import { MemoryMeter } from './memory.js';
import { replayLine } from './replay.js';
import { shortenLine } from './shorten.js';
import { DepthFirst, type DfsPosition } from './depth-first.js';
import { ScheduledSearch } from './schedule.js';
import type { Budget } from './types.js';

const RESTART_FIRST = 5000;
const RESTART_GROWTH = 1.5;
const NOISE = 50;
/** What one frame of the stack holds, about (a table of its own piles, its moves): counted against the search's memory. */
const FRAME_BYTES = 1024;

/** Moves home first, cards turned up next, piles emptied last (a move of cards or a pair). */
function score(rules: Rules, table: Table, m: Move): number {
  if (m.kind !== 'move') return m.kind === 'pair' ? 60 : 0;
  if (rules.specs[m.to].kind === 'foundation') return 100;
  const src = table.piles[m.from];
  const left = src.cards.length - m.count;
  if (left > 0 && left === src.down) return 80;
  return left === 0 ? (table.piles[m.to].cards.length === 0 ? -10 : 40) : 20;
}

/** The key: the piles that matter, exactly. */
function tableKey(rules: Rules, start: Table): { write: (t: Table, out: Uint8Array) => number; max: number } {
  const specs = rules.specs;
  // Stock and waste together are one "talon" whose order never changes: cards
  // leave it (from the waste's top, or the stock's when a game refills from it)
  // and dealing or turning over only moves the split. So: the waste's size and
  // which talon cards are left.
  const stockIdx = specs.findIndex((x) => x.kind === 'stock');
  const wasteIdx = specs.findIndex((x) => x.kind === 'waste');
  const talon = rules.stock && stockIdx >= 0 && wasteIdx >= 0;
  const talonIndex = new Int16Array(256).fill(-1);
  let talonLen = 0;
  if (talon) {
    for (const c of start.piles[wasteIdx].cards) talonIndex[c] = talonLen++;
    const st = start.piles[stockIdx].cards;
    for (let i = st.length - 1; i >= 0; i--) talonIndex[st[i]] = talonLen++;
  }
  const maskBytes = (talonLen + 7) >> 3;
  // two decks' copies of a card are the same card
  const cardKey = (c: number): number => c & 127;
  // discards never matter again; a foundation is its first card and its size
  const skip = specs.map((s, i) => s.kind === 'discard' || (talon && (i === stockIdx || i === wasteIdx)));
  const isFoundation = specs.map((s) => s.kind === 'foundation' && !s.accepts);
  const max = 4 + 3 * specs.length + rules.deck.length;
  /** Writes pile i at out[k…]; returns the new k. */
  const encode = (t: Table, i: number, out: Uint8Array, k: number): number => {
    const p = t.piles[i];
    const n = p.cards.length;
    out[k++] = n;
    if (isFoundation[i]) {
      out[k++] = n ? cardKey(p.cards[0]) : 0;
      return k;
    }
    out[k++] = p.down;
    for (let j = 0; j < n; j++) out[k++] = cardKey(p.cards[j]);
    return k;
  };
  const write = (t: Table, out: Uint8Array): number => {
    let k = 0;
    const n = t.piles.length;
    out[k++] = n;
    out[k++] = t.redeals & 255;
    out[k++] = (t.redeals >>> 8) & 255;
    out[k++] = (t.redeals >>> 16) & 255;
    if (talon) {
      const w = t.piles[wasteIdx].cards;
      out[k++] = w.length;
      const base = k;
      for (let j = 0; j < maskBytes; j++) out[k++] = 0;
      for (const c of w) {
        const ti = talonIndex[c];
        out[base + (ti >> 3)] |= 1 << (ti & 7);
      }
      for (const c of t.piles[stockIdx].cards) {
        const ti = talonIndex[c];
        out[base + (ti >> 3)] |= 1 << (ti & 7);
      }
    }
    for (let i = 0; i < n; i++) if (!skip[i]) k = encode(t, i, out, k);
    return k;
  };
  return { write, max };
}

/** The engine's tables as the depth-first driver plays them: a move is its place on the move stack; a forced move, -2 - its place on the forced stack. */
class EnginePosition implements DfsPosition {
  /** The tables from the root: one per move and forced move played. */
  private tables: Table[] = [];
  /** The engine's moves of the move stack's places, and of the forced moves. */
  private readonly moveOf: Move[] = [];
  private readonly autoOf: Move[] = [];
  readonly moves: Grow;
  readonly autos: Grow;
  autoTop = 0;
  /** The table keys were laid out for (the talon's order). */
  private origin!: Table;
  private writeTableKey!: (t: Table, out: Uint8Array) => number;
  private keyBuf!: KeyBuffer;
  keyWords!: Int32Array;
  maxKeyWords = 0;
  shortKeyWords = 0;
  private noise = 0;
  private rng = 0x2545f491;

  constructor(
    private readonly rules: Rules,
    table: Table,
    private readonly meter: MemoryMeter,
    readonly capacity: number,
  ) {
    this.moves = new Grow(1024, meter);
    this.autos = new Grow(256, meter);
    this.fresh(table);
  }

  get keyBytes(): number {
    return this.keyBuf.length;
  }

  private get table(): Table {
    return this.tables[this.tables.length - 1];
  }

  /** Keys laid out for `table`'s talon. */
  fresh(table: Table): void {
    this.origin = table;
    const { write, max } = tableKey(this.rules, table);
    this.writeTableKey = write;
    this.keyBuf = new KeyBuffer(max);
    this.keyWords = this.keyBuf.words;
    this.maxKeyWords = this.shortKeyWords = this.keyWords.length;
  }

  /** May `table` share keys with what was searched (and be reached from the origin)? The key places talon cards by the origin's talon order. */
  related(table: Table): boolean {
    const rules = this.rules;
    if (table.piles.length !== this.origin.piles.length || !rules.stock) return table.piles.length === this.origin.piles.length;
    const specs = rules.specs;
    const si = specs.findIndex((x) => x.kind === 'stock');
    const wi = specs.findIndex((x) => x.kind === 'waste');
    const order = (t: Table): number[] => [...t.piles[wi].cards, ...[...t.piles[si].cards].reverse()];
    const whole = order(this.origin);
    let at = 0;
    for (const c of order(table)) {
      while (at < whole.length && whole[at] !== c) at++;
      if (at === whole.length) return false;
      at++;
    }
    return true;
  }

  setRoot(table: Table): void {
    this.meter.give(this.tables.length * FRAME_BYTES);
    this.meter.charge(FRAME_BYTES);
    this.tables = [table];
    this.autoTop = 0;
    this.autosAfter();
  }

  round(round: number): void {
    this.noise = round > 0 ? NOISE : 0;
  }

  writeKey(): void {
    this.keyBuf.seal(this.writeTableKey(this.table, this.keyBuf.out));
  }

  /** The moves of the table, best first. */
  generate(at: number): number {
    const rules = this.rules;
    const t = this.table;
    const scored = rules.legalMoves(t).map((m, i) => {
      let s = score(rules, t, m);
      if (this.noise) {
        this.rng = (Math.imul(this.rng, 1103515245) + 12345) | 0;
        s += (((this.rng >>> 8) % 1000) / 1000) * this.noise;
      }
      return { m, s, i };
    });
    scored.sort((a, b) => b.s - a.s || a.i - b.i);
    const moves = scored.map((x) => x.m);
    const stack = this.moves.ensure(at + moves.length);
    for (let i = 0; i < moves.length; i++) {
      this.moveOf[at + i] = moves[i];
      stack[at + i] = at + i;
    }
    return moves.length;
  }

  private push(t: Table): void {
    if (!this.meter.take(FRAME_BYTES)) throw new MemoryFull();
    this.tables.push(t);
  }

  private pop(): void {
    this.tables.pop();
    this.meter.give(FRAME_BYTES);
  }

  play(m: number): number {
    this.push(this.rules.apply(this.table, this.moveOf[m]));
    return 0;
  }

  unplay(): void {
    this.pop();
  }

  /** Plays the rules' safe moves while there are any. */
  autosAfter(): void {
    const rules = this.rules;
    if (!rules.safeMove) return;
    for (let guard = 0; guard < 1000; guard++) {
      const m = rules.safeMove(this.table);
      if (!m) break;
      this.push(this.rules.apply(this.table, m));
      const i = this.autoTop++;
      this.autoOf[i] = m;
      this.autos.ensure(i + 1)[i] = -2 - i;
    }
  }

  undoAutos(downTo: number): void {
    while (this.autoTop > downTo) {
      this.autoTop--;
      this.pop();
    }
  }

  won(): boolean {
    return this.rules.isWon(this.table);
  }

  /** The line's engine moves, replayed and shortened. */
  line(start: Table, internal: readonly number[], avoid: readonly Table[]): Move[] {
    const line = internal.map((m) => (m >= 0 ? this.moveOf[m] : this.autoOf[-2 - m]));
    const played = replayLine(this.rules, start, line.length, (_t, i) => line[i]);
    return shortenLine(this.rules, start, played, undefined, avoid);
  }
}

/** The engine-level search: the shared driver and schedule over `EnginePosition`. */
export class GenericSearch extends ScheduledSearch {
  constructor(rules: Rules, table: Table, budget: Budget = {}) {
    const meter = new MemoryMeter(budget.bytes);
    const pos = new EnginePosition(rules, table, meter, budget.memory ?? 2_000_000);
    const dfs = new DepthFirst(pos, meter, { first: RESTART_FIRST, growth: RESTART_GROWTH });
    super({ dfs, line: (start, _internal, avoid) => pos.line(start, dfs.line(), avoid) }, meter, table, budget);
  }
}
