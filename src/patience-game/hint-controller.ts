/**
 * Hints, analysis and auto-complete for one `<patience-game>`: the one place that decides which
 * move is worth playing. A heuristic answers `hint()`; `analyze()` runs the engine's resumable
 * search (`createSearch`) in short slices on the main thread. When the worker client
 * (`src/solver/solver-client.ts`) lands, it replaces the slicing loop in `analyze()` (and may
 * back `best()`), behind the same methods.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { createSearch } from '../engine/solver/index.js';
import { moveToJSON, type MoveJSON } from '../engine/state.js';
import type { Move, Rules, Table } from '../engine/types.js';
import type { GameController } from './game-controller.js';

export interface AnalyzeResult {
  result: 'winnable' | 'unwinnable' | 'unknown';
  /** For a winnable position: a winning line, each move as `play()` takes it. */
  moves?: MoveJSON[];
  /** Search nodes visited (0 without a solver). */
  nodes?: number;
  ms: number;
}

export interface HintHost extends ReactiveControllerHost {
  readonly gameController: GameController;
}

/** How long a hint stays highlighted. */
export const HINT_MS = 2000;
/** Search time per slice of `analyze()`, between which the page gets the main thread back. */
const SLICE_MS = 12;

export class HintController implements ReactiveController {
  /** The move highlighted on the board now, if any. */
  shown: Move | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly host: HintHost) {
    host.addController(this);
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    this.hide();
    this.analysis++;
  }

  /** The move worth playing now (engine form), or null when no move is left. */
  best(): Move | null {
    const g = this.host.gameController.game;
    if (!g) return null;
    const history = g.history;
    const gc = this.host.gameController;
    return heuristicHint(g.rules, g.table, g.moves(), history[history.length - 1], (t) => gc.seen(t));
  }

  /** Highlights a move's piles for `HINT_MS`. */
  show(move: Move): void {
    clearTimeout(this.timer);
    this.shown = move;
    this.timer = setTimeout(() => this.hide(), HINT_MS);
    this.host.requestUpdate();
  }

  hide(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.shown) {
      this.shown = null;
      this.host.requestUpdate();
    }
  }

  /**
   * The solver's verdict on the position in play (a snapshot: later moves do not change it).
   * Searches in slices of `SLICE_MS`, yielding to the page between them; stops with `unknown`
   * when `timeMs` runs out or the element leaves the page.
   */
  async analyze(options: { timeMs?: number } = {}): Promise<AnalyzeResult> {
    const t0 = performance.now();
    const g = this.host.gameController.game;
    const timeMs = typeof options?.timeMs === 'number' && options.timeMs > 0 ? options.timeMs : 2000;
    const ms = () => Math.round(performance.now() - t0);
    if (!g) return { result: 'unknown', nodes: 0, ms: ms() };
    const { rules, table } = g;
    const search = createSearch(rules, table, { ms: timeMs });
    const token = this.analysis;
    for (;;) {
      const r = search.step(SLICE_MS);
      if (r) {
        return r.result === 'winnable'
          ? { result: 'winnable', moves: r.moves.map((m) => moveToJSON(rules, m)), nodes: r.nodes, ms: ms() }
          : { result: r.result, nodes: r.nodes, ms: ms() };
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (token !== this.analysis || performance.now() - t0 > timeMs + 250) return { result: 'unknown', nodes: search.nodes, ms: ms() };
    }
  }

  /** Bumped when the element leaves the page: analyses in flight give up. */
  private analysis = 0;

  /** Moves that finish the game with nothing hidden left, or null when none do (auto-complete). */
  finish(): Move[] | null {
    const g = this.host.gameController.game;
    return g && !g.won ? finishingMoves(g.rules, g.table) : null;
  }

  toJSON(move: Move | null): MoveJSON | null {
    const g = this.host.gameController.game;
    return move && g ? moveToJSON(g.rules, move) : null;
  }
}

// ---- the heuristic ----

/** Does the move only put back what the previous move did? */
const reverses = (m: Move, last: Move | undefined): boolean =>
  last !== undefined && last.kind === 'move' && m.kind === 'move' && m.from === last.to && m.to === last.from && m.count === last.count;

/** How much a move is worth: progress first (foundations, cards turned up), dealing last. */
export function scoreMove(rules: Rules, table: Table, m: Move, last?: Move): number {
  if (reverses(m, last)) return -100;
  const specs = rules.specs;
  switch (m.kind) {
    case 'deal':
      return 2;
    case 'recycle':
      return 1;
    case 'cover':
      return 50;
    case 'pair': {
      // Setting aside cards that have closed cards under them opens the game up.
      const hidden = (i: number | undefined) => (i === undefined ? 0 : table.piles[i].down > 0 ? 1 : 0);
      return 50 + 5 * (hidden(m.from) + hidden(m.pair));
    }
  }
  const src = table.piles[m.from];
  const dst = table.piles[m.to];
  const from = specs[m.from];
  const to = specs[m.to];
  const n = src.cards.length;
  if (to.kind === 'foundation') return 100;
  // Below dealing: taking a card back from a foundation is rarely progress.
  if (from.kind === 'foundation') return 0.5;
  if (src.down > 0 && src.down === n - m.count) return 80; // turns a card up
  if (from.kind === 'waste' || from.kind === 'reserve' || from.kind === 'stock') return 50;
  if (n === m.count) {
    // Emptying a pile helps, unless the cards only go to another empty pile.
    return dst.cards.length === 0 && from.kind === to.kind ? 0 : 40;
  }
  // The run already lies on a card it could lie on: moving it only shuffles (below dealing).
  const under = src.cards[n - m.count - 1];
  if (from.fits && src.down <= n - m.count - 1 && from.fits(under, src.cards[n - m.count])) return 0.8;
  return 20;
}

/** A table as text, equal for equal positions (for spotting a position seen before). */
export function positionKey(table: Table): string {
  let k = String(table.redeals);
  for (const p of table.piles) k += `|${p.down}:${p.cards.join(',')}`;
  return k;
}

/**
 * A legal move worth playing (engine form), or null when none is: no legal move, or every move
 * only leads back to a position already seen (`seen`). Ties go to the move that leaves the most
 * moves open.
 */
export function heuristicHint(
  rules: Rules,
  table: Table,
  moves: readonly Move[],
  last?: Move,
  seen: (t: Table) => boolean = () => false,
): Move | null {
  let best: Move | null = null;
  let bestScore = -Infinity;
  for (const m of moves) {
    let s = scoreMove(rules, table, m, last);
    if (s < bestScore - 1) continue;
    const next = rules.apply(table, m);
    if (seen(next)) continue;
    s += Math.min(0.9, rules.legalMoves(next).length / 100);
    if (s > bestScore) {
      bestScore = s;
      best = m;
    }
  }
  return best;
}

/**
 * Auto-complete: when no card is face down anywhere, plays foundation moves (and turns the
 * stock when none is left) greedily; returns the moves if that wins, else null.
 */
export function finishingMoves(rules: Rules, table: Table, limit = 600): Move[] | null {
  if (!rules.specs.some((s) => s.kind === 'foundation')) return null;
  if (table.piles.some((p) => p.down > 0)) return null;
  const out: Move[] = [];
  let t = table;
  let turns = 0;
  while (!rules.isWon(t)) {
    if (out.length >= limit) return null;
    const moves = rules.legalMoves(t);
    let m = moves.find((x) => x.kind === 'move' && rules.specs[x.to].kind === 'foundation' && rules.specs[x.from].kind !== 'foundation');
    if (m) turns = 0;
    else {
      m = moves.find((x) => x.kind === 'deal' || x.kind === 'recycle');
      // Going round the whole stock without a foundation move: stuck.
      if (!m || ++turns > 200) return null;
    }
    out.push(m);
    t = rules.apply(t, m);
  }
  return out;
}
