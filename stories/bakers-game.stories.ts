import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { dealt, game, langArg, nearlyWon, type GameArgs, dealtWith } from './story-helpers.js';

/** Baker's Game (Игра пекаря; RULES.md, written as a description): FreeCell building down in suit; seed N is Microsoft's deal #N. */
const meta: Meta<GameArgs> = {
  title: "Games/Baker's Game",
  component: 'patience-game',
  args: { seed: 42, lang: 'en' },
  argTypes: { lang: langArg },
  render: (a) => game('bakers-game', a),
};
export default meta;
type Story = StoryObj<GameArgs>;

/** The deal. */
export const Default: Story = { play: dealt('bakers-game', { foundation: 4, tableau: 8, reserve: 4 }) };

/** In Russian. */
export const Russian: Story = { args: { lang: 'ru' } };

/** The project's shuffle instead of Microsoft's numbered deals. */
export const Shuffled: Story = { args: { deals: 'shuffle' }, play: dealtWith({ deals: 'shuffle' }) };

/** Five moves from a win (loaded with `restore`). */
export const NearlyWon: Story = nearlyWon('bakers-game');
