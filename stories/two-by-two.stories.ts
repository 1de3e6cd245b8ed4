import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { dealt, game, langArg, nearlyWon, type GameArgs } from './story-helpers.js';

/**
 * Two by Two (Дважды два): four piles; two top cards of one suit are both covered from the
 * deck. Won when the deck is dealt out.
 */
const meta: Meta<GameArgs> = {
  title: 'Games/Two by Two',
  component: 'patience-game',
  args: { seed: 42, deck: '52', lang: 'en' },
  argTypes: { deck: { control: 'inline-radio', options: ['52', '32'] }, lang: langArg },
  render: (a) => game('two-by-two', a),
};
export default meta;
type Story = StoryObj<GameArgs>;

/** The full deck. */
export const Default: Story = { args: { seed: 3 }, play: dealt('two-by-two', { tableau: 4, stock: 1 }) };

/** The 32-card piquet deck (the game known as Quadrat). */
export const PiquetDeck: Story = { args: { deck: '32', seed: 3 }, play: dealt('two-by-two', { tableau: 4, stock: 1 }) };

/** Five covers from the end of the deck. */
export const NearlyWon: Story = nearlyWon('two-by-two/52');

/** Piquet deck, five covers from the end. */
export const NearlyWonPiquet: Story = nearlyWon('two-by-two/32');
