/**
 * The Seasons search: the shared schedule (engine/solver/schedule.ts) with the compiled core's
 * depth-first search (seasons/solver.ts' hooks), which alone proves a loss, taking turns with
 * beam passes (beam.ts), which find wins it misses: a depth-first search sinks its time below an
 * early choice that loses. The depth-first search goes first (easy deals are won at once), then
 * a beam pass, then the depth-first search again for a share of the pass's positions, and so on,
 * each pass wider than the last.
 *
 * Re-rooting re-roots the depth-first search (what it proved lost stays lost) and starts the
 * passes again from the new root; the passes never go through a position to avoid. Every
 * winning line is replayed through `rules.legalMove` and `rules.apply` to a won table.
 */
import { buildsLike } from '../../../engine/solver/hook-helpers.js';
import { downAlternateWrap, downAnySuitWrap, upInSuitWrap } from '../../../engine/rules.js';
import type { Rules, Table } from '../../../engine/types.js';
import { compiledDfs } from '../../../engine/solver/compiled.js';
import { MemoryMeter } from '../../../engine/solver/memory.js';
import { replayLine } from '../../../engine/solver/replay.js';
import type { CoreGame } from '../../../engine/solver/core.js';
import { KeyBuffer, KeySet } from '../../../engine/solver/keyset.js';
import type { Budget } from '../../../engine/solver/types.js';
import { ScheduledSearch, type Pass, type Passes } from '../../../engine/solver/schedule.js';
import { SeasonsBeam } from './beam.js';
import { FIRST_CORNER, PILES, RANK, SeasonsPosition, engineMove } from './position.js';

/** Depth-first positions before the first pass. */
const DFS_FIRST = 30_000;
/** Depth-first positions after each pass, per position of the pass. */
const DFS_SHARE = 0.25;
/** Widths of the passes: each about three times the last, then the widest again. */
const WIDTHS = [300, 1000, 3000, 10_000, 30_000];

/**
 * Rules this search knows, whatever the game is called: a stock turned once, one card at a time;
 * four foundations up in suit from the first card's rank, turning the corner; five piles down,
 * turning the corner, in any suit or alternate colours, one card at a time; one deck of 52.
 */
const shapeSeen = new WeakMap<Rules, boolean>();
function seasonsShaped(rules: Rules): boolean {
  let known = shapeSeen.get(rules);
  if (known !== undefined) return known;
  const deck = rules.deck;
  const kinds = rules.specs.map((s) => s.kind).join();
  known =
    deck.length === 52 &&
    rules.stock?.draw === 1 &&
    rules.stock.redeals === 0 &&
    rules.mechanics?.baseFirst !== null &&
    rules.mechanics?.baseFirst !== undefined &&
    kinds === 'stock,waste,foundation,foundation,foundation,foundation,tableau,tableau,tableau,tableau,tableau' &&
    rules.specs.every((s) =>
      s.kind === 'foundation'
        ? s.lift === 'none' && buildsLike(s.fits, upInSuitWrap, deck)
        : s.kind === 'tableau'
          ? s.lift === 'top' && (buildsLike(s.fits, downAnySuitWrap, deck) || buildsLike(s.fits, downAlternateWrap, deck))
          : true,
    );
  shapeSeen.set(rules, known);
  return known;
}

export function seasonsApplies(rules: Rules, table: Table): boolean {
  if (rules.specs.length !== PILES || table.piles.length !== PILES || !seasonsShaped(rules)) return false;
  if (table.piles[FIRST_CORNER].cards.length === 0) return false;
  return table.piles.every((p) => p.cards.every((c) => c >= 0 && c < 52));
}

const baseOf = (table: Table): number => RANK[table.piles[FIRST_CORNER].cards[0]];

/** Seasons' passes: one beam (its arrays kept from pass to pass) over Seasons' own position, avoiding positions by its own keys. */
class SeasonsPasses implements Passes {
  readonly first = DFS_FIRST;
  readonly withNodeBudget = true;
  private pos!: SeasonsPosition;
  private beam!: SeasonsBeam;
  private avoid: KeySet | null = null;

  constructor(
    private readonly rules: Rules,
    private readonly meter: MemoryMeter,
  ) {}

  after(n: number): number {
    return Math.max(1000, Math.round(n * DFS_SHARE));
  }

  /** A new root: a new position and beam where the base or the talon changed; the positions to avoid keyed. */
  reroot(table: Table, avoid: readonly Table[]): null {
    if (!this.pos || this.pos.base !== baseOf(table) || !this.pos.talonFits(table)) {
      this.pos = new SeasonsPosition(baseOf(table), this.rules.options.build === 'alternate', table);
      (this.beam as SeasonsBeam | undefined)?.release();
      this.beam = new SeasonsBeam(this.pos, this.meter);
    }
    this.avoid = null;
    const buf = new KeyBuffer(this.pos.maxKey());
    const keyOf = (t: Table): Int32Array => {
      this.pos.load(t);
      buf.seal(this.pos.key(buf.out));
      return buf.words;
    };
    const root = keyOf(table).slice();
    const related = avoid.filter((t) => seasonsApplies(this.rules, t) && baseOf(t) === this.pos.base && this.pos.talonFits(t));
    if (related.length > 0) {
      const set = new KeySet(buf.words.length, related.length + 1);
      for (const t of related) {
        const k = keyOf(t);
        if (k.some((w, i) => w !== root[i])) set.add(k);
      }
      if (set.size > 0) this.avoid = set;
    }
    return null;
  }

  make(i: number): Pass {
    return this.beam.pass(WIDTHS[Math.min(i, WIDTHS.length - 1)], i, this.avoid);
  }
}

/** The Seasons search: the compiled core's depth-first search and Seasons' beam passes, on the shared schedule. */
export class SeasonsSearch extends ScheduledSearch {
  constructor(rules: Rules, game: CoreGame, table: Table, budget: Budget = {}) {
    const meter = new MemoryMeter(budget.bytes);
    const { pos, dfs } = compiledDfs(rules, game, table, true, meter, budget.memory);
    const passes = new SeasonsPasses(rules, meter);
    super(
      {
        dfs,
        // a pass's line in Seasons' moves, replayed through the engine; the depth-first search's, the core's
        line: (start, internal) =>
          internal ? replayLine(rules, start, internal.length, (t, i) => engineMove(t, internal[i])) : pos.line(start, dfs.line()),
        reroot: (t, avoid) => passes.reroot(t, avoid),
        passes,
      },
      meter,
      table,
      budget,
    );
  }
}
