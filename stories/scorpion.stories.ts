import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { dealt, game, langArg, nearlyWon, type GameArgs } from './story-helpers.js';

/** Scorpion (Скорпион; RULES.md, written as a description): seven piles of seven down in suit, any face-up card moves with what lies on it; the stock's three cards onto piles 0-2. */
const meta: Meta<GameArgs> = {
  title: 'Games/Scorpion',
  component: 'patience-game',
  args: { seed: 42, lang: 'en' },
  argTypes: { lang: langArg },
  render: (a) => game('scorpion', a),
};
export default meta;
type Story = StoryObj<GameArgs>;

/** The deal. */
export const Default: Story = { play: dealt('scorpion', { stock: 1, foundation: 4, tableau: 7 }) };

/** In Russian. */
export const Russian: Story = { args: { lang: 'ru' } };

/** Five moves from a win (loaded with `restore`). */
export const NearlyWon: Story = nearlyWon('scorpion');
