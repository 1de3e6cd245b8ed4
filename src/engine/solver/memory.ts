/**
 * What one board's search may hold at once: its key sets, its frames, its beams and queues.
 * 64 MB is what a phone's tab can spare beside the page; past it the search answers `unknown`
 * (reason `memory`) and the board drops it, which frees all of it.
 */
export const SEARCH_BYTES = 64 * 1024 * 1024;

/**
 * The bytes a search holds, counted by the search itself: each structure takes its arrays' bytes
 * from the search's meter before it allocates them (an array it grows counts twice while it is
 * copied) and gives them back when it lets them go. A structure the meter refuses reports itself
 * full, as at its own cap.
 */
export class MemoryMeter {
  held = 0;
  /** The most held at once. */
  peak = 0;

  constructor(public ceiling = SEARCH_BYTES) {}

  /** Bytes left under the ceiling. */
  get room(): number {
    return this.ceiling - this.held;
  }

  /** Takes `bytes` more when they fit under the ceiling; false (nothing taken) otherwise. */
  take(bytes: number): boolean {
    if (this.held + bytes > this.ceiling) return false;
    this.held += bytes;
    if (this.held > this.peak) this.peak = this.held;
    return true;
  }

  /** Takes `bytes` whatever the ceiling (a structure's first, small arrays). */
  charge(bytes: number): void {
    this.held += bytes;
    if (this.held > this.peak) this.peak = this.held;
  }

  give(bytes: number): void {
    this.held -= bytes;
  }
}

/** For a structure used outside a search: counts, refuses nothing. */
export const unmetered = (): MemoryMeter => new MemoryMeter(Infinity);
