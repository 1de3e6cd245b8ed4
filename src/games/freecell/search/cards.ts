/**
 * The FreeCell search's small vocabulary: card facts by face number (0…51 = suit * 13 +
 * rank - 1; suits C D H S), its internal moves packed in one integer, and a column's room.
 *
 * Hot code copies these into module-local constants (`const { RANK, … } = C`): a binding a
 * module exports or imports is read through a module cell, and with these read so in its loops
 * the search ran some 10% slower than with module-local constants.
 */

export const RANK = new Int32Array(52);
export const SUIT = new Int32Array(52);
export const RED = new Int32Array(52);
for (let c = 0; c < 52; c++) {
  RANK[c] = (c % 13) + 1;
  SUIT[c] = (c / 13) | 0;
  RED[c] = SUIT[c] === 1 || SUIT[c] === 2 ? 1 : 0;
}

/** Cards a column can hold here. */
export const CAP = 64;

// ---- internal moves: type | a << 3 | b << 7 | k << 11 | card << 17 ----
export const C2F = 0; // column a -> foundation
export const R2F = 1; // free cell a -> foundation
export const C2C = 2; // k cards, column a -> column b
export const R2C = 3; // free cell a -> column b
export const C2R = 4; // column a -> free cell b
export const mk = (type: number, a: number, b: number, k: number, card: number): number =>
  type | (a << 3) | (b << 7) | (k << 11) | (card << 17);
export const mType = (m: number): number => m & 7;
export const mA = (m: number): number => (m >>> 3) & 15;
export const mB = (m: number): number => (m >>> 7) & 15;
export const mK = (m: number): number => (m >>> 11) & 63;
export const mCard = (m: number): number => (m >>> 17) & 63;
