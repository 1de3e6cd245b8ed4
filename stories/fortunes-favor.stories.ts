import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { dealt, game, langArg, nearlyWon, type GameArgs } from './story-helpers.js';

/** Fortune's Favor (Милость фортуны; RULES.md, written as a description): the aces start home; twelve piles of one down in suit; an emptied pile is refilled from the waste, else the stock. */
const meta: Meta<GameArgs> = {
  title: "Games/Fortune's Favor",
  component: 'patience-game',
  args: { seed: 42, lang: 'en' },
  argTypes: { lang: langArg },
  render: (a) => game('fortunes-favor', a),
};
export default meta;
type Story = StoryObj<GameArgs>;

/** The deal. */
export const Default: Story = { play: dealt('fortunes-favor', { stock: 1, waste: 1, foundation: 4, tableau: 12 }) };

/** In Russian. */
export const Russian: Story = { args: { lang: 'ru' } };

/** Five moves from a win (loaded with `restore`). */
export const NearlyWon: Story = nearlyWon('fortunes-favor');
