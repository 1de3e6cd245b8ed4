import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { dealt, game, langArg, nearlyWon, type GameArgs } from './story-helpers.js';

/**
 * Bayan (Баян), an Accordion game: 52 cards in a line wrapped in six rows; a pile goes onto
 * the pile one place to its left, or `reach` places left, when their top cards share suit or rank.
 */
const meta: Meta<GameArgs> = {
  title: 'Games/Bayan',
  component: 'patience-game',
  args: { seed: 42, reach: '2', lang: 'en' },
  argTypes: { reach: { control: 'inline-radio', options: ['2', '3'] }, lang: langArg },
  render: (a) => game('bayan', a),
};
export default meta;
type Story = StoryObj<GameArgs>;

/** The book's reach: one place or two places left. */
export const Default: Story = { play: dealt('bayan', { tableau: 52 }) };

/** Classic Accordion: one place or three places left. */
export const ReachThree: Story = { args: { reach: '3' }, play: dealt('bayan', { tableau: 52 }) };

/** Five moves from one pile. */
export const NearlyWon: Story = nearlyWon('bayan/2');

/** Classic Accordion, five moves from one pile. */
export const NearlyWonReachThree: Story = nearlyWon('bayan/3');
