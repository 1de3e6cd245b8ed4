/**
 * Pip layout tables for the number cards, in card units (0 0 250 350 box).
 * Each entry is [x, y]; pips below the horizontal centre line are drawn
 * rotated 180°, as on printed cards.
 */

const L = 87;
const C = 125;
const R = 163;
// Four evenly spaced rows between the top and bottom pip rows.
const Y1 = 68;
const Y4 = 282;
const Y2 = Y1 + (Y4 - Y1) / 3;
const Y3 = Y1 + (2 * (Y4 - Y1)) / 3;
const MID = 175;

const sides3: Array<[number, number]> = [
  [L, Y1],
  [R, Y1],
  [L, MID],
  [R, MID],
  [L, Y4],
  [R, Y4],
];
const sides4: Array<[number, number]> = [L, R].flatMap((x) => [Y1, Y2, Y3, Y4].map((y): [number, number] => [x, y]));

/** Pip centres for ranks 2..10, indexed by rank value. */
export const PIP_LAYOUT: Record<number, Array<[number, number]>> = {
  2: [
    [C, Y1],
    [C, Y4],
  ],
  3: [
    [C, Y1],
    [C, MID],
    [C, Y4],
  ],
  4: [
    [L, Y1],
    [R, Y1],
    [L, Y4],
    [R, Y4],
  ],
  5: [
    [L, Y1],
    [R, Y1],
    [C, MID],
    [L, Y4],
    [R, Y4],
  ],
  6: sides3,
  7: [...sides3, [C, (Y1 + MID) / 2]],
  8: [...sides3, [C, (Y1 + MID) / 2], [C, (MID + Y4) / 2]],
  9: [...sides4, [C, MID]],
  10: [...sides4, [C, (Y1 + Y2) / 2], [C, (Y3 + Y4) / 2]],
};

/** Pip size (width of the 0..100 suit box, in card units). */
export const PIP_SIZE = 44;
