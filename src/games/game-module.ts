/**
 * What a game is: everything about it in one typed object, made in its folder
 * (`src/games/<game>/index.ts`) and listed in the registry. Pure data and functions, no DOM.
 * Its solver (`<game>/solver.ts`) is loaded apart (the registry's second loader), only where
 * searches run.
 */
import type { Card } from '../engine/cards.js';
import type { GameDefinition } from '../engine/game.js';
import type { Move, PeekRule, PileKind, Rules, StandIn, Table } from '../engine/types.js';
import type { GameWords } from '../i18n/game-words.js';
import type { GameLayout } from '../render/layout.js';

export type { PeekRule, StandIn } from '../engine/types.js';

export interface GameModule {
  /** Its rules: variant, piles, deck, options, deal, moves. */
  readonly rules: GameDefinition;
  /** Where its piles lie on the board. */
  readonly layout: GameLayout;
  /** Its name and its own words, in every language. */
  readonly words: GameWords;
  /** A move that can never spoil a win (auto-play plays it; the solver's hooks too), or null. */
  safeMove?(rules: Rules, table: Table): Move | null;
  /**
   * Loads its play (once), where it comes after the rest (a description's moves and consequences,
   * compile-play.ts): its rules deal at once and play once this has settled. `loadGame` loads it;
   * a board draws its first cards without it (`loadGameToDeal`) and loads it after that frame.
   */
  readonly play?: () => Promise<void>;
  /** Closed cards a player may look at. */
  readonly peek?: PeekRule;
  /**
   * A tap on a card plays its move at once when it has only one (Pyramid's K, a TriPeaks or Golf
   * card that fits the waste); otherwise a tap picks the card up and a second tap places it.
   */
  readonly oneTap?: boolean;
  /** What each card of a pile stands for, bottom to top (null: itself); null for a pile with none. */
  standIns?(kind: PileKind, cards: readonly Card[]): readonly (StandIn | null)[] | null;
}
