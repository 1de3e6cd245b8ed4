import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect } from 'storybook/test';
import type { Lang } from '../src/i18n/index.js';
import { board } from './story-helpers.js';

/**
 * Each of the sixteen languages on a long-worded board: statistics and Copy link in the toolbar,
 * the daily deal's badge, the verdict; on a 320 px phone and at full width. `ar` reads right to left.
 */
const meta: Meta = {
  title: 'Element/Languages',
  component: 'patience-game',
};
export default meta;
type Story = StoryObj;

const NAMES: Record<Lang, string> = {
  en: 'English',
  ru: 'Russian',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  it: 'Italian',
  pt: 'Portuguese',
  pl: 'Polish',
  nl: 'Dutch',
  uk: 'Ukrainian',
  cs: 'Czech',
  sv: 'Swedish',
  tr: 'Turkish',
  ja: 'Japanese',
  'zh-Hans': 'Chinese (Simplified)',
  ar: 'Arabic',
};

const inLanguage = (lang: Lang): Story => ({
  name: NAMES[lang],
  render: () => html`
    <div style="display: grid; gap: 16px">
      <div style="width: 320px">
        <patience-game variant="klondike" seed="daily" draw="3" lang=${lang} stats link></patience-game>
      </div>
      <patience-game variant="klondike" seed="daily" draw="3" lang=${lang} stats link></patience-game>
    </div>
  `,
  play: async ({ canvasElement }) => {
    const el = await board(canvasElement);
    expect(el.language).toBe(lang);
    expect(el.shadowRoot!.querySelector('[part~="base"]')!.getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
  },
});

export const En = inLanguage('en');
export const Ru = inLanguage('ru');
export const De = inLanguage('de');
export const Fr = inLanguage('fr');
export const Es = inLanguage('es');
export const It = inLanguage('it');
export const Pt = inLanguage('pt');
export const Pl = inLanguage('pl');
export const Nl = inLanguage('nl');
export const Uk = inLanguage('uk');
export const Cs = inLanguage('cs');
export const Sv = inLanguage('sv');
export const Tr = inLanguage('tr');
export const Ja = inLanguage('ja');
export const ZhHans = inLanguage('zh-Hans');
export const Ar = inLanguage('ar');

/** No `lang` on the board: the language of the page around it (here `<div lang="de-AT">`). */
export const FromThePage: Story = {
  render: () => html`<div lang="de-AT"><patience-game variant="klondike" seed="7"></patience-game></div>`,
  play: async ({ canvasElement }) => {
    const el = await board(canvasElement);
    expect(el.language).toBe('de');
  },
};
