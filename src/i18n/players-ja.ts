/** Japanese: the words of statistics, links to a deal and the daily deal's badge, loaded with those features (i18n/index.ts `wantPlayerWords`). */
import { dayIn } from './dates.js';
import { percentIn } from './forms.js';
import { optionsInWords } from './game-words.js';
import type { PlayerWords } from './language-pack.js';

const L = 'ja';

export const words: PlayerWords = {
  players: {
    statistics: '統計',
    statsOf: (g, options, daily, winnable) =>
      [g, options, winnable ? '解ける配りのみ' : '', daily ? '今日の一局' : ''].filter(Boolean).join('、'),
    options: optionsInWords({}, '、'),
    listJoin: '、',
    played: 'プレイ数',
    won: '勝利数',
    winRate: '勝率',
    currentStreak: '現在の連勝',
    bestStreak: '最多連勝',
    bestTime: '最短時間',
    fewestMoves: '最少手数',
    none: 'まだありません',
    rate: (p) => percentIn(L, p),
    close: '閉じる',
    reset: 'リセット',
    resetConfirm: 'リセットする',
    resetAsk: 'もう一度押すと、この統計を消去します。',
    resetDone: '統計を消去しました。',
    copyLink: 'リンクをコピー',
    linkCopied: 'この配りへのリンクをコピーしました',
    copyTitle: 'この配りへのリンク',
    copyHelp: 'リンクを選択しました。コピー（Ctrl+C または ⌘C）して送ってください。',
    badLink: (entry) => `リンクの配り「${entry}」を配れませんでした。`,
    badStatistics: '保存された統計を読み込めなかったため、最初から記録します。',
    statsUnavailable: 'このブラウザでは統計を保存できません。ページを開いている間だけ記録されます。',
  },
  daily: {
    dailyDeal: '今日の一局',
    dailyOf: (d) => `${dayIn(L, d, 'long', true)}の一局`,
    shortDate: (d) => dayIn(L, d, 'short', false),
  },
};
