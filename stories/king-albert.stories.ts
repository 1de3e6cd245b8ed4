import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { dealt, game, langArg, nearlyWon, type GameArgs } from './story-helpers.js';

/** King Albert (Король Альберт; RULES.md, written as a description): nine piles of 1 to 9 cards down in alternating colours; a reserve of seven free cards. */
const meta: Meta<GameArgs> = {
  title: 'Games/King Albert',
  component: 'patience-game',
  args: { seed: 42, lang: 'en' },
  argTypes: { lang: langArg },
  render: (a) => game('king-albert', a),
};
export default meta;
type Story = StoryObj<GameArgs>;

/** The deal. */
export const Default: Story = { play: dealt('king-albert', { foundation: 4, reserve: 7, tableau: 9 }) };

/** In Russian. */
export const Russian: Story = { args: { lang: 'ru' } };

/** Five moves from a win (loaded with `restore`). */
export const NearlyWon: Story = nearlyWon('king-albert');
