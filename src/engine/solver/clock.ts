/** Milliseconds from a monotonic clock, in browsers, workers and Node alike. */
export const now: () => number =
  typeof performance !== 'undefined' && typeof performance.now === 'function' ? () => performance.now() : () => Date.now();
