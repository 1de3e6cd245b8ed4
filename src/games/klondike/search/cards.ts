/**
 * The dedicated Klondike search's small vocabulary: card facts by face number
 * (0…51 = suit * 13 + rank - 1; suits C D H S), its internal moves packed in one
 * integer, and a growable Int32 buffer.
 */

export const RANK = new Int32Array(52);
export const SUIT = new Int32Array(52);
export const RED = new Int32Array(52);
/** Which of the two suits of its colour (C/D: 0, H/S: 1): with colour and rank it names the card. */
export const SBIT = new Int32Array(52);
for (let c = 0; c < 52; c++) {
  RANK[c] = (c % 13) + 1;
  SUIT[c] = (c / 13) | 0;
  RED[c] = SUIT[c] === 1 || SUIT[c] === 2 ? 1 : 0;
  SBIT[c] = SUIT[c] >> 1;
}

/** Cards a column can hold here. */
export const CAP = 64;

// ---- internal moves ----
export const T2F = 0; // column a -> foundation
export const T2T = 1; // k cards, column a -> column b
export const W2F = 2; // talon card at index a -> foundation
export const W2T = 3; // talon card at index a -> column b
export const F2T = 4; // foundation of suit a -> column b
export const mk = (type: number, a: number, b: number, k: number, recycle: number, card: number): number =>
  type | (a << 3) | (b << 9) | (k << 13) | (recycle << 19) | (card << 20);
export const mType = (m: number): number => m & 7;
export const mA = (m: number): number => (m >>> 3) & 63;
export const mB = (m: number): number => (m >>> 9) & 15;
export const mK = (m: number): number => (m >>> 13) & 63;
export const mRecycle = (m: number): number => (m >>> 19) & 1;
export const mCard = (m: number): number => (m >>> 20) & 63;
/** A column-to-column move that leaves a face-up card on top of its source. */
export const PARTIAL = 1 << 26;
/** A column-to-column move of a whole pile with nothing face down: it empties its source. */
export const EMPTIES = 1 << 27;
