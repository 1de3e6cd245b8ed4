/**
 * A game's rules compiled for search: the table in preallocated typed storage (each pile's
 * cards in a fixed Uint8Array region, lengths, face-down counts), moves as integers, and
 * in-place apply/undo. What `PileSpec`s say is turned into tables over card values once (a
 * fits table per distinct fits function, an empty-takes table per pile); what a game does of
 * its own (Joker's jokers, Congress' refill, Seasons' empty corners, covers and pairs) comes
 * from its `CoreHooks`. Nothing here allocates once loaded.
 */
import type { Fits, Move, MoveKind, PileKind, Rules, Table } from '../types.js';

// ---- moves as integers: kind (3 bits), from, to, pair (5 bits each), count (7 bits) ----
export const MOVE = 0;
export const DEAL = 1;
export const RECYCLE = 2;
export const COVER = 3;
export const PAIR = 4;
/** A row dealt from stock `from`: `count` cards, one onto each of piles `to` … `to + count - 1`. */
export const ROW = 5;
/**
 * A talon card played (`CoreHooks.talon`): the stock dealt (and turned over once, where it must)
 * until the waste holds `count` cards, then the waste's top onto `to`; the waste's size before
 * the move in the pair's bits and bits 25-26 (`mTalonFrom`; a move stays positive). Never an
 * engine move itself (`engineMoves`).
 */
export const TALON = 6;
/**
 * Talons longer than this get no talon moves (`mkTalon` holds 126). Forty Thieves' 64 cards with
 * talon moves: none of seeds 1-20 decided within 1 M positions, without them 5 (seed 18 in 217
 * positions), whatever the talon moves' rank in the move order (nearest card first: 1). No move is
 * missing (the talon moves follow the dealing search's winning line of seed 18 move for move); the
 * search no longer comes near it within the budget, for a reason not yet found.
 */
const TALON_MAX = 63;
export const mkTalon = (waste: number, to: number, q: number, from: number): number =>
  mkMove(TALON, waste, to, q, from & 31) | ((from >> 5) << 25);
export const mTalonFrom = (m: number): number => mPair(m) | (((m >>> 25) & 3) << 5);
const KINDS: readonly MoveKind[] = ['move', 'deal', 'recycle', 'cover', 'pair', 'row'];
export const mkMove = (kind: number, from: number, to: number, count: number, pair = 0): number =>
  kind | (from << 3) | (to << 8) | (pair << 13) | (count << 18);
export const mKind = (m: number): number => m & 7;
export const mFrom = (m: number): number => (m >>> 3) & 31;
export const mTo = (m: number): number => (m >>> 8) & 31;
export const mPair = (m: number): number => (m >>> 13) & 31;
export const mCount = (m: number): number => (m >>> 18) & 127;

/**
 * The engine moves an internal move stands for, pushed onto `out`, played from `table` (a talon
 * move deals until the card is on the waste's top; the others are one engine move each).
 */
export function engineMoves(rules: Rules, table: Table, m: number, out: Move[]): void {
  if (mKind(m) !== TALON) {
    out.push(engineMove(m));
    return;
  }
  const from = mFrom(m);
  const stock = rules.specs.findIndex((s) => s.kind === 'stock');
  const draw = rules.stock!.draw;
  const want = mCount(m);
  let w = table.piles[from].cards.length;
  let s = table.piles[stock].cards.length;
  for (let guard = w + s + 2; w !== want; guard--) {
    if (guard < 0) throw new Error(`Solver line: the talon never shows its card ${want}`);
    if (s > 0) {
      const k = Math.min(draw, s);
      out.push({ kind: 'deal', from: stock, to: from, count: k });
      w += k;
      s -= k;
    } else {
      out.push({ kind: 'recycle', from, to: stock, count: w });
      s = w;
      w = 0;
    }
  }
  out.push({ kind: 'move', from, to: mTo(m), count: 1 });
}

/** The engine move an internal move stands for (never a talon move: `engineMoves`). */
export function engineMove(m: number): Move {
  const kind = KINDS[mKind(m)];
  const out: { kind: MoveKind; from: number; to: number; count: number; pair?: number } = {
    kind,
    from: mFrom(m),
    to: mTo(m),
    count: mCount(m),
  };
  if (kind === 'cover' || kind === 'pair') out.pair = mPair(m);
  return out;
}

/**
 * Card values in the core are below 128: face + 64 × (copy mod 2). Copies of one face do the
 * same everywhere, so decks of more than two copies (Spider's one and two suits) fold onto two.
 */
export const CARDS = 128;
/** A card's value in the core. */
export const fold = (c: number): number => c & (CARDS - 1);
/** A core card's rank, 1 … 13 (0 for a joker). */
export const RANK = Int32Array.from({ length: CARDS }, (_, c) => ((c & 63) >= 52 ? 0 : ((c & 63) % 13) + 1));

/**
 * Per card under, the one rank every card a fits table lets onto it has: -1 when cards of
 * several ranks fit, -2 when none does. (With runs of consecutive ranks, the one run's length
 * that could go there.)
 */
function fitRanks(t: Uint8Array): Int8Array {
  const out = new Int8Array(CARDS).fill(-2);
  for (let u = 0; u < CARDS; u++)
    for (let o = 0; o < CARDS; o++) {
      if (t[u * CARDS + o] !== 1) continue;
      out[u] = out[u] === -2 || out[u] === RANK[o] ? RANK[o] : -1;
    }
  return out;
}

/** [+1] when every link of a runs table lays a card on one a rank higher, [-1] on one a rank lower, else [0]. */
function runStep(t: Uint8Array): Int8Array {
  let down = true;
  let up = true;
  for (let u = 0; u < CARDS; u++)
    for (let o = 0; o < CARDS; o++) {
      if (t[u * CARDS + o] !== 1) continue;
      if (RANK[o] === 0 || RANK[u] !== RANK[o] + 1) down = false;
      if (RANK[o] === 0 || RANK[u] !== RANK[o] - 1) up = false;
    }
  return Int8Array.of(down ? 1 : up ? -1 : 0);
}
const MAX_PILES = 32;

const keptFor = new WeakMap<Rules, Map<string, unknown>>();
/** What a game's hooks work out from its rules alone (never written once made), kept for its next searches. */
export function keptForRules<T>(rules: Rules, name: string, make: () => T): T {
  let m = keptFor.get(rules);
  if (!m) keptFor.set(rules, (m = new Map()));
  if (!m.has(name)) m.set(name, make());
  return m.get(name) as T;
}

/**
 * A game's part of the compiled rules: made once per core (so it may keep per-deal tables in
 * its closure, e.g. Seasons' base rank), every hook working in place on the core.
 */
export type CoreGame = (core: Core) => CoreHooks;

export interface CoreHooks {
  /** What pile `pile` takes where its spec has `accepts` (Joker's columns). */
  accepts?(core: Core, pile: number, card: number): boolean;
  /** The most cards one move may carry from `from` to `to` (runs limited by free cells). */
  maxRun?(core: Core, from: number, to: number): number;
  /** The game's own moves, written to `out` from `n`; returns the new count. */
  extraMoves?(core: Core, out: Int32Array, n: number): number;
  /** What follows a move by itself (a refill, jokers back to the reserve): returns undo info (< 2^20). */
  after?(core: Core, m: number): number;
  undoAfter?(core: Core, m: number, info: number): void;
  /** A table was just loaded: a game's own state of the position (one `after` keeps) starts afresh. */
  loaded?(core: Core): void;
  /**
   * A move that can never spoil a win (forced), or -1. `last`: the move just played (a game
   * may look only where it can have made a move safe), or -1 to look everywhere.
   */
  safe?(core: Core, last: number): number;
  /**
   * Moves a first pass of the search leaves out (seldom of use): a win it finds is a win, but it
   * proves nothing lost; once it has searched everything it can reach, or spent `pruneShare` of
   * the node budget (else `PRUNE_NODES`), the search starts again with every move.
   */
  prune?(core: Core, m: number): boolean;
  pruneShare?: number;
  /**
   * Talon moves instead of deals (`TALON`): each card the stock and waste can bring to the
   * waste's top, played at once; positions that differ only by dealing never enter the search.
   * Any winning line can be put so: a deal changes only the talon, so it can wait for the move
   * that plays the card it shows.
   */
  talon?: boolean;
  /** Move ordering: higher first. */
  score?(core: Core, m: number): number;
  /**
   * Moves the depth-first search need not try here: any winning line can be reordered to go
   * without them (Pyramid right after a deal: the stock's top card's moves alone). The game's
   * own state along the line says where (`after`), and the key must hold that state.
   */
  skip?(core: Core, m: number): boolean;
  /**
   * After move `m` (no forced move followed; `u` its undo info, bit 0 a card it turned up where it
   * moved cards): when only some moves need be tried next (any
   * winning line can be reordered so), true; `allowedAfter` then filters them, and the position
   * is keyed with `restrictionKey`'s bytes (at most 4, naming the restriction independently of
   * which of interchangeable piles it concerns) after the table's key.
   */
  restricts?(core: Core, m: number, u: number): boolean;
  /**
   * Once the key sets hold a good share of the memory ceiling, the positions right after a
   * restricting move are left out of them (they share the entry of the position before): far
   * fewer keys where restrictions are many (Klondike: 7 of 10), at the cost of searching such a
   * position again each time it is met.
   */
  unkeyedRestricted?: boolean;
  /** A new round of the depth-first search from the root (0 first, then one per restart): restrictions may take turns. */
  round?(core: Core, round: number): void;
  allowedAfter?(core: Core, m: number, next: number): boolean;
  restrictionKey?(core: Core, m: number, out: Uint8Array, k: number): number;
  /**
   * A move (MOVE) that turned nothing up and did nothing after it (undo info 0), with no forced
   * move following, is undone exactly by the same cards moved back, and the game's hooks keep no
   * state of their own nor restrict moves: the search then meets the position before it without
   * playing the move back (as the transposition table would, one position later).
   */
  reversible?: boolean;
  /** Is the position (after its forced moves; `m` the move to it, where known) lost at a glance? It is then not searched. */
  lost?(core: Core, m?: number): boolean;
  /**
   * Positions won whenever this one is (Pyramid's with fewer redeals used): the key of the
   * `i`-th (i = 0, 1, …) written as `key` writes it, its length returned, 0 when there are no
   * more. A new position is lost when one of them is known to be.
   */
  dominators?(core: Core, i: number, out: Uint8Array): number;
  /** Custom key (bytes; returns the length), its longest length, and whether a table may share keys with the origin. */
  key?(core: Core, out: Uint8Array): number;
  maxKey?(core: Core): number;
  sameOrigin?(origin: Table, table: Table): boolean;
  /** Groups of interchangeable piles (the default key sorts them). */
  symmetric?(core: Core): number[][];
  /** Card value in the default key (copies of two decks, the two jokers alike). */
  cardKey?(card: number): number;
  /**
   * The default key leaves the foundations out: every card not on them is keyed (no discard),
   * and which cards of a suit are up follows from which are not (interchangeable foundations).
   */
  foundationsImplied?: boolean;
  isWon?(core: Core): boolean;
  restarts?: { first: number; growth: number; noise: number; opening?: number };
  /** Beam passes (beam.ts) take turns with the depth-first search: for wins it sinks its time below. */
  beam?: boolean;
  /** Added to a beam pass's measure of the position just reached by `m` (its forced moves played). */
  beamScore?(core: Core, m: number): number;
  /**
   * Committed best-first passes (best-first.ts) take turns with the depth-first search (instead
   * of beams): it goes first for `first` positions, and after a pass of n positions for
   * `after` × n. A pass ranks positions by `progress` (higher: nearer a win) and works on one
   * `stage` at a time (a small number that never goes down along a line, e.g. rows dealt), going
   * on to the next once `patience` positions bring no progress; each pass `growth` times as
   * patient as the one before (2 when not given; 1: passes alike but for how their ties break).
   */
  bestFirst?: { first: number; after: number; patience: number; growth?: number };
  progress?(core: Core): number;
  stage?(core: Core): number;
}

const KIND_CODE: Record<PileKind, number> = { stock: 0, waste: 1, foundation: 2, tableau: 3, reserve: 4, discard: 5 };
export const K_STOCK = 0;
export const K_WASTE = 1;
export const K_FOUNDATION = 2;
export const K_TABLEAU = 3;
export const K_RESERVE = 4;

/** Can this rules/table pair be compiled (at most 32 piles, no more than 126 cards)? */
export function coreApplies(rules: Rules, table: Table): boolean {
  if (rules.shrinks || rules.specs.length > MAX_PILES || table.piles.length !== rules.specs.length) return false;
  if (rules.deck.length > 126) return false;
  for (const p of table.piles) for (const c of p.cards) if (c < 0) return false;
  return true;
}

export class Core {
  readonly rules: Rules;
  readonly hooks: CoreHooks;
  readonly game: CoreGame;
  readonly np: number;
  /** Room per pile: the whole deck. */
  readonly cap: number;
  readonly cards: Uint8Array;
  readonly len: Int32Array;
  readonly down: Int32Array;
  redeals = 0;
  readonly kind: Uint8Array;
  readonly lift: Uint8Array; // 0 none, 1 top, 2 run
  readonly takes: Int32Array;
  readonly turnUp: Uint8Array;
  readonly hooked: Uint8Array; // 1: spec.accepts, asked through hooks.accepts
  /** Per pile: its fits table (CARDS × CARDS, under * CARDS + over), or null. */
  readonly fits: (Uint8Array | null)[];
  /** Per pile: how a lifted run lies (its `runs` table, else its fits table), or null. */
  readonly runs: (Uint8Array | null)[];
  /** Per pile: its fits table's `fitRanks`, or null. */
  private readonly fitRank: (Int8Array | null)[] = [];
  /** Per pile: its runs table's `runStep`. */
  private readonly runSteps: Int8Array;
  /** Per pile: what it takes when empty (CARDS), or null. */
  readonly empty: (Uint8Array | null)[];
  /** Per pile: the piles a card from it may go to. */
  readonly targets: Int32Array[];
  readonly stock: number;
  readonly waste: number;
  readonly draw: number;
  readonly maxRedeals: number;
  readonly skipShifts: boolean;
  readonly foundations: Int32Array;
  readonly cardsToWin: number;
  private readonly rows: Int32Array;
  /** Per pile: its symmetric group (-1: none); per group, whether an empty member was met (generate's scratch). */
  private readonly groupOf: Int32Array;
  private readonly groupSeen: Uint8Array;
  /**
   * Per pile: where the last key put it, the same for interchangeable piles wherever they lie
   * (for keys that name a pile: a restriction's piles).
   */
  readonly keyRank: Uint8Array;
  /** Stock and waste as one talon whose order never changes: each card's place in it (-1: not a talon card). */
  readonly talonIndex = new Int16Array(CARDS).fill(-1);
  talonLen = 0;
  /** Which talon cards are still in the talon (bit per talon place). */
  readonly talonMask: Uint8Array;
  /** Talon moves instead of deals (`CoreHooks.talon`), and which waste sizes a generation met. */
  readonly talonMoves: boolean;
  private readonly talonSeen = new Uint8Array(TALON_MAX + 2);
  private readonly talonScratch = new Int32Array(4096);
  private readonly talonQ = new Int32Array(TALON_MAX + 2);
  private readonly byRank = new Int32Array(14);
  /** Per pile: its targets as bits. */
  private readonly targetBits: Int32Array;
  constructor(rules: Rules, game: CoreGame, table: Table, skipShifts: boolean) {
    this.rules = rules;
    this.game = game;
    const specs = rules.specs;
    const np = (this.np = specs.length);
    this.cap = rules.deck.length + 1;
    this.cards = new Uint8Array(np * this.cap);
    this.len = new Int32Array(np);
    this.down = new Int32Array(np);
    this.kind = new Uint8Array(np);
    this.lift = new Uint8Array(np);
    this.takes = new Int32Array(np);
    this.turnUp = new Uint8Array(np);
    this.hooked = new Uint8Array(np);
    this.fits = [];
    this.runs = [];
    this.empty = [];
    // (a game's card tables, never written once made, kept for its next searches: a search starts sooner)
    const { tables, made } = keptForRules(rules, 'card tables', () => ({
      tables: new Map<Fits, Uint8Array>(),
      made: new Map<Uint8Array, Map<unknown, Int8Array>>(),
    }));
    const tableOf = (f: Fits): Uint8Array => {
      let t = tables.get(f);
      if (!t) {
        t = new Uint8Array(CARDS * CARDS);
        for (const u of rules.deck) for (const o of rules.deck) t[fold(u) * CARDS + fold(o)] = f(u, o) ? 1 : 0;
        tables.set(f, t);
      }
      return t;
    };
    const derived = (t: Uint8Array, f: (t: Uint8Array) => Int8Array): Int8Array => {
      let m = made.get(t);
      if (!m) made.set(t, (m = new Map()));
      let d = m.get(f);
      if (!d) m.set(f, (d = f(t)));
      return d;
    };
    this.runSteps = new Int8Array(np);
    for (let i = 0; i < np; i++) {
      const s = specs[i];
      this.kind[i] = KIND_CODE[s.kind];
      this.lift[i] = s.lift === 'none' ? 0 : s.lift === 'top' ? 1 : 2;
      this.takes[i] = s.takes === Infinity ? 127 : s.takes;
      this.turnUp[i] = s.turnUp ? 1 : 0;
      this.hooked[i] = s.accepts ? 1 : 0;
      this.fits.push(s.fits ? tableOf(s.fits) : null);
      this.runs.push(s.runs ? tableOf(s.runs) : s.fits ? tableOf(s.fits) : null);
      this.fitRank.push(s.fits ? derived(tableOf(s.fits), fitRanks) : null);
      this.runSteps[i] = s.runs || s.fits ? derived(this.runs[i]!, runStep)[0] : 0;
      let et: Uint8Array | null = null;
      if (s.empty) {
        et = new Uint8Array(CARDS);
        for (const c of rules.deck) et[fold(c)] = s.empty(c) ? 1 : 0;
      }
      this.empty.push(et);
    }
    this.rows = new Int32Array(np);
    this.keyRank = Uint8Array.from({ length: np }, (_, i) => i);
    this.targets = [];
    for (let i = 0; i < np; i++) {
      const t: number[] = [];
      for (let j = 0; j < np; j++) {
        if (j === i || this.takes[j] === 0) continue;
        if (this.kind[i] === K_FOUNDATION && this.kind[j] === K_FOUNDATION) continue;
        t.push(j);
      }
      this.targets.push(Int32Array.from(t));
    }
    this.targetBits = Int32Array.from(this.targets, (t) => t.reduce((b, j) => b | (1 << j), 0));
    this.stock = rules.stock ? specs.findIndex((s) => s.kind === 'stock') : -1;
    this.waste = rules.stock ? specs.findIndex((s) => s.kind === 'waste') : -1;
    this.draw = rules.stock?.draw ?? 0;
    this.maxRedeals = rules.stock ? Math.min(rules.stock.redeals, 1 << 20) : 0;
    this.skipShifts = skipShifts;
    this.foundations = Int32Array.from(specs.flatMap((s, i) => (s.kind === 'foundation' ? [i] : [])));
    this.cardsToWin = rules.deck.filter((c) => (c & 63) < 52).length;
    if (this.stock >= 0 && this.waste >= 0) {
      for (const c of table.piles[this.waste].cards) this.talonIndex[fold(c)] = this.talonLen++;
      const st = table.piles[this.stock].cards;
      for (let i = st.length - 1; i >= 0; i--) this.talonIndex[fold(st[i])] = this.talonLen++;
    }
    this.talonMask = new Uint8Array((this.talonLen + 7) >> 3);
    this.load(table);
    this.hooks = game(this);
    this.talonMoves = this.hooks.talon === true && this.stock >= 0 && this.waste >= 0 && this.draw > 0 && this.talonLen <= TALON_MAX;
    this.groupOf = new Int32Array(np).fill(-1);
    const groups = (this.hooks.symmetric?.(this) ?? []).filter((g) => g.length > 1);
    groups.forEach((g, gi) => g.forEach((i) => (this.groupOf[i] = gi)));
    this.groupSeen = new Uint8Array(groups.length);
  }

  /** Loads a table (its talon cards must be talon cards of the origin, in the same order). */
  load(table: Table): void {
    const cap = this.cap;
    this.talonMask.fill(0);
    for (let i = 0; i < this.np; i++) {
      const p = table.piles[i];
      for (let j = 0; j < p.cards.length; j++) this.cards[i * cap + j] = fold(p.cards[j]);
      this.len[i] = p.cards.length;
      this.down[i] = p.down;
      if (i === this.stock || i === this.waste) {
        for (const c of p.cards) {
          const t = this.talonIndex[fold(c)];
          this.talonMask[t >> 3] |= 1 << (t & 7);
        }
      }
    }
    this.redeals = table.redeals;
    // (not yet made when the constructor loads the origin)
    (this.hooks as CoreHooks | undefined)?.loaded?.(this);
  }

  /** Whether `table`'s talon is a part of the origin's talon, in its order (so keys stay comparable). */
  talonFits(table: Table): boolean {
    if (this.stock < 0) return true;
    let last = -1;
    const w = table.piles[this.waste].cards;
    for (const c of w) {
      const t = this.talonIndex[fold(c)];
      if (t <= last) return false;
      last = t;
    }
    const s = table.piles[this.stock].cards;
    for (let i = s.length - 1; i >= 0; i--) {
      const t = this.talonIndex[fold(s[i])];
      if (t <= last) return false;
      last = t;
    }
    return true;
  }

  top(p: number): number {
    return this.cards[p * this.cap + this.len[p] - 1];
  }

  isWon(): boolean {
    if (this.hooks.isWon) return this.hooks.isWon(this);
    let n = 0;
    const f = this.foundations;
    for (let i = 0; i < f.length; i++) n += this.len[f[i]];
    return n === this.cardsToWin;
  }

  /** Does pile `to` take `card` now? */
  accepts(to: number, card: number): boolean {
    if (this.hooked[to]) return this.hooks.accepts!(this, to, card);
    const n = this.len[to];
    if (n === 0) {
      const e = this.empty[to];
      return e !== null && e[card] === 1;
    }
    const f = this.fits[to];
    return f !== null && this.down[to] < n && f[this.cards[to * this.cap + n - 1] * CARDS + card] === 1;
  }

  /** Every legal move (as the engine lists them, in another order) into `out` from `n`; returns the new count. */
  generate(out: Int32Array, n: number): number {
    const np = this.np;
    const cap = this.cap;
    const cards = this.cards;
    const len = this.len;
    const down = this.down;
    const takes = this.takes;
    const hooked = this.hooked;
    const fits = this.fits;
    const groupOf = this.groupOf;
    const groupSeen = this.groupSeen;
    // per pile: its top's row in its fits table, -1 when it takes nothing, -2 to ask otherwise
    // (of interchangeable piles, only the first empty one: the others give the same position)
    const rows = this.rows;
    for (let g = 0; g < groupSeen.length; g++) groupSeen[g] = 0;
    for (let i = 0; i < np; i++) {
      const lt = len[i];
      if (takes[i] === 0) rows[i] = -1;
      else if (hooked[i] || lt === 0) rows[i] = hooked[i] || this.empty[i] !== null ? -2 : -1;
      else rows[i] = fits[i] === null || down[i] >= lt ? -1 : cards[i * cap + lt - 1] * CARDS;
      const g = groupOf[i];
      if (lt === 0 && g >= 0) {
        if (groupSeen[g]) rows[i] = -1;
        groupSeen[g] = 1;
      }
    }
    // the piles (bits in pile order) that may take a card of each rank, those that may take any
    const byRank = this.byRank.fill(0);
    let any = 0;
    for (let i = 0; i < np; i++) {
      const row = rows[i];
      if (row === -1) continue;
      const need = row >= 0 ? this.fitRank[i]![row / CARDS] : -1;
      if (need >= 0) byRank[need] |= 1 << i;
      else if (need === -1) any |= 1 << i;
    }
    let every = any;
    for (let r = 0; r < byRank.length; r++) every |= byRank[r];
    for (let from = 0; from < np; from++) {
      const lift = this.lift[from];
      const size = len[from];
      if (lift === 0 || size === 0 || down[from] >= size) continue;
      let max = 1;
      if (lift === 2) {
        const ft = this.runs[from]!;
        const base = from * cap;
        const free = size - down[from];
        while (max < free && ft[cards[base + size - max - 1] * CARDS + cards[base + size - max]] === 1) max++;
      }
      const top = from * cap + size;
      const card = cards[top - 1];
      // the piles that may take one of the cards that can go
      let want = any;
      const step = this.runSteps[from];
      if (max === 1) want |= byRank[RANK[card]];
      else if (step === 0) want = every;
      else for (let k = 0, r = RANK[card]; k < max && r >= 0 && r <= 13; k++, r += step) want |= byRank[r];
      for (let bits = want & this.targetBits[from]; bits !== 0; bits &= bits - 1) {
        const to = 31 - Math.clz32(bits & -bits);
        const row = rows[to];
        if (row >= 0 && max === 1) {
          // the common case: one card onto a pile's top
          if (fits[to]![row + card] === 1) out[n++] = mkMove(MOVE, from, to, 1);
          continue;
        }
        let upTo = max < takes[to] ? max : takes[to];
        if (upTo > 1 && this.hooks.maxRun) upTo = Math.min(upTo, this.hooks.maxRun(this, from, to));
        if (row >= 0) {
          const f = fits[to]!;
          const need = step === 0 ? -1 : this.fitRank[to]![cards[to * cap + len[to] - 1]];
          if (need !== -1) {
            // a run of consecutive ranks: only one of its cards has the rank that goes there
            const count = (need - RANK[card]) * step + 1;
            if (need >= 0 && count >= 1 && count <= upTo && f[row + cards[top - count]] === 1) out[n++] = mkMove(MOVE, from, to, count);
            continue;
          }
          for (let count = 1; count <= upTo; count++) {
            if (f[row + cards[top - count]] === 1) out[n++] = mkMove(MOVE, from, to, count);
          }
        } else if (hooked[to]) {
          const lt = len[to];
          for (let count = 1; count <= upTo; count++) {
            if (this.skipShifts && count === size && lt === 0 && this.kind[to] === this.kind[from]) continue;
            if (this.hooks.accepts!(this, to, cards[top - count])) out[n++] = mkMove(MOVE, from, to, count);
          }
        } else if (len[to] === 0) {
          const e = this.empty[to];
          if (e === null) continue;
          for (let count = 1; count <= upTo; count++) {
            if (this.skipShifts && count === size && this.kind[to] === this.kind[from]) continue;
            if (e[cards[top - count]] === 1) out[n++] = mkMove(MOVE, from, to, count);
          }
        }
      }
    }
    if (this.talonMoves) n = this.talonCards(out, n, any);
    else if (this.stock >= 0) {
      const s = len[this.stock];
      if (s > 0) out[n++] = mkMove(DEAL, this.stock, this.waste, s < this.draw ? s : this.draw);
      else if (len[this.waste] > 0 && this.redeals < this.maxRedeals) out[n++] = mkMove(RECYCLE, this.waste, this.stock, len[this.waste]);
    }
    if (this.hooks.extraMoves) n = this.hooks.extraMoves(this, out, n);
    return n;
  }

  /** The talon card at place q - 1 of the talon as it lies now (the waste bottom up, then the stock top down). */
  talonCard(q: number): number {
    const w = this.len[this.waste];
    return q <= w ? this.cards[this.waste * this.cap + q - 1] : this.cards[this.stock * this.cap + this.len[this.stock] - (q - w)];
  }

  /**
   * The waste's sizes talon moves bring about now, each once, into `out` (its count returned):
   * the deals bring each of these cards to the waste's top, first without turning the stock over,
   * then after it where the redeals allow. (The waste's top as it is: not among them.)
   */
  talonPlaces(out: Int32Array): number {
    const w = this.len[this.waste];
    const all = w + this.len[this.stock];
    const draw = this.draw;
    const seen = this.talonSeen;
    seen.fill(0, 0, all + 1);
    seen[w] = 1;
    let n = 0;
    for (let pass = 0; pass < 2; pass++) {
      if (pass === 1 && this.redeals >= this.maxRedeals) break;
      for (let q = pass === 0 ? w : 0; q < all;) {
        q = q + draw < all ? q + draw : all;
        if (seen[q]) continue;
        seen[q] = 1;
        out[n++] = q;
      }
    }
    return n;
  }

  /**
   * The talon moves (`TALON`): each card the deals bring to the waste's top (`talonPlaces`) onto
   * every pile that takes it there (a game's own moves of the waste's top too: the talon is dealt
   * to it and back). `any`: the piles (`generate`'s bits) that may take a card of any rank.
   */
  private talonCards(out: Int32Array, n: number, any: number): number {
    const waste = this.waste;
    const w = this.len[waste];
    const extra = this.hooks.extraMoves;
    const scratch = this.talonScratch;
    const places = this.talonQ;
    const k = this.talonPlaces(places);
    for (let i = 0; i < k; i++) {
      const q = places[i];
      // (the talon is only shifted where a game's own moves look at the waste)
      if (extra) this.shiftTalon(q);
      const card = this.talonCard(q);
      for (let bits = (this.byRank[RANK[card]] | any) & this.targetBits[waste]; bits !== 0; bits &= bits - 1) {
        const to = 31 - Math.clz32(bits & -bits);
        if (this.accepts(to, card)) out[n++] = mkTalon(waste, to, q, w);
      }
      if (extra) {
        const e = extra(this, scratch, 0);
        for (let j = 0; j < e; j++) {
          const m = scratch[j];
          if (mKind(m) === MOVE && mFrom(m) === waste && mCount(m) === 1) out[n++] = mkTalon(waste, mTo(m), q, w);
        }
      }
    }
    if (extra) this.shiftTalon(w);
    return n;
  }

  /**
   * The tables talon move m deals through before its card moves (after each deal or turn-over,
   * as `engineMoves` plays it, the card on the waste's top the last), each set in turn while
   * `seen` looks at it: true as soon as `seen` is; the talon is as before when it returns.
   */
  talonPasses(m: number, seen: () => boolean): boolean {
    const w0 = this.len[this.waste];
    const r0 = this.redeals;
    const want = mCount(m);
    const all = w0 + this.len[this.stock];
    let w = w0;
    let hit = false;
    while (w !== want && !hit) {
      if (w < all) w = Math.min(w + this.draw, all);
      else {
        w = 0;
        this.redeals++;
      }
      this.shiftTalon(w);
      hit = seen();
    }
    this.shiftTalon(w0);
    this.redeals = r0;
    return hit;
  }

  /** Whether a talon move from a waste of `w` cards to one of `q` turns the stock over. */
  private talonTurns(w: number, q: number): boolean {
    const all = this.len[this.waste] + this.len[this.stock];
    return !(q > w && ((q - w) % this.draw === 0 || q === all));
  }

  /** Deals (or takes back) single cards between stock and waste until the waste holds `q`: the talon's order stays. */
  private shiftTalon(q: number): void {
    const { len, cap, cards, waste, stock } = this;
    while (len[waste] < q) cards[waste * cap + len[waste]++] = cards[stock * cap + --len[stock]];
    while (len[waste] > q) cards[stock * cap + len[stock]++] = cards[waste * cap + --len[waste]];
    this.down[stock] = this.stockDown(stock);
    this.down[waste] = 0;
  }

  private clearTalon(c: number): void {
    const t = this.talonIndex[c];
    this.talonMask[t >> 3] &= ~(1 << (t & 7));
  }

  private setTalon(c: number): void {
    const t = this.talonIndex[c];
    this.talonMask[t >> 3] |= 1 << (t & 7);
  }

  private isTalon(p: number): boolean {
    return p === this.stock || p === this.waste;
  }

  /** The stock's cards are all face down, whatever comes and goes (but its top card, for a stock that shows it: `turnUp`). */
  private isStock(p: number): boolean {
    return this.kind[p] === K_STOCK;
  }

  private stockDown(p: number): number {
    const n = this.len[p];
    return this.turnUp[p] && n > 0 ? n - 1 : n;
  }

  /**
   * Carries `count` cards from the top of `a` onto `b`, order kept (the stock's cards turn face
   * up as they leave it); returns 1 when a face-down card of `a` turned up.
   */
  transfer(a: number, b: number, count: number): number {
    const cap = this.cap;
    const cards = this.cards;
    const src = a * cap + this.len[a] - count;
    const dst = b * cap + this.len[b];
    for (let j = 0; j < count; j++) cards[dst + j] = cards[src + j];
    if (this.isTalon(a) && !this.isTalon(b)) for (let j = 0; j < count; j++) this.clearTalon(cards[src + j]);
    this.len[b] += count;
    if (this.isStock(b)) this.down[b] = this.stockDown(b);
    const n = (this.len[a] -= count);
    if (this.isStock(a)) {
      this.down[a] = this.stockDown(a);
      return 0;
    }
    if (this.down[a] > n) this.down[a] = n;
    if (this.turnUp[a] && n > 0 && this.down[a] === n) {
      this.down[a] = n - 1;
      return 1;
    }
    return 0;
  }

  /** Undoes `transfer(a, b, count)` that returned `turned`. */
  untransfer(a: number, b: number, count: number, turned: number): void {
    const cap = this.cap;
    const cards = this.cards;
    const src = b * cap + this.len[b] - count;
    const dst = a * cap + this.len[a];
    for (let j = 0; j < count; j++) cards[dst + j] = cards[src + j];
    if (this.isTalon(a) && !this.isTalon(b)) for (let j = 0; j < count; j++) this.setTalon(cards[src + j]);
    this.len[b] -= count;
    this.len[a] += count;
    if (this.isStock(b)) this.down[b] = this.stockDown(b);
    if (this.isStock(a)) this.down[a] = this.stockDown(a);
    else if (turned) this.down[a]++;
  }

  /** Applies a move in place; returns what `undo` needs. */
  apply(m: number): number {
    const from = mFrom(m);
    const to = mTo(m);
    let u = 0;
    switch (mKind(m)) {
      case MOVE:
        u = this.transfer(from, to, mCount(m));
        break;
      case DEAL: {
        // one card at a time: the stock's top lands first, so `count` cards end reversed
        const k = mCount(m);
        for (let j = 0; j < k; j++) this.transfer(from, to, 1);
        this.down[to] = 0;
        break;
      }
      case RECYCLE: {
        const k = mCount(m);
        for (let j = 0; j < k; j++) this.transfer(from, to, 1);
        this.down[to] = this.stockDown(to);
        this.redeals++;
        break;
      }
      case COVER:
        this.transfer(from, to, 1);
        this.transfer(from, mPair(m), 1);
        break;
      case TALON:
        if (this.talonTurns(this.len[from], mCount(m))) this.redeals++;
        this.shiftTalon(mCount(m));
        u = this.transfer(from, to, 1);
        break;
      case PAIR:
        u = this.transfer(from, to, 1) | (this.transfer(mPair(m), to, 1) << 1);
        break;
      case ROW: {
        const k = mCount(m);
        for (let j = 0; j < k; j++) {
          const p = to + j;
          const c = this.cards[from * this.cap + --this.len[from]];
          this.cards[p * this.cap + this.len[p]++] = c;
        }
        this.down[from] = this.len[from];
        break;
      }
    }
    if (this.hooks.after) u |= this.hooks.after(this, m) << 4;
    return u;
  }

  undo(m: number, u: number): void {
    if (this.hooks.undoAfter) this.hooks.undoAfter(this, m, u >>> 4);
    const from = mFrom(m);
    const to = mTo(m);
    switch (mKind(m)) {
      case MOVE:
        this.untransfer(from, to, mCount(m), u & 1);
        break;
      case DEAL: {
        const k = mCount(m);
        for (let j = 0; j < k; j++) this.untransfer(from, to, 1, 0);
        break;
      }
      case RECYCLE: {
        const k = mCount(m);
        for (let j = 0; j < k; j++) this.untransfer(from, to, 1, 0);
        this.down[from] = 0;
        this.redeals--;
        break;
      }
      case COVER:
        this.untransfer(from, mPair(m), 1, 0);
        this.untransfer(from, to, 1, 0);
        break;
      case TALON:
        this.untransfer(from, to, 1, u & 1);
        if (this.talonTurns(mTalonFrom(m), mCount(m))) this.redeals--;
        this.shiftTalon(mTalonFrom(m));
        break;
      case PAIR:
        this.untransfer(mPair(m), to, 1, (u >> 1) & 1);
        this.untransfer(from, to, 1, u & 1);
        break;
      case ROW: {
        for (let j = mCount(m) - 1; j >= 0; j--) {
          const p = to + j;
          this.cards[from * this.cap + this.len[from]++] = this.cards[p * this.cap + --this.len[p]];
        }
        this.down[from] = this.len[from];
        break;
      }
    }
  }

  /** The position as an engine table (for tests and lines). */
  toTable(): Table {
    const piles = [];
    for (let i = 0; i < this.np; i++) {
      const at = i * this.cap;
      piles.push({ cards: Array.from(this.cards.subarray(at, at + this.len[i])), down: this.down[i] });
    }
    return { piles, redeals: this.redeals };
  }
}

/** Forced moves after one move, at most (as the depth-first search allows). */
export const MAX_AUTOS = 1000;

/**
 * Plays the game's safe moves after `last` (-1: look everywhere), at most `MAX_AUTOS`, into
 * `moves` from index `at` (what undoes each into `undo`, when given, at the same index); their count.
 */
export function playSafeMoves(core: Core, last: number, moves: Int32Array | number[], undo: Int32Array | null, at = 0): number {
  const safe = core.hooks.safe;
  if (!safe) return 0;
  let n = 0;
  for (; n < MAX_AUTOS; n++) {
    const m = safe(core, last);
    if (m < 0) break;
    moves[at + n] = m;
    const u = core.apply(m);
    if (undo) undo[at + n] = u;
    last = m;
  }
  return n;
}
