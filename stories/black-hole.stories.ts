import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { dealt, game, langArg, nearlyWon, type GameArgs } from './story-helpers.js';

/** Black Hole (Чёрная дыра; RULES.md, written as a description): the A♠ in the hole, seventeen fans of three; a fan's top goes into the hole one rank above or below, K and A neighbours. */
const meta: Meta<GameArgs> = {
  title: 'Games/Black Hole',
  component: 'patience-game',
  args: { seed: 42, lang: 'en' },
  argTypes: { lang: langArg },
  render: (a) => game('black-hole', a),
};
export default meta;
type Story = StoryObj<GameArgs>;

/** The deal. */
export const Default: Story = { play: dealt('black-hole', { waste: 1, tableau: 17 }) };

/** In Russian. */
export const Russian: Story = { args: { lang: 'ru' } };

/** Five moves from a win (loaded with `restore`). */
export const NearlyWon: Story = nearlyWon('black-hole');
