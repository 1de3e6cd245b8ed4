/** Pieces of search knowledge over the engine's tables and rules that several games use. */

/** Is `part` the bottom of `whole` (the same cards, in order)? */
export function isBottomOf(part: readonly number[], whole: readonly number[]): boolean {
  if (part.length > whole.length) return false;
  for (let i = 0; i < part.length; i++) if (part[i] !== whole[i]) return false;
  return true;
}
