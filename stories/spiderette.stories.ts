import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { dealt, game, langArg, nearlyWon, type GameArgs } from './story-helpers.js';

/** Spiderette (Паучок; RULES.md, written as a description): one-deck Spider on a Klondike deal; the stock deals rows of seven, the last of three. */
const meta: Meta<GameArgs> = {
  title: 'Games/Spiderette',
  component: 'patience-game',
  args: { seed: 42, lang: 'en' },
  argTypes: { lang: langArg },
  render: (a) => game('spiderette', a),
};
export default meta;
type Story = StoryObj<GameArgs>;

/** The deal. */
export const Default: Story = { play: dealt('spiderette', { stock: 1, foundation: 4, tableau: 7 }) };

/** In Russian. */
export const Russian: Story = { args: { lang: 'ru' } };

/** Five moves from a win (loaded with `restore`). */
export const NearlyWon: Story = nearlyWon('spiderette');
