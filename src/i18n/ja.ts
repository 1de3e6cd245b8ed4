import { allowedIn, pileNames } from './forms.js';
import { type GameWordsIn } from './game-words.js';
import type { LanguagePack } from './language-pack.js';
import type { Messages, PileWord } from './types.js';

// Japanese counts with counters and no plural forms: 5枚, 12手.
const L = 'ja';
const cards = (n: number) => `${n}枚`;

const RANKS: Record<string, string> = { A: 'エース', T: '10', J: 'ジャック', Q: 'クイーン', K: 'キング' };
const SUITS: Record<string, string> = { C: 'クラブ', D: 'ダイヤ', H: 'ハート', S: 'スペード' };
const PILES: Record<string, PileWord> = {
  stock: '山札',
  waste: '捨て札',
  foundation: '組札',
  tableau: '列',
  reserve: '予備',
  discard: '捨て山',
  pile: '山',
  column: '列',
  freeCell: 'フリーセル',
  cell: 'マス',
  hole: '台札',
  envelope: '封筒',
  pyramidCard: 'ピラミッドのカード',
  peakCard: '山頂のカード',
};
const STATE_ERRORS: Record<string, string> = {
  'bad-state': 'ゲームの状態ではありません',
  'bad-variant': '状態に不明なゲームが指定されています',
  'wrong-variant': '別のゲームの状態です',
  'bad-seed': '状態の配り番号が正しくありません',
  'bad-option': '状態のゲーム設定が正しくありません',
  'bad-piles': '状態にこのゲームの山がそろっていません',
  'unknown-pile': '状態に不明な山があります',
  'bad-card': '山にカードでないものがあります',
  'duplicate-card': '同じカードがデッキの枚数より多くあります',
  'wrong-deck': 'このデッキにないカードがあります',
  'missing-card': 'テーブルのカードが足りません',
  'face-down-on-top': '裏向きのカードが表向きのカードの上にあります',
  'impossible-position': 'このゲームではありえない局面です',
  'load-failed': 'ゲームのコードを読み込めませんでした',
};
const KEYS_HELP =
  '矢印キーで山を移動し、上下キーで持ち上げる枚数を選びます。Enter またはスペースで持ち上げて置き、Esc で取り消します。Ctrl+Z 元に戻す、Ctrl+Y やり直し、H ヒント、N 新しいゲーム。';

export function japanese(game?: GameWordsIn<PileWord>, english?: GameWordsIn<string>): Messages {
  const { pile, pileTo } = pileNames(PILES, game?.piles, english?.piles, (name, n) => (name === '列' ? `${n}列目` : `${name}${n}`));
  return {
    lang: L,
    game: game?.name ?? '',

    card: (code) =>
      code === 'RJ' ? '赤のジョーカー' : code === 'BJ' ? '黒のジョーカー' : `${SUITS[code[1]] ?? code[1]}の${RANKS[code[0]] ?? code[0]}`,
    faceDown: '裏向きのカード',
    cards,
    pile,
    pileTo,
    pileLabel: (p, n, top) => (n === 0 ? `${p}、空` : `${p}、${cards(n)}${top ? `、いちばん上は${top}` : ''}`),
    canTake: '、ここに置けます',
    holding: '、持ち上げ中',

    move: (card, n, to) => (n > 1 ? `${card}ほか${n - 1}枚を${to}へ` : `${card}を${to}へ`),
    deal: (card, n) => (card ? (n > 1 ? `山札から${cards(n)}、いちばん上は${card}` : `山札から${card}`) : '山札からめくりました'),
    recycle: '捨て札を山札に戻しました',
    row: (n) => `各列に1枚ずつ、${cards(n)}を配りました`,
    cover: (a, b) => `${a}と${b}にカードを重ねました`,
    pair: (a, b) => `${a}と${b}を取り除きました`,
    turnedUp: (card) => `、${card}が表になりました`,
    wentHome: (n, to) => (n > 1 ? `、${cards(n)}の並びが${to}へ移りました` : `、1枚が${to}へ移りました`),

    board: (g) => `${g}のテーブル`,
    keysHelp: game?.keys ? `${KEYS_HELP} ${game.keys}` : KEYS_HELP,
    toolbar: { label: 'ゲームの操作', newGame: '新しいゲーム', undo: '元に戻す', redo: 'やり直し', hint: 'ヒント', auto: '自動で完了' },
    status: { moves: '手数', time: '時間', label: 'ゲームの状況' },

    dealt: (g, seed) => `新しいゲーム：${g}、配り番号 ${seed}`,
    picked: (card, n) => (n > 1 ? `${card}ほか${n - 1}枚を持ちました。` : `${card}を持ちました。`),
    chooseTarget: '置く山を選んで Enter を押してください。Esc で取り消します。',
    choosePartner: '2枚目のカードを選んでください。',
    cantMove: (card) => `${card}は今は動かせません`,
    cantPlace: (card, p) => `${card}は${p}に置けません`,
    putBack: '元の場所に戻しました',
    undone: (n) => `1手戻しました（現在${n}手）`,
    redone: (n) => `1手やり直しました（現在${n}手）`,
    hint: (d) => `ヒント：${d}`,
    noHint: '役に立つ手はもうありません',
    liftChoice: (card, n) => (n > 1 ? `${card}から${cards(n)}` : card),
    peek: (card) => `${card}の下を見る`,
    peeked: (top, under) => `${top}の下は${under}`,

    verdict: {
      label: '解けるかどうか',
      winnable: '解けます',
      lost: 'もう解けません',
      unwinnable: '解けません',
      unknown: '不明',
      checking: '確認中…',
      lostNow: 'このゲームはもう解けません。元に戻すで前の局面に戻れます。',
    },
    finding: '解ける配りを探しています…',
    loading: '配っています…',
    jokerStandsFor: (joker, r, red) =>
      `${joker}、${r ? `${red ? '赤' : '黒'}の${RANKS[r] ?? r}の代わり` : 'どのカードの代わりにもなります'}`,
    anyCard: '自由',

    wonTitle: 'クリア！',
    won: (n, time) => `${n}手、${time}でクリアしました。`,
    lostTitle: 'もう手がありません',
    lost: '何手か元に戻すか、新しいゲームを始めてください。',
    promptTitle: 'ゲームを選んでください',
    prompt: (v) => `variant 属性に次のいずれかを指定してください：${v.join('、')}。`,
    errorTitle: 'ゲームを始められません',
    badVariant: (value, v) =>
      value.trim() === ''
        ? `variant 属性が空です。次のいずれかを指定してください：${v.join('、')}。`
        : `「${value}」というゲームはありません。次のいずれかを指定してください：${v.join('、')}。`,
    badGame: (variant, problems) => `このページのゲーム「${variant}」の記述に誤りがあります: ${problems}`,
    loadFailed: (variant, reason) =>
      `${variant} のコードを読み込めませんでした（${reason}）。接続を確認して、ページを再読み込みしてください。`,
    badSeed: (value, max) => `配り番号（seed）は 0 から ${max} までの整数で指定してください。「${value}」は使えません。`,
    badOption: (name, value, g, allowed) =>
      `${g} の ${name} に「${value}」は使えません。${allowedIn(L, allowed, (max) => (max ? `${max} までの整数` : '正の整数'))}を指定してください。`,
    badState: (code, message) => `状態を読み込めませんでした：${STATE_ERRORS[code] ?? message}。`,
    savedGameRefused: (code) =>
      `保存したゲームを再開できなかったため、新しいゲームを配りました（${code === 'foreign-saved-game' ? '保存されていたのは別のゲームです' : '保存データが壊れています'}）。`,
    storageUnavailable: 'このブラウザではゲームを保存できません。プレイは続けられますが、再読み込みすると失われます。',
  };
}

export const pack: LanguagePack = {
  lang: L,
  table: japanese,
  playerWords: () => import('./players-ja.js'),
  gameWords: (variant) => import(`../games/words/ja/${variant}.json`),
};
