import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect } from 'storybook/test';
import { board, dealt, dealtWith, game, langArg, nearlyWon, type GameArgs } from './story-helpers.js';

/**
 * Klondike (Клондайк, Косынка): seven tableau piles built down in alternating colours,
 * four foundations built up in suit, a stock turned onto the waste.
 */
const meta: Meta<GameArgs> = {
  title: 'Games/Klondike',
  component: 'patience-game',
  args: { seed: 42, draw: '1', redeals: '0', lang: 'en' },
  argTypes: {
    draw: { control: 'inline-radio', options: ['1', '3'] },
    redeals: { control: 'select', options: ['0', '1', '2', '3', 'unlimited'] },
    lang: langArg,
  },
  render: (a) => game('klondike', a),
};
export default meta;
type Story = StoryObj<GameArgs>;

/** The book's game: one card at a time, no redeal. */
export const Default: Story = { play: dealt('klondike', { tableau: 7, foundation: 4, stock: 1, waste: 1 }) };

/** The harder option: three cards turned at a time, only the top one playable. */
export const DrawThree: Story = {
  args: { draw: '3' },
  play: async ({ canvasElement }) => {
    const el = await board(canvasElement);
    expect(el.legalMoves().find((m) => m.kind === 'deal')?.count).toBe(3);
  },
};

/** The easier option: the stock may be gone through again without limit. */
export const UnlimitedRedeals: Story = { args: { redeals: 'unlimited' }, play: dealtWith({ redeals: 'unlimited' }) };

/** A fixed number of passes through the stock. */
export const TwoRedeals: Story = { args: { redeals: '2' }, play: dealtWith({ redeals: 2 }) };

/** Five moves from a win (loaded with `restore`). */
export const NearlyWon: Story = nearlyWon('klondike/1');

/** Draw 3, five moves from a win. */
export const NearlyWonDrawThree: Story = nearlyWon('klondike/3');
