/** The daily deal's badge in words (`seed="daily"`). */
export interface DailyWords {
  /** The badge's word: "Daily deal". */
  readonly dailyDeal: string;
  /** The badge's full words, `date` as `YYYY-MM-DD` (UTC): "Daily deal of 14 March 2025". */
  dailyOf(date: string): string;
  /** The date of a daily deal, short, for the badge: "14 Mar". */
  shortDate(date: string): string;
}
