import { allowedIn, counter, lowerFirst as lower, pileNames } from './forms.js';
import { type GameWordsIn } from './game-words.js';
import type { LanguagePack } from './language-pack.js';
import type { Messages, PileWord } from './types.js';

const L = 'pl';
const count = counter(L);
const cards = (n: number) => count(n, { one: '# karta', few: '# karty', many: '# kart', other: '# karty' });
const moves = (n: number) => count(n, { one: '# ruch', few: '# ruchy', many: '# ruchów', other: '# ruchu' });

const RANKS: Record<string, string> = {
  A: 'As',
  '2': 'Dwójka',
  '3': 'Trójka',
  '4': 'Czwórka',
  '5': 'Piątka',
  '6': 'Szóstka',
  '7': 'Siódemka',
  '8': 'Ósemka',
  '9': 'Dziewiątka',
  T: 'Dziesiątka',
  J: 'Walet',
  Q: 'Dama',
  K: 'Król',
};
const SUITS: Record<string, string> = { C: 'trefl', D: 'karo', H: 'kier', S: 'pik' };
/** Shared piles: the name, and the accusative after "na" (a move's goal). */
const PILES: Record<string, PileWord> = {
  stock: ['Talia', 'talię'],
  waste: ['Odkryte', 'odkryte'],
  foundation: ['Stos docelowy', 'stos docelowy'],
  tableau: ['Kolumna', 'kolumnę'],
  reserve: ['Rezerwa', 'rezerwę'],
  discard: ['Odrzucone', 'odrzucone'],
  pile: ['Stos', 'stos'],
  column: ['Kolumna', 'kolumnę'],
  freeCell: ['Wolne pole', 'wolne pole'],
  cell: ['Pole', 'pole'],
  hole: ['Dołek', 'dołek'],
  envelope: ['Koperta', 'kopertę'],
  pyramidCard: ['Karta piramidy', 'kartę piramidy'],
  peakCard: ['Karta szczytu', 'kartę szczytu'],
};
/** A joker "zastępuje" a card: the rank in the accusative with its gender. */
const RANKS_ACC: Record<string, readonly [string, boolean]> = {
  A: ['asa', false],
  J: ['waleta', false],
  K: ['króla', false],
};
const rankAcc = (r: string): readonly [string, boolean] => RANKS_ACC[r] ?? [(RANKS[r] ?? r).toLowerCase().replace(/a$/, 'ę'), true];
const STATE_ERRORS: Record<string, string> = {
  'bad-state': 'to nie jest stan gry',
  'bad-variant': 'stan wskazuje nieznaną grę',
  'wrong-variant': 'to stan innej gry',
  'bad-seed': 'numer rozdania w stanie jest niepoprawny',
  'bad-option': 'opcje gry w stanie są niepoprawne',
  'bad-piles': 'stan nie ma stosów tej gry',
  'unknown-pile': 'stan zawiera nieznany stos',
  'bad-card': 'na stosie leży coś, co nie jest kartą',
  'duplicate-card': 'jakaś karta występuje częściej niż w talii',
  'wrong-deck': 'jakaś karta nie należy do tej talii',
  'missing-card': 'na stole brakuje kart',
  'face-down-on-top': 'zakryta karta leży na odkrytej',
  'impossible-position': 'taki układ jest w tej grze niemożliwy',
  'load-failed': 'nie udało się wczytać kodu gry',
};
const KEYS_HELP =
  'Strzałki przechodzą między stosami; w górę i w dół wybierają, ile kart wziąć. Enter lub spacja bierze i odkłada, Escape anuluje. Ctrl+Z cofnij, Ctrl+Y ponów, H podpowiedź, N nowa gra.';

export function polish(game?: GameWordsIn<PileWord>, english?: GameWordsIn<string>): Messages {
  const { pile, pileTo } = pileNames(PILES, game?.piles, english?.piles);
  return {
    lang: L,
    game: game?.name ?? '',

    card: (code) =>
      code === 'RJ' ? 'Czerwony joker' : code === 'BJ' ? 'Czarny joker' : `${RANKS[code[0]] ?? code[0]} ${SUITS[code[1]] ?? code[1]}`,
    faceDown: 'Zakryta karta',
    cards,
    pile,
    pileTo,
    pileLabel: (p, n, top) => (n === 0 ? `${p}, pusto` : `${p}, ${cards(n)}${top ? `, na wierzchu: ${lower(top)}` : ''}`),
    canTake: ', można tu położyć',
    holding: ', karty w ręce',

    move: (card, n, to) => (n > 1 ? `${card} i jeszcze ${cards(n - 1)} na ${to}` : `${card} na ${to}`),
    deal: (card, n) => (card ? `Z talii: ${n > 1 ? `${cards(n)}, na wierzchu ${lower(card)}` : lower(card)}` : 'Karty z talii'),
    recycle: 'Odkryte karty wróciły do talii',
    row: (n) => `Rozdano rząd: ${cards(n)}`,
    cover: (a, b) => `Przykryto: ${lower(a)} i ${lower(b)}`,
    pair: (a, b) => `Odłożono: ${lower(a)} i ${lower(b)}`,
    turnedUp: (card) => `, odkryto: ${lower(card)}`,
    wentHome: (n, to) => (n > 1 ? `, sekwencja (${cards(n)}) trafiła na ${to}` : `, karta trafiła na ${to}`),

    board: (g) => `Stół do gry: ${g}`,
    keysHelp: game?.keys ? `${KEYS_HELP} ${game.keys}` : KEYS_HELP,
    toolbar: { label: 'Sterowanie grą', newGame: 'Nowa gra', undo: 'Cofnij', redo: 'Ponów', hint: 'Podpowiedź', auto: 'Dokończ' },
    status: { moves: 'Ruchy', time: 'Czas', label: 'Stan gry' },

    dealt: (g, seed) => `Nowa gra: ${g}, rozdanie ${seed}`,
    picked: (card, n) => (n > 1 ? `W ręce: ${lower(card)} i jeszcze ${cards(n - 1)}.` : `W ręce: ${lower(card)}.`),
    chooseTarget: 'Wybierz stos i naciśnij Enter albo Escape, aby anulować.',
    choosePartner: 'Wybierz drugą kartę.',
    cantMove: (card) => `${card}: teraz nie można ruszyć`,
    cantPlace: (card, p) => `${card}: nie można położyć na ${p}`,
    putBack: 'Karty odłożone z powrotem',
    undone: (n) => `Cofnięto ruch, ${moves(n)}`,
    redone: (n) => `Ponowiono ruch, ${moves(n)}`,
    hint: (d) => `Podpowiedź: ${d}`,
    noHint: 'Nie ma już przydatnych ruchów',
    liftChoice: (card, n) => (n > 1 ? `${cards(n)}, pierwsza: ${lower(card)}` : card),
    peek: (card) => `Zobacz, co leży pod kartą: ${lower(card)}`,
    peeked: (top, under) => `Pod kartą „${lower(top)}”: ${lower(under)}`,

    verdict: {
      label: 'Czy da się wygrać?',
      winnable: 'Do wygrania',
      lost: 'Już nie do wygrania',
      unwinnable: 'Nie do wygrania',
      unknown: 'Nie wiadomo',
      checking: 'Sprawdzanie…',
      lostNow: 'Tej gry nie da się już wygrać. Cofnij ruchy, aby wrócić.',
    },
    finding: 'Szukanie rozdania do wygrania…',
    loading: 'Rozdawanie…',
    jokerStandsFor: (joker, r, red) => {
      if (!r) return `${joker}, zastępuje dowolną kartę`;
      const [rank, f] = rankAcc(r);
      return `${joker}, zastępuje ${red ? (f ? 'czerwoną' : 'czerwonego') : f ? 'czarną' : 'czarnego'} ${rank}`;
    },
    anyCard: 'dowolna',

    wonTitle: 'Wygrana!',
    won: (n, time) => `${moves(n)} w czasie ${time}.`,
    lostTitle: 'Brak ruchów',
    lost: 'Cofnij kilka ruchów albo zacznij nową grę.',
    promptTitle: 'Wybierz grę',
    prompt: (v) => `Ustaw w atrybucie variant jedną z gier: ${v.join(', ')}.`,
    errorTitle: 'Nie można rozpocząć gry',
    badVariant: (value, v) =>
      value.trim() === ''
        ? `Atrybut variant jest pusty: podaj jedną z gier: ${v.join(', ')}.`
        : `„${value}” – nie ma takiej gry: podaj jedną z gier: ${v.join(', ')}.`,
    badGame: (variant, problems) => `Opis gry „${variant}” na tej stronie zawiera błędy: ${problems}`,
    loadFailed: (variant, reason) => `Nie udało się wczytać kodu gry ${variant} (${reason}). Sprawdź połączenie i odśwież stronę.`,
    badSeed: (value, max) => `Numer rozdania (seed) musi być liczbą całkowitą od 0 do ${max}, a nie „${value}”.`,
    badOption: (name, value, g, allowed) =>
      `„${value}” to niepoprawna wartość ${name} w grze ${g}: podaj ${allowedIn(L, allowed, (max) => (max ? `liczbę całkowitą do ${max}` : 'dodatnią liczbę całkowitą'))}.`,
    badState: (code, message) => `Nie wczytano stanu: ${STATE_ERRORS[code] ?? message}.`,
    savedGameRefused: (code) =>
      `Nie udało się wznowić zapisanej gry, rozdano nową: ${code === 'foreign-saved-game' ? 'zapisana była inna gra' : 'zapis jest uszkodzony'}.`,
    storageUnavailable: 'Ta przeglądarka nie pozwala zapisać gry: można grać dalej, ale po odświeżeniu strony gra przepadnie.',
  };
}

export const pack: LanguagePack = {
  lang: L,
  table: polish,
  playerWords: () => import('./players-pl.js'),
  gameWords: (variant) => import(`../games/words/pl/${variant}.json`),
};
