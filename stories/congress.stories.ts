import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { dealt, game, langArg, nearlyWon, type GameArgs } from './story-helpers.js';

/**
 * Congress (Конгресс, President's Cabinet): two decks, eight tableau piles in two columns
 * with the eight foundations between them; an emptied pile is refilled at once.
 */
const meta: Meta<GameArgs> = {
  title: 'Games/Congress',
  component: 'patience-game',
  args: { seed: 42, lang: 'en' },
  argTypes: { lang: langArg },
  render: (a) => game('congress', a),
};
export default meta;
type Story = StoryObj<GameArgs>;

/** 104 cards: eight on the tableau, the rest in the stock. */
export const Default: Story = { play: dealt('congress', { tableau: 8, foundation: 8, stock: 1, waste: 1 }) };

/** Five moves from a win. */
export const NearlyWon: Story = nearlyWon('congress');
