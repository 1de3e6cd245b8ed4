import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { dealt, dealtWith, game, langArg, nearlyWon, type GameArgs } from './story-helpers.js';

/**
 * Seasons (Времена года, Four Seasons): a 3 × 3 square whose corners are foundations built
 * up in suit from the first card's rank, turning the corner from K to A; the cross builds down.
 */
const meta: Meta<GameArgs> = {
  title: 'Games/Seasons',
  component: 'patience-game',
  args: { seed: 42, build: 'any', lang: 'en' },
  argTypes: { build: { control: 'inline-radio', options: ['any', 'alternate'] }, lang: langArg },
  render: (a) => game('seasons', a),
};
export default meta;
type Story = StoryObj<GameArgs>;

/** The cross builds down regardless of suit. */
export const Default: Story = { play: dealt('seasons', { tableau: 5, foundation: 4, stock: 1, waste: 1 }) };

/** The harder option: the cross builds down in alternating colours. */
export const AlternateColours: Story = { args: { build: 'alternate' }, play: dealtWith({ build: 'alternate' }) };

/** Five moves from a win. */
export const NearlyWon: Story = nearlyWon('seasons/any');

/** Alternating colours, five moves from a win. */
export const NearlyWonAlternate: Story = nearlyWon('seasons/alternate');
