import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { dealt, game, langArg, nearlyWon, type GameArgs } from './story-helpers.js';

/**
 * Joker (Джокер): piquet deck and two jokers; four aces start the foundations, six columns
 * build down in alternating colours, and a joker stands for whatever card is needed.
 */
const meta: Meta<GameArgs> = {
  title: 'Games/Joker',
  component: 'patience-game',
  args: { seed: 42, lang: 'en' },
  argTypes: { lang: langArg },
  render: (a) => game('joker', a),
};
export default meta;
type Story = StoryObj<GameArgs>;

/** Both jokers start in the reserve; 28 cards in six columns. */
export const Default: Story = { play: dealt('joker', { tableau: 6, foundation: 4, reserve: 1 }) };

/** Five moves from a win. */
export const NearlyWon: Story = nearlyWon('joker');
