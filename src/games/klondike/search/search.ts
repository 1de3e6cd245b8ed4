/**
 * A dedicated Klondike solver: the engine's rules (RULES.md §6, foundation cards
 * may come back) on a small mutable representation, searched depth-first with
 * do/undo, an exact transposition table and an explicit stack, so it can stop
 * and resume at any point.
 *
 * What keeps it fast without ever losing a win:
 * - Talon moves are macro moves that deal as they go (moves.ts): positions that differ only by
 *   dealing never enter the table.
 * - Safe foundation moves are forced (see `safe`): aces and twos always; a
 *   card of rank r when both opposite-colour suits are up to r-1 and the other
 *   suit of its colour up to r-2. Every card that could ever sit on such a card
 *   (transitively) is then on the foundations, and there is a winning line that
 *   never brings any of them down again, so the move loses nothing; for the same
 *   reason such cards are never brought back down. From the talon this holds for
 *   draw 1 only (removing a card would regroup a draw-3 stock).
 * - Keys are exact (never a bare hash), with the seven columns sorted (they are
 *   interchangeable; a column still holding face-down cards is keyed with its
 *   place, because its hidden cards are its own) and the four foundations keyed
 *   by suit. Draw 1 with unlimited redeals reaches every talon card from
 *   anywhere, so the waste/stock split is left out of its key.
 * - No depth limit, so a visited position is never wrongly taken as lost: the
 *   search exhausts the reachable graph before saying `unwinnable`.
 * - Talon empty and nothing face down is a win (the lowest card left is always
 *   on top of its column and fits its foundation); the line is finished by the
 *   foundation moves.
 */
import type { Move, Rules, Table } from '../../../engine/types.js';
import { now } from '../../../engine/solver/clock.js';
import { EMPTIES, mA, mB, mType, PARTIAL, W2F, W2T } from './cards.js';
import { Grow, withinMemory } from '../../../engine/solver/grow.js';
import { MemoryMeter } from '../../../engine/solver/memory.js';
import { Components, stackLine } from '../../../engine/solver/components.js';
import { AvoidSet } from './avoid.js';
import { expandLine, lineFrom, lineTexts, type PlayedLine } from './line.js';
import { KeySet } from '../../../engine/solver/keyset.js';
import { verdict, type Budget, type Search, type SolveResult, type UnknownReason } from '../../../engine/solver/types.js';
import { KlondikeMoves } from './moves.js';

/** Positions before the first restart; how much longer each next search may run; ordering noise. */
const RESTART_FIRST = 1000;
const RESTART_GROWTH = 1.5;
const NOISE = 600;
/** Searches that put talon cards down only with a card onto them (see `compound`): every other one. */
const COMPOUND = (round: number): boolean => round % 2 === 1;

export class KlondikeSearch extends KlondikeMoves implements Search {
  /** The root's table: lines are expanded from it. */
  private start: Table;
  /** What the search holds (its key set, frames and components; the move lists below it are small): at most `SEARCH_BYTES`. */
  readonly meter = new MemoryMeter();
  private set: KeySet;
  private fMoveStart = new Grow(256, this.meter);
  private fMoveEnd = new Grow(256, this.meter);
  private fIdx = new Grow(256, this.meter);
  private fMove = new Grow(256, this.meter);
  private fUndo = new Grow(256, this.meter);
  private fAutoEnd = new Grow(256, this.meter);
  private depth = 0;
  private readonly comps = new Components(this.meter);
  private fEnt = new Grow(256, this.meter);
  /** 1: a keyed position; 0: right after a card came from the talon (only a move onto it follows). */
  private fKeyed = new Grow(256, this.meter);
  /** Draw 1 with unlimited redeals: a talon card goes to a column only together with a card onto it. */
  private readonly compound: boolean;
  /** Whether the search in progress uses `compound` (restarts alternate). */
  private compoundNow = false;
  /** Searches since the root was set (1 for the first). */
  private round = 0;
  private restartAt = 0;
  private restartEvery = 0;

  /** Whether the search in progress met a position to avoid. */
  private sawAvoided = false;
  /** The last line found, with its tables: a re-root onto one of them follows the rest. */
  private played: PlayedLine | null = null;

  private readonly budgetNodes: number;
  private readonly budgetMs: number;
  private spentMs = 0;
  private nodeCount = 0;
  private done: SolveResult | null = null;

  constructor(rules: Rules, table: Table, budget: Budget = {}) {
    super(rules);
    this.start = table;
    this.budgetNodes = budget.nodes ?? Infinity;
    this.budgetMs = budget.ms ?? Infinity;
    this.compound = this.draw === 1 && this.unlimited;
    if (budget.bytes) this.meter.ceiling = budget.bytes;
    this.set = new KeySet(this.key.length, budget.memory ?? 3_000_000, undefined, this.meter);
    this.numberTalon(table);
    this.begin(table, []);
  }

  /**
   * Re-roots the search on `table` (see `Search.reroot`). Entries proven lost stay lost; the
   * budget starts afresh. A table whose talon is not what is left of the first table's (in the
   * same order) cannot have been reached by play: the search then forgets everything.
   */
  reroot(table: Table, avoid: readonly Table[] = []): void {
    if (!this.talonKept(table)) {
      this.set.release();
      this.set = new KeySet(this.set.stride, this.set.maxEntries, undefined, this.meter);
      this.comps.clear();
      this.played = null;
      this.numberTalon(table);
    }
    this.begin(table, avoid);
  }

  get nodes(): number {
    return this.nodeCount;
  }

  /** Starts the search afresh (budget, generation) at `table`, avoiding `avoid`. */
  private begin(table: Table, avoid: readonly Table[]): void {
    this.start = table;
    this.spentMs = 0;
    this.nodeCount = 0;
    this.done = null;
    this.depth = 0;
    this.autoTop = 0;
    this.setAvoid(table, avoid);

    // the line found before, when this table is on it (and the rest of it avoids `avoid`): follow it
    const rest = this.played && lineFrom(this.played, table);
    if (rest && !rest.tables.some((t, i) => i > 0 && this.tableAvoided(t))) {
      this.played = rest;
      this.done = { result: 'winnable', moves: rest.moves, nodes: 0, ms: 0 };
      return;
    }
    this.load(table);

    // forced moves, unless one of them passes a position to avoid: then the root plays none
    this.autoHit = false;
    this.applyAutos();
    if (this.autoHit || (this.avoidSet && this.avoidedHere())) this.undoAutos(0);
    this.fAutoEnd.ensure(1)[0] = this.autoTop;
    if (this.isWonHere()) {
      this.done = this.finishAvoided() ? this.finish('unknown', 'avoided') : this.finish('winnable');
      return;
    }
    this.round = 0;
    this.restartEvery = RESTART_FIRST;
    this.newSearch();
  }

  /**
   * Keeps, of `avoid`, the tables the search could meet: those with no talon card the root
   * lacks and no more face-down cards (cards never go back into the talon or face down). Of a
   * game's history, that leaves only the positions since the last talon card was played or a
   * card turned up. The root itself is never avoided.
   */
  private setAvoid(root: Table, avoid: readonly Table[]): void {
    this.avoidSet = null;
    this.load(root);
    if (avoid.length === 0) return;
    const mask0 = this.mask0;
    const mask1 = this.mask1;
    const down = this.downCount();
    this.exactKey(this.ptr, this.used);
    const rootKey = this.avoidKey.slice();
    const set = new AvoidSet(this.avoidKey.length, avoid);
    for (const t of avoid) {
      if (!this.load(t) || (this.mask0 & ~mask0) !== 0 || (this.mask1 & ~mask1) !== 0 || this.downCount() > down) continue;
      this.exactKey(this.ptr, this.used);
      if (!this.avoidKey.every((v, i) => v === rootKey[i])) set.add(this.avoidKey, this.mask0, this.mask1, this.downCount());
    }
    if (set.size > 0) this.avoidSet = set;
    this.load(root);
  }

  /** Is `t` a table to avoid? (Sets the position to it.) */
  private tableAvoided(t: Table): boolean {
    if (!this.avoidSet || !this.load(t)) return false;
    return this.avoidSet.maybe(this.mask0, this.mask1, this.downCount()) && this.avoidedHere();
  }

  /**
   * At a position with the talon empty and nothing face down: does the line to it, finished
   * with foundation moves, pass a position to avoid? Only such positions follow it, so only
   * a table to avoid like them needs the line expanded.
   */
  private finishAvoided(): boolean {
    const avoid = this.avoidSet;
    if (!avoid || !avoid.maybe(0, 0, 0)) return false;
    const line = expandLine(this.rules, this.start, stackLine(this.depth, this.fMove.a, this.fAutoEnd.a, this.autos.a), this.tabIdx);
    return lineTexts(line).some((t, i) => i > 0 && avoid.texts.has(t));
  }

  /** Does playing talon move m deal or turn the talon over through a position to avoid? */
  private dealPassesAvoided(m: number): boolean {
    const a = mA(m);
    const n = this.tlen;
    let p = this.ptr;
    let used = this.used;
    // as the line is expanded: deal (or turn over) until the card is the waste's top
    for (let guard = 0; guard < 200 && p - 1 !== a; guard++) {
      if (p === n) {
        p = 0;
        used++;
      } else p = Math.min(p + this.draw, n);
      if (this.avoidedAt(p, used)) return true;
    }
    return false;
  }

  /** Pushes the frame at depth d with its moves: all, or only onto column `onto` (see `generateOnto`), or only kings into `kings`. */
  private pushFrame(d: number, onto = -1, skip = -1, kings = -1): void {
    const at = d === 0 ? 0 : this.fMoveEnd.a[d - 1];
    const n = kings >= 0 ? this.generateKings(at, kings) : onto < 0 ? this.generate(at) : this.generateOnto(at, onto, skip);
    this.fMoveStart.ensure(d + 1)[d] = at;
    this.fMoveEnd.ensure(d + 1)[d] = at + n;
    this.fIdx.ensure(d + 1)[d] = at;
  }

  /** Opens table entry e at depth d: numbers it, pushes it on the component stack, generates its moves. */
  private open(e: number, d: number): void {
    this.comps.open(e);
    this.fEnt.ensure(d + 1)[d] = e;
    this.fKeyed.ensure(d + 1)[d] = 1;
    this.pushFrame(d);
  }

  /**
   * Starts a search at the root (whose forced moves stay played): a new generation, so
   * entries opened before count as unseen unless proven lost. After the first, searches
   * order moves with some randomness and run longer.
   */
  private newSearch(): void {
    this.comps.next();
    this.round++;
    this.noise = this.round > 1 ? NOISE : 0;
    this.compoundNow = this.compound && COMPOUND(this.round);
    this.restartAt = this.nodeCount + this.restartEvery;
    this.restartEvery = Math.ceil(this.restartEvery * RESTART_GROWTH);
    this.sawAvoided = false;
    this.makeKey();
    const e = this.set.insert(this.key);
    this.depth = 0;
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

  /** The search met a position to avoid from the frame at depth d: as if it came back to the root. */
  private metAvoided(d: number): void {
    this.comps.reachesRoot(this.fEnt.a[d], this.fEnt.a[0]);
    this.sawAvoided = true;
  }

  // ---------------------------------------------------------------- search
  //
  // Depth-first, with Tarjan's components (engine/solver/components.ts): lost marks are kept
  // across restarts (which reorder moves at random to get out of a bad early choice) and
  // re-roots. Every position a line passes is looked at for positions to avoid: between deals,
  // right after a move, between forced moves, the keyed ones, the unkeyed ones, and the
  // finishing foundation moves; `AvoidSet.maybe` keeps that cheap.

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
    const set = this.set;
    let tick = 0;
    for (;;) {
      if ((++tick & 255) === 0 && now() >= deadline) break;
      if (this.nodeCount >= nodeLimit) break;
      const d = this.depth;
      const idx = this.fIdx.a[d];
      if (idx === this.fMoveEnd.a[d]) {
        // every move of this position tried: close it (an unkeyed one shares the entry below it);
        // a finished component is lost, unless a position to avoid was met
        if (this.fKeyed.a[d] === 1) this.comps.close(this.fEnt.a[d], d > 0 ? this.fEnt.a[d - 1] : -1, d > 0 || !this.sawAvoided);
        if (d === 0) {
          this.spentMs += now() - t0;
          return (this.done = this.sawAvoided ? this.finish('unknown', 'avoided') : this.finish('unwinnable'));
        }
        this.undoAutos(this.fAutoEnd.a[d - 1]);
        this.undoMove(this.fMove.a[d], this.fUndo.a[d]);
        this.depth = d - 1;
        continue;
      }
      if (this.nodeCount >= this.restartAt) {
        this.restart();
        if (this.done) break;
        continue;
      }
      const m = this.moves.a[idx];
      this.fIdx.a[d] = idx + 1;
      const type = mType(m);
      if (this.avoidSet && (type === W2F || type === W2T) && this.dealPassesAvoided(m)) {
        this.metAvoided(d);
        continue;
      }
      const u = this.doMove(m);
      const placed = this.compoundNow && type === W2T;
      this.autoHit = false;
      if (!placed) this.autosAfter(m);
      this.nodeCount++;
      const nd = d + 1;
      this.fMove.ensure(nd + 1)[nd] = m;
      this.fUndo.ensure(nd + 1)[nd] = u;
      this.fAutoEnd.ensure(nd + 1)[nd] = this.autoTop;
      if (this.autoHit) {
        this.undoAutos(this.fAutoEnd.a[d]);
        this.undoMove(m, u);
        this.metAvoided(d);
        continue;
      }
      if (this.isWonHere()) {
        this.depth = nd;
        if (!this.finishAvoided()) {
          this.spentMs += now() - t0;
          return (this.done = this.finish('winnable'));
        }
        this.depth = d;
        this.undoAutos(this.fAutoEnd.a[d]);
        this.undoMove(m, u);
        this.metAvoided(d);
        continue;
      }
      const partial = (m & PARTIAL) !== 0 && this.autoTop === this.fAutoEnd.a[d];
      const empties = (m & EMPTIES) !== 0;
      if (placed || partial || empties) {
        if (this.avoidSet && this.avoidedHere()) {
          this.undoAutos(this.fAutoEnd.a[d]);
          this.undoMove(m, u);
          this.metAvoided(d);
          continue;
        }
        // An unkeyed position that offers only moves onto one card (see `generateOnto`):
        // - A card from the talon is only worth putting down together with a card onto it
        //   (any winning line can be reordered so: the talon card can wait in the talon
        //   until then).
        // - A partial run move is only worth it for the face-up card X it uncovers (the run
        //   could as well have stayed on X): X goes to its foundation next (if X was safe,
        //   it went already) or a card goes onto X. A winning line can be reordered so:
        //   put off the run's move until X is used; what comes between cannot need it (the
        //   run's top is the same wherever it lies, the card the run covers could not be
        //   safe while the run's lowest card is out, a move of the run or of part of it
        //   can start from X as well), and a move of X with cards under it takes the run too.
        // - A whole pile with nothing face down moved onto another empties its column, A: only
        //   worth it for a king to go there, next (and only when A is the first empty column:
        //   kings go nowhere else). Put off until then: the pile's top is the same wherever it
        //   lies, the card it now covers cannot be safe while the pile's lowest card is out,
        //   moves of the pile can start from A, and while A is empty no king goes elsewhere.
        this.depth = nd;
        this.fEnt.ensure(nd + 1)[nd] = this.fEnt.a[d];
        this.fKeyed.ensure(nd + 1)[nd] = 0;
        if (partial) this.pushFrame(nd, mA(m), mB(m));
        else if (empties) this.pushFrame(nd, -1, -1, mA(m));
        else this.pushFrame(nd, mB(m));
        continue;
      }
      this.makeKey();
      const e = set.insert(this.key);
      if (e < 0) {
        this.undoAutos(this.fAutoEnd.a[d]);
        this.undoMove(m, u);
        this.spentMs += now() - t0;
        return (this.done = this.finish('unknown', 'memory'));
      }
      // lost, or open in this search (a way back); seen before a restart but not proven lost: searched again
      if (!set.fresh && this.comps.met(this.fEnt.a[d], e)) {
        this.undoAutos(this.fAutoEnd.a[d]);
        this.undoMove(m, u);
        continue;
      }
      if (this.avoidSet && this.avoidedHere()) {
        this.undoAutos(this.fAutoEnd.a[d]);
        this.undoMove(m, u);
        this.metAvoided(d);
        continue;
      }
      // Only burying talon cards under others can make a card wait for itself: every other
      // move takes cards away, or puts cards onto the cards they were built on, which never
      // wait for more than the cards above them.
      const waits = (type === W2T || type === W2F) && mA(m) > u;
      if (set.fresh && waits && this.deadlocked()) {
        // proven lost at once: a finished component of its own
        this.comps.markLost(e);
        this.undoAutos(this.fAutoEnd.a[d]);
        this.undoMove(m, u);
        continue;
      }
      this.depth = nd;
      this.open(e, nd);
    }
    this.spentMs += now() - t0;
    if (this.done) return this.done;
    if (this.spentMs >= this.budgetMs || this.nodeCount >= this.budgetNodes) {
      return (this.done = this.finish('unknown', 'budget'));
    }
    return null;
  }

  /** Back to the root for the next search. */
  private restart(): void {
    while (this.depth > 0) {
      const d = this.depth;
      this.undoAutos(this.fAutoEnd.a[d - 1]);
      this.undoMove(this.fMove.a[d], this.fUndo.a[d]);
      this.depth = d - 1;
    }
    this.newSearch();
  }

  private finish(result: 'winnable' | 'unwinnable' | 'unknown', reason: UnknownReason = 'budget'): SolveResult {
    return verdict(result, reason, this.nodeCount, this.spentMs, () => this.line());
  }

  /** The line to the current frame, expanded into engine moves and replayed; kept to follow later. */
  private line(): Move[] {
    this.played = expandLine(this.rules, this.start, stackLine(this.depth, this.fMove.a, this.fAutoEnd.a, this.autos.a), this.tabIdx);
    return this.played.moves;
  }
}
