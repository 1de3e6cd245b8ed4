/** The layout description every game gives (each game's own is in `src/games/<game>/layout.ts`). */
export type { Fan, GameLayout, LayoutContext, PilePlace } from './layout.js';
