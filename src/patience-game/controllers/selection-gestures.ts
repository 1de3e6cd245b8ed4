/**
 * Select-then-place, the gestures' side (loaded with them after the first frame, input.ts): what
 * a tap, Enter or a double tap does (pick cards up, put them down, deal, send a card home), how
 * many cards a press lifts, peeking at Envelopes' closed cards, and what is said aloud. What is
 * held, and where it may go, is the selection's (selection-controller.ts), which the board draws.
 */
import type { LitElement } from 'lit';
import type { Move } from '../../engine/types.js';
import type { MoveSource } from '../../events.js';
import { cardName, pileGoal } from '../words.js';
import { speedOf } from './motion-speed-controller.js';
import { partner, type SelectionController, type SelectionParts } from './selection-controller.js';

export class SelectionGestures {
  private readonly games: SelectionParts['games'];

  constructor(
    private readonly host: LitElement,
    private readonly parts: SelectionParts,
    readonly selection: SelectionController,
  ) {
    this.games = parts.games;
  }

  private get game() {
    return this.games.game;
  }

  // ---- the selection's own, for the gestures
  get held() {
    return this.selection.held;
  }
  targets(pile: number, count: number): Map<number, Move> {
    return this.selection.targets(pile, count);
  }
  drag(pile: number | null, count: number): void {
    this.selection.drag(pile, count);
  }
  cancel(say = true): void {
    this.selection.cancel(say);
  }

  /** How many cards a pile lifts when nothing says otherwise: its biggest legal move, else its top card. */
  private naturalCount(pile: number): number {
    let n = 0;
    for (const m of this.game?.moves() ?? []) {
      if (m.kind === 'move' && m.from === pile && m.count > n) n = m.count;
      if (n === 0 && partner(m, pile) !== null) n = 1;
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
    return this.selection.targets(pile, count).size > 0 ? count : 0;
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
      this.selection.cancel(false);
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
    if (this.selection.peeks.size) this.selection.setPeeks(new Set());
    const stock = moves.find(
      (m) => ((m.kind === 'deal' || m.kind === 'row') && m.from === pile) || (m.kind === 'recycle' && m.to === pile),
    );
    // A held card that may go onto the stock's own top card (Pyramid's pairs) does so; otherwise the stock deals.
    const onStock =
      stock && this.selection.held && this.selection.held.pile !== pile
        ? this.selection.targets(this.selection.held.pile, this.selection.held.count).get(pile)
        : undefined;
    if (onStock) {
      this.games.play(onStock, source);
      return;
    }
    // With one-tap play, the stock's top card whose one move it makes alone (Pyramid's free K) makes it,
    // rather than the stock dealing: playing that card first is never worse.
    const alone = stock && this.games.kit?.oneTap ? [...new Set(this.selection.targets(pile, 1).values())] : [];
    if (alone.length === 1 && alone[0].kind === 'move') {
      this.games.play(alone[0], source);
      return;
    }
    if (stock) {
      this.selection.held = null;
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
    const held = this.selection.held;
    if (held) {
      if (held.pile === pile) {
        this.selection.held = null;
        this.parts.live.announce(m.putBack);
        return;
      }
      const move = this.selection.targets(held.pile, held.count).get(pile);
      if (move) {
        this.games.play(move, source);
        return;
      }
      if (count === 0 || this.selection.targets(pile, count).size === 0) {
        const lead = this.leadCard(held.pile, held.count);
        this.parts.live.announce(m.cantPlace(lead, pileGoal(m, this.parts.layout.geometry!.piles[pile].place)));
        return;
      }
    }
    const p = g.table.piles[pile];
    const targets = count > 0 ? this.selection.targets(pile, count) : new Map<number, Move>();
    if (targets.size === 0) {
      this.selection.held = null;
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
    this.selection.held = { pile, count };
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

  /** Says how many cards Up/Down now chooses. */
  announceLift(pile: number, count: number): void {
    this.parts.live.announce(this.parts.localize.messages.liftChoice(this.leadCard(pile, count), count));
    this.host.requestUpdate();
  }

  // ---- Envelopes: peeking at a closed card

  /** Shows (or hides again) the closed card under the top of `pile`, where the rules allow. */
  peek(pile: number): void {
    const g = this.game;
    const under = g ? this.games.kit?.peek?.card(g.table, pile) : null;
    if (!g || under === null || under === undefined || !this.selection.peekable().includes(pile)) return;
    const next = new Set(this.selection.peeks);
    if (!next.delete(pile)) next.add(pile);
    this.selection.setPeeks(next, g.table);
    if (!next.has(pile)) return;
    const m = this.parts.localize.messages;
    const cards = g.table.piles[pile].cards;
    this.parts.live.announce(m.peeked(cardName(m, cards[cards.length - 1]), cardName(m, under)));
  }
}
