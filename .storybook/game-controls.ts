/**
 * Controls for `<patience-game>` made from the registry, not from the manifest's type text (which
 * Storybook cannot read and shows as "Set object"): `variant` a select of every game, and each
 * option the choices its game allows (a select of its values, or a text field where the values
 * are words such as "0, a positive whole number, or unlimited"). A story's game is its `variant`
 * arg, else its title (`Games/Two by Two` → `two-by-two`, `Games/Baker's Dozen` → `bakers-dozen`); its own options are shown, the other
 * games' hidden. A control a story sets itself is kept. (Enhancers' argTypes are not normalized:
 * controls are written as objects.)
 */
import type { ArgTypesEnhancer, ArgsEnhancer, InputType, Renderer } from 'storybook/internal/types';
import { loadGame, OPTION_NAMES, VARIANTS } from '../src/engine.js';
import type { OptionSpec } from '../src/engine/types.js';

// A game that fails to load loses its controls, not every story.
const games = (await Promise.allSettled(VARIANTS.map((v) => loadGame(v)))).flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
const specsOf = (variant: string): readonly OptionSpec[] => games.find((g) => g.rules.variant === variant)?.rules.options ?? [];

/** An option's control: a select of the values it allows, or text where they are words. */
function control(specs: readonly OptionSpec[]): InputType {
  if (specs.some((s) => typeof s.allowed === 'string')) return { control: { type: 'text' } };
  const values = new Set(specs.flatMap((s) => (s.allowed as readonly (number | string)[]).map(String)));
  return { control: { type: 'select' }, options: [...values] };
}

/** The story's game: its `variant` arg, else the game its title names under Games/. */
function storyGame(title: string, args: Record<string, unknown>): string | null {
  if (typeof args.variant === 'string' && VARIANTS.includes(args.variant as never)) return args.variant;
  const named = /^Games\/(.+)$/
    .exec(title)?.[1]
    ?.trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');
  return named && VARIANTS.includes(named as never) ? named : null;
}

export const gameArgTypes: ArgTypesEnhancer<Renderer> = (context) => {
  const argTypes = { ...context.argTypes };
  if (context.component !== 'patience-game') return argTypes;
  const game = storyGame(context.title, context.initialArgs);
  const own = game ? specsOf(game) : null;
  const keep = (name: string) => argTypes[name]?.control !== undefined;
  if (!keep('variant')) argTypes.variant = { ...argTypes.variant, name: 'variant', control: { type: 'select' }, options: [...VARIANTS] };
  if (!keep('seed')) argTypes.seed = { ...argTypes.seed, name: 'seed', control: { type: 'number' } };
  if (!keep('persist')) argTypes.persist = { ...argTypes.persist, name: 'persist', control: { type: 'text' } };
  for (const name of OPTION_NAMES) {
    if (keep(name)) continue;
    const spec = own?.filter((s) => s.name === name);
    if (spec && !spec.length) argTypes[name] = { ...argTypes[name], name, table: { ...argTypes[name]?.table, disable: true } };
    else
      argTypes[name] = {
        ...argTypes[name],
        name,
        ...control(spec ?? games.flatMap((g) => g.rules.options.filter((s) => s.name === name))),
      };
  }
  return argTypes;
};

/** A game's story starts with its game as the `variant` arg, so the select shows it. */
export const gameArgs: ArgsEnhancer<Renderer> = (context) => {
  if (context.component !== 'patience-game' || context.initialArgs.variant !== undefined) return {};
  const game = storyGame(context.title, {});
  return game ? { variant: game } : {};
};
