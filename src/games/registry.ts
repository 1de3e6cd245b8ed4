/**
 * The games: every game of the book, in the book's order, then FreeCell (not in the book). Each
 * is one folder (`src/games/<game>/`); this list is the one other place that names them.
 */
import type { GameDefinition } from '../engine/game.js';
import { bayanGame } from './bayan/index.js';
import { congressGame } from './congress/index.js';
import { envelopesGame } from './envelopes/index.js';
import { freecellGame } from './freecell/index.js';
import type { GameModule } from './game-module.js';
import { jokerGame } from './joker/index.js';
import { klondikeGame } from './klondike/index.js';
import { seasonsGame } from './seasons/index.js';
import { twoByTwoGame } from './two-by-two/index.js';

export const VARIANTS = ['bayan', 'two-by-two', 'joker', 'envelopes', 'seasons', 'klondike', 'congress', 'freecell'] as const;
export type Variant = (typeof VARIANTS)[number];

const MODULES: Readonly<Record<Variant, GameModule>> = {
  bayan: bayanGame,
  'two-by-two': twoByTwoGame,
  joker: jokerGame,
  envelopes: envelopesGame,
  seasons: seasonsGame,
  klondike: klondikeGame,
  congress: congressGame,
  freecell: freecellGame,
};

/** Every game, everything about it, in the order of `VARIANTS`. */
export const GAME_MODULES: readonly GameModule[] = VARIANTS.map((v) => MODULES[v]);

/** The rules of every game, in the order of `VARIANTS`. */
export const GAMES: readonly GameDefinition[] = GAME_MODULES.map((g) => g.rules);

export function getGame(variant: string): GameDefinition | undefined {
  return gameOf(variant)?.rules;
}

/** Everything about a game, by its variant name. */
export function gameOf(variant: string): GameModule | undefined {
  return GAME_MODULES.find((g) => g.rules.variant === variant);
}
