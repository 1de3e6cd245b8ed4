/** The daily deal's badge in words (`seed="daily"`): English here, loaded with the badge; other languages come with their file. */
import type { DailyWords } from './daily-types.js';
import { dayIn } from './dates.js';
import { playerWordsIn } from './index.js';
import type { Lang } from './types.js';

export type { DailyWords } from './daily-types.js';

const english: DailyWords = {
  dailyDeal: 'Daily deal',
  dailyOf: (d) => `Daily deal of ${dayIn('en-GB', d, 'long', true)}`,
  shortDate: (d) => dayIn('en-GB', d, 'short', false),
};

export const dailyWords = (lang: Lang): DailyWords => playerWordsIn(lang)?.daily ?? english;
