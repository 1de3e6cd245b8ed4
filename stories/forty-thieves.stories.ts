import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { dealt, game, langArg, nearlyWon, type GameArgs } from './story-helpers.js';

/** Forty Thieves (Сорок разбойников; RULES.md, written as a description): two decks, ten piles of four down in suit, one card at a time; the stock turns once. */
const meta: Meta<GameArgs> = {
  title: 'Games/Forty Thieves',
  component: 'patience-game',
  args: { seed: 42, lang: 'en' },
  argTypes: { lang: langArg },
  render: (a) => game('forty-thieves', a),
};
export default meta;
type Story = StoryObj<GameArgs>;

/** The deal. */
export const Default: Story = { play: dealt('forty-thieves', { stock: 1, waste: 1, foundation: 8, tableau: 10 }) };

/** In Russian. */
export const Russian: Story = { args: { lang: 'ru' } };

/** Five moves from a win (loaded with `restore`). */
export const NearlyWon: Story = nearlyWon('forty-thieves');
