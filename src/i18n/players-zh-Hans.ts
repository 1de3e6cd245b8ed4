/** Chinese (simplified): the words of statistics, links to a deal and the daily deal's badge, loaded with those features (i18n/index.ts `wantPlayerWords`). */
import { dayIn } from './dates.js';
import { percentIn } from './forms.js';
import { optionsInWords } from './game-words.js';
import type { PlayerWords } from './language-pack.js';

const L = 'zh-Hans';

export const words: PlayerWords = {
  players: {
    statistics: '统计',
    statsOf: (g, options, daily, winnable) =>
      [g, options, winnable ? '仅限能获胜的牌局' : '', daily ? '每日牌局' : ''].filter(Boolean).join('，'),
    options: optionsInWords({}, '，'),
    listJoin: '，',
    played: '已玩',
    won: '获胜',
    winRate: '胜率',
    currentStreak: '当前连胜',
    bestStreak: '最长连胜',
    bestTime: '最佳用时',
    fewestMoves: '最少步数',
    none: '暂无',
    rate: (p) => percentIn(L, p),
    close: '关闭',
    reset: '重置',
    resetConfirm: '确定重置',
    resetAsk: '再按一次即可清除这些统计。',
    resetDone: '统计已清除。',
    copyLink: '复制链接',
    linkCopied: '已复制此牌局的链接',
    copyTitle: '此牌局的链接',
    copyHelp: '链接已选中：复制（Ctrl+C 或 ⌘C）后发送。',
    badLink: (entry) => `无法发出链接中的牌局“${entry}”。`,
    badStatistics: '无法读取已保存的统计，已重新开始记录。',
    statsUnavailable: '此浏览器不允许保存统计：只在页面打开期间保留。',
  },
  daily: {
    dailyDeal: '每日牌局',
    dailyOf: (d) => `${dayIn(L, d, 'long', true)}的每日牌局`,
    shortDate: (d) => dayIn(L, d, 'short', false),
  },
};
