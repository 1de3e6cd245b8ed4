/**
 * Runs `load` once the frame just rendered is on screen (a frame, then a task), or after 100 ms
 * where frames do not come (a hidden tab): how the parts a board needs only after its first
 * cards (the solver's page side, the gestures' code) are fetched behind them.
 */
export function afterFirstFrame(load: () => void): void {
  const timer = setTimeout(load, 100);
  requestAnimationFrame(() => {
    clearTimeout(timer);
    setTimeout(load, 0);
  });
}
