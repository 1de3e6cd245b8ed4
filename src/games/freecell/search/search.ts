/**
 * The FreeCell search (RULES: docs/RULES.md, FreeCell): the shared depth-first driver
 * (engine/solver/depth-first.ts) over FreeCell's own position: in-place do/undo on typed
 * storage, integer moves; restarts with a little noise and other weights in the move order.
 *
 * What keeps it fast without ever losing a win: an exact key in which columns and cells are
 * interchangeable, safe moves to the foundations forced, and a won position seen early
 * (position.ts); the engine's own moves, some left out as the same as others (moves.ts); no
 * depth limit: a position is lost only when its whole component is searched. A winning line is
 * shortened, then replayed through the engine's rules (line.ts).
 */
import { buildsLike, emptyLike, plainMechanics } from '../../../engine/solver/hook-helpers.js';
import { downAlternate, onlyAce, upInSuit } from '../../../engine/rules.js';
import type { Rules, Table } from '../../../engine/types.js';
import { KeySet } from '../../../engine/solver/keyset.js';
import type { Budget } from '../../../engine/solver/types.js';
import { MemoryMeter } from '../../../engine/solver/memory.js';
import { DepthFirst, type DfsPosition } from '../../../engine/solver/depth-first.js';
import { ScheduledSearch } from '../../../engine/solver/schedule.js';
import { expandLine } from './line.js';
import { FreecellMoves, WEIGHTS } from './moves.js';
import { CAP } from './cards.js';
import { KEY_WORDS } from './position.js';

/** Restarts: positions before the first, growth per restart, ordering noise (in score units). */
const RESTART_FIRST = 300;
const RESTART_GROWTH = 1.2;
const NOISE = 64;

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

/** FreeCell's position as the depth-first driver plays it. */
class FreecellDfs extends FreecellMoves implements DfsPosition {
  readonly keyWords = this.key;
  readonly keyBytes = KEY_WORDS * 4;
  readonly maxKeyWords = KEY_WORDS;
  readonly shortKeyWords = KEY_WORDS;

  constructor(
    private readonly rules: Rules,
    readonly capacity: number,
  ) {
    super(rules.specs);
  }

  /** Every FreeCell table keys the same way, so what was proven stays proven for any new root. */
  related(table: Table): boolean {
    return freecellApplies(this.rules, table);
  }

  fresh(): void {}

  setRoot(table: Table): void {
    this.rootKey(table);
  }

  round(round: number): void {
    this.noise = round > 0 ? NOISE : 0;
    this.w = WEIGHTS[round % WEIGHTS.length];
  }

  /** (The key follows every move.) */
  writeKey(): void {}

  play(m: number): number {
    this.apply(m);
    return 0;
  }

  unplay(m: number): void {
    this.undo(m);
  }

  won(): boolean {
    return this.isWon();
  }

  /**
   * The search's line, shortened: from each of its positions, the one move that leads furthest
   * along it (or straight to a won position). A depth-first line wanders; this keeps only its
   * shortcuts, and passes through no position the line did not. Null if it cannot (it always can:
   * the line's own next move is among those tried). Leaves the position at the root.
   */
  shorten(stack: { depth: number; moves: Int32Array; autoEnds: Int32Array }): number[] | null {
    // the positions of the line, from its end back to the root
    const D = stack.depth;
    const keys: Int32Array[] = [];
    for (let d = D; d >= 0; d--) {
      keys.push(this.key.slice());
      if (d > 0) {
        this.undoAutos(stack.autoEnds[d - 1]);
        this.undo(stack.moves[d]);
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

/** The FreeCell search: the shared driver and schedule over `FreecellDfs`; its line shortened, then replayed through the engine (line.ts). */
export class FreecellSearch extends ScheduledSearch {
  constructor(rules: Rules, table: Table, budget: Budget = {}) {
    const meter = new MemoryMeter(budget.bytes);
    const pos = new FreecellDfs(rules, budget.memory ?? 3_000_000);
    const dfs = new DepthFirst(pos, meter, { first: RESTART_FIRST, growth: RESTART_GROWTH });
    const piles = { colIdx: pos.colIdx, cellIdx: pos.cellIdx, foundIdx: pos.foundIdx };
    super({ dfs, line: (start) => expandLine(rules, start, pos.shorten(dfs.stack) ?? dfs.line(), piles) }, meter, table, budget);
  }
}
