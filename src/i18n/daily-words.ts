/** The daily deal's badge in words (`seed="daily"`), both languages: a few words, loaded with the badge. */
import type { Lang } from './types.js';

export interface DailyWords {
  /** The badge's word: "Daily deal". */
  readonly dailyDeal: string;
  /** The badge's full words, `date` as `YYYY-MM-DD` (UTC): "Daily deal of 14 March 2025". */
  dailyOf(date: string): string;
  /** The date of a daily deal, short, for the badge: "14 Mar". */
  shortDate(date: string): string;
}

const date = (locale: string, d: string, month: 'long' | 'short', year: boolean) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month, ...(year ? { year: 'numeric' } : {}), timeZone: 'UTC' }).format(
    new Date(`${d}T12:00:00Z`),
  );

const ruDate = (d: string, month: 'long' | 'short', year: boolean) => date('ru-RU', d, month, year).replace(/\s*г\.$/, '');

const WORDS: Record<Lang, DailyWords> = {
  en: {
    dailyDeal: 'Daily deal',
    dailyOf: (d) => `Daily deal of ${date('en-GB', d, 'long', true)}`,
    shortDate: (d) => date('en-GB', d, 'short', false),
  },
  ru: {
    dailyDeal: 'Партия дня',
    dailyOf: (d) => `Партия дня, ${ruDate(d, 'long', true)}`,
    shortDate: (d) => ruDate(d, 'short', false).replace(/\.$/, ''),
  },
};

export const dailyWords = (lang: Lang): DailyWords => WORDS[lang];
