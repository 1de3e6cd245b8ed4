import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { dealt, game, langArg, nearlyWon, type GameArgs } from './story-helpers.js';

/**
 * Envelopes (the book's pairs game, known elsewhere as The Wish): eight envelopes of four
 * cards; two face-up cards of one rank are set aside together.
 */
const meta: Meta<GameArgs> = {
  title: 'Games/Envelopes',
  component: 'patience-game',
  args: { seed: 42, lang: 'en' },
  argTypes: { lang: langArg },
  render: (a) => game('envelopes', a),
};
export default meta;
type Story = StoryObj<GameArgs>;

/** Eight envelopes, the top card of each face up. */
export const Default: Story = { play: dealt('envelopes', { tableau: 8, discard: 1 }) };

/** Five pairs from a win. */
export const NearlyWon: Story = nearlyWon('envelopes');
