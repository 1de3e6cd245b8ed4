/**
 * What a game is: everything about it in one typed object, made in its folder
 * (`src/games/<game>/index.ts`) and listed in the registry. Pure data and functions, no DOM.
 * Its solver (`<game>/solver.ts`) is listed apart, in solvers.ts, so the headless engine does
 * not carry the searches.
 */
import type { Card } from '../engine/cards.js';
import type { GameDefinition } from '../engine/game.js';
import type { PileKind, Table } from '../engine/types.js';
import type { GameWords } from '../i18n/game-words.js';
import type { GameLayout } from '../render/layout.js';

/** What a card stands for (Joker's jokers): a rank and a colour (1 red, 0 black), or any card. */
export type StandIn = { readonly rank: number; readonly colour: 0 | 1 } | { readonly any: true };

/** A closed card a player may look at (Envelopes): which piles, and the card. */
export interface PeekRule {
  piles(table: Table): number[];
  card(table: Table, pile: number): Card | null;
}

export interface GameModule {
  /** Its rules: variant, piles, deck, options, deal, moves. */
  readonly rules: GameDefinition;
  /** Where its piles lie on the board. */
  readonly layout: GameLayout;
  /** Its name and its own words, in every language. */
  readonly words: GameWords;
  /** Closed cards a player may look at. */
  readonly peek?: PeekRule;
  /** What each card of a pile stands for, bottom to top (null: itself); null for a pile with none. */
  standIns?(kind: PileKind, cards: readonly Card[]): readonly (StandIn | null)[] | null;
}
