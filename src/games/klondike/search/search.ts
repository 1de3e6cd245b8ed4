/**
 * The Klondike search: the engine's rules (RULES.md §6, foundation cards may come back) on a
 * small mutable representation (position.ts, moves.ts), searched by the shared depth-first
 * driver (engine/solver/depth-first.ts) and schedule, so it can stop and resume at any point.
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
import { EMPTIES, mA, mB, mType, PARTIAL, W2F, W2T } from './cards.js';
import { MemoryMeter } from '../../../engine/solver/memory.js';
import { AvoidSet } from './avoid.js';
import { expandLine, lineFrom, lineTexts, type PlayedLine } from './line.js';
import type { Budget } from '../../../engine/solver/types.js';
import { DepthFirst, type DfsPosition } from '../../../engine/solver/depth-first.js';
import { ScheduledSearch } from '../../../engine/solver/schedule.js';
import { KlondikeMoves } from './moves.js';

/** Positions before the first restart; how much longer each next search may run; ordering noise. */
const RESTART_FIRST = 1000;
const RESTART_GROWTH = 1.5;
const NOISE = 600;
/** Searches that put talon cards down only with a card onto them (see `compound`): every other one (the first is 1). */
const COMPOUND = (round: number): boolean => round % 2 === 1;
/** The unkeyed positions (see `unkeyed`). */
const ONTO_RUN = 1;
const KINGS = 2;
const ONTO_PLACED = 3;

/**
 * Klondike's position as the depth-first driver plays it. Its positions to avoid are its own
 * (`AvoidSet`): every position a line passes is looked at: between deals, right after a move,
 * between forced moves, the keyed ones, the unkeyed ones, and the finishing foundation moves;
 * `AvoidSet.maybe` keeps that cheap.
 */
class KlondikeDfs extends KlondikeMoves implements DfsPosition {
  readonly keyWords = this.key;
  readonly keyBytes = this.key.length * 4;
  readonly maxKeyWords = this.key.length;
  readonly shortKeyWords = this.key.length;
  /** Draw 1 with unlimited redeals: a talon card goes to a column only together with a card onto it. */
  private readonly compound: boolean;
  /** Whether the search in progress uses `compound` (restarts alternate). */
  private compoundNow = false;
  /** Whether the move just played put a talon card down under `compound` (no forced moves after it). */
  private placed = false;
  private unkeyedKind = 0;
  /** The root: lines are expanded from it. */
  private start: Table;
  /** The last line found, with its tables: a re-root onto one of them follows the rest. */
  played: PlayedLine | null = null;

  constructor(
    rules: Rules,
    table: Table,
    readonly capacity: number,
  ) {
    super(rules);
    this.start = table;
    this.compound = this.draw === 1 && this.unlimited;
    this.numberTalon(table);
  }

  /** A table whose talon is not what is left of the first table's (in the same order) cannot have been reached by play. */
  related(table: Table): boolean {
    return this.talonKept(table);
  }

  fresh(table: Table): void {
    this.played = null;
    this.numberTalon(table);
  }

  /**
   * Keeps, of `avoid`, the tables the search could meet: those with no talon card the root
   * lacks and no more face-down cards (cards never go back into the talon or face down). Of a
   * game's history, that leaves only the positions since the last talon card was played or a
   * card turned up. The root itself is never avoided.
   */
  avoid(root: Table, avoid: readonly Table[]): void {
    this.start = root;
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

  /** Forced moves, unless one of them passes a position to avoid: then the root plays none. */
  setRoot(table: Table): void {
    this.load(table);
    this.autoTop = 0;
    this.autoHit = false;
    this.applyAutos();
    if (this.autoHit || (this.avoidSet && this.avoidedHere())) this.undoAutos(0);
  }

  round(round: number): void {
    this.noise = round > 0 ? NOISE : 0;
    this.compoundNow = this.compound && COMPOUND(round + 1);
  }

  writeKey(): void {
    this.makeKey();
  }

  /** All moves, or after an unkeyed move only those onto one card (`generateOnto`), or only kings into an emptied column. */
  override generate(at: number, after = -1): number {
    if (after < 0) return super.generate(at);
    const kind = this.unkeyedKind;
    if (kind === ONTO_RUN) return this.generateOnto(at, mA(after), mB(after));
    if (kind === KINGS) return this.generateKings(at, mA(after));
    return this.generateOnto(at, mB(after));
  }

  play(m: number): number {
    const u = this.doMove(m);
    this.placed = this.compoundNow && mType(m) === W2T;
    this.autoHit = false;
    return u;
  }

  unplay(m: number, u: number): void {
    this.undoMove(m, u);
  }

  override autosAfter(m: number): void {
    if (!this.placed) super.autosAfter(m);
  }

  won(): boolean {
    return this.isWonHere();
  }

  /**
   * An unkeyed position that offers only moves onto one card (see `generateOnto`):
   * - A card from the talon is only worth putting down together with a card onto it
   *   (any winning line can be reordered so: the talon card can wait in the talon
   *   until then).
   * - A partial run move is only worth it for the face-up card X it uncovers (the run
   *   could as well have stayed on X): X goes to its foundation next (if X was safe,
   *   it went already) or a card goes onto X. A winning line can be reordered so:
   *   put off the run's move until X is used; what comes between cannot need it (the
   *   run's top is the same wherever it lies, the card the run covers could not be
   *   safe while the run's lowest card is out, a move of the run or of part of it
   *   can start from X as well), and a move of X with cards under it takes the run too.
   * - A whole pile with nothing face down moved onto another empties its column, A: only
   *   worth it for a king to go there, next (and only when A is the first empty column:
   *   kings go nowhere else). Put off until then: the pile's top is the same wherever it
   *   lies, the card it now covers cannot be safe while the pile's lowest card is out,
   *   moves of the pile can start from A, and while A is empty no king goes elsewhere.
   */
  unkeyed(m: number, forced: boolean): boolean {
    if ((m & PARTIAL) !== 0 && !forced) this.unkeyedKind = ONTO_RUN;
    else if ((m & EMPTIES) !== 0) this.unkeyedKind = KINGS;
    else if (this.placed) this.unkeyedKind = ONTO_PLACED;
    else return false;
    return true;
  }

  /**
   * Only burying talon cards under others can make a card wait for itself: every other move
   * takes cards away, or puts cards onto the cards they were built on, which never wait for
   * more than the cards above them.
   */
  lost(m: number, u: number): boolean {
    const type = mType(m);
    return (type === W2T || type === W2F) && mA(m) > u && this.deadlocked();
  }

  /** Does playing talon move m deal or turn the talon over through a position to avoid? */
  avoidsBefore(m: number): boolean {
    const type = mType(m);
    if (this.avoidSet === null || (type !== W2F && type !== W2T)) return false;
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

  avoidsAfter(): boolean {
    return this.autoHit;
  }

  /**
   * At a position with the talon empty and nothing face down: does the line to it, finished
   * with foundation moves, pass a position to avoid? Only such positions follow it, so only
   * a table to avoid like them needs the line expanded.
   */
  avoidsWin(line: () => number[]): boolean {
    const avoid = this.avoidSet;
    if (!avoid || !avoid.maybe(0, 0, 0)) return false;
    return lineTexts(expandLine(this.rules, this.start, line(), this.tabIdx)).some((t, i) => i > 0 && avoid.texts.has(t));
  }

  avoidsHere(): boolean {
    return this.avoidSet !== null && this.avoidedHere();
  }

  /** Is `t` a table to avoid? (Sets the position to it.) */
  tableAvoided(t: Table): boolean {
    if (!this.avoidSet || !this.load(t)) return false;
    return this.avoidSet.maybe(this.mask0, this.mask1, this.downCount()) && this.avoidedHere();
  }

  /** The line found before, when `table` is on it and the rest of it avoids `avoid`: the rest. */
  follow(table: Table, avoid: readonly Table[]): Move[] | null {
    if (!this.played) return null;
    this.avoid(table, avoid);
    const rest = lineFrom(this.played, table);
    if (!rest || rest.tables.some((t, i) => i > 0 && this.tableAvoided(t))) return null;
    this.played = rest;
    return rest.moves;
  }
}

/**
 * The Klondike search: the shared driver and schedule over `KlondikeDfs`; a line is expanded
 * into engine moves and replayed, and kept to follow after a re-root onto one of its tables.
 */
export class KlondikeSearch extends ScheduledSearch {
  constructor(rules: Rules, table: Table, budget: Budget = {}) {
    const meter = new MemoryMeter(budget.bytes);
    const pos = new KlondikeDfs(rules, table, budget.memory ?? 3_000_000);
    const dfs = new DepthFirst(pos, meter, { first: RESTART_FIRST, growth: RESTART_GROWTH });
    super(
      {
        dfs,
        line: (start) => (pos.played = expandLine(rules, start, dfs.line(), pos.tabIdx)).moves,
        reroot: (t, avoid) => pos.follow(t, avoid),
      },
      meter,
      table,
      budget,
    );
  }
}
