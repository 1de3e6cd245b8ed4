import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { dealt, game, langArg, nearlyWon, type GameArgs } from './story-helpers.js';

/** Easthaven (Истхейвен; RULES.md, written as a description): seven piles of three (top face up) down in alternating colours, runs move; the stock deals a row at any time. */
const meta: Meta<GameArgs> = {
  title: 'Games/Easthaven',
  component: 'patience-game',
  args: { seed: 42, lang: 'en' },
  argTypes: { lang: langArg },
  render: (a) => game('easthaven', a),
};
export default meta;
type Story = StoryObj<GameArgs>;

/** The deal. */
export const Default: Story = { play: dealt('easthaven', { stock: 1, foundation: 4, tableau: 7 }) };

/** In Russian. */
export const Russian: Story = { args: { lang: 'ru' } };

/** Five moves from a win (loaded with `restore`). */
export const NearlyWon: Story = nearlyWon('easthaven');
