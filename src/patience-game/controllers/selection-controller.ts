import type { LitElement } from 'lit';
import type { Move, Table } from '../../engine/types.js';
import type { MoveSource } from '../../events.js';
import { cardName, pileGoal } from '../words.js';
import type { BoardLayoutController } from './board-layout-controller.js';
import type { GameController } from './game-controller.js';
import type { LiveRegionController } from './live-region-controller.js';
import type { LocalizeController } from './localize-controller.js';
import { speedOf, type MotionSpeedController } from './motion-speed-controller.js';
import type { SolverController } from './solver-controller.js';

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
 * Select-then-place: what may move where, and the taps and keys that pick cards up and put them
 * down (drag-controller.ts and keyboard-controller.ts turn gestures into these calls).
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

  private set peeks(s: ReadonlySet<number>) {
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
    if (this.peeks.size && this.peekTable !== g.table) this.peeks = new Set();
    const sel = this.held;
    if (sel && (sel.pile >= g.table.piles.length || this.targets(sel.pile, sel.count).size === 0)) this.held = null;
  }

  // ---- what may move where

  /** The second pile of a two-pile move (cover, pair), seen from `pile`; null otherwise. */
  private partner(m: Move, pile: number): number | null {
    if (m.kind === 'cover') return m.to === pile ? (m.pair ?? null) : m.pair === pile ? m.to : null;
    if (m.kind === 'pair') return m.from === pile ? (m.pair ?? null) : m.pair === pile ? m.from : null;
    return null;
  }

  /** Legal goals for `count` cards of `pile`: target pile → move. */
  targets(pile: number, count: number): Map<number, Move> {
    const out = new Map<number, Move>();
    for (const m of this.game?.moves() ?? []) {
      if (m.kind === 'move' && m.from === pile && m.count === count) out.set(m.to, m);
      const other = this.partner(m, pile);
      if (other !== null) out.set(other, m);
    }
    return out;
  }

  /** How many cards a pile lifts when nothing says otherwise: its biggest legal move, else its top card. */
  private naturalCount(pile: number): number {
    let n = 0;
    for (const m of this.game?.moves() ?? []) {
      if (m.kind === 'move' && m.from === pile && m.count > n) n = m.count;
      if (n === 0 && this.partner(m, pile) !== null) n = 1;
    }
    return n || 1;
  }

  /** How many cards a press on card `index` of `pile` lifts (0: none). */
  liftCount(pile: number, index: number): number {
    const g = this.game;
    const p = g?.table.piles[pile];
    if (!g || !p || index < p.down || index >= p.cards.length) return 0;
    const spec = g.rules.specs[pile];
    const count = spec.lift === 'run' ? p.cards.length - index : this.naturalCount(pile);
    return this.targets(pile, count).size > 0 ? count : 0;
  }

  /** The most cards `pile` lets a player lift at once. */
  maxLift(pile: number): number {
    const g = this.game;
    const p = g?.table.piles[pile];
    if (!g || !p) return 1;
    const spec = g.rules.specs[pile];
    const n = p.cards.length;
    const runs = spec.runs ?? spec.fits;
    if (spec.lift !== 'run' || !runs) return 1;
    let k = 1;
    while (k < n - p.down && runs(p.cards[n - k - 1], p.cards[n - k])) k++;
    return k;
  }

  // ---- gestures

  /** A tap on a card (`index`), on an empty pile (`index` null), or off every pile (`pile` null). */
  tap(pile: number | null, index: number | null, double: boolean): void {
    if (pile === null) {
      this.cancel(false);
      return;
    }
    const g = this.game;
    const p = g?.table.piles[pile];
    if (!g || !p) return;
    const spec = g.rules.specs[pile];
    const count = index === null || index < p.down ? 0 : spec.lift === 'run' ? p.cards.length - index : this.naturalCount(pile);
    this.choose(pile, count, 'pointer', double);
  }

  /** Enter/Space on a pile, `depth` cards chosen with Up/Down. */
  activate(pile: number, depth: number): void {
    const g = this.game;
    const p = g?.table.piles[pile];
    if (!g || !p) return;
    const spec = g.rules.specs[pile];
    const count =
      p.cards.length === 0 || p.down >= p.cards.length
        ? 0
        : spec.lift === 'run'
          ? Math.min(depth, this.maxLift(pile))
          : this.naturalCount(pile);
    this.choose(pile, count, 'keyboard', false);
  }

  /**
   * One step of select-then-place, shared by taps and keys: the stock deals (or, with one-tap
   * play, its top card makes its one move); with cards held, a
   * legal pile takes them; otherwise the pile's cards are picked up (or, for a two-pile move
   * with one possible partner, played at once).
   */
  private choose(pile: number, count: number, source: MoveSource, double: boolean): void {
    const g = this.game!;
    const moves = g.moves();
    this.parts.solver.hide();
    if (this.peeks.size) this.peeks = new Set();
    const stock = moves.find(
      (m) => ((m.kind === 'deal' || m.kind === 'row') && m.from === pile) || (m.kind === 'recycle' && m.to === pile),
    );
    // A held card that may go onto the stock's own top card (Pyramid's pairs) does so; otherwise the stock deals.
    const onStock = stock && this.held && this.held.pile !== pile ? this.targets(this.held.pile, this.held.count).get(pile) : undefined;
    if (onStock) {
      this.games.play(onStock, source);
      return;
    }
    // With one-tap play, the stock's top card whose one move it makes alone (Pyramid's free K) makes it,
    // rather than the stock dealing: playing that card first is never worse.
    const alone = stock && this.games.kit?.oneTap ? [...new Set(this.targets(pile, 1).values())] : [];
    if (alone.length === 1 && alone[0].kind === 'move') {
      this.games.play(alone[0], source);
      return;
    }
    if (stock) {
      this.held = null;
      this.games.play(stock, source);
      return;
    }
    if (double && count === 1) {
      const home = moves.find((m) => m.kind === 'move' && m.from === pile && m.count === 1 && g.rules.specs[m.to].kind === 'foundation');
      if (home) {
        this.games.play(home, source);
        return;
      }
    }
    const m = this.parts.localize.messages;
    const held = this.held;
    if (held) {
      if (held.pile === pile) {
        this.held = null;
        this.parts.live.announce(m.putBack);
        return;
      }
      const move = this.targets(held.pile, held.count).get(pile);
      if (move) {
        this.games.play(move, source);
        return;
      }
      if (count === 0 || this.targets(pile, count).size === 0) {
        const lead = this.leadCard(held.pile, held.count);
        this.parts.live.announce(m.cantPlace(lead, pileGoal(m, this.parts.layout.geometry!.piles[pile].place)));
        return;
      }
    }
    const p = g.table.piles[pile];
    const targets = count > 0 ? this.targets(pile, count) : new Map<number, Move>();
    if (targets.size === 0) {
      this.held = null;
      if (p.cards.length > 0 && p.down < p.cards.length) {
        this.parts.live.announce(m.cantMove(cardName(m, p.cards[p.cards.length - 1])));
        this.shake(pile);
      }
      return;
    }
    const moveList = [...new Set(targets.values())];
    const twoPile = moveList.every((x) => x.kind === 'cover' || x.kind === 'pair');
    if (moveList.length === 1 && (twoPile || this.games.kit?.oneTap)) {
      this.games.play(moveList[0], source);
      return;
    }
    this.held = { pile, count };
    this.parts.live.announce(`${m.picked(this.leadCard(pile, count), count)} ${twoPile ? m.choosePartner : m.chooseTarget}`);
  }

  /** A short sideways shake of a pile's top card: "that cannot move". */
  private shake(pile: number): void {
    if (this.parts.motion.reduced) return;
    const el = this.host.renderRoot.querySelector<HTMLElement>(`.pile[data-pile="${pile}"] > .card:last-of-type`);
    const c = this.parts.layout.geometry?.piles[pile]?.cards.at(-1);
    if (!el || !c || typeof el.animate !== 'function') return;
    const at = (dx: number) => ({ transform: `translate(${c.x + dx}px, ${c.y}px)` });
    el.animate([at(0), at(-5), at(5), at(-3), at(2), at(0)], { duration: 260 * speedOf(this.host), easing: 'ease-out' });
  }

  private leadCard(pile: number, count: number): string {
    const cards = this.game?.table.piles[pile]?.cards ?? [];
    const c = cards[cards.length - count] ?? cards[cards.length - 1];
    return c === undefined ? '' : cardName(this.parts.localize.messages, c);
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

  /** Says how many cards Up/Down now chooses. */
  announceLift(pile: number, count: number): void {
    this.parts.live.announce(this.parts.localize.messages.liftChoice(this.leadCard(pile, count), count));
    this.host.requestUpdate();
  }

  // ---- Envelopes: peeking at a closed card

  /** The piles a player may peek into now. */
  peekable(): number[] {
    const g = this.game;
    const rule = g ? this.games.kit?.peek : undefined;
    return g && rule ? rule.piles(g.table) : [];
  }

  /** Shows (or hides again) the closed card under the top of `pile`, where the rules allow. */
  peek(pile: number): void {
    const g = this.game;
    const under = g ? this.games.kit?.peek?.card(g.table, pile) : null;
    if (!g || under === null || under === undefined || !this.peekable().includes(pile)) return;
    const next = new Set(this.peeks);
    if (next.delete(pile)) {
      this.peeks = next;
      return;
    }
    next.add(pile);
    this.peeks = next;
    this.peekTable = g.table;
    const m = this.parts.localize.messages;
    const cards = g.table.piles[pile].cards;
    this.parts.live.announce(m.peeked(cardName(m, cards[cards.length - 1]), cardName(m, under)));
  }
}
