import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { dealt, game, langArg, nearlyWon, type GameArgs } from './story-helpers.js';

/** Flower Garden (Цветник; RULES.md, written as a description): six beds of six down regardless of suit; a bouquet of sixteen free cards; foundation cards may come back. */
const meta: Meta<GameArgs> = {
  title: 'Games/Flower Garden',
  component: 'patience-game',
  args: { seed: 42, lang: 'en' },
  argTypes: { lang: langArg },
  render: (a) => game('flower-garden', a),
};
export default meta;
type Story = StoryObj<GameArgs>;

/** The deal. */
export const Default: Story = { play: dealt('flower-garden', { foundation: 4, reserve: 16, tableau: 6 }) };

/** In Russian. */
export const Russian: Story = { args: { lang: 'ru' } };

/** Five moves from a win (loaded with `restore`). */
export const NearlyWon: Story = nearlyWon('flower-garden');
