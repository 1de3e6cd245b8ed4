import type { Grow } from './grow.js';

/**
 * Sorts the first `n` generated moves by their scores, best first (a stable insertion sort:
 * move lists are short), and copies them onto the search's move stack from `at`.
 */
export function pushBestFirst(moves: Int32Array, scores: Int32Array | Float64Array, n: number, stack: Grow, at: number): void {
  for (let i = 1; i < n; i++) {
    const m = moves[i];
    const s = scores[i];
    let j = i - 1;
    while (j >= 0 && scores[j] < s) {
      moves[j + 1] = moves[j];
      scores[j + 1] = scores[j];
      j--;
    }
    moves[j + 1] = m;
    scores[j + 1] = s;
  }
  const buf = stack.ensure(at + n);
  for (let i = 0; i < n; i++) buf[at + i] = moves[i];
}
