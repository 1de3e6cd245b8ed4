import { html, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { ref } from 'lit/directives/ref.js';
import { expect } from 'storybook/test';
import '../src/index.js';
import { OPTION_NAMES, type OptionName, type PatienceGame } from '../src/index.js';
import { NEARLY_WON, type PositionKey } from './positions.js';
import { LANGS, type Lang } from '../src/i18n/index.js';

/** A story's args: the game (its `variant` control), the seed, the language and any game's options (the registry's option names). */
export type GameArgs = { variant?: string; seed?: number; lang?: Lang } & { [K in OptionName]?: string };

export const langArg = { control: 'select', options: LANGS } as const;

/** Sets the story's option args as attributes (before the element's first update). */
const options = (a: GameArgs) =>
  ref((el) => {
    if (!el) return;
    for (const name of OPTION_NAMES) {
      const v = a[name];
      if (v === undefined) el.removeAttribute(name);
      else el.setAttribute(name, v);
    }
  });

/** A `<patience-game>` with the story's args as attributes (the `variant` control picks another game). */
export const game = (variant: string, a: GameArgs): TemplateResult => html`
  <patience-game variant=${a.variant ?? variant} seed=${ifDefined(a.seed)} lang=${ifDefined(a.lang)} ${options(a)}></patience-game>
`;

export async function board(canvas: HTMLElement): Promise<PatienceGame> {
  const el = canvas.querySelector('patience-game') as PatienceGame;
  await el.updateComplete;
  return el;
}

/** Checks a fresh deal: the expected piles, a move to make, and nothing won or lost yet. */
export function dealt(variant: string, piles: Record<string, number>) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const el = await board(canvasElement);
    const state = el.state!;
    expect(state.variant).toBe(variant);
    for (const [kind, n] of Object.entries(piles)) expect(state.piles.filter((p) => p.kind === kind)).toHaveLength(n);
    expect(el.legalMoves().length).toBeGreaterThan(0);
    expect(el.won).toBe(false);
  };
}

/**
 * Loads a nearly-won position with `restore()`, and checks what the story claims: the solver's
 * line from it wins, played out on the board itself to the win.
 */
export function nearlyWon(key: PositionKey) {
  const state = NEARLY_WON[key];
  return {
    render: () => html`<patience-game variant=${state.variant} seed=${state.seed}></patience-game>`,
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const el = await board(canvasElement);
      expect(el.restore(state)).toBe(true);
      expect(el.moveCount).toBe(state.moveCount);
      expect(el.won).toBe(false);
      const line = await el.analyze({ timeMs: 10_000 });
      expect(line.result).toBe('winnable');
      for (const m of line.moves!) expect(el.play(m)).toBe(true);
      expect(el.won).toBe(true);
    },
  };
}

/** Checks that the deal was made with the story's options, as the state reports them. */
export function dealtWith(options: Record<string, number | string>) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const el = await board(canvasElement);
    expect(el.state!.options).toMatchObject(options);
  };
}
