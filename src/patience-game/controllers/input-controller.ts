/**
 * Play, as the rest of the element sees it: the board's pointer handlers, the keyboard's tab
 * stop, the peek button and Finish. The code of play (drag, keys, what taps and keys do with the
 * selection, auto-play: input.ts) is loaded once the board's first cards are drawn, as the
 * solver's is: no one plays a card within the first frame. Until it comes the tab stop rests on
 * the first pile and gestures pass unanswered; `updateComplete` waits for it.
 */
import type { ReactiveController } from 'lit';
import type { GameController } from './game-controller.js';
import type { InputHost, InputParts, LoadedInput } from './input.js';
import { afterFirstFrame } from './after-first-frame.js';
import { LazyPart } from './lazy-part.js';
import { addLateStyles } from '../views/late-styles.js';

export class InputController implements ReactiveController {
  private readonly part = new LazyPart(
    () => import('./input.js'),
    (m) => {
      // (its styles added here: input.js importing the element's late-styles.ts split Lit's CSS out of the entry)
      addLateStyles(this.host, m.inputStyles);
      const loaded = m.loadInput(this.host, this.parts);
      if (this.pending) loaded.keys.focusPile(this.pending.pile, this.pending.domFocus);
      this.pending = null;
      this.host.requestUpdate();
      return loaded;
    },
  );
  private waiting = false;
  /** A tab stop asked for before the keyboard's code came. */
  private pending: { pile: number; domFocus: boolean } | null = null;

  constructor(
    private readonly host: InputHost,
    private readonly parts: InputParts & { games: GameController },
  ) {
    host.addController(this);
  }

  /** After a render that drew a board: the gestures' code comes once that frame is on screen. */
  hostUpdated(): void {
    if (this.loaded || this.waiting || !this.parts.games.game) return;
    this.waiting = true;
    const go = () => {
      this.waiting = false;
      void this.load();
    };
    afterFirstFrame(go);
  }

  private get loaded(): LoadedInput | null {
    return this.part.value;
  }

  private load(): Promise<LoadedInput | null> {
    return this.part.get();
  }

  /** Settles once the gestures' code is here, for a board showing a game. */
  get ready(): Promise<unknown> | null {
    return this.loaded || !this.parts.games.game || !this.host.isConnected ? null : this.load();
  }

  // ---- the keyboard's tab stop (what the board draws)

  get focus(): number {
    return this.loaded?.keys.focus ?? this.pending?.pile ?? 0;
  }
  get depth(): number {
    return this.loaded?.keys.depth ?? 1;
  }
  get active(): boolean {
    return this.loaded?.keys.active ?? false;
  }
  clamp(count: number): void {
    this.loaded?.keys.clamp(count);
  }
  focusPile(pile: number, domFocus = true): void {
    if (this.loaded) this.loaded.keys.focusPile(pile, domFocus);
    else this.pending = { pile, domFocus };
  }

  // ---- the board's pointer handlers

  readonly onPointerDown = (e: PointerEvent): void => this.loaded?.drag.onPointerDown(e);
  readonly onPointerMove = (e: PointerEvent): void => this.loaded?.drag.onPointerMove(e);
  readonly onPointerUp = (e: PointerEvent): void => this.loaded?.drag.onPointerUp(e);
  readonly onPointerCancel = (e: PointerEvent): void => this.loaded?.drag.onPointerCancel(e);
  /** Envelopes: shows (or hides) the closed card under the top of `pile`. */
  readonly peek = (pile: number): void => this.loaded?.gestures.peek(pile);

  /** Finish: plays the solver's finishing line out, once the code of play has come. */
  async finish(): Promise<void> {
    await (await this.load())?.autoPlay.finish();
  }
}
