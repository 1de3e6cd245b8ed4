import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { dealt, game, langArg, nearlyWon, type GameArgs } from './story-helpers.js';

/** Streets and Alleys (Улицы и переулки; RULES.md, written as a description): Beleaguered Castle with the aces dealt among the rest: eight piles of seven and six. */
const meta: Meta<GameArgs> = {
  title: 'Games/Streets and Alleys',
  component: 'patience-game',
  args: { seed: 42, lang: 'en' },
  argTypes: { lang: langArg },
  render: (a) => game('streets-and-alleys', a),
};
export default meta;
type Story = StoryObj<GameArgs>;

/** The deal. */
export const Default: Story = { play: dealt('streets-and-alleys', { foundation: 4, tableau: 8 }) };

/** In Russian. */
export const Russian: Story = { args: { lang: 'ru' } };

/** Five moves from a win (loaded with `restore`). */
export const NearlyWon: Story = nearlyWon('streets-and-alleys');
