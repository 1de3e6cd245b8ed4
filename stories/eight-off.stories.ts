import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { dealt, game, langArg, nearlyWon, type GameArgs } from './story-helpers.js';

/** Eight Off (Восемь ячеек; RULES.md, written as a description): eight piles of six down in suit, eight free cells (four filled); a run moves when no longer than the free cells + 1. */
const meta: Meta<GameArgs> = {
  title: 'Games/Eight Off',
  component: 'patience-game',
  args: { seed: 42, lang: 'en' },
  argTypes: { lang: langArg },
  render: (a) => game('eight-off', a),
};
export default meta;
type Story = StoryObj<GameArgs>;

/** The deal. */
export const Default: Story = { play: dealt('eight-off', { foundation: 4, tableau: 8, reserve: 8 }) };

/** In Russian. */
export const Russian: Story = { args: { lang: 'ru' } };

/** Five moves from a win (loaded with `restore`). */
export const NearlyWon: Story = nearlyWon('eight-off');
