/** Arabic: the words of statistics, links to a deal and the daily deal's badge, loaded with those features (i18n/index.ts `wantPlayerWords`). */
import { dayIn } from './dates.js';
import { percentIn } from './forms.js';
import { optionsInWords } from './game-words.js';
import type { PlayerWords } from './language-pack.js';

const L = 'ar';

export const words: PlayerWords = {
  players: {
    statistics: 'الإحصاءات',
    statsOf: (g, options, daily, winnable) =>
      [g, options, winnable ? 'التوزيعات القابلة للفوز فقط' : '', daily ? 'ألعاب اليوم' : ''].filter(Boolean).join('، '),
    options: optionsInWords({}, '، '),
    listJoin: '، ',
    played: 'الألعاب',
    won: 'الانتصارات',
    winRate: 'نسبة الفوز',
    currentStreak: 'السلسلة الحالية',
    bestStreak: 'أفضل سلسلة',
    bestTime: 'أفضل وقت',
    fewestMoves: 'أقل عدد نقلات',
    none: 'لا شيء بعد',
    rate: (p) => percentIn(L, p),
    close: 'إغلاق',
    reset: 'إعادة ضبط',
    resetConfirm: 'نعم، أعد الضبط',
    resetAsk: 'اضغط مرة أخرى لمسح هذه الإحصاءات.',
    resetDone: 'مُسحت الإحصاءات.',
    copyLink: 'نسخ الرابط',
    linkCopied: 'نُسخ رابط هذه التوزيعة',
    copyTitle: 'رابط هذه التوزيعة',
    copyHelp: 'الرابط محدد: انسخه (Ctrl+C أو ⌘C) وأرسله.',
    badLink: (entry) => `تعذّر توزيع «${entry}» من الرابط.`,
    badStatistics: 'تعذّرت قراءة الإحصاءات المحفوظة، فبدأت من جديد.',
    statsUnavailable: 'هذا المتصفح لا يسمح بحفظ الإحصاءات: تبقى ما دامت الصفحة مفتوحة.',
  },
  daily: {
    dailyDeal: 'توزيعة اليوم',
    dailyOf: (d) => `توزيعة يوم ${dayIn(L, d, 'long', true)}`,
    shortDate: (d) => dayIn(L, d, 'short', false),
  },
};
