import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect } from 'storybook/test';
import { board, dealt, dealtWith, game, langArg, nearlyWon, type GameArgs } from './story-helpers.js';

/**
 * Canfield (Канфилд): a reserve of 13, foundations from the first card's rank turning the
 * corner, four piles down in alternating colours refilled from the reserve, the stock turned
 * three at a time without limit.
 */
const meta: Meta<GameArgs> = {
  title: 'Games/Canfield',
  component: 'patience-game',
  args: { seed: 42, draw: '3', lang: 'en' },
  argTypes: {
    draw: { control: 'inline-radio', options: ['1', '3'] },
    lang: langArg,
  },
  render: (a) => game('canfield', a),
};
export default meta;
type Story = StoryObj<GameArgs>;

/** Three cards turned at a time, redeals without limit. */
export const Default: Story = {
  play: dealt('canfield', { tableau: 4, foundation: 4, stock: 1, waste: 1, reserve: 1 }),
};

/** One card turned at a time. */
export const DrawOne: Story = {
  args: { draw: '1' },
  play: async ({ canvasElement }) => {
    const el = await board(canvasElement);
    expect(el.legalMoves().find((m) => m.kind === 'deal')?.count).toBe(1);
  },
};

/** Draw 3 (the default), as an attribute. */
export const DrawThree: Story = { args: { draw: '3' }, play: dealtWith({ draw: 3 }) };

/** Draw 3, five moves from a win (loaded with `restore`). */
export const NearlyWon: Story = nearlyWon('canfield/3');

/** Draw 1, five moves from a win. */
export const NearlyWonDrawOne: Story = nearlyWon('canfield/1');
