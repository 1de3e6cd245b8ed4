import { allowedIn, pileNames } from './forms.js';
import { type GameWordsIn } from './game-words.js';
import type { LanguagePack } from './language-pack.js';
import type { Messages, PileWord } from './types.js';

// Chinese counts with measure words and no plural forms: 5张牌, 12步.
const L = 'zh-Hans';
const cards = (n: number) => `${n}张牌`;

const RANKS: Record<string, string> = { T: '10' };
const SUITS: Record<string, string> = { C: '梅花', D: '方块', H: '红桃', S: '黑桃' };
const PILES: Record<string, PileWord> = {
  stock: '牌库',
  waste: '翻牌堆',
  foundation: '收牌堆',
  tableau: '列',
  reserve: '备用牌',
  discard: '弃牌堆',
  pile: '牌堆',
  column: '列',
  freeCell: '空当',
  cell: '格子',
  hole: '底牌堆',
  envelope: '信封',
  pyramidCard: '金字塔牌',
  peakCard: '山峰牌',
};
const STATE_ERRORS: Record<string, string> = {
  'bad-state': '这不是游戏状态',
  'bad-variant': '状态中的游戏未知',
  'wrong-variant': '这是另一个游戏的状态',
  'bad-seed': '状态中的牌局编号无效',
  'bad-option': '状态中的游戏选项无效',
  'bad-piles': '状态中的牌堆与本游戏不符',
  'unknown-pile': '状态中有未知的牌堆',
  'bad-card': '牌堆里有不是牌的东西',
  'duplicate-card': '有一张牌出现的次数多于整副牌',
  'wrong-deck': '有一张牌不属于这副牌',
  'missing-card': '牌桌上缺少牌',
  'face-down-on-top': '一张背面朝上的牌压在正面朝上的牌上',
  'impossible-position': '这个局面在本游戏中不可能出现',
  'load-failed': '无法加载游戏的代码',
};
const KEYS_HELP =
  '方向键在牌堆之间移动；上下键选择拿起几张牌。回车或空格键拿起和放下，Esc 键取消。Ctrl+Z 撤销，Ctrl+Y 重做，H 提示，N 新游戏。';

export function chinese(game?: GameWordsIn<PileWord>, english?: GameWordsIn<string>): Messages {
  const { pile, pileTo } = pileNames(PILES, game?.piles, english?.piles, (name, n) => (name === '列' ? `第${n}列` : `${name}${n}`));
  return {
    lang: L,
    game: game?.name ?? '',

    card: (code) => (code === 'RJ' ? '大王' : code === 'BJ' ? '小王' : `${SUITS[code[1]] ?? code[1]}${RANKS[code[0]] ?? code[0]}`),
    faceDown: '背面朝上的牌',
    cards,
    pile,
    pileTo,
    pileLabel: (p, n, top) => (n === 0 ? `${p}，空` : `${p}，${cards(n)}${top ? `，最上面是${top}` : ''}`),
    canTake: '，可以放在这里',
    holding: '，已拿起',

    move: (card, n, to) => (n > 1 ? `${card}连同上面${cards(n - 1)}移到${to}` : `${card}移到${to}`),
    deal: (card, n) => (card ? (n > 1 ? `从牌库翻出${cards(n)}，最上面是${card}` : `从牌库翻出${card}`) : '从牌库发牌'),
    recycle: '翻牌堆已翻回牌库',
    row: (n) => `发了一行，共${cards(n)}`,
    cover: (a, b) => `盖住了${a}和${b}`,
    pair: (a, b) => `移走了${a}和${b}`,
    turnedUp: (card) => `，翻开了${card}`,
    wentHome: (n, to) => (n > 1 ? `，一组${cards(n)}移到了${to}` : `，一张牌移到了${to}`),

    board: (g) => `${g}牌桌`,
    keysHelp: game?.keys ? `${KEYS_HELP} ${game.keys}` : KEYS_HELP,
    toolbar: { label: '游戏控制', newGame: '新游戏', undo: '撤销', redo: '重做', hint: '提示', auto: '自动完成' },
    status: { moves: '步数', time: '时间', label: '游戏状态' },

    dealt: (g, seed) => `新游戏：${g}，第 ${seed} 局`,
    picked: (card, n) => (n > 1 ? `拿起了${card}连同上面${cards(n - 1)}。` : `拿起了${card}。`),
    chooseTarget: '选择一个牌堆后按回车键，按 Esc 键取消。',
    choosePartner: '请选择第二张牌。',
    cantMove: (card) => `${card}现在不能移动`,
    cantPlace: (card, p) => `${card}不能放到${p}`,
    putBack: '已放回原处',
    undone: (n) => `已撤销一步，现在共${n}步`,
    redone: (n) => `已重做一步，现在共${n}步`,
    hint: (d) => `提示：${d}`,
    noHint: '没有有用的走法了',
    liftChoice: (card, n) => (n > 1 ? `从${card}起的${cards(n)}` : card),
    peek: (card) => `查看${card}下面的牌`,
    peeked: (top, under) => `${top}下面是${under}`,

    verdict: {
      label: '能否获胜',
      winnable: '可以获胜',
      lost: '已无法获胜',
      unwinnable: '无法获胜',
      unknown: '尚不确定',
      checking: '正在检查…',
      lostNow: '这局已无法获胜。可以撤销几步返回。',
    },
    finding: '正在寻找能获胜的牌局…',
    loading: '正在发牌…',
    jokerStandsFor: (joker, r, red) => `${joker}，${r ? `代替${red ? '红色' : '黑色'}的${RANKS[r] ?? r}` : '可代替任意一张牌'}`,
    anyCard: '任意',

    wonTitle: '你赢了！',
    won: (n, time) => `共${n}步，用时${time}。`,
    lostTitle: '没有可走的牌了',
    lost: '撤销几步，或者开始新游戏。',
    promptTitle: '请选择游戏',
    prompt: (v) => `请将 variant 属性设为以下之一：${v.join('、')}。`,
    errorTitle: '游戏无法开始',
    badVariant: (value, v) =>
      value.trim() === ''
        ? `variant 属性为空：请使用以下之一：${v.join('、')}。`
        : `“${value}”不是这里的游戏：请使用以下之一：${v.join('、')}。`,
    badGame: (variant, problems) => `本页游戏“${variant}”的描述有误：${problems}`,
    loadFailed: (variant, reason) => `无法加载 ${variant} 的代码（${reason}）。请检查网络连接并重新加载页面。`,
    badSeed: (value, max) => `牌局编号（seed）必须是 0 到 ${max} 之间的整数，而不是“${value}”。`,
    badOption: (name, value, g, allowed) =>
      `“${value}”不是 ${g} 中 ${name} 的有效值：请使用${allowedIn(L, allowed, (max) => (max ? `不超过 ${max} 的整数` : '正整数'))}。`,
    badState: (code, message) => `未能载入状态：${STATE_ERRORS[code] ?? message}。`,
    savedGameRefused: (code) =>
      `无法继续已保存的游戏，已发新的一局：${code === 'foreign-saved-game' ? '保存的是另一局游戏' : '保存的数据已损坏'}。`,
    storageUnavailable: '此浏览器不允许保存游戏：可以继续玩，但重新加载页面后游戏就没有了。',
  };
}

export const pack: LanguagePack = {
  lang: L,
  table: chinese,
  playerWords: () => import('./players-zh-Hans.js'),
  gameWords: (variant) => import(`../games/words/zh-Hans/${variant}.json`),
};
