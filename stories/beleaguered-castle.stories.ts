import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { dealt, game, langArg, nearlyWon, type GameArgs } from './story-helpers.js';

/** Beleaguered Castle (Осаждённая крепость; RULES.md, written as a description): the aces start home; eight piles of six build down regardless of suit, one card at a time. */
const meta: Meta<GameArgs> = {
  title: 'Games/Beleaguered Castle',
  component: 'patience-game',
  args: { seed: 42, lang: 'en' },
  argTypes: { lang: langArg },
  render: (a) => game('beleaguered-castle', a),
};
export default meta;
type Story = StoryObj<GameArgs>;

/** The deal. */
export const Default: Story = { play: dealt('beleaguered-castle', { foundation: 4, tableau: 8 }) };

/** In Russian. */
export const Russian: Story = { args: { lang: 'ru' } };

/** Five moves from a win (loaded with `restore`). */
export const NearlyWon: Story = nearlyWon('beleaguered-castle');
