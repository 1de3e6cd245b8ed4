import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { dealt, dealtWith, game, langArg, nearlyWon, type GameArgs } from './story-helpers.js';

/**
 * Pyramid: two free cards adding up to 13 leave the pyramid together (a K alone); the stock
 * and waste tops are free too; the stock is gone through three times.
 */
const meta: Meta<GameArgs> = {
  title: 'Games/Pyramid',
  component: 'patience-game',
  args: { seed: 42, redeals: '2', lang: 'en' },
  argTypes: {
    redeals: { control: 'select', options: ['0', '1', '2', '3', 'unlimited'] },
    lang: langArg,
  },
  render: (a) => game('pyramid', a),
};
export default meta;
type Story = StoryObj<GameArgs>;

/** Microsoft's rules: two redeals. */
export const Default: Story = { play: dealt('pyramid', { stock: 1, waste: 1, discard: 1, tableau: 28 }) };

/** One pass through the stock. */
export const NoRedeal: Story = { args: { redeals: '0' }, play: dealtWith({ redeals: 0 }) };

/** The stock may be gone through again without limit. */
export const UnlimitedRedeals: Story = { args: { redeals: 'unlimited' }, play: dealtWith({ redeals: 'unlimited' }) };

/** In Russian. */
export const Russian: Story = { args: { lang: 'ru' } };

/** Five moves from a win (loaded with `restore`). */
export const NearlyWon: Story = nearlyWon('pyramid');
