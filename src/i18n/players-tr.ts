/** Turkish: the words of statistics, links to a deal and the daily deal's badge, loaded with those features (i18n/index.ts `wantPlayerWords`). */
import { dayIn } from './dates.js';
import { percentIn } from './forms.js';
import { optionsInWords } from './game-words.js';
import type { PlayerWords } from './language-pack.js';

const L = 'tr';

export const words: PlayerWords = {
  players: {
    statistics: 'İstatistikler',
    statsOf: (g, options, daily, winnable) =>
      [g, options, winnable ? 'yalnızca kazanılabilir dağıtımlar' : '', daily ? 'günün oyunları' : ''].filter(Boolean).join(', '),
    options: optionsInWords(),
    played: 'Oynanan',
    won: 'Kazanılan',
    winRate: 'Kazanma oranı',
    currentStreak: 'Güncel seri',
    bestStreak: 'En iyi seri',
    bestTime: 'En iyi süre',
    fewestMoves: 'En az hamle',
    none: 'henüz yok',
    rate: (p) => percentIn(L, p),
    close: 'Kapat',
    reset: 'Sıfırla',
    resetConfirm: 'Evet, sıfırla',
    resetAsk: 'Bu istatistikleri silmek için yeniden basın.',
    resetDone: 'İstatistikler silindi.',
    copyLink: 'Bağlantıyı kopyala',
    linkCopied: 'Bu dağıtımın bağlantısı kopyalandı',
    copyTitle: 'Bu dağıtımın bağlantısı',
    copyHelp: 'Bağlantı seçili: kopyalayın (Ctrl+C veya ⌘C) ve gönderin.',
    badLink: (entry) => `Bağlantıdaki “${entry}” dağıtımı yapılamadı.`,
    badStatistics: 'Kayıtlı istatistikler okunamadı, sıfırdan başlıyor.',
    statsUnavailable: 'Bu tarayıcı istatistiklerin kaydedilmesine izin vermiyor: sayfa açık kaldıkça tutulurlar.',
  },
  daily: {
    dailyDeal: 'Günün oyunu',
    dailyOf: (d) => `${dayIn(L, d, 'long', true)} günün oyunu`,
    shortDate: (d) => dayIn(L, d, 'short', false),
  },
};
