/**
 * The solver for every game, through the engine's own `Rules` (legalMoves,
 * apply, isWon) and the game's hooks (hooks.ts): depth-first with an explicit
 * stack, an exact transposition table on canonical keys, forced safe moves,
 * move ordering, Tarjan's components so that a position is marked lost only
 * when everything reachable from it was searched, and restarts with a little
 * randomness in the ordering (lost marks survive them).
 */
import type { Move, Rules, Table } from '../types.js';
import { now } from './clock.js';
import type { GameHooks } from './hooks.js';
import { KeyBuffer, KeySet } from './keyset.js';
import { Components } from './components.js';
import { withinMemory } from './grow.js';
import { MemoryMeter } from './memory.js';
import { replayLine } from './replay.js';
import { shortenLine } from './shorten.js';
import { verdict, type Budget, type Search, type SolveResult, type UnknownReason } from './types.js';

const RESTART_FIRST = 5000;
const RESTART_GROWTH = 1.5;
const NOISE = 50;
/** Deepest search stack kept (each level holds a table): deeper ends in `unknown` (memory). */
const MAX_DEPTH = 200_000;
/** What one frame of the stack holds, about (a table of its own piles, its moves): counted against the search's memory. */
const FRAME_BYTES = 1024;

/** The default key: the piles that matter, exactly, interchangeable piles sorted. */
function defaultKey(rules: Rules, hooks: GameHooks, start: Table): { write: (t: Table, out: Uint8Array) => number; max: number } {
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
  const cardKey = hooks.cardKey ?? ((c: number) => c & 127);
  const groups = hooks.symmetric ? hooks.symmetric(rules).filter((g) => g.length > 1) : [];
  const inGroup = new Array<number>(specs.length).fill(-1);
  groups.forEach((g, gi) => g.forEach((i) => (inGroup[i] = gi)));
  // discards never matter again; a foundation is its first card and its size
  const skip = specs.map((s, i) => s.kind === 'discard' || (talon && (i === stockIdx || i === wasteIdx)));
  const isFoundation = specs.map((s) => s.kind === 'foundation' && !s.accepts);
  const max = 4 + 3 * specs.length + rules.deck.length;
  const scratch = new Uint8Array(max);
  const segStart = new Int32Array(specs.length);
  const segLen = new Int32Array(specs.length);
  const order: number[] = [];
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
  const cmp = (a: number, b: number): number => {
    const la = segLen[a];
    const lb = segLen[b];
    const m = la < lb ? la : lb;
    const sa = segStart[a];
    const sb = segStart[b];
    for (let j = 0; j < m; j++) {
      const d = scratch[sa + j] - scratch[sb + j];
      if (d !== 0) return d;
    }
    return la - lb;
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
    for (let i = 0; i < n; i++) {
      if (skip[i] || inGroup[i] >= 0) continue;
      k = encode(t, i, out, k);
    }
    for (const g of groups) {
      let s = 0;
      order.length = 0;
      for (const i of g) {
        if (i >= n) continue;
        segStart[i] = s;
        s = encode(t, i, scratch, s);
        segLen[i] = s - segStart[i];
        order.push(i);
      }
      order.sort(cmp);
      for (const i of order) {
        const st = segStart[i];
        for (let j = 0; j < segLen[i]; j++) out[k++] = scratch[st + j];
      }
    }
    return k;
  };
  return { write, max };
}

interface Frame {
  table: Table;
  moves: Move[];
  idx: number;
  entry: number;
  /** The move that led here and the forced moves after it. */
  played: Move[];
  /** False for a position right after a move the game's `restrictAfter` restricts: not keyed. */
  keyed: boolean;
}

export class GenericSearch implements Search {
  private readonly rules: Rules;
  private readonly hooks: GameHooks;
  private start: Table;
  /** The table keys were laid out for (the talon's order). */
  private origin!: Table;
  private writeKey!: (t: Table, out: Uint8Array) => number;
  private keyBuf!: KeyBuffer;
  private key!: Int32Array;
  private set!: KeySet;
  private readonly memory: number;
  private readonly budgetNodes: number;
  private readonly budgetMs: number;
  private avoidSet: KeySet | null = null;
  private avoidedHit = false;
  private frames: Frame[] = [];
  private rootPlayed: Move[] = [];
  private rootTable!: Table;
  /** What the search holds (its key sets and components exactly, its frames about): at most `SEARCH_BYTES`. */
  readonly meter = new MemoryMeter();
  private readonly comps = new Components(this.meter);
  private noise = 0;
  private rng = 0x2545f491;
  private restartEvery = 0;
  private restartAt = 0;
  private nodeCount = 0;
  private spentMs = 0;
  private done: SolveResult | null = null;

  constructor(rules: Rules, hooks: GameHooks, table: Table, budget: Budget = {}) {
    this.rules = rules;
    this.hooks = hooks;
    this.start = table;
    this.budgetNodes = budget.nodes ?? Infinity;
    this.budgetMs = budget.ms ?? Infinity;
    this.memory = budget.memory ?? 2_000_000;
    if (budget.bytes) this.meter.ceiling = budget.bytes;
    this.fresh(table);
    this.openAt(table, []);
  }

  /** Keys laid out for `table`'s talon, and an empty transposition table. */
  private fresh(table: Table): void {
    const rules = this.rules;
    this.origin = table;
    let max: number;
    if (this.hooks.key) {
      const hk = this.hooks.key;
      this.writeKey = (t, out) => hk(rules, t, out);
      max = this.hooks.maxKeyBytes!(rules);
    } else {
      const d = defaultKey(rules, this.hooks, table);
      this.writeKey = d.write;
      max = d.max;
    }
    this.keyBuf = new KeyBuffer(max);
    this.key = this.keyBuf.words;
    (this.set as KeySet | undefined)?.release();
    this.set = new KeySet(this.key.length, this.memory, undefined, this.meter);
    this.comps.clear();
  }

  /**
   * May `table` share keys with what was searched (and be reached from the origin)? The default
   * key places talon cards by the origin's talon order; a game's own key says for itself
   * (`related`), or never.
   */
  private related(table: Table): boolean {
    const rules = this.rules;
    if (this.hooks.key) return this.hooks.related?.(rules, this.origin, table) ?? false;
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

  reroot(table: Table, avoid: readonly Table[] = []): void {
    if (!this.related(table)) this.fresh(table);
    this.openAt(table, avoid);
  }

  /** Makes `table` the root: budget afresh, forced moves played, avoided positions keyed, the root opened. */
  private openAt(table: Table, avoid: readonly Table[]): void {
    this.start = table;
    this.nodeCount = 0;
    this.spentMs = 0;
    this.done = null;
    this.noise = 0;
    this.restartEvery = this.restartAt = this.hooks.restarts?.first ?? RESTART_FIRST;
    this.rootPlayed = [];
    const root = this.forced(table, this.rootPlayed);
    this.rootTable = root;
    this.avoidSet?.release();
    this.avoidSet = null;
    if (avoid.length > 0) {
      this.makeKey(root);
      const rootKey = this.key.slice();
      const set = new KeySet(this.set.stride, avoid.length + 1, undefined, this.meter);
      for (const t of avoid) {
        if (!this.related(t)) continue;
        this.makeKey(this.forced(t, []));
        if (this.key.some((w, i) => w !== rootKey[i])) set.add(this.key);
      }
      if (set.size > 0) this.avoidSet = set;
    }
    if (this.rules.isWon(root)) {
      this.done = this.finish('winnable', 'budget', []);
      return;
    }
    this.openRoot();
  }

  get nodes(): number {
    return this.nodeCount;
  }

  /** Plays safe moves while there are any; records them in `played`. */
  private forced(t: Table, played: Move[]): Table {
    const safe = this.hooks.safeMove;
    if (!safe) return t;
    for (let guard = 0; guard < 1000; guard++) {
      const m = safe(this.rules, t);
      if (!m) break;
      t = this.rules.apply(t, m);
      played.push(m);
    }
    return t;
  }

  private makeKey(t: Table): void {
    this.keyBuf.seal(this.writeKey(t, this.keyBuf.out));
  }

  private ordered(t: Table): Move[] {
    const { rules, hooks } = this;
    let moves = rules.legalMoves(t);
    if (hooks.score || this.noise) {
      const scored = moves.map((m, i) => {
        let s = hooks.score ? hooks.score(rules, t, m) : 0;
        if (this.noise) {
          this.rng = (Math.imul(this.rng, 1103515245) + 12345) | 0;
          s += (((this.rng >>> 8) % 1000) / 1000) * this.noise;
        }
        return { m, s, i };
      });
      scored.sort((a, b) => b.s - a.s || a.i - b.i);
      moves = scored.map((x) => x.m);
    }
    return moves;
  }

  private open(e: number, t: Table, played: Move[]): void {
    this.comps.open(e);
    this.meter.charge(FRAME_BYTES);
    this.frames.push({ table: t, moves: this.ordered(t), idx: 0, entry: e, played, keyed: true });
  }

  private openRoot(): void {
    this.meter.give(this.frames.length * FRAME_BYTES);
    this.frames = [];
    this.comps.next();
    this.avoidedHit = false;
    this.makeKey(this.rootTable);
    const e = this.set.insert(this.key);
    if (e < 0) {
      this.done = this.finish('unknown', 'memory');
      return;
    }
    if (!this.set.fresh && this.comps.isLost(e)) {
      this.done = this.finish('unwinnable');
      return;
    }
    this.open(e, this.rootTable, []);
  }

  step(ms: number, nodes = Infinity): SolveResult | null {
    return withinMemory(
      () => this.stepWithin(ms, nodes),
      () => (this.done = this.finish('unknown', 'memory')),
    );
  }

  private stepWithin(ms: number, nodes: number): SolveResult | null {
    if (this.done) return this.done;
    const t0 = now();
    const deadline = t0 + Math.min(ms, this.budgetMs - this.spentMs);
    const nodeLimit = Math.min(this.budgetNodes, this.nodeCount + nodes);
    const { rules, set } = this;
    let tick = 0;
    for (;;) {
      if ((++tick & 63) === 0 && now() >= deadline) break;
      if (this.nodeCount >= nodeLimit) break;
      const frames = this.frames;
      const f = frames[frames.length - 1];
      if (f.idx === f.moves.length) {
        const v = f.entry;
        if (!f.keyed) {
          // its moves' back edges went to the keyed position below it
          frames.pop();
          this.meter.give(FRAME_BYTES);
          continue;
        }
        frames.pop();
        this.meter.give(FRAME_BYTES);
        this.comps.close(v, frames.length > 0 ? frames[frames.length - 1].entry : -1, !(frames.length === 0 && this.avoidedHit));
        if (frames.length === 0) {
          this.spentMs += now() - t0;
          return (this.done = this.avoidedHit ? this.finish('unknown', 'avoided') : this.finish('unwinnable'));
        }
        continue;
      }
      if (this.nodeCount >= this.restartAt) {
        this.noise = this.hooks.restarts?.noise ?? NOISE;
        this.restartEvery = Math.ceil(this.restartEvery * (this.hooks.restarts?.growth ?? RESTART_GROWTH));
        this.restartAt = this.nodeCount + this.restartEvery;
        this.openRoot();
        if (this.done) return this.done;
        continue;
      }
      const m = f.moves[f.idx++];
      const played = [m];
      const t = this.forced(rules.apply(f.table, m), played);
      this.nodeCount++;
      if (this.avoidSet) {
        this.makeKey(t);
        if (this.avoidSet.has(this.key)) {
          // as if the root were reached again: nothing here is lost because of it
          this.avoidedHit = true;
          this.comps.reachesRoot(f.entry, frames[0].entry);
          continue;
        }
      }
      if (rules.isWon(t)) {
        this.spentMs += now() - t0;
        return (this.done = this.finish('winnable', 'budget', played));
      }
      if (played.length === 1 && this.hooks.restrictAfter) {
        const only = this.hooks.restrictAfter(rules, t, m);
        if (only) {
          // not keyed: only the moves any winning line can be reordered to play next
          if (this.frames.length >= MAX_DEPTH || !this.meter.take(FRAME_BYTES)) {
            this.spentMs += now() - t0;
            return (this.done = this.finish('unknown', 'memory'));
          }
          this.frames.push({ table: t, moves: this.ordered(t).filter(only), idx: 0, entry: f.entry, played, keyed: false });
          continue;
        }
      }
      this.makeKey(t);
      const e = set.insert(this.key);
      if (e < 0) {
        this.spentMs += now() - t0;
        return (this.done = this.finish('unknown', 'memory'));
      }
      if (!set.fresh && this.comps.met(f.entry, e)) continue;
      if (this.frames.length >= MAX_DEPTH || this.meter.held + FRAME_BYTES > this.meter.ceiling) {
        this.spentMs += now() - t0;
        return (this.done = this.finish('unknown', 'memory'));
      }
      this.open(e, t, played);
    }
    this.spentMs += now() - t0;
    if (this.spentMs >= this.budgetMs || this.nodeCount >= this.budgetNodes) {
      return (this.done = this.finish('unknown', 'budget'));
    }
    return null;
  }

  private finish(result: 'winnable' | 'unwinnable' | 'unknown', reason: UnknownReason = 'budget', last: Move[] = []): SolveResult {
    return verdict(result, reason, this.nodeCount, this.spentMs, () => this.winningLine(last));
  }

  /** The moves from the root through every frame, then `last`, replayed and shortened. */
  private winningLine(last: Move[]): Move[] {
    const line = [...this.rootPlayed];
    for (const f of this.frames) line.push(...f.played);
    line.push(...last);
    const played = replayLine(this.rules, this.start, line.length, (_t, i) => line[i]);
    return shortenLine(this.rules, this.start, played);
  }
}

/** A game's search: `own` where it gives one, else the generic search with the game's hooks. */
export function withGeneric(hooks: GameHooks, own?: (rules: Rules, table: Table, budget: Budget) => Search | null) {
  return (rules: Rules, table: Table, budget: Budget): Search =>
    own?.(rules, table, budget) ?? new GenericSearch(rules, hooks, table, budget);
}
