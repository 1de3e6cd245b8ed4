/**
 * `left-handed`: a game's layout mirrored left to right. Every pile's column becomes
 * `cols - 1 - x` (a pile is one card wide), and sideways fans turn round, so the stock, the
 * waste and the reserve come to the right and a fan still spreads away from its pile. Arrow keys
 * follow, as they move between piles as they lie. A layout that `keepsSides` (Bayan's line, read
 * like text) stays as it is.
 */
import type { Fan, GameLayout } from './layout.js';

const TURN: Record<Fan, Fan> = { none: 'none', down: 'down', left: 'right', right: 'left' };

export function mirrorLayout(layout: GameLayout): GameLayout {
  return {
    cols: layout.cols,
    rows: layout.rows,
    place: (ctx) => layout.place(ctx).map((p) => ({ ...p, x: layout.cols - 1 - p.x, fan: TURN[p.fan] })),
  };
}

/** The layout a board draws: mirrored when `leftHanded` and the layout allows it. */
export function handedLayout(layout: GameLayout, leftHanded: boolean): GameLayout {
  return leftHanded && !layout.keepsSides ? mirrorLayout(layout) : layout;
}
