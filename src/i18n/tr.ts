import { allowedIn, lowerFirst as lower, pileNames } from './forms.js';
import { type GameWordsIn } from './game-words.js';
import type { LanguagePack } from './language-pack.js';
import type { Messages, PileWord } from './types.js';

// A noun after a number keeps its singular ("5 kart"): no plural forms are needed.
const L = 'tr';
const cards = (n: number) => `${n} kart`;
const moves = (n: number) => `${n} hamle`;

/** A card is named by its suit and its rank with the possessive ending ("kupa kızı", "maça ası"). */
const RANKS: Record<string, string> = {
  A: 'ası',
  '2': 'ikilisi',
  '3': 'üçlüsü',
  '4': 'dörtlüsü',
  '5': 'beşlisi',
  '6': 'altılısı',
  '7': 'yedilisi',
  '8': 'sekizlisi',
  '9': 'dokuzlusu',
  T: 'onlusu',
  J: 'valesi',
  Q: 'kızı',
  K: 'papazı',
};
/** Ranks as a joker's badge names them ("kırmızı 9 yerine"). */
const RANK_NAMES: Record<string, string> = { A: 'as', T: '10', J: 'vale', Q: 'kız', K: 'papaz' };
/** A card's genitive ("kupa kızının"): its name ends in the possessive's vowel, which the ending follows. */
const genitive = (card: string) => {
  const v = card.at(-1)!;
  return 'ıiuü'.includes(v) ? `${card}n${v === 'ı' ? 'ın' : v === 'i' ? 'in' : v === 'u' ? 'un' : 'ün'}` : `${card} kartının`;
};
const SUITS: Record<string, string> = { C: 'Sinek', D: 'Karo', H: 'Kupa', S: 'Maça' };
/** Shared piles: the name, and its dative (a move's goal: "3. sütuna"); numbered piles are ordinals ("3. sütun"). */
const PILES: Record<string, PileWord> = {
  stock: ['Deste', 'desteye'],
  waste: ['Açık kartlar', 'açık kartlara'],
  foundation: ['Temel', 'temele'],
  tableau: ['Sütun', 'sütuna'],
  reserve: ['Yedek', 'yedeğe'],
  discard: ['Iskarta', 'ıskartaya'],
  pile: ['Yığın', 'yığına'],
  column: ['Sütun', 'sütuna'],
  freeCell: ['Boş hücre', 'boş hücreye'],
  cell: ['Hücre', 'hücreye'],
  hole: ['Çukur', 'çukura'],
  envelope: ['Zarf', 'zarfa'],
  pyramidCard: ['Piramit kartı', 'piramit kartına'],
  peakCard: ['Tepe kartı', 'tepe kartına'],
};
const STATE_ERRORS: Record<string, string> = {
  'bad-state': 'bu bir oyun durumu değil',
  'bad-variant': 'durumda bilinmeyen bir oyun var',
  'wrong-variant': 'bu başka bir oyunun durumu',
  'bad-seed': 'durumdaki dağıtım numarası geçersiz',
  'bad-option': 'durumdaki oyun seçenekleri geçersiz',
  'bad-piles': 'durumda bu oyunun yığınları yok',
  'unknown-pile': 'durumda bilinmeyen bir yığın var',
  'bad-card': 'bir yığında kart olmayan bir şey var',
  'duplicate-card': 'bir kart destedekinden daha çok geçiyor',
  'wrong-deck': 'bir kart bu desteye ait değil',
  'missing-card': 'masada eksik kartlar var',
  'face-down-on-top': 'kapalı bir kart açık bir kartın üstünde',
  'impossible-position': 'bu konum bu oyunda olanaksız',
  'load-failed': 'oyunun kodu yüklenemedi',
};
const KEYS_HELP =
  'Ok tuşları yığınlar arasında gezer; yukarı ve aşağı kaç kart alınacağını seçer. Enter veya boşluk alır ve bırakır, Esc vazgeçer. Ctrl+Z geri al, Ctrl+Y yinele, H ipucu, N yeni oyun.';

export function turkish(game?: GameWordsIn<PileWord>, english?: GameWordsIn<string>): Messages {
  const { pile, pileTo } = pileNames(PILES, game?.piles, english?.piles, (name, n) => `${n}. ${name.toLocaleLowerCase(L)}`);
  return {
    lang: L,
    game: game?.name ?? '',

    card: (code) =>
      code === 'RJ' ? 'Kırmızı joker' : code === 'BJ' ? 'Siyah joker' : `${SUITS[code[1]] ?? code[1]} ${RANKS[code[0]] ?? code[0]}`,
    faceDown: 'Kapalı kart',
    cards,
    pile,
    pileTo,
    pileLabel: (p, n, top) => (n === 0 ? `${p}, boş` : `${p}, ${cards(n)}${top ? `, üstte: ${lower(top)}` : ''}`),
    canTake: ', buraya konabilir',
    holding: ', elde',

    move: (card, n, to) => (n > 1 ? `${card} ve ${n - 1} kart daha ${to} kondu` : `${card} ${to} kondu`),
    deal: (card, n) =>
      card ? (n > 1 ? `Desteden ${cards(n)} açıldı, üstte ${lower(card)}` : `Desteden açıldı: ${lower(card)}`) : 'Desteden kart açıldı',
    recycle: 'Açık kartlar desteye geri çevrildi',
    row: (n) => `Bir sıra dağıtıldı: ${cards(n)}`,
    cover: (a, b) => `Üstleri kapatıldı: ${lower(a)} ve ${lower(b)}`,
    pair: (a, b) => `Kenara kondu: ${lower(a)} ve ${lower(b)}`,
    turnedUp: (card) => `, ${lower(card)} açıldı`,
    wentHome: (n, to) => (n > 1 ? `, ${n} kartlık bir dizi ${to} gitti` : `, bir kart ${to} gitti`),

    board: (g) => `Oyun masası: ${g}`,
    keysHelp: game?.keys ? `${KEYS_HELP} ${game.keys}` : KEYS_HELP,
    toolbar: { label: 'Oyun denetimleri', newGame: 'Yeni oyun', undo: 'Geri al', redo: 'Yinele', hint: 'İpucu', auto: 'Bitir' },
    status: { moves: 'Hamle', time: 'Süre', label: 'Oyun durumu' },

    dealt: (g, seed) => `Yeni oyun: ${g}, dağıtım ${seed}`,
    picked: (card, n) => (n > 1 ? `Elde: ${lower(card)} ve ${n - 1} kart daha.` : `Elde: ${lower(card)}.`),
    chooseTarget: 'Bir yığın seçip Enter’a basın ya da vazgeçmek için Esc’e basın.',
    choosePartner: 'İkinci kartı seçin.',
    cantMove: (card) => `${card} şu an oynanamaz`,
    cantPlace: (card, p) => `${card} ${p} konamaz`,
    putBack: 'Yerine kondu',
    undone: (n) => `Hamle geri alındı, ${moves(n)}`,
    redone: (n) => `Hamle yinelendi, ${moves(n)}`,
    hint: (d) => `İpucu: ${d}`,
    noHint: 'İşe yarar hamle kalmadı',
    liftChoice: (card, n) => (n > 1 ? `${cards(n)}, ilki: ${lower(card)}` : card),
    peek: (card) => `${genitive(card)} altına bak`,
    peeked: (top, under) => `${genitive(top)} altında: ${lower(under)}`,

    verdict: {
      label: 'Kazanılabilir mi?',
      winnable: 'Kazanılabilir',
      lost: 'Artık kazanılamaz',
      unwinnable: 'Kazanılamaz',
      unknown: 'Belirsiz',
      checking: 'Denetleniyor…',
      lostNow: 'Bu oyun artık kazanılamaz. Geri dönmek için hamleleri geri alın.',
    },
    finding: 'Kazanılabilir bir dağıtım aranıyor…',
    loading: 'Dağıtılıyor…',
    jokerStandsFor: (joker, r, red) => `${joker}, ${r ? `${red ? 'kırmızı' : 'siyah'} ${RANK_NAMES[r] ?? r}` : 'herhangi bir kart'} yerine`,
    anyCard: 'serbest',

    wonTitle: 'Kazandınız!',
    won: (n, time) => `${time} sürede ${moves(n)}.`,
    lostTitle: 'Hamle kalmadı',
    lost: 'Birkaç hamleyi geri alın ya da yeni bir oyuna başlayın.',
    promptTitle: 'Bir oyun seçin',
    prompt: (v) => `variant özniteliğine şu oyunlardan birini yazın: ${v.join(', ')}.`,
    errorTitle: 'Oyun başlatılamıyor',
    badVariant: (value, v) =>
      value.trim() === ''
        ? `variant özniteliği boş: şu oyunlardan birini yazın: ${v.join(', ')}.`
        : `“${value}” burada bir oyun değil: şunlardan birini yazın: ${v.join(', ')}.`,
    badGame: (variant, problems) => `Sayfadaki "${variant}" oyununun tanımında hatalar var: ${problems}`,
    loadFailed: (variant, reason) => `${variant} oyununun kodu yüklenemedi (${reason}). Bağlantıyı denetleyip sayfayı yeniden yükleyin.`,
    badSeed: (value, max) => `Dağıtım numarası (seed) 0 ile ${max} arasında bir tam sayı olmalı, “${value}” olamaz.`,
    badOption: (name, value, g, allowed) =>
      `“${value}”, ${g} oyununda ${name} için geçerli değil: ${allowedIn(L, allowed, (max) => (max ? `${max} sayısına kadar bir tam sayı` : 'pozitif bir tam sayı'))} yazın.`,
    badState: (code, message) => `Durum yüklenmedi: ${STATE_ERRORS[code] ?? message}.`,
    savedGameRefused: (code) =>
      `Kayıtlı oyun sürdürülemedi, yeni bir oyun dağıtıldı: ${code === 'foreign-saved-game' ? 'kayıtlı olan başka bir oyundu' : 'kayıt bozuk'}.`,
    storageUnavailable:
      'Bu tarayıcı oyunun kaydedilmesine izin vermiyor: oynamaya devam edebilirsiniz, ama sayfa yenilenince oyun kaybolur.',
  };
}

export const pack: LanguagePack = {
  lang: L,
  table: turkish,
  playerWords: () => import('./players-tr.js'),
  gameWords: (variant) => import(`../games/words/tr/${variant}.json`),
};
