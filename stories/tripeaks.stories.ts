import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { dealt, game, langArg, nearlyWon, type GameArgs } from './story-helpers.js';

/** TriPeaks: free peak cards go onto the waste one rank above or below its top, K and A neighbours. */
const meta: Meta<GameArgs> = {
  title: 'Games/TriPeaks',
  component: 'patience-game',
  args: { seed: 42, lang: 'en' },
  argTypes: { lang: langArg },
  render: (a) => game('tripeaks', a),
};
export default meta;
type Story = StoryObj<GameArgs>;

/** Microsoft's rules: the stock one card at a time, no redeal. */
export const Default: Story = { play: dealt('tripeaks', { stock: 1, waste: 1, tableau: 28 }) };

/** In Russian. */
export const Russian: Story = { args: { lang: 'ru' } };

/** Five moves from a win (loaded with `restore`). */
export const NearlyWon: Story = nearlyWon('tripeaks');
