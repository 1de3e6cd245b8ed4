/**
 * A game in play: rules, seed, the table, and the history for undo/redo.
 * Tables are immutable and share untouched piles, so keeping every table of
 * the history is cheap.
 */
import type { GameDefinition } from './game.js';
import { makeRules } from './make-rules.js';
import { isSeed, MAX_SEED, randomSeed } from './rng.js';
import {
  moveToJSON,
  parseOptions,
  pilesToTable,
  tableToPiles,
  type EngineError,
  type EngineErrorCode,
  type GameState,
  type MoveJSON,
} from './state.js';
import { sameEngineMove } from './same-move.js';
import type { Move, Options, Rules, Table } from './types.js';

export type Result<T> = { ok: true; value: T } | { ok: false; error: EngineError };

export { isSeed } from './rng.js';

/** Parses a state given as JSON text; anything else is returned as it is. */
export function parseState(state: unknown): Result<unknown> {
  if (typeof state !== 'string') return { ok: true, value: state };
  try {
    return { ok: true, value: JSON.parse(state) };
  } catch {
    return { ok: false, error: { code: 'bad-state', message: 'The state is not valid JSON.' } };
  }
}

/** The `variant` a state names (before its game is known), or an error when it names none. */
export function stateVariant(state: unknown): Result<string> {
  const parsed = parseState(state);
  if (!parsed.ok) return parsed;
  const s = parsed.value;
  if (typeof s !== 'object' || s === null || Array.isArray(s))
    return { ok: false, error: { code: 'bad-state', message: 'The state must be an object.' } };
  const v = (s as { variant?: unknown }).variant;
  if (typeof v !== 'string') return { ok: false, error: { code: 'bad-variant', message: `"${String(v)}" is not a game here` } };
  return { ok: true, value: v };
}

const rulesCache = new Map<string, Rules>();
/** Rules are pure, so one object serves every game of the same variant and options. */
export function rulesFor(def: GameDefinition, options: Options): Rules {
  const key = def.variant + JSON.stringify(options);
  let r = rulesCache.get(key);
  if (!r) rulesCache.set(key, (r = makeRules(def, options)));
  return r;
}

/** The rules of a game under options as attributes or values give them (missing ones take defaults); throws on a bad one. */
export function rulesOf(def: GameDefinition, options: Record<string, unknown> = {}): Rules {
  const parsed = parseOptions(def, options);
  if ('error' in parsed) throw new Error(parsed.error.message);
  return rulesFor(def, parsed.options);
}

/** `b` (anything `play()` was given) is `a` in engine form. */
function isEngineMove(a: Move, b: unknown): boolean {
  return typeof b === 'object' && b !== null && typeof (b as { from?: unknown }).from === 'number' && sameEngineMove(a, b as Move);
}

interface Step {
  readonly table: Table;
  readonly move: Move;
}

export class GameSession {
  readonly rules: Rules;
  readonly seed: number;
  private current: Table;
  private past: Step[] = [];
  private future: Step[] = [];
  /** moveCount carried in by a restored state. */
  private baseCount: number;
  private movesCache: { table: Table; moves: Move[] } | null = null;

  private constructor(rules: Rules, seed: number, table: Table, baseCount = 0) {
    this.rules = rules;
    this.seed = seed;
    this.current = table;
    this.baseCount = baseCount;
  }

  /** Deals a game; options are attribute strings or values, missing ones take defaults. */
  static deal(game: GameDefinition, options: Record<string, unknown> = {}, seed: number = randomSeed()): Result<GameSession> {
    const def: Result<GameDefinition> = { ok: true, value: game };
    if (!isSeed(seed)) {
      return {
        ok: false,
        error: { code: 'bad-seed', message: `The seed must be a whole number from 0 to ${MAX_SEED}, not "${String(seed)}".` },
      };
    }
    const parsed = parseOptions(def.value, options);
    if ('error' in parsed) return { ok: false, error: parsed.error };
    const rules = rulesFor(def.value, parsed.options);
    return { ok: true, value: new GameSession(rules, seed, rules.deal(seed)) };
  }

  /**
   * Reads a state of docs/API.md ("The state") back into a game of `game` (the game the state names: see
   * `stateVariant`); anything that cannot be a position of it is refused.
   */
  static restore(game: GameDefinition, state: unknown): Result<GameSession> {
    const bad = (code: EngineErrorCode, message: string): Result<GameSession> => ({ ok: false, error: { code, message } });
    const variant = stateVariant(state);
    if (!variant.ok) return variant;
    const s = (parseState(state) as { value: Record<string, unknown> }).value;
    const def: Result<GameDefinition> = { ok: true, value: game };
    if (s.variant !== game.variant) {
      return bad('wrong-variant', `This state is a ${String(s.variant)} game, but this board plays ${game.variant}.`);
    }
    if (!isSeed(s.seed)) return bad('bad-seed', `The state's seed must be a whole number from 0 to ${MAX_SEED}.`);
    const opts = s.options ?? {};
    if (typeof opts !== 'object' || Array.isArray(opts)) return bad('bad-option', 'The state\'s "options" must be an object.');
    const names = def.value.options.map((o) => o.name);
    const stray = Object.keys(opts).find((k) => !names.includes(k));
    if (stray !== undefined) {
      return bad(
        'bad-option',
        `${def.value.variant} has no option "${stray}"${names.length ? `: its options are ${names.join(', ')}` : ''}.`,
      );
    }
    const parsed = parseOptions(def.value, opts as Record<string, unknown>);
    if ('error' in parsed) return { ok: false, error: parsed.error };
    const mc = s.moveCount ?? 0;
    if (!Number.isSafeInteger(mc) || (mc as number) < 0) return bad('bad-state', '"moveCount" must be a whole number, 0 or more.');
    const rules = rulesFor(def.value, parsed.options);
    const t = pilesToTable(rules, s.piles, s.redealsUsed);
    if ('error' in t) return { ok: false, error: t.error };
    return { ok: true, value: new GameSession(rules, s.seed, t.table, mc as number) };
  }

  get variant(): string {
    return this.rules.variant;
  }
  get options(): Options {
    return this.rules.options;
  }
  get table(): Table {
    return this.current;
  }
  get moveCount(): number {
    return this.baseCount + this.past.length;
  }
  get canUndo(): boolean {
    return this.past.length > 0;
  }
  get canRedo(): boolean {
    return this.future.length > 0;
  }
  get won(): boolean {
    return this.rules.isWon(this.current);
  }
  /** No move is left and the game is not won. */
  get lost(): boolean {
    return !this.won && this.moves().length === 0;
  }
  /** The moves played so far, oldest first. */
  get history(): Move[] {
    return this.past.map((s) => s.move);
  }
  /** The positions before each move played so far, oldest first (the way to the table in play). */
  get path(): Table[] {
    return this.past.map((s) => s.table);
  }
  /** The position the game began from: its deal, or the position it was restored to. */
  get start(): Table {
    return this.past.length ? this.past[0].table : this.current;
  }

  /** Every legal move now (engine form: piles by index). */
  moves(): Move[] {
    if (this.movesCache?.table !== this.current) {
      this.movesCache = { table: this.current, moves: this.rules.legalMoves(this.current) };
    }
    return this.movesCache.moves;
  }

  legalMoves(): MoveJSON[] {
    return this.moves().map((m) => moveToJSON(this.rules, m));
  }

  /** Finds the legal move equal by value to a JSON move (pile ids for indices), or null. */
  findMove(move: unknown): Move | null {
    if (typeof move !== 'object' || move === null) return null;
    const o = move as Record<string, unknown>;
    const pile = (id: unknown) => this.rules.specs.findIndex((spec) => spec.id === id);
    const pair = o.pair ?? undefined;
    const want = {
      kind: o.kind,
      from: pile(o.from),
      to: pile(o.to),
      count: o.count,
      pair: pair === undefined ? undefined : pile(pair),
    } as Move;
    return this.moves().find((m) => sameEngineMove(m, want)) ?? null;
  }

  /** Plays a legal move (engine or JSON form); false and nothing changed otherwise. */
  play(move: unknown): boolean {
    const m = this.moves().find((x) => x === move || isEngineMove(x, move)) ?? this.findMove(move);
    if (!m) return false;
    this.past.push({ table: this.current, move: m });
    this.future = [];
    this.current = this.rules.apply(this.current, m);
    return true;
  }

  undo(): boolean {
    const step = this.past.pop();
    if (!step) return false;
    this.future.push({ table: this.current, move: step.move });
    this.current = step.table;
    return true;
  }

  redo(): boolean {
    const step = this.future.pop();
    if (!step) return false;
    this.past.push({ table: this.current, move: step.move });
    this.current = step.table;
    return true;
  }

  /** The state of docs/API.md ("The state"). */
  get state(): GameState {
    return {
      variant: this.variant,
      seed: this.seed,
      options: { ...this.options },
      moveCount: this.moveCount,
      won: this.won,
      lost: this.lost,
      redealsUsed: this.current.redeals,
      piles: tableToPiles(this.rules, this.current),
    };
  }
}
