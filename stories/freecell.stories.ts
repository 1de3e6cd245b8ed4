import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { expect } from 'storybook/test';
import { NEARLY_WON } from './positions.js';
import { board, dealt, langArg, type GameArgs } from './story-helpers.js';

type FreeCellArgs = GameArgs & { deals?: 'microsoft' | 'shuffle' };

/**
 * FreeCell (Свободная ячейка; classic rules, not in the book): all 52 cards face up in eight
 * columns built down in alternating colours, four free cells, four foundations up in suit; a
 * run moves as far as free cells and empty columns allow. Seed N is Microsoft's game #N.
 */
const meta: Meta<FreeCellArgs> = {
  title: 'Games/FreeCell',
  component: 'patience-game',
  args: { seed: 1, deals: 'microsoft', lang: 'en' },
  argTypes: {
    deals: { control: 'inline-radio', options: ['microsoft', 'shuffle'] },
    lang: langArg,
  },
  render: (a) => html`
    <patience-game variant="freecell" seed=${ifDefined(a.seed)} deals=${ifDefined(a.deals)} lang=${ifDefined(a.lang)}></patience-game>
  `,
};
export default meta;
type Story = StoryObj<FreeCellArgs>;

/** Microsoft's game #1: free cells top left, foundations top right, 7, 7, 7, 7, 6, 6, 6, 6 cards below. */
export const Default: Story = {
  play: async (ctx) => {
    await dealt('freecell', { tableau: 8, foundation: 4, reserve: 4 })(ctx);
    const el = await board(ctx.canvasElement);
    const firstRow = el.state!.piles.filter((p) => p.kind === 'tableau').map((p) => p.cards[0].code);
    expect(firstRow.join(' ')).toBe('JD 2D 9H JC 5D 7H 7C 5H');
  },
};

/** A famous deal by its number: Microsoft's #617. */
export const Deal617: Story = {
  args: { seed: 617 },
  play: async ({ canvasElement }) => {
    const el = await board(canvasElement);
    expect(
      el
        .state!.piles.find((p) => p.id === 'tableau-0')!
        .cards.map((c) => c.code)
        .join(' '),
    ).toBe('7D TD TH KD 4C 4S JD');
  },
};

/** The project's own shuffle instead of Microsoft's numbering. */
export const Shuffled: Story = {
  args: { deals: 'shuffle', seed: 42 },
  play: async ({ canvasElement }) => {
    const el = await board(canvasElement);
    expect(el.state!.options).toEqual({ deals: 'shuffle' });
  },
};

/** In Russian: «Свободная ячейка». */
export const Russian: Story = { args: { lang: 'ru' } };

/** Five moves from a win (loaded with `restore`); the solver's line plays it to the win. */
export const NearlyWon: Story = {
  render: () => html`<patience-game variant="freecell" seed=${NEARLY_WON.freecell.seed} no-analysis></patience-game>`,
  play: async ({ canvasElement }) => {
    const el = await board(canvasElement);
    const state = NEARLY_WON.freecell;
    expect(el.restore(state)).toBe(true);
    expect(el.won).toBe(false);
    const r = await el.analyze({ timeMs: 5000 });
    expect(r.result).toBe('winnable');
    for (const m of r.moves!) expect(el.play(m)).toBe(true);
    expect(el.won).toBe(true);
  },
};
