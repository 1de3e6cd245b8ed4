/**
 * A part of the element whose code comes later (the solver's work, the gestures, the players'
 * features, the daily badge): its module is asked for once (a failed load is asked for again
 * next time), and the part is made from it once `make` can make it (null: not yet, as for a
 * board that has left the page), then kept.
 */
export class LazyPart<Module, Part> {
  /** The part, once made. */
  value: Part | null = null;
  private module: Promise<Module> | null = null;

  constructor(
    private readonly load: () => Promise<Module>,
    private readonly make: (m: Module) => Part | null,
  ) {}

  /** The part, made once its module has come (null while `make` cannot make it yet). */
  get(): Promise<Part | null> {
    this.module ??= this.load().catch((err: unknown) => {
      this.module = null;
      throw err;
    });
    return this.module.then((m) => (this.value ??= this.make(m)));
  }
}
