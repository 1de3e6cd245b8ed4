import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { dealt, game, langArg, nearlyWon, type GameArgs } from './story-helpers.js';

/** Golf: column tops go into the hole one rank above or below its top, no wrap. */
const meta: Meta<GameArgs> = {
  title: 'Games/Golf',
  component: 'patience-game',
  args: { seed: 42, lang: 'en' },
  argTypes: { lang: langArg },
  render: (a) => game('golf', a),
};
export default meta;
type Story = StoryObj<GameArgs>;

/** Seven columns of five, the stock one card at a time, no redeal. */
export const Default: Story = { play: dealt('golf', { stock: 1, waste: 1, tableau: 7 }) };

/** In Russian. */
export const Russian: Story = { args: { lang: 'ru' } };

/** Five moves from a win (loaded with `restore`). */
export const NearlyWon: Story = nearlyWon('golf');
