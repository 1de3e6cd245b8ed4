import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { dealt, game, langArg, nearlyWon, type GameArgs } from './story-helpers.js';

/** Baker's Dozen (Чёртова дюжина; RULES.md, written as a description): thirteen piles of four, kings dealt to the bottom; build down regardless of suit; emptied piles stay empty. */
const meta: Meta<GameArgs> = {
  title: "Games/Baker's Dozen",
  component: 'patience-game',
  args: { seed: 42, lang: 'en' },
  argTypes: { lang: langArg },
  render: (a) => game('bakers-dozen', a),
};
export default meta;
type Story = StoryObj<GameArgs>;

/** The deal. */
export const Default: Story = { play: dealt('bakers-dozen', { foundation: 4, tableau: 13 }) };

/** In Russian. */
export const Russian: Story = { args: { lang: 'ru' } };

/** Five moves from a win (loaded with `restore`). */
export const NearlyWon: Story = nearlyWon('bakers-dozen');
