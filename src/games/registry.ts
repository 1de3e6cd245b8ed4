/**
 * The games: one line each, the one place in the project that names them. A line gives the
 * game's name, its option names (so that the element checks its attributes before the game's
 * code arrives) and two loaders: the game (rules, layout, words; `src/games/<game>/index.ts`)
 * and its solver (`<game>/solver.ts`, loaded only where searches run). Everything else iterates
 * this list or takes a loaded game as an argument.
 */
import type { GameDescription } from '../engine/description/types.js';
import type { GameSolver } from '../engine/solver/hooks.js';
import type { GameModule } from './game-module.js';

export interface GameEntry<Name extends string = string, Option extends string = string> {
  readonly name: Name;
  readonly options: readonly Option[];
  readonly game: () => Promise<{ readonly default: GameModule }>;
  readonly solver: () => Promise<{ readonly default: GameSolver }>;
  /** Its description, for a game written as one (`describeGame`). */
  readonly description?: () => Promise<{ readonly default: GameDescription }>;
}

const entry = <N extends string, O extends string = never>(
  name: N,
  options: readonly O[],
  game: GameEntry['game'],
  solver: GameEntry['solver'],
): GameEntry<N, O> => ({ name, options, game, solver });

/** The solver of a described game without knowledge of its own. */
const plainSolver: GameEntry['solver'] = () => import('./described-solver.js');
/** The same with beam passes beside the depth-first search (`describedBeamSolver`). */
const beamSolver: GameEntry['solver'] = () => import('./described-solver.js').then((m) => ({ default: m.describedBeamSolver }));

/** A game written as a description: its file, compiled when the game is first needed. */
const described = <N extends string, O extends string = never>(
  name: N,
  options: readonly O[],
  description: () => Promise<{ readonly default: unknown }>,
  solver = plainSolver,
): GameEntry<N, O> => {
  const file = description as () => Promise<{ readonly default: GameDescription }>;
  return {
    name,
    options,
    description: file,
    solver,
    game: () => Promise.all([file(), import('./from-description.js')]).then(([d, f]) => ({ default: f.gameOf(d.default) })),
  };
};

/** Every game: the book's seven in the book's order, then the others. */
export const REGISTRY = [
  entry(
    'bayan',
    ['reach'],
    () => import('./bayan/index.js'),
    () => import('./bayan/solver.js'),
  ),
  described('two-by-two', ['deck'], () => import('./descriptions/two-by-two.json')),
  described('joker', [], () => import('./descriptions/joker.json')),
  described('envelopes', [], () => import('./descriptions/envelopes.json')),
  described(
    'seasons',
    ['build'],
    () => import('./descriptions/seasons.json'),
    () => import('./seasons/solver.js'),
  ),
  described(
    'klondike',
    ['draw', 'redeals'],
    () => import('./descriptions/klondike.json'),
    () => import('./klondike/solver.js'),
  ),
  described(
    'congress',
    [],
    () => import('./descriptions/congress.json'),
    () => import('./congress/solver.js'),
  ),
  described(
    'freecell',
    ['deals'],
    () => import('./descriptions/freecell.json'),
    () => import('./freecell/solver.js'),
  ),
  described(
    'spider',
    ['suits'],
    () => import('./descriptions/spider.json'),
    () => import('./spider/solver.js'),
  ),
  described(
    'yukon',
    [],
    () => import('./descriptions/yukon.json'),
    () => import('./yukon/solver.js'),
  ),
  described(
    'canfield',
    ['draw'],
    () => import('./descriptions/canfield.json'),
    () => import('./canfield/solver.js'),
  ),
  described(
    'pyramid',
    ['redeals'],
    () => import('./descriptions/pyramid.json'),
    () => import('./pyramid/solver.js'),
  ),
  described(
    'tripeaks',
    [],
    () => import('./descriptions/tripeaks.json'),
    () => import('./tripeaks/solver.js'),
  ),
  described(
    'golf',
    [],
    () => import('./descriptions/golf.json'),
    () => import('./golf/solver.js'),
  ),
  described('beleaguered-castle', [], () => import('./descriptions/beleaguered-castle.json')),
  described(
    'streets-and-alleys',
    [],
    () => import('./descriptions/streets-and-alleys.json'),
    () => import('./streets-and-alleys/solver.js'),
  ),
  described('russian', [], () => import('./descriptions/russian.json')),
  described('bakers-dozen', [], () => import('./descriptions/bakers-dozen.json')),
  described('fan', [], () => import('./descriptions/fan.json')),
  described('forty-thieves', [], () => import('./descriptions/forty-thieves.json'), beamSolver),
  described(
    'simple-simon',
    [],
    () => import('./descriptions/simple-simon.json'),
    // Spider's knowledge: the same shape (runs of one suit going home whole)
    () => import('./spider/solver.js'),
  ),
  described('flower-garden', [], () => import('./descriptions/flower-garden.json'), beamSolver),
  described(
    'king-albert',
    [],
    () => import('./descriptions/king-albert.json'),
    () => import('./king-albert/solver.js'),
  ),
  described('bakers-game', ['deals'], () => import('./descriptions/bakers-game.json')),
  described('eight-off', [], () => import('./descriptions/eight-off.json')),
  described('seahaven-towers', [], () => import('./descriptions/seahaven-towers.json')),
  described(
    'black-hole',
    [],
    () => import('./descriptions/black-hole.json'),
    // Golf's knowledge: the same shape (piles that only shrink into one hole)
    () => import('./golf/solver.js'),
  ),
  described(
    'spiderette',
    [],
    () => import('./descriptions/spiderette.json'),
    // Spider's knowledge: the same shape (runs of one suit going home whole)
    () => import('./spider/solver.js'),
  ),
  described('scorpion', [], () => import('./descriptions/scorpion.json')),
  described('easthaven', [], () => import('./descriptions/easthaven.json')),
  described('fortunes-favor', [], () => import('./descriptions/fortunes-favor.json')),
  described('aces-up', [], () => import('./descriptions/aces-up.json')),
] as const;

/** A game's name: the values of the `variant` attribute. */
export type Variant = (typeof REGISTRY)[number]['name'];
/** An option's name: the attributes that choose a game's options. */
export type OptionName = (typeof REGISTRY)[number]['options'][number];

export const VARIANTS: readonly Variant[] = REGISTRY.map((e) => e.name);
/** Every option name of every game, once, in the registry's order. */
export const OPTION_NAMES: readonly OptionName[] = [...new Set<OptionName>(REGISTRY.flatMap((e): readonly OptionName[] => e.options))];

/** Games a page defined (`defineGame`, or an inline description), by name. */
const defined = new Map<string, { readonly entry: GameEntry; readonly description: GameDescription }>();

/** The registry's line for a name, a built-in game's or a defined one's (null for a name that is no game here). */
export function entryOf(name: unknown): GameEntry | null {
  return REGISTRY.find((e) => e.name === name) ?? defined.get(name as string)?.entry ?? null;
}

/** Every game's name, the built-in ones first, then those a page defined. */
export function allVariants(): string[] {
  return [...VARIANTS, ...defined.keys()];
}

/** A defined game's description (null for a built-in game or no game). */
export function definedDescription(name: string): GameDescription | null {
  return defined.get(name)?.description ?? null;
}

/** Adds a defined game's line (defined-games.ts checks the name first). */
export function setDefined(entry: GameEntry, description: GameDescription): void {
  defined.set(entry.name, { entry, description });
}

/** A defined game's description and line, by name. */
export const definedGame = (name: string) => defined.get(name) ?? null;

/** Loads what `pick` takes from a game's line once per game (a failed load is tried again next time). */
function cached<T>(pick: (e: GameEntry) => () => Promise<{ readonly default: T }>, onLoad?: (name: string, value: T) => void) {
  const pending = new Map<string, Promise<T>>();
  return (name: string): Promise<T> => {
    const e = entryOf(name);
    if (!e) return Promise.reject(new Error(`"${name}" is not a game here: use one of ${VARIANTS.join(', ')}.`));
    let p = pending.get(e.name);
    if (!p) {
      p = pick(e)().then(
        (m) => (onLoad?.(e.name, m.default), m.default),
        (err: unknown) => {
          pending.delete(e.name);
          throw err;
        },
      );
      pending.set(e.name, p);
    }
    return p;
  };
}

const loaded = new Map<string, GameModule>();
const dealable = new Map<string, GameModule>();

/** A game's module as soon as it deals (its play may still be on its way: `GameModule.ready`), loaded once. */
export const loadGameToDeal = cached(
  (e) => e.game,
  (name, game) => dealable.set(name, game),
);

/** A game's module (rules, layout, words), loaded once, its play included. */
export async function loadGame(name: string): Promise<GameModule> {
  const game = await loadGameToDeal(name);
  await game.play?.();
  loaded.set(name, game);
  return game;
}

/** A game's module if it deals already (its play may still be on its way), else null. */
export function dealableGame(name: string): GameModule | null {
  return dealable.get(name) ?? null;
}

/** A game's solver, loaded once. */
export const loadSolver = cached((e) => e.solver);

/** A game's module if it has been loaded already, else null. */
export function loadedGame(name: string): GameModule | null {
  return loaded.get(name) ?? null;
}

/** Every game, loaded (the headless engine, tests, scripts and benches). */
export function loadAllGames(): Promise<GameModule[]> {
  return Promise.all(VARIANTS.map(loadGame));
}
