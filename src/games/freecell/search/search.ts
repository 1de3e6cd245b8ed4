/**
 * A dedicated FreeCell search (RULES: docs/RULES.md, FreeCell): depth-first with in-place
 * do/undo on typed storage, integer moves, an exact transposition table, Tarjan's components
 * so that a position is marked lost only when everything reachable from it was searched, and
 * restarts with a little noise in the move order (lost marks survive them, and re-rooting).
 *
 * What keeps it fast without ever losing a win: an exact key in which columns and cells are
 * interchangeable, safe moves to the foundations forced, and a won position seen early
 * (position.ts); the engine's own moves, some left out as the same as others (moves.ts); no
 * depth limit: a position is lost only when its whole component is searched. A winning line is
 * shortened, then replayed through the engine's rules (line.ts).
 */
import { buildsLike, emptyLike, plainMechanics } from '../../../engine/solver/hook-helpers.js';
import { downAlternate, onlyAce, upInSuit } from '../../../engine/rules.js';
import type { Move, Rules, Table } from '../../../engine/types.js';
import { now } from '../../../engine/solver/clock.js';
import { KeySet } from '../../../engine/solver/keyset.js';
import { verdict, type Budget, type Search, type SolveResult, type UnknownReason } from '../../../engine/solver/types.js';
import { Grow, withinMemory } from '../../../engine/solver/grow.js';
import { MemoryMeter } from '../../../engine/solver/memory.js';
import { Components, stackLine } from '../../../engine/solver/components.js';
import { expandLine } from './line.js';
import { FreecellMoves, WEIGHTS } from './moves.js';
import { CAP } from './cards.js';
import { KEY_WORDS } from './position.js';

/** Restarts: positions before the first, growth per restart, ordering noise (in score units). */
const RESTART_FIRST = 300;
const RESTART_GROWTH = 1.2;
const NOISE = 64;
const MAX_DEPTH = 1 << 20;

/**
 * Rules this search knows, whatever the game is called: free cells taking any one card,
 * foundations up in suit from the aces giving nothing back, piles down in alternating colours
 * whose runs go as far as free cells and empty piles allow, an empty pile taking any card; 52 cards.
 */
const freecellShapedSeen = new WeakMap<Rules, boolean>();
function freecellShaped(rules: Rules): boolean {
  let known = freecellShapedSeen.get(rules);
  if (known === undefined) freecellShapedSeen.set(rules, (known = freecellShapedNow(rules)));
  return known;
}

function freecellShapedNow(rules: Rules): boolean {
  const deck = rules.deck;
  const m = rules.mechanics;
  if (deck.length !== 52 || !plainMechanics(rules) || !m || m.runGroups.size === 0) return false;
  return rules.specs.every((s) => {
    if (s.kind === 'reserve') return s.lift === 'top' && s.takes === 1 && s.fits === null && emptyLike(s.empty, () => true, deck);
    if (s.kind === 'foundation')
      return s.lift === 'none' && buildsLike(s.fits, upInSuit, deck) && emptyLike(s.empty, onlyAce, deck) && !s.accepts;
    if (s.kind === 'tableau')
      return s.lift === 'run' && !s.runs && !s.accepts && buildsLike(s.fits, downAlternate, deck) && emptyLike(s.empty, () => true, deck);
    return false;
  });
}

/** Is this a FreeCell table the dedicated search can take? */
export function freecellApplies(rules: Rules, table: Table): boolean {
  if (table.piles.length !== rules.specs.length || !freecellShaped(rules)) return false;
  let cells = 0;
  let cols = 0;
  for (let i = 0; i < rules.specs.length; i++) {
    const kind = rules.specs[i].kind;
    const p = table.piles[i];
    for (const c of p.cards) if (c < 0 || c >= 52) return false;
    if (kind === 'reserve') {
      cells++;
      if (p.cards.length > 1) return false;
    } else if (kind === 'tableau') {
      cols++;
      if (p.cards.length > CAP) return false;
    } else if (kind !== 'foundation') return false;
  }
  return cells <= 15 && cols <= 15 && cols > 0;
}

export class FreecellSearch extends FreecellMoves implements Search {
  private readonly rules: Rules;
  private readonly budget: Budget;
  /** What the search holds (its key sets, frames and components; the move lists below it are small): at most `SEARCH_BYTES`. */
  readonly meter = new MemoryMeter();
  private readonly set: KeySet;
  private avoidSet: KeySet | null = null;
  private avoidedHit = false;
  private start!: Table;
  // the frames: per depth, the end and next of its moves on the move stack, the move that led
  // to it, the forced-move stack's top after it, its entry in the table
  private readonly fEnd = new Grow(256, this.meter);
  private readonly fIdx = new Grow(256, this.meter);
  private readonly fMove = new Grow(256, this.meter);
  private readonly fAutoEnd = new Grow(256, this.meter);
  private readonly fEnt = new Grow(256, this.meter);
  private depth = 0;
  private readonly comps = new Components(this.meter);
  /** Restarts since the root was set. */
  private round = 0;
  private restartEvery = 0;
  private restartAt = 0;
  private nodeCount = 0;
  private spentMs = 0;
  private done: SolveResult | null = null;

  constructor(rules: Rules, table: Table, budget: Budget = {}) {
    super(rules.specs);
    this.rules = rules;
    this.budget = budget;
    if (budget.bytes) this.meter.ceiling = budget.bytes;
    this.set = new KeySet(KEY_WORDS, budget.memory ?? 3_000_000, undefined, this.meter);
    this.openAt(table, []);
  }

  get nodes(): number {
    return this.nodeCount;
  }

  /** Every FreeCell table keys the same way, so what was proven stays proven for any new root. */
  reroot(table: Table, avoid: readonly Table[] = []): void {
    this.openAt(table, avoid);
  }

  // ---------------------------------------------------------------- frames

  private pushFrame(d: number): void {
    const at = d === 0 ? 0 : this.fEnd.a[d - 1];
    const n = this.generate(at);
    this.fEnd.ensure(d + 1)[d] = at + n;
    this.fIdx.ensure(d + 1)[d] = at;
  }

  private open(e: number, d: number): void {
    this.comps.open(e);
    this.fEnt.ensure(d + 1)[d] = e;
    this.pushFrame(d);
  }

  /** Makes `table` the root: budget afresh, forced moves played, avoided positions keyed, the root opened. */
  private openAt(table: Table, avoid: readonly Table[]): void {
    this.start = table;
    this.nodeCount = 0;
    this.spentMs = 0;
    this.done = null;
    this.noise = 0;
    this.round = 0;
    this.w = WEIGHTS[0];
    this.restartEvery = this.restartAt = RESTART_FIRST;
    this.avoidSet?.release();
    this.avoidSet = null;
    if (avoid.length > 0) {
      this.rootKey(table);
      const root = this.key.slice();
      const set = new KeySet(KEY_WORDS, avoid.length + 1, undefined, this.meter);
      for (const t of avoid) {
        if (!freecellApplies(this.rules, t)) continue;
        this.rootKey(t);
        if (this.key.some((w, i) => w !== root[i])) set.add(this.key);
      }
      if (set.size > 0) this.avoidSet = set;
    }
    this.rootKey(table);
    this.fAutoEnd.ensure(1)[0] = this.autoTop;
    this.depth = 0;
    if (this.isWon()) {
      this.done = this.finish('winnable');
      return;
    }
    this.openRoot();
  }

  private openRoot(): void {
    this.depth = 0;
    this.comps.next();
    this.avoidedHit = false;
    const e = this.set.insert(this.key);
    if (e < 0) {
      this.done = this.finish('unknown', 'memory');
      return;
    }
    if (!this.set.fresh && this.comps.isLost(e)) {
      this.done = this.finish('unwinnable');
      return;
    }
    this.open(e, 0);
  }

  // ---------------------------------------------------------------- search

  step(ms: number, nodes = Infinity): SolveResult | null {
    return withinMemory(
      () => this.stepWithin(ms, nodes),
      () => (this.done = this.finish('unknown', 'memory')),
    );
  }

  private stepWithin(ms: number, nodes: number): SolveResult | null {
    if (this.done) return this.done;
    const t0 = now();
    const budgetMs = this.budget.ms ?? Infinity;
    const budgetNodes = this.budget.nodes ?? Infinity;
    const deadline = t0 + Math.min(ms, budgetMs - this.spentMs);
    const nodeLimit = Math.min(budgetNodes, this.nodeCount + nodes);
    const set = this.set;
    let tick = 0;
    for (;;) {
      if ((++tick & 255) === 0 && now() >= deadline) break;
      if (this.nodeCount >= nodeLimit) break;
      const d = this.depth;
      const idx = this.fIdx.a[d];
      if (idx === this.fEnd.a[d]) {
        // every move of this position tried: close it
        this.comps.close(this.fEnt.a[d], d > 0 ? this.fEnt.a[d - 1] : -1, !(d === 0 && this.avoidedHit));
        if (d === 0) {
          this.spentMs += now() - t0;
          return (this.done = this.avoidedHit ? this.finish('unknown', 'avoided') : this.finish('unwinnable'));
        }
        this.undoAutos(this.fAutoEnd.a[d - 1]);
        this.undo(this.fMove.a[d]);
        this.depth = d - 1;
        continue;
      }
      if (this.nodeCount >= this.restartAt) {
        this.restart();
        continue;
      }
      const m = this.moves.a[idx];
      this.fIdx.a[d] = idx + 1;
      this.apply(m);
      const autoBefore = this.autoTop;
      this.autosAfter(m);
      this.nodeCount++;
      const nd = d + 1;
      if (nd >= MAX_DEPTH) {
        this.undoAutos(autoBefore);
        this.undo(m);
        this.spentMs += now() - t0;
        return (this.done = this.finish('unknown', 'memory'));
      }
      this.fMove.ensure(nd + 1)[nd] = m;
      this.fAutoEnd.ensure(nd + 1)[nd] = this.autoTop;
      if (this.avoidSet !== null && this.avoidSet.has(this.key)) {
        // as if the root were reached again: nothing here is lost because of it
        this.avoidedHit = true;
        this.comps.reachesRoot(this.fEnt.a[d], this.fEnt.a[0]);
        this.undoAutos(autoBefore);
        this.undo(m);
        continue;
      }
      if (this.isWon()) {
        this.depth = nd;
        this.spentMs += now() - t0;
        return (this.done = this.finish('winnable'));
      }
      const e = set.insert(this.key);
      if (e < 0) {
        this.undoAutos(autoBefore);
        this.undo(m);
        this.spentMs += now() - t0;
        return (this.done = this.finish('unknown', 'memory'));
      }
      // lost, or open in this search (a way back); seen before a restart but not proven lost: searched again
      if (!set.fresh && this.comps.met(this.fEnt.a[d], e)) {
        this.undoAutos(autoBefore);
        this.undo(m);
        continue;
      }
      this.depth = nd;
      this.open(e, nd);
    }
    this.spentMs += now() - t0;
    if (this.spentMs >= budgetMs || this.nodeCount >= budgetNodes) {
      return (this.done = this.finish('unknown', 'budget'));
    }
    return null;
  }

  /** Back to the root; the next search orders moves with some noise and runs longer. */
  private restart(): void {
    while (this.depth > 0) {
      const d = this.depth;
      this.undoAutos(this.fAutoEnd.a[d - 1]);
      this.undo(this.fMove.a[d]);
      this.depth = d - 1;
    }
    this.round++;
    this.noise = NOISE;
    this.w = WEIGHTS[this.round % WEIGHTS.length];
    this.restartEvery = Math.ceil(this.restartEvery * RESTART_GROWTH);
    this.restartAt = this.nodeCount + this.restartEvery;
    this.openRoot();
  }

  private finish(result: 'winnable' | 'unwinnable' | 'unknown', reason: UnknownReason = 'budget'): SolveResult {
    return verdict(result, reason, this.nodeCount, this.spentMs, () => this.line());
  }

  /** The moves from the root to the current frame, with the forced ones, as engine moves replayed to a won table. */
  private line(): Move[] {
    return expandLine(this.rules, this.start, this.shorten() ?? stackLine(this.depth, this.fMove.a, this.fAutoEnd.a, this.autos.a), {
      colIdx: this.colIdx,
      cellIdx: this.cellIdx,
      foundIdx: this.foundIdx,
    });
  }

  /**
   * The search's line, shortened: from each of its positions, the one move that leads furthest
   * along it (or straight to a won position). A depth-first line wanders; this keeps only its
   * shortcuts, and passes through no position the line did not. Null if it cannot (it always can:
   * the line's own next move is among those tried). Leaves the search at the line's end.
   */
  private shorten(): number[] | null {
    // the positions of the line, from its end back to the root
    const D = this.depth;
    const keys: Int32Array[] = [];
    for (let d = D; d >= 0; d--) {
      keys.push(this.key.slice());
      if (d > 0) {
        this.undoAutos(this.fAutoEnd.a[d - 1]);
        this.undo(this.fMove.a[d]);
      }
    }
    const path = new KeySet(KEY_WORDS, D + 2, D + 2);
    for (let d = D; d >= 0; d--) path.add(keys[d]);
    const internal: number[] = [];
    for (let j = 0; j < this.autoTop; j++) internal.push(this.autos.a[j]);
    let i = 0;
    while (i < D && !this.isWon()) {
      const n = this.generate(0);
      let best = -1;
      let bestAt = i;
      for (let x = 0; x < n; x++) {
        const m = this.moves.a[x];
        this.apply(m);
        const top = this.autoTop;
        this.autosAfter(m);
        const at = this.isWon() ? D + 1 : path.has(this.key) ? path.insert(this.key) : -1;
        this.undoAutos(top);
        this.undo(m);
        if (at > bestAt) {
          bestAt = at;
          best = m;
        }
      }
      if (best < 0) return null;
      const top = this.autoTop;
      this.apply(best);
      this.autosAfter(best);
      internal.push(best);
      for (let j = top; j < this.autoTop; j++) internal.push(this.autos.a[j]);
      i = bestAt;
    }
    return internal;
  }
}
