import type { GameDefinition } from '../game.js';
import { bayan } from './bayan.js';
import { congress } from './congress.js';
import { envelopes } from './envelopes.js';
import { freecell } from './freecell.js';
import { joker } from './joker.js';
import { klondike } from './klondike.js';
import { seasons } from './seasons.js';
import { twoByTwo } from './two-by-two.js';

/** Every game of the book, in the book's order; then FreeCell (not in the book). */
export const VARIANTS = ['bayan', 'two-by-two', 'joker', 'envelopes', 'seasons', 'klondike', 'congress', 'freecell'] as const;
export type Variant = (typeof VARIANTS)[number];

const registry: Partial<Record<Variant, GameDefinition>> = {
  bayan,
  'two-by-two': twoByTwo,
  joker,
  envelopes,
  seasons,
  klondike,
  congress,
  freecell,
};

/** The games that are playable, in the book's order. */
export const GAMES: readonly GameDefinition[] = VARIANTS.flatMap((v) => (registry[v] ? [registry[v]!] : []));

export function getGame(variant: string): GameDefinition | undefined {
  return GAMES.find((g) => g.variant === variant);
}
