import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { dealt, game, langArg, nearlyWon, type GameArgs } from './story-helpers.js';

/** Simple Simon (Простак Саймон; RULES.md, written as a description): ten piles of 8 down to 1 card, build regardless of suit, runs of one suit move, K-to-A runs go home. */
const meta: Meta<GameArgs> = {
  title: 'Games/Simple Simon',
  component: 'patience-game',
  args: { seed: 42, lang: 'en' },
  argTypes: { lang: langArg },
  render: (a) => game('simple-simon', a),
};
export default meta;
type Story = StoryObj<GameArgs>;

/** The deal. */
export const Default: Story = { play: dealt('simple-simon', { foundation: 4, tableau: 10 }) };

/** In Russian. */
export const Russian: Story = { args: { lang: 'ru' } };

/** Five moves from a win (loaded with `restore`). */
export const NearlyWon: Story = nearlyWon('simple-simon');
