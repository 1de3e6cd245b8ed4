import { pileNames } from './forms.js';
import type { GameWordsIn } from './game-words.js';
import type { LanguagePack } from './language-pack.js';
import type { Messages, PileName, PileWord } from './types.js';
import { plural } from './ru-plural.js';

const RANKS: Record<string, string> = {
  A: 'Туз',
  '2': 'Двойка',
  '3': 'Тройка',
  '4': 'Четвёрка',
  '5': 'Пятёрка',
  '6': 'Шестёрка',
  '7': 'Семёрка',
  '8': 'Восьмёрка',
  '9': 'Девятка',
  T: 'Десятка',
  J: 'Валет',
  Q: 'Дама',
  K: 'Король',
};
/** Suits in the genitive plural, as card names use them ("дама червей"). */
const SUITS: Record<string, string> = { C: 'треф', D: 'бубен', H: 'червей', S: 'пик' };
/**
 * Names of the piles many games have (a game names its own in its words): nominative, and
 * accusative for "на …" (a move's goal).
 */
const PILES: Readonly<Record<PileName, readonly [string, string]>> = {
  stock: ['Колода', 'колоду'],
  waste: ['Сброс', 'сброс'],
  foundation: ['База', 'базу'],
  tableau: ['Стопка', 'стопку'],
  reserve: ['Резерв', 'резерв'],
  discard: ['Отбой', 'отбой'],
  pile: ['Стопка', 'стопку'],
  column: ['Столбец', 'столбец'],
  freeCell: ['Ячейка', 'ячейку'],
  cell: ['Клетка', 'клетку'],
  hole: ['Лунка', 'лунку'],
  envelope: ['Конверт', 'конверт'],
  pyramidCard: ['Карта пирамиды', 'карту пирамиды'],
  peakCard: ['Карта пика', 'карту пика'],
};
const lower = (s: string) => (/^[А-ЯЁ][а-яё]/.test(s) ? s[0].toLowerCase() + s.slice(1) : s);
const cards = (n: number) => `${n} ${plural(n, 'карта', 'карты', 'карт')}`;
const moves = (n: number) => `${n} ${plural(n, 'ход', 'хода', 'ходов')}`;
const list = (items: readonly (string | number)[]) =>
  items.length <= 2 ? items.join(' или ') : `${items.slice(0, -1).join(', ')} или ${items[items.length - 1]}`;

/** Ranks in the accusative, with their gender ("заменяет чёрную девятку", "… красного короля"). */
const RANKS_ACC: Record<string, readonly [string, 'f' | 'm']> = {
  A: ['туза', 'm'],
  '7': ['семёрку', 'f'],
  '8': ['восьмёрку', 'f'],
  '9': ['девятку', 'f'],
  T: ['десятку', 'f'],
  J: ['валета', 'm'],
  Q: ['даму', 'f'],
  K: ['короля', 'm'],
};
const colourAcc = (red: boolean, g: 'f' | 'm') => (red ? (g === 'f' ? 'красную' : 'красного') : g === 'f' ? 'чёрную' : 'чёрного');

/** The engine describes some allowed values in English words; these are their readings. */
const ALLOWED: Record<string, string> = {
  redeals: '0, целое положительное число или unlimited',
};

const STATE_ERRORS: Record<string, string> = {
  'bad-state': 'это не состояние игры',
  'bad-variant': 'в состоянии указана неизвестная игра',
  'wrong-variant': 'это состояние другой игры',
  'bad-seed': 'номер расклада в состоянии неверен',
  'bad-option': 'параметры игры в состоянии неверны',
  'bad-piles': 'в состоянии не те стопки',
  'unknown-pile': 'в состоянии неизвестная стопка',
  'bad-card': 'в стопке лежит не карта',
  'duplicate-card': 'одна карта встречается чаще, чем в колоде',
  'wrong-deck': 'в состоянии карта не из этой колоды',
  'missing-card': 'на столе не хватает карт',
  'face-down-on-top': 'закрытая карта лежит поверх открытой',
  'impossible-position': 'такая позиция невозможна в этой игре',
  'load-failed': 'код игры не загрузился',
};

const KEYS_HELP =
  'Стрелки — переход между стопками; вверх и вниз — сколько карт взять. Enter или пробел — взять и положить, Escape — отмена. Ctrl+Z — отменить ход, Ctrl+Y — вернуть, H — подсказка, N — новая игра.';

/** The Russian table, with the words of `game` (its name, its piles, its options, its keys) when given. */
export function russian(game?: GameWordsIn<PileWord>, english?: GameWordsIn<string>): Messages {
  const { pile, pileTo } = pileNames(PILES, game?.piles, english?.piles);
  return {
    lang: 'ru',
    game: game?.name ?? '',

    card(code) {
      if (code === 'RJ') return 'Красный джокер';
      if (code === 'BJ') return 'Чёрный джокер';
      return `${RANKS[code[0]] ?? code[0]} ${SUITS[code[1]] ?? code[1]}`;
    },
    faceDown: 'Карта рубашкой вверх',
    cards,
    pile,
    pileTo,
    pileLabel: (p, count, top) => (count === 0 ? `${p}, пусто` : `${p}, ${cards(count)}${top ? `, сверху: ${lower(top)}` : ''}`),
    canTake: ', можно положить сюда',
    holding: ', карты взяты',

    move: (card, count, to) => (count > 1 ? `${card} и ещё ${cards(count - 1)} на ${to}` : `${card} на ${to}`),
    deal: (card, count) => (card ? `Из колоды: ${count > 1 ? `${cards(count)}, сверху ${lower(card)}` : lower(card)}` : 'Карты из колоды'),
    recycle: 'Сброс перевёрнут в колоду',
    row: (count) => `Сдан ряд: ${cards(count)}`,
    cover: (a, b) => `Накрыты ${lower(a)} и ${lower(b)}`,
    pair: (a, b) => `Отложены ${lower(a)} и ${lower(b)}`,
    turnedUp: (card) => `, открыта карта: ${lower(card)}`,
    wentHome: (count, to) => (count > 1 ? `, собранная последовательность (${cards(count)}) ушла на ${to}` : `, карта ушла на ${to}`),

    board: (game) => `Пасьянс «${game}»`,
    keysHelp: game?.keys ? `${KEYS_HELP} ${game.keys}` : KEYS_HELP,
    toolbar: { label: 'Управление игрой', newGame: 'Новая игра', undo: 'Отменить', redo: 'Вернуть', hint: 'Подсказка', auto: 'Доиграть' },
    status: { moves: 'Ходы', time: 'Время', label: 'Ход игры' },

    dealt: (game, seed) => `Новая игра: ${game}, расклад ${seed}`,
    picked: (card, count) => (count > 1 ? `В руке: ${lower(card)} и ещё ${cards(count - 1)}.` : `В руке: ${lower(card)}.`),
    chooseTarget: 'Выберите стопку и нажмите Enter или Escape для отмены.',
    choosePartner: 'Выберите вторую карту.',
    cantMove: (card) => `${card}: сейчас ходить нельзя`,
    cantPlace: (card, p) => `${card}: на ${p} нельзя`,
    putBack: 'Карты возвращены',
    undone: (n) => `Ход отменён, ${moves(n)}`,
    redone: (n) => `Ход возвращён, ${moves(n)}`,
    hint: (d) => `Подсказка: ${d}`,
    noHint: 'Полезных ходов не осталось',
    liftChoice: (card, count) => (count > 1 ? `${cards(count)}, первая: ${lower(card)}` : card),
    peek: (card) => `Посмотреть, что под картой: ${lower(card)}`,
    peeked: (top, under) => `Под картой «${lower(top)}»: ${lower(under)}`,

    verdict: {
      label: 'Сойдётся ли пасьянс',
      winnable: 'Сойдётся',
      lost: 'Уже не сойдётся',
      unwinnable: 'Не сойдётся',
      unknown: 'Неизвестно',
      checking: 'Проверка…',
      lostNow: 'Пасьянс уже не сойдётся. Отмените ходы, чтобы вернуться.',
    },
    loading: 'Раздаём…',
    finding: 'Ищем расклад, который сойдётся…',
    jokerStandsFor: (joker, r, red) => {
      const acc = r ? RANKS_ACC[r] : undefined;
      return acc ? `${joker}, заменяет ${colourAcc(red, acc[1])} ${acc[0]}` : `${joker}, заменяет любую карту`;
    },
    anyCard: 'любая',

    wonTitle: 'Победа!',
    won: (n, time) => `${moves(n)} за ${time}.`,
    lostTitle: 'Ходов больше нет',
    lost: 'Отмените несколько ходов или начните новую игру.',
    promptTitle: 'Выберите игру',
    prompt: (variants) => `Укажите в атрибуте variant одну из игр: ${variants.join(', ')}.`,
    errorTitle: 'Игру не начать',
    badVariant: (value, variants) =>
      value.trim() === ''
        ? `Атрибут variant пуст: укажите одну из игр ${variants.join(', ')}.`
        : `«${value}» — такой игры нет: укажите одну из ${variants.join(', ')}.`,
    badGame: (variant, problems) => `Описание игры «${variant}» на странице содержит ошибки: ${problems}`,
    loadFailed: (variant, reason) => `Не удалось загрузить код игры ${variant} (${reason}). Проверьте связь и перезагрузите страницу.`,
    badSeed: (value, max) => `Номер расклада (seed) должен быть целым числом от 0 до ${max}, а не «${value}».`,
    badOption: (name, value, game, allowed) =>
      `«${value}» не подходит для ${name} в игре «${game}»: укажите ${typeof allowed === 'string' ? (ALLOWED[name] ?? allowed) : list(allowed)}.`,
    badState: (code, message) => `Состояние не загружено: ${STATE_ERRORS[code] ?? message}.`,
    savedGameRefused: (code) =>
      `Сохранённую игру не продолжить, разложена новая: ${code === 'foreign-saved-game' ? 'сохранена другая игра или другой расклад' : 'сохранение повреждено'}.`,
    storageUnavailable: 'Браузер не даёт сохранить игру: играть можно, но после перезагрузки страницы она не продолжится.',
  };
}

export const ru: Messages = russian();

export const pack: LanguagePack = {
  lang: 'ru',
  table: russian,
  playerWords: () => import('./players-ru.js'),
};
