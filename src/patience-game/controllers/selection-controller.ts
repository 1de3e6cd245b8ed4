import type { LitElement } from 'lit';
import type { Move, Table } from '../../engine/types.js';
import type { BoardLayoutController } from './board-layout-controller.js';
import type { GameController } from './game-controller.js';
import type { LiveRegionController } from './live-region-controller.js';
import type { LocalizeController } from './localize-controller.js';
import type { MotionSpeedController } from './motion-speed-controller.js';
import type { SolverController } from './solver-controller.js';

/** The second pile of a two-pile move (cover, pair), seen from `pile`; null otherwise. */
export function partner(m: Move, pile: number): number | null {
  if (m.kind === 'cover') return m.to === pile ? (m.pair ?? null) : m.pair === pile ? m.to : null;
  if (m.kind === 'pair') return m.from === pile ? (m.pair ?? null) : m.pair === pile ? m.from : null;
  return null;
}

/** Cards picked up (by a tap or a key) and not yet put down. */
export interface Selection {
  pile: number;
  count: number;
}

/** What the selection works with: the game, where piles lie, words, motion, the hint shown. */
export interface SelectionParts {
  readonly games: GameController;
  readonly layout: BoardLayoutController;
  readonly localize: LocalizeController;
  readonly live: LiveRegionController;
  readonly motion: MotionSpeedController;
  readonly solver: SolverController;
}

/**
 * Select-then-place, as the board draws it: the cards held, the piles that may take them, the
 * peeks shown. What taps and keys do with them comes with the gestures' code after the first
 * frame (selection-gestures.ts, which drag-controller.ts and keyboard-controller.ts call).
 */
export class SelectionController {
  private held_: Selection | null = null;
  private peeks_: ReadonlySet<number> = new Set();
  /** The table the peeks were made on: they last until it changes. */
  private peekTable: Table | null = null;

  private readonly games: GameController;

  constructor(
    private readonly host: LitElement,
    private readonly parts: SelectionParts,
  ) {
    this.games = parts.games;
    // A move, undo, deal or restore puts the held cards back.
    parts.games.onInterrupt(() => (this.held = null));
  }

  /** The cards held, if any. */
  get held(): Selection | null {
    return this.held_;
  }

  set held(s: Selection | null) {
    if (s === this.held_) return;
    this.held_ = s;
    this.host.requestUpdate();
  }

  /** Envelopes: piles whose closed card is shown, until the player acts (the table changes). */
  get peeks(): ReadonlySet<number> {
    return this.peeks_;
  }

  /** Peeks made on `table` (it is the table in play). */
  setPeeks(s: ReadonlySet<number>, table: Table | null = this.peekTable): void {
    this.peekTable = table;
    if (s === this.peeks_) return;
    this.peeks_ = s;
    this.host.requestUpdate();
  }

  private get game() {
    return this.games.game;
  }

  /** Before a render: drops peeks made on another table, and a selection that can no longer go anywhere. */
  refresh(): void {
    const g = this.game;
    if (!g) return;
    if (this.peeks.size && this.peekTable !== g.table) this.setPeeks(new Set());
    const sel = this.held;
    if (sel && (sel.pile >= g.table.piles.length || this.targets(sel.pile, sel.count).size === 0)) this.held = null;
  }

  // ---- what may move where

  /** Legal goals for `count` cards of `pile`: target pile → move. */
  targets(pile: number, count: number): Map<number, Move> {
    const out = new Map<number, Move>();
    for (const m of this.game?.moves() ?? []) {
      if (m.kind === 'move' && m.from === pile && m.count === count) out.set(m.to, m);
      const other = partner(m, pile);
      if (other !== null) out.set(other, m);
    }
    return out;
  }

  /** The cards of `pile` are being dragged (`pile` null: no longer); a hint shown goes. */
  drag(pile: number | null, count: number): void {
    this.parts.solver.hide();
    this.held = pile === null ? null : { pile, count };
  }

  /** Escape: put the held cards back. */
  cancel(say = true): void {
    if (!this.held) return;
    this.held = null;
    if (say) this.parts.live.announce(this.parts.localize.messages.putBack);
  }

  // ---- Envelopes: peeking at a closed card

  /** The piles a player may peek into now. */
  peekable(): number[] {
    const g = this.game;
    const rule = g ? this.games.kit?.peek : undefined;
    return g && rule ? rule.piles(g.table, g.rules) : [];
  }
}
