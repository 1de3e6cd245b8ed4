import { allowedIn, counter, lowerFirst as lower, pileNames } from './forms.js';
import { type GameWordsIn } from './game-words.js';
import type { LanguagePack } from './language-pack.js';
import type { Messages, PileWord } from './types.js';

const L = 'uk';
const count = counter(L);
const cards = (n: number) => count(n, { one: '# карта', few: '# карти', many: '# карт', other: '# карти' });
const moves = (n: number) => count(n, { one: '# хід', few: '# ходи', many: '# ходів', other: '# ходу' });

const RANKS: Record<string, string> = {
  A: 'Туз',
  '2': 'Двійка',
  '3': 'Трійка',
  '4': 'Четвірка',
  '5': 'П’ятірка',
  '6': 'Шістка',
  '7': 'Сімка',
  '8': 'Вісімка',
  '9': 'Дев’ятка',
  T: 'Десятка',
  J: 'Валет',
  Q: 'Дама',
  K: 'Король',
};
/** Suits in the genitive plural, as card names use them ("дама чирв"). */
const SUITS: Record<string, string> = { C: 'треф', D: 'бубон', H: 'чирв', S: 'пік' };
/** Shared piles: nominative, and accusative after "на" (a move's goal). */
const PILES: Record<string, PileWord> = {
  stock: ['Колода', 'колоду'],
  waste: ['Скид', 'скид'],
  foundation: ['База', 'базу'],
  tableau: ['Стос', 'стос'],
  reserve: ['Резерв', 'резерв'],
  discard: ['Відбій', 'відбій'],
  pile: ['Стос', 'стос'],
  column: ['Стовпець', 'стовпець'],
  freeCell: ['Комірка', 'комірку'],
  cell: ['Клітинка', 'клітинку'],
  hole: ['Лунка', 'лунку'],
  envelope: ['Конверт', 'конверт'],
  pyramidCard: ['Карта піраміди', 'карту піраміди'],
  peakCard: ['Карта піка', 'карту піка'],
};
/** A joker "замінює" a card: the rank in the accusative, and whether it is feminine. */
const rankAcc = (r: string): readonly [string, boolean] =>
  r === 'A'
    ? ['туза', false]
    : r === 'J'
      ? ['валета', false]
      : r === 'K'
        ? ['короля', false]
        : [(RANKS[r] ?? r).toLowerCase().replace(/а$/, 'у'), true];
const STATE_ERRORS: Record<string, string> = {
  'bad-state': 'це не стан гри',
  'bad-variant': 'у стані вказано невідому гру',
  'wrong-variant': 'це стан іншої гри',
  'bad-seed': 'номер розкладу в стані хибний',
  'bad-option': 'параметри гри в стані хибні',
  'bad-piles': 'у стані не ті стоси',
  'unknown-pile': 'у стані невідомий стос',
  'bad-card': 'у стосі лежить не карта',
  'duplicate-card': 'одна карта трапляється частіше, ніж у колоді',
  'wrong-deck': 'у стані карта не з цієї колоди',
  'missing-card': 'на столі бракує карт',
  'face-down-on-top': 'закрита карта лежить поверх відкритої',
  'impossible-position': 'така позиція в цій грі неможлива',
  'load-failed': 'код гри не завантажився',
};
const KEYS_HELP =
  'Стрілки — перехід між стосами; вгору і вниз — скільки карт узяти. Enter або пробіл — узяти й покласти, Escape — скасувати. Ctrl+Z — скасувати хід, Ctrl+Y — повернути, H — підказка, N — нова гра.';

export function ukrainian(game?: GameWordsIn<PileWord>, english?: GameWordsIn<string>): Messages {
  const { pile, pileTo } = pileNames(PILES, game?.piles, english?.piles);
  return {
    lang: L,
    game: game?.name ?? '',

    card: (code) =>
      code === 'RJ' ? 'Червоний джокер' : code === 'BJ' ? 'Чорний джокер' : `${RANKS[code[0]] ?? code[0]} ${SUITS[code[1]] ?? code[1]}`,
    faceDown: 'Карта сорочкою догори',
    cards,
    pile,
    pileTo,
    pileLabel: (p, n, top) => (n === 0 ? `${p}, порожньо` : `${p}, ${cards(n)}${top ? `, згори: ${lower(top)}` : ''}`),
    canTake: ', можна покласти сюди',
    holding: ', карти взято',

    move: (card, n, to) => (n > 1 ? `${card} і ще ${cards(n - 1)} на ${to}` : `${card} на ${to}`),
    deal: (card, n) => (card ? `З колоди: ${n > 1 ? `${cards(n)}, згори ${lower(card)}` : lower(card)}` : 'Карти з колоди'),
    recycle: 'Скид перевернуто в колоду',
    row: (n) => `Роздано ряд: ${cards(n)}`,
    cover: (a, b) => `Накрито: ${lower(a)} і ${lower(b)}`,
    pair: (a, b) => `Відкладено: ${lower(a)} і ${lower(b)}`,
    turnedUp: (card) => `, відкрито карту: ${lower(card)}`,
    wentHome: (n, to) => (n > 1 ? `, зібрана послідовність (${cards(n)}) пішла на ${to}` : `, карта пішла на ${to}`),

    board: (g) => `Пасьянс «${g}»`,
    keysHelp: game?.keys ? `${KEYS_HELP} ${game.keys}` : KEYS_HELP,
    toolbar: { label: 'Керування грою', newGame: 'Нова гра', undo: 'Скасувати', redo: 'Повернути', hint: 'Підказка', auto: 'Дограти' },
    status: { moves: 'Ходи', time: 'Час', label: 'Перебіг гри' },

    dealt: (g, seed) => `Нова гра: ${g}, розклад ${seed}`,
    picked: (card, n) => (n > 1 ? `У руці: ${lower(card)} і ще ${cards(n - 1)}.` : `У руці: ${lower(card)}.`),
    chooseTarget: 'Виберіть стос і натисніть Enter або Escape, щоб скасувати.',
    choosePartner: 'Виберіть другу карту.',
    cantMove: (card) => `${card}: зараз ходити не можна`,
    cantPlace: (card, p) => `${card}: на ${p} не можна`,
    putBack: 'Карти повернуто',
    undone: (n) => `Хід скасовано, ${moves(n)}`,
    redone: (n) => `Хід повернуто, ${moves(n)}`,
    hint: (d) => `Підказка: ${d}`,
    noHint: 'Корисних ходів не лишилося',
    liftChoice: (card, n) => (n > 1 ? `${cards(n)}, перша: ${lower(card)}` : card),
    peek: (card) => `Подивитися, що під картою: ${lower(card)}`,
    peeked: (top, under) => `Під картою «${lower(top)}»: ${lower(under)}`,

    verdict: {
      label: 'Чи зійдеться пасьянс',
      winnable: 'Зійдеться',
      lost: 'Уже не зійдеться',
      unwinnable: 'Не зійдеться',
      unknown: 'Невідомо',
      checking: 'Перевірка…',
      lostNow: 'Пасьянс уже не зійдеться. Скасуйте ходи, щоб повернутися.',
    },
    finding: 'Шукаємо розклад, який зійдеться…',
    loading: 'Роздаємо…',
    jokerStandsFor: (joker, r, red) => {
      if (!r) return `${joker}, замінює будь-яку карту`;
      const [rank, f] = rankAcc(r);
      return `${joker}, замінює ${red ? (f ? 'червону' : 'червоного') : f ? 'чорну' : 'чорного'} ${rank}`;
    },
    anyCard: 'будь-яка',

    wonTitle: 'Перемога!',
    won: (n, time) => `${moves(n)} за ${time}.`,
    lostTitle: 'Ходів більше немає',
    lost: 'Скасуйте кілька ходів або почніть нову гру.',
    promptTitle: 'Виберіть гру',
    prompt: (v) => `Укажіть в атрибуті variant одну з ігор: ${v.join(', ')}.`,
    errorTitle: 'Гру не розпочати',
    badVariant: (value, v) =>
      value.trim() === ''
        ? `Атрибут variant порожній: укажіть одну з ігор: ${v.join(', ')}.`
        : `«${value}» — такої гри немає: укажіть одну з ігор: ${v.join(', ')}.`,
    badGame: (variant, problems) => `Опис гри «${variant}» на сторінці містить помилки: ${problems}`,
    loadFailed: (variant, reason) =>
      `Не вдалося завантажити код гри ${variant} (${reason}). Перевірте з’єднання й перезавантажте сторінку.`,
    badSeed: (value, max) => `Номер розкладу (seed) має бути цілим числом від 0 до ${max}, а не «${value}».`,
    badOption: (name, value, g, allowed) =>
      `«${value}» не підходить для ${name} у грі «${g}»: укажіть ${allowedIn(L, allowed, (max) => (max ? `ціле число до ${max}` : 'ціле додатне число'))}.`,
    badState: (code, message) => `Стан не завантажено: ${STATE_ERRORS[code] ?? message}.`,
    savedGameRefused: (code) =>
      `Збережену гру не продовжити, розкладено нову: ${code === 'foreign-saved-game' ? 'збережено іншу гру або інший розклад' : 'збереження пошкоджене'}.`,
    storageUnavailable: 'Браузер не дає зберегти гру: грати можна, але після перезавантаження сторінки вона не продовжиться.',
  };
}

export const pack: LanguagePack = {
  lang: L,
  table: ukrainian,
  playerWords: () => import('./players-uk.js'),
  gameWords: (variant) => import(`../games/words/uk/${variant}.json`),
};
