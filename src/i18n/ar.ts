import { allowedIn, counter, pileNames } from './forms.js';
import { type GameWordsIn } from './game-words.js';
import type { LanguagePack } from './language-pack.js';
import type { Messages, PileWord } from './types.js';

const L = 'ar';
const count = counter(L);
// Arabic has six plural categories: 0, 1, 2, 3–10, 11–99, 100 and up.
const cards = (n: number) =>
  count(n, { zero: '# ورقة', one: 'ورقة واحدة', two: 'ورقتان', few: '# أوراق', many: '# ورقة', other: '# ورقة' });
const moves = (n: number) =>
  count(n, { zero: '# نقلة', one: 'نقلة واحدة', two: 'نقلتان', few: '# نقلات', many: '# نقلة', other: '# نقلة' });

const RANKS: Record<string, string> = { A: 'آس', T: '10', J: 'شاب', Q: 'ملكة', K: 'ملك' };
const SUITS: Record<string, string> = { C: 'سباتي', D: 'ديناري', H: 'قلوب', S: 'بستوني' };
const PILES: Record<string, PileWord> = {
  stock: 'كومة السحب',
  waste: 'الأوراق المكشوفة',
  foundation: 'الأساس',
  tableau: 'العمود',
  reserve: 'الاحتياط',
  discard: 'المهملات',
  pile: 'الكومة',
  column: 'العمود',
  freeCell: 'الخلية الحرة',
  cell: 'الخانة',
  hole: 'الحفرة',
  envelope: 'الظرف',
  pyramidCard: 'ورقة الهرم',
  peakCard: 'ورقة القمة',
};
const STATE_ERRORS: Record<string, string> = {
  'bad-state': 'هذه ليست حالة لعبة',
  'bad-variant': 'الحالة تذكر لعبة غير معروفة',
  'wrong-variant': 'هذه حالة لعبة أخرى',
  'bad-seed': 'رقم التوزيعة في الحالة غير صالح',
  'bad-option': 'خيارات اللعبة في الحالة غير صالحة',
  'bad-piles': 'الحالة لا تضم أكوام هذه اللعبة',
  'unknown-pile': 'في الحالة كومة غير معروفة',
  'bad-card': 'في إحدى الأكوام شيء ليس ورقة',
  'duplicate-card': 'ورقة تتكرر أكثر مما في الرزمة',
  'wrong-deck': 'ورقة ليست من هذه الرزمة',
  'missing-card': 'تنقص أوراق على الطاولة',
  'face-down-on-top': 'ورقة مقلوبة فوق ورقة مكشوفة',
  'impossible-position': 'هذا الوضع مستحيل في هذه اللعبة',
  'load-failed': 'تعذّر تحميل شيفرة اللعبة',
};
const KEYS_HELP =
  'تنتقل الأسهم بين الأكوام، ويختار السهمان لأعلى ولأسفل عدد الأوراق المرفوعة. Enter أو المسافة للرفع والوضع، وEsc للإلغاء. Ctrl+Z تراجع، Ctrl+Y إعادة، H تلميح، N لعبة جديدة.';

export function arabic(game?: GameWordsIn<PileWord>, english?: GameWordsIn<string>): Messages {
  const { pile, pileTo } = pileNames(PILES, game?.piles, english?.piles);
  return {
    lang: L,
    game: game?.name ?? '',

    card: (code) =>
      code === 'RJ' ? 'جوكر أحمر' : code === 'BJ' ? 'جوكر أسود' : `${RANKS[code[0]] ?? code[0]} ${SUITS[code[1]] ?? code[1]}`,
    faceDown: 'ورقة مقلوبة',
    cards,
    pile,
    pileTo,
    pileLabel: (p, n, top) => (n === 0 ? `${p}، فارغ` : `${p}، ${cards(n)}${top ? `، في الأعلى: ${top}` : ''}`),
    canTake: '، يمكن وضعها هنا',
    holding: '، مرفوعة',

    move: (card, n, to) => (n > 1 ? `${card} ومعها ${cards(n - 1)} إلى ${to}` : `${card} إلى ${to}`),
    deal: (card, n) => (card ? (n > 1 ? `سُحبت ${cards(n)}، وفي الأعلى ${card}` : `من كومة السحب: ${card}`) : 'سُحبت أوراق'),
    recycle: 'أُعيدت الأوراق المكشوفة إلى كومة السحب',
    row: (n) => `وُزّع صف من ${cards(n)}`,
    cover: (a, b) => `تمت تغطية ${a} و${b}`,
    pair: (a, b) => `تمت إزاحة ${a} و${b}`,
    turnedUp: (card) => `، وظهرت ورقة: ${card}`,
    wentHome: (n, to) => (n > 1 ? `، وانتقلت سلسلة من ${cards(n)} إلى ${to}` : `، وانتقلت ورقة إلى ${to}`),

    board: (g) => `طاولة ${g}`,
    keysHelp: game?.keys ? `${KEYS_HELP} ${game.keys}` : KEYS_HELP,
    toolbar: { label: 'أدوات اللعبة', newGame: 'لعبة جديدة', undo: 'تراجع', redo: 'إعادة', hint: 'تلميح', auto: 'إنهاء تلقائي' },
    status: { moves: 'النقلات', time: 'الوقت', label: 'حالة اللعبة' },

    dealt: (g, seed) => `لعبة ${g} جديدة، التوزيعة ${seed}`,
    picked: (card, n) => (n > 1 ? `في اليد: ${card} ومعها ${cards(n - 1)}.` : `في اليد: ${card}.`),
    chooseTarget: 'اختر كومة واضغط Enter، أو Esc للإلغاء.',
    choosePartner: 'اختر الورقة الثانية.',
    cantMove: (card) => `لا يمكن تحريك ${card} الآن`,
    cantPlace: (card, p) => `لا يمكن وضع ${card} على ${p}`,
    putBack: 'أُعيدت الأوراق',
    undone: (n) => `تم التراجع عن نقلة، والنقلات الآن ${n}`,
    redone: (n) => `أُعيدت النقلة، والنقلات الآن ${n}`,
    hint: (d) => `تلميح: ${d}`,
    noHint: 'لم تبق نقلة مفيدة',
    liftChoice: (card, n) => (n > 1 ? `${cards(n)} بدءًا من ${card}` : card),
    peek: (card) => `انظر تحت ${card}`,
    peeked: (top, under) => `تحت ${top}: ${under}`,

    verdict: {
      label: 'هل يمكن الفوز؟',
      winnable: 'يمكن الفوز',
      lost: 'لم يعد الفوز ممكنًا',
      unwinnable: 'لا يمكن الفوز',
      unknown: 'غير معروف',
      checking: 'جارٍ التحقق…',
      lostNow: 'لم يعد الفوز بهذه اللعبة ممكنًا. تراجع عن بعض النقلات للعودة.',
    },
    finding: 'جارٍ البحث عن توزيعة يمكن الفوز بها…',
    loading: 'جارٍ التوزيع…',
    jokerStandsFor: (joker, r, red) =>
      r
        ? `${joker}، بدلًا من ${RANKS[r] ?? r} ${r === 'Q' ? (red ? 'حمراء' : 'سوداء') : red ? 'أحمر' : 'أسود'}`
        : `${joker}، بدلًا من أي ورقة`,
    anyCard: 'أي ورقة',

    wonTitle: 'فزت!',
    won: (n, time) => `${moves(n)} في ${time}.`,
    lostTitle: 'لا نقلات متبقية',
    lost: 'تراجع عن بعض النقلات أو ابدأ لعبة جديدة.',
    promptTitle: 'اختر لعبة',
    prompt: (v) => `اضبط السمة variant على إحدى هذه الألعاب: ${v.join('، ')}.`,
    errorTitle: 'تعذّر بدء اللعبة',
    badVariant: (value, v) =>
      value.trim() === ''
        ? `السمة variant فارغة: استخدم إحدى هذه الألعاب: ${v.join('، ')}.`
        : `«${value}» ليست لعبة هنا: استخدم إحدى هذه الألعاب: ${v.join('، ')}.`,
    badGame: (variant, problems) => `وصف اللعبة «${variant}» في هذه الصفحة فيه أخطاء: ${problems}`,
    loadFailed: (variant, reason) => `تعذّر تحميل شيفرة ${variant} (${reason}). تحقق من الاتصال وأعد تحميل الصفحة.`,
    badSeed: (value, max) => `يجب أن يكون رقم التوزيعة (seed) عددًا صحيحًا من 0 إلى ${max}، لا «${value}».`,
    badOption: (name, value, g, allowed) =>
      `«${value}» ليست قيمة صالحة لـ ${name} في ${g}: استخدم ${allowedIn(L, allowed, (max) => (max ? `عددًا صحيحًا حتى ${max}` : 'عددًا صحيحًا موجبًا'))}.`,
    badState: (code, message) => `لم تُحمَّل الحالة: ${STATE_ERRORS[code] ?? message}.`,
    savedGameRefused: (code) =>
      `تعذّر استئناف اللعبة المحفوظة، فوُزّعت لعبة جديدة: ${code === 'foreign-saved-game' ? 'المحفوظة لعبة أخرى' : 'البيانات المحفوظة تالفة'}.`,
    storageUnavailable: 'هذا المتصفح لا يسمح بحفظ اللعبة: يمكنك مواصلة اللعب، لكنها ستضيع عند إعادة تحميل الصفحة.',
  };
}

export const pack: LanguagePack = {
  lang: L,
  table: arabic,
  playerWords: () => import('./players-ar.js'),
  gameWords: (variant) => import(`../games/words/ar/${variant}.json`),
};
