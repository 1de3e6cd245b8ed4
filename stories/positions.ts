/**
 * Nearly-won positions for the stories and the demo: states of API.md that
 * `restore()` accepts, five moves from a win. Made by `scripts/positions.ts`
 * from real deals along the solver's winning line.
 */
import type { GameState } from '../src/engine.js';
import positions from './positions.json';

export type PositionKey = keyof typeof positions;
export const NEARLY_WON = positions as unknown as Record<PositionKey, GameState>;
