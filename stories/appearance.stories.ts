import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect } from 'storybook/test';
import { board } from './story-helpers.js';

/** What hosts can change: theme, language, toolbar and status, size; and what bad input looks like. */
const meta: Meta = {
  title: 'Element/Appearance and states',
  component: 'patience-game',
};
export default meta;
type Story = StoryObj;

/** A dark theme made only with the documented custom properties. */
export const DarkTheme: Story = {
  render: () => html`
    <div
      style="padding: 12px; background: #0f1218; color-scheme: dark;
        --patience-table: #1d2330; --patience-table-text: #dfe3ec;
        --patience-card-back: #6b2d5c; --patience-card-back-accent: #d48ac0;
        --patience-highlight: #ffd54f; --patience-toolbar-bg: #151a24; --patience-toolbar-text: #e8eaf0;
        --patience-button-bg: #262d3b; --patience-button-hover: #323b4d; --patience-panel-bg: rgba(10, 12, 18, .94);"
    >
      <patience-game variant="klondike" seed="7"></patience-game>
    </div>
  `,
};

/** Every word in Russian, from the element's `lang`. */
export const Russian: Story = {
  render: () => html`<patience-game variant="seasons" seed="5" lang="ru"></patience-game>`,
  play: async ({ canvasElement }) => {
    const el = await board(canvasElement);
    expect(el.shadowRoot!.querySelector('[part~="new-game"]')?.getAttribute('aria-label') ?? el.shadowRoot!.textContent).toMatch(/[а-я]/i);
  },
};

/** Only the board: no toolbar, no status line. */
export const BoardOnly: Story = {
  render: () => html`<patience-game variant="two-by-two" seed="3" no-toolbar no-status></patience-game>`,
  play: async ({ canvasElement }) => {
    const el = await board(canvasElement);
    expect(el.shadowRoot!.querySelector('[part~="toolbar"]')).toBeNull();
  },
};

/** On a phone: 320 px wide. */
export const Phone: Story = {
  render: () => html`<div style="width: 320px"><patience-game variant="klondike" seed="11"></patience-game></div>`,
  play: async ({ canvasElement }) => {
    const el = await board(canvasElement);
    expect(el.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

/** Smaller cards, capped with `--patience-card-width`. */
export const SmallCards: Story = {
  render: () => html`<patience-game variant="congress" seed="9" style="--patience-card-width: 60px"></patience-game>`,
};

/** No `variant`: a short prompt. */
export const Prompt: Story = {
  render: () => html`<patience-game></patience-game>`,
  play: async ({ canvasElement }) => {
    const el = await board(canvasElement);
    expect(el.state).toBeNull();
    expect(el.shadowRoot!.querySelector('[part~="message"]')).not.toBeNull();
  },
};

/** A bad attribute: the board says what is wrong and which values are allowed. */
export const ErrorState: Story = {
  render: () => html`<patience-game variant="klondike" draw="2"></patience-game>`,
  play: async ({ canvasElement }) => {
    const el = await board(canvasElement);
    expect(el.shadowRoot!.querySelector('[part~="message"]')?.textContent).toMatch(/1 or 3/);
  },
};

/** An unknown game. */
export const UnknownVariant: Story = {
  render: () => html`<patience-game variant="solitaire"></patience-game>`,
  play: async ({ canvasElement }) => {
    const el = await board(canvasElement);
    expect(el.shadowRoot!.querySelector('[part~="message"]')?.textContent).toMatch(/klondike/);
  },
};
