import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect } from 'storybook/test';
import { board, langArg } from './story-helpers.js';

/**
 * For players who come back: statistics and streaks (`stats`), the daily deal (`seed="daily"`),
 * a link to the deal (`link`), a left-handed table (`left-handed`), a four-colour deck
 * (`--patience-suit-*`) and the animation speed (`--patience-speed`). Every story has a `lang`
 * control; the Russian ones show it set.
 */
interface Args {
  lang: 'en' | 'ru';
}
const meta: Meta<Args> = {
  title: 'Element/Players who come back',
  component: 'patience-game',
  args: { lang: 'en' },
  argTypes: { lang: langArg },
};
export default meta;
type Story = StoryObj<Args>;

/** Statistics per game and options, from the toolbar: played, won, win rate, streaks, best time, fewest moves. */
export const Statistics: Story = {
  render: (a) => html`<patience-game variant="klondike" seed="42" stats lang=${a.lang}></patience-game>`,
  play: async ({ canvasElement }) => {
    const el = await board(canvasElement);
    const before = el.statistics!.played;
    el.play(el.legalMoves().find((m) => m.kind === 'move'));
    expect(el.statistics!.played).toBe(before + 1);
    el.shadowRoot!.querySelector<HTMLElement>('[part~="stats"]')!.click();
    await el.updateComplete;
    await el.updateComplete;
    const dialog = el.shadowRoot!.querySelector<HTMLDialogElement>('dialog.stats')!;
    expect(dialog.open).toBe(true);
    dialog.querySelector<HTMLButtonElement>('.close')!.click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('dialog.stats')).toBeNull();
  },
};

/** The statistics in Russian. */
export const StatisticsRussian: Story = { ...Statistics, args: { lang: 'ru' } };

/** The day's deal: the same for every player on the same UTC date, for a game and its options. */
export const DailyDeal: Story = {
  render: (a) => html`<patience-game variant="klondike" seed="daily" stats lang=${a.lang}></patience-game>`,
  play: async ({ canvasElement }) => {
    const el = await board(canvasElement);
    expect(el.daily).toBe(new Date().toISOString().slice(0, 10));
    expect(el.shadowRoot!.querySelector('[part~="daily"]')).not.toBeNull();
  },
};

/** The daily deal of Two by Two, in Russian. */
export const DailyDealRussian: Story = {
  args: { lang: 'ru' },
  render: (a) => html`<patience-game variant="two-by-two" seed="daily" lang=${a.lang}></patience-game>`,
  play: DailyDeal.play,
};

/** The deal in the page's address (`#patience=seasons-5`), and Copy link in the toolbar. */
export const LinkToTheDeal: Story = {
  render: (a) => html`<patience-game variant="seasons" seed="5" link lang=${a.lang}></patience-game>`,
  play: async ({ canvasElement }) => {
    const el = await board(canvasElement);
    expect(location.hash).toContain(`patience=seasons-${el.state!.seed}`);
    expect(el.shadowRoot!.querySelector('[part~="copy-link"]')).not.toBeNull();
  },
};

/** The table mirrored for the left hand: stock and waste on the right, the waste fanning left. */
export const LeftHanded: Story = {
  render: (a) => html`<patience-game variant="klondike" seed="7" draw="3" left-handed lang=${a.lang}></patience-game>`,
  play: async ({ canvasElement }) => {
    const el = await board(canvasElement);
    const stock = el.shadowRoot!.querySelector<HTMLElement>('.pile[data-id="stock"]')!;
    const waste = el.shadowRoot!.querySelector<HTMLElement>('.pile[data-id="waste"]')!;
    expect(stock.getBoundingClientRect().left).toBeGreaterThan(waste.getBoundingClientRect().left);
  },
};

/** Congress for the left hand, in Russian. */
export const LeftHandedCongressRussian: Story = {
  args: { lang: 'ru' },
  render: (a) => html`<patience-game variant="congress" seed="3" left-handed lang=${a.lang}></patience-game>`,
};

/**
 * A four-colour deck in four lines of CSS:
 *
 * ```css
 * patience-game {
 *   --patience-suit-clubs: #1b7a2e;
 *   --patience-suit-diamonds: #1f5fbf;
 *   --patience-suit-hearts: #c62828;
 *   --patience-suit-spades: #1a1a1a;
 * }
 * ```
 */
export const FourColourDeck: Story = {
  render: (a) =>
    html`<patience-game
      variant="klondike"
      seed="11"
      lang=${a.lang}
      style="--patience-suit-clubs: #1b7a2e; --patience-suit-diamonds: #1f5fbf; --patience-suit-hearts: #c62828; --patience-suit-spades: #1a1a1a;"
    ></patience-game>`,
  play: async ({ canvasElement }) => {
    const el = await board(canvasElement);
    const club = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.card[data-code$="C"]')][0];
    if (club) expect(getComputedStyle(club.querySelector('svg')!).color).toBe('rgb(27, 122, 46)');
  },
};

/** Every animation twice as slow: `--patience-speed: 2`. */
export const SlowMotion: Story = {
  render: (a) => html`<patience-game variant="klondike" seed="42" lang=${a.lang} style="--patience-speed: 2"></patience-game>`,
};

/** No motion at all, as with reduced motion: `--patience-speed: 0`. */
export const NoMotion: Story = {
  render: (a) => html`<patience-game variant="joker" seed="4" lang=${a.lang} style="--patience-speed: 0"></patience-game>`,
  play: async ({ canvasElement }) => {
    const el = await board(canvasElement);
    el.play(el.legalMoves()[0]);
    await el.updateComplete;
    expect(el.shadowRoot!.getAnimations()).toHaveLength(0);
  },
};
