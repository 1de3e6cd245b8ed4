import { allowedIn, counter, lowerFirst as lower, pileNames } from './forms.js';
import { type GameWordsIn } from './game-words.js';
import type { LanguagePack } from './language-pack.js';
import type { Messages, PileWord } from './types.js';

const L = 'cs';
const count = counter(L);
const cards = (n: number) => count(n, { one: '# karta', few: '# karty', many: '# karty', other: '# karet' });
const moves = (n: number) => count(n, { one: '# tah', few: '# tahy', many: '# tahu', other: '# tahů' });

const RANKS: Record<string, string> = {
  A: 'eso',
  '2': 'dvojka',
  '3': 'trojka',
  '4': 'čtyřka',
  '5': 'pětka',
  '6': 'šestka',
  '7': 'sedmička',
  '8': 'osmička',
  '9': 'devítka',
  T: 'desítka',
  J: 'kluk',
  Q: 'dáma',
  K: 'král',
};
/** A rank's gender: the suit's adjective agrees with it ("srdcová dáma", "srdcový král", "srdcové eso"). */
const gender = (r: string) => (r === 'A' ? 'é' : r === 'J' || r === 'K' ? 'ý' : 'á');
const SUITS: Record<string, string> = { C: 'Křížov', D: 'Károv', H: 'Srdcov', S: 'Pikov' };
/** Shared piles: nominative, and accusative after "na" (a move's goal). */
const PILES: Record<string, PileWord> = {
  stock: ['Balíček', 'balíček'],
  waste: ['Odkládací balíček', 'odkládací balíček'],
  foundation: ['Cílový balíček', 'cílový balíček'],
  tableau: ['Sloupec', 'sloupec'],
  reserve: ['Rezerva', 'rezervu'],
  discard: ['Odhozené karty', 'odhozené karty'],
  pile: ['Hromádka', 'hromádku'],
  column: ['Sloupec', 'sloupec'],
  freeCell: ['Volné pole', 'volné pole'],
  cell: ['Pole', 'pole'],
  hole: ['Jamka', 'jamku'],
  envelope: ['Obálka', 'obálku'],
  pyramidCard: ['Karta pyramidy', 'kartu pyramidy'],
  peakCard: ['Karta vrcholu', 'kartu vrcholu'],
};
/** A joker "zastupuje" a card: the rank in the accusative with its colour ("červenou devítku", "černého krále"). */
function standsFor(r: string, red: boolean): string {
  const g = gender(r);
  const colour = (red ? 'červen' : 'čern') + (g === 'á' ? 'ou' : g === 'ý' ? 'ého' : 'é');
  const rank = r === 'J' ? 'kluka' : r === 'K' ? 'krále' : (RANKS[r] ?? r).replace(/a$/, 'u');
  return `${colour} ${rank}`;
}
const STATE_ERRORS: Record<string, string> = {
  'bad-state': 'nejde o stav hry',
  'bad-variant': 'stav uvádí neznámou hru',
  'wrong-variant': 'jde o stav jiné hry',
  'bad-seed': 'číslo rozdání ve stavu je chybné',
  'bad-option': 'volby hry ve stavu jsou chybné',
  'bad-piles': 'stav nemá balíčky této hry',
  'unknown-pile': 'stav obsahuje neznámý balíček',
  'bad-card': 'v balíčku leží něco, co není karta',
  'duplicate-card': 'některá karta je tam víckrát než v balíčku karet',
  'wrong-deck': 'některá karta nepatří k této sadě karet',
  'missing-card': 'na stole chybí karty',
  'face-down-on-top': 'zakrytá karta leží na odkryté',
  'impossible-position': 'taková pozice je v této hře nemožná',
  'load-failed': 'kód hry se nepodařilo načíst',
};
const KEYS_HELP =
  'Šipky přecházejí mezi balíčky; nahoru a dolů volí, kolik karet vzít. Enter nebo mezerník bere a pokládá, Escape ruší. Ctrl+Z zpět, Ctrl+Y znovu, H nápověda, N nová hra.';

export function czech(game?: GameWordsIn<PileWord>, english?: GameWordsIn<string>): Messages {
  const { pile, pileTo } = pileNames(PILES, game?.piles, english?.piles);
  return {
    lang: L,
    game: game?.name ?? '',

    card: (code) =>
      code === 'RJ'
        ? 'Červený žolík'
        : code === 'BJ'
          ? 'Černý žolík'
          : `${SUITS[code[1]] ?? code[1]}${gender(code[0])} ${RANKS[code[0]] ?? code[0]}`,
    faceDown: 'Zakrytá karta',
    cards,
    pile,
    pileTo,
    pileLabel: (p, n, top) => (n === 0 ? `${p}, prázdný` : `${p}, ${cards(n)}${top ? `, navrchu: ${lower(top)}` : ''}`),
    canTake: ', lze sem položit',
    holding: ', karty v ruce',

    move: (card, n, to) => (n > 1 ? `${card} a další ${cards(n - 1)} na ${to}` : `${card} na ${to}`),
    deal: (card, n) => (card ? `Z balíčku: ${n > 1 ? `${cards(n)}, navrchu ${lower(card)}` : lower(card)}` : 'Karty z balíčku'),
    recycle: 'Odložené karty se vrátily do balíčku',
    row: (n) => `Rozdána řada: ${cards(n)}`,
    cover: (a, b) => `Zakryto: ${lower(a)} a ${lower(b)}`,
    pair: (a, b) => `Odloženo: ${lower(a)} a ${lower(b)}`,
    turnedUp: (card) => `, odkryta karta: ${lower(card)}`,
    wentHome: (n, to) => (n > 1 ? `, postupka (${cards(n)}) šla na ${to}` : `, karta šla na ${to}`),

    board: (g) => `Herní stůl: ${g}`,
    keysHelp: game?.keys ? `${KEYS_HELP} ${game.keys}` : KEYS_HELP,
    toolbar: { label: 'Ovládání hry', newGame: 'Nová hra', undo: 'Zpět', redo: 'Znovu', hint: 'Nápověda', auto: 'Dohrát' },
    status: { moves: 'Tahy', time: 'Čas', label: 'Stav hry' },

    dealt: (g, seed) => `Nová hra: ${g}, rozdání ${seed}`,
    picked: (card, n) => (n > 1 ? `V ruce: ${lower(card)} a další ${cards(n - 1)}.` : `V ruce: ${lower(card)}.`),
    chooseTarget: 'Vyberte balíček a stiskněte Enter, nebo Escape pro zrušení.',
    choosePartner: 'Vyberte druhou kartu.',
    cantMove: (card) => `${card}: teď nelze táhnout`,
    cantPlace: (card, p) => `${card}: na ${p} nelze`,
    putBack: 'Karty vráceny zpět',
    undone: (n) => `Tah vrácen, ${moves(n)}`,
    redone: (n) => `Tah zopakován, ${moves(n)}`,
    hint: (d) => `Nápověda: ${d}`,
    noHint: 'Žádný užitečný tah nezbývá',
    liftChoice: (card, n) => (n > 1 ? `${cards(n)}, první: ${lower(card)}` : card),
    peek: (card) => `Podívat se pod kartu: ${lower(card)}`,
    peeked: (top, under) => `Pod kartou „${lower(top)}“: ${lower(under)}`,

    verdict: {
      label: 'Dá se vyhrát?',
      winnable: 'Lze vyhrát',
      lost: 'Už nelze vyhrát',
      unwinnable: 'Nelze vyhrát',
      unknown: 'Nejisté',
      checking: 'Ověřování…',
      lostNow: 'Tuto hru už nelze vyhrát. Vraťte tahy zpět.',
    },
    finding: 'Hledá se rozdání, které lze vyhrát…',
    loading: 'Rozdává se…',
    jokerStandsFor: (joker, r, red) => `${joker}, zastupuje ${r ? standsFor(r, red) : 'jakoukoli kartu'}`,
    anyCard: 'libovolná',

    wonTitle: 'Vyhráli jste!',
    won: (n, time) => `${moves(n)} za ${time}.`,
    lostTitle: 'Žádné další tahy',
    lost: 'Vraťte několik tahů, nebo začněte novou hru.',
    promptTitle: 'Vyberte hru',
    prompt: (v) => `Nastavte atribut variant na jednu z her: ${v.join(', ')}.`,
    errorTitle: 'Hru nelze spustit',
    badVariant: (value, v) =>
      value.trim() === ''
        ? `Atribut variant je prázdný: uveďte jednu z her: ${v.join(', ')}.`
        : `„${value}“ tu není žádná hra: uveďte jednu z her: ${v.join(', ')}.`,
    badGame: (variant, problems) => `Popis hry „${variant}“ na této stránce obsahuje chyby: ${problems}`,
    loadFailed: (variant, reason) => `Kód hry ${variant} se nepodařilo načíst (${reason}). Zkontrolujte připojení a načtěte stránku znovu.`,
    badSeed: (value, max) => `Číslo rozdání (seed) musí být celé číslo od 0 do ${max}, ne „${value}“.`,
    badOption: (name, value, g, allowed) =>
      `„${value}“ není platná hodnota ${name} ve hře ${g}: uveďte ${allowedIn(L, allowed, (max) => (max ? `celé číslo nejvýš ${max}` : 'kladné celé číslo'))}.`,
    badState: (code, message) => `Stav nebyl načten: ${STATE_ERRORS[code] ?? message}.`,
    savedGameRefused: (code) =>
      `Uloženou hru nešlo obnovit, byla rozdána nová: ${code === 'foreign-saved-game' ? 'uložená byla jiná hra' : 'uložená data jsou poškozená'}.`,
    storageUnavailable: 'Tento prohlížeč nedovolí hru uložit: hrát můžete dál, ale po obnovení stránky hra zmizí.',
  };
}

export const pack: LanguagePack = {
  lang: L,
  table: czech,
  playerWords: () => import('./players-cs.js'),
  gameWords: (variant) => import(`../games/words/cs/${variant}.json`),
};
