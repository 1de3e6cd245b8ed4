/** Every game's layout, by variant (each game's own is in `src/games/<game>/layout.ts`). */
import { GAME_MODULES } from '../games/registry.js';
import type { GameLayout } from './layout.js';

export type { Fan, GameLayout, LayoutContext, PilePlace } from './layout.js';

export const LAYOUTS: Readonly<Record<string, GameLayout>> = Object.fromEntries(GAME_MODULES.map((g) => [g.rules.variant, g.layout]));

/** The layout of a game of the registry. */
export function layoutFor(variant: string): GameLayout {
  const layout = LAYOUTS[variant];
  if (!layout) throw new Error(`"${variant}" is not a game here`);
  return layout;
}
