import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { dealt, game, langArg, nearlyWon, type GameArgs } from './story-helpers.js';

/** Seahaven Towers (Башни Сихейвена; RULES.md, written as a description): ten piles of five down in suit, four free cells (two filled); kings only into empty piles. */
const meta: Meta<GameArgs> = {
  title: 'Games/Seahaven Towers',
  component: 'patience-game',
  args: { seed: 42, lang: 'en' },
  argTypes: { lang: langArg },
  render: (a) => game('seahaven-towers', a),
};
export default meta;
type Story = StoryObj<GameArgs>;

/** The deal. */
export const Default: Story = { play: dealt('seahaven-towers', { foundation: 4, tableau: 10, reserve: 4 }) };

/** In Russian. */
export const Russian: Story = { args: { lang: 'ru' } };

/** Five moves from a win (loaded with `restore`). */
export const NearlyWon: Story = nearlyWon('seahaven-towers');
