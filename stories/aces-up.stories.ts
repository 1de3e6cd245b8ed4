import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { dealt, game, langArg, nearlyWon, type GameArgs } from './story-helpers.js';

/** Aces Up (Тузы наверх; RULES.md, written as a description): four piles; a top card beaten by a higher one of its suit is discarded (aces high); leave only the aces. */
const meta: Meta<GameArgs> = {
  title: 'Games/Aces Up',
  component: 'patience-game',
  args: { seed: 42, lang: 'en' },
  argTypes: { lang: langArg },
  render: (a) => game('aces-up', a),
};
export default meta;
type Story = StoryObj<GameArgs>;

/** The deal. */
export const Default: Story = { play: dealt('aces-up', { stock: 1, discard: 1, tableau: 4 }) };

/** In Russian. */
export const Russian: Story = { args: { lang: 'ru' } };

/** Five moves from a win (loaded with `restore`). */
export const NearlyWon: Story = nearlyWon('aces-up');
