import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { dealt, game, langArg, nearlyWon, type GameArgs } from './story-helpers.js';

/**
 * Yukon (Юкон): seven piles built down in alternating colours; any face-up card moves with
 * every card on it; four foundations built up in suit. No stock.
 */
const meta: Meta<GameArgs> = {
  title: 'Games/Yukon',
  component: 'patience-game',
  args: { seed: 42, lang: 'en' },
  argTypes: { lang: langArg },
  render: (a) => game('yukon', a),
};
export default meta;
type Story = StoryObj<GameArgs>;

/** The deal: one card, then piles of two to seven cards face down under five face up. */
export const Default: Story = { play: dealt('yukon', { tableau: 7, foundation: 4 }) };

/** Five moves from a win (loaded with `restore`). */
export const NearlyWon: Story = nearlyWon('yukon');
