import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect } from 'storybook/test';
import { VARIANTS } from '../src/index.js';
import { game, type GameArgs } from './story-helpers.js';

/**
 * The controls of `<patience-game>` (.storybook/game-controls.ts): `variant` a select of every
 * game, each option the choices the story's game allows, the other games' options hidden.
 */
const meta: Meta<GameArgs> = {
  title: 'Element/Controls',
  component: 'patience-game',
  args: { variant: 'spider', seed: 7 },
  render: (a) => game('spider', a),
};
export default meta;
type Story = StoryObj<GameArgs>;

/** Spider's controls: its `suits` a select of 1, 2 and 4; Klondike's `draw` hidden. */
export const Spider: Story = {
  play: async ({ argTypes }) => {
    expect(argTypes.variant!.control).toMatchObject({ type: 'select' });
    expect(argTypes.variant!.options).toEqual([...VARIANTS]);
    expect(argTypes.suits!.control).toMatchObject({ type: 'select' });
    expect(argTypes.suits!.options).toEqual(['1', '2', '4']);
    expect(argTypes.draw!.table?.disable).toBe(true);
    expect(argTypes.seed!.control).toMatchObject({ type: 'number' });
  },
};

/** Klondike's `redeals` allows words ("0, a positive whole number, or unlimited"): a text field. */
export const Klondike: Story = {
  args: { variant: 'klondike' },
  play: async ({ argTypes }) => {
    expect(argTypes.redeals!.control).toMatchObject({ type: 'text' });
    expect(argTypes.draw!.options).toEqual(['1', '3']);
    expect(argTypes.suits!.table?.disable).toBe(true);
  },
};
