import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect } from 'storybook/test';
import { board, dealt, dealtWith, game, langArg, nearlyWon, type GameArgs } from './story-helpers.js';

/**
 * Spider (Паук): two decks, ten piles built down regardless of suit, runs of one suit moved
 * whole; the stock deals a row onto every pile; a K…A run of one suit goes home by itself.
 */
const meta: Meta<GameArgs> = {
  title: 'Games/Spider',
  component: 'patience-game',
  args: { seed: 42, suits: '4', lang: 'en' },
  argTypes: {
    suits: { control: 'inline-radio', options: ['1', '2', '4'] },
    lang: langArg,
  },
  render: (a) => game('spider', a),
};
export default meta;
type Story = StoryObj<GameArgs>;

/** Four suits (two full decks). */
export const Default: Story = { play: dealt('spider', { tableau: 10, foundation: 8, stock: 1 }) };

/** One suit: spades only, eight of each card. */
export const OneSuit: Story = { args: { suits: '1' }, play: dealtWith({ suits: 1 }) };

/** Two suits: hearts and spades, four of each card. */
export const TwoSuits: Story = { args: { suits: '2' }, play: dealtWith({ suits: 2 }) };

/** The stock deals a row: one card onto each of the ten piles. */
export const RowDealt: Story = {
  play: async ({ canvasElement }) => {
    const el = await board(canvasElement);
    const row = el.legalMoves().find((m) => m.kind === 'row');
    expect(row?.count).toBe(10);
    expect(el.play(row)).toBe(true);
  },
};

/** One suit, five moves from a win (loaded with `restore`). */
export const NearlyWon: Story = nearlyWon('spider/1');
