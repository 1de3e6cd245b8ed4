import { allowedIn, counter, lowerFirst as lower, pileNames } from './forms.js';
import { type GameWordsIn } from './game-words.js';
import type { LanguagePack } from './language-pack.js';
import type { Messages, PileWord } from './types.js';

const L = 'sv';
const count = counter(L);
const cards = (n: number) => count(n, { other: '# kort' });
const moves = (n: number) => count(n, { other: '# drag' });

const RANKS: Record<string, string> = { A: 'ess', T: '10', J: 'knekt', Q: 'dam', K: 'kung' };
const SUITS: Record<string, string> = { C: 'Klöver', D: 'Ruter', H: 'Hjärter', S: 'Spader' };
/** Shared piles: the name, and the goal after "till". */
const PILES: Record<string, PileWord> = {
  stock: ['Talong', 'talongen'],
  waste: ['Kasthög', 'kasthögen'],
  foundation: ['Bashög', 'bashög'],
  tableau: ['Hög', 'hög'],
  reserve: ['Reserv', 'reserven'],
  discard: ['Slask', 'slasken'],
  pile: ['Hög', 'hög'],
  column: ['Kolumn', 'kolumn'],
  freeCell: ['Fri cell', 'fri cell'],
  cell: ['Ruta', 'ruta'],
  hole: ['Kasthög', 'kasthögen'],
  envelope: ['Kuvert', 'kuvert'],
  pyramidCard: ['Pyramidkort', 'pyramidkort'],
  peakCard: ['Toppkort', 'toppkort'],
};
const STATE_ERRORS: Record<string, string> = {
  'bad-state': 'det är inget spelläge',
  'bad-variant': 'spelläget anger ett okänt spel',
  'wrong-variant': 'spelläget hör till ett annat spel',
  'bad-seed': 'given i spelläget är ogiltig',
  'bad-option': 'spelets inställningar i spelläget är ogiltiga',
  'bad-piles': 'spelläget har inte det här spelets högar',
  'unknown-pile': 'spelläget innehåller en okänd hög',
  'bad-card': 'i en hög ligger något som inte är ett kort',
  'duplicate-card': 'ett kort förekommer oftare än i kortleken',
  'wrong-deck': 'ett kort hör inte till den här kortleken',
  'missing-card': 'det saknas kort på bordet',
  'face-down-on-top': 'ett nedvänt kort ligger på ett uppvänt',
  'impossible-position': 'den ställningen är omöjlig i det här spelet',
  'load-failed': 'spelets kod kunde inte laddas',
};
const KEYS_HELP =
  'Piltangenterna flyttar mellan högarna; upp och ner väljer hur många kort som lyfts. Enter eller mellanslag lyfter och lägger, Esc avbryter. Ctrl+Z ångra, Ctrl+Y gör om, H tips, N nytt spel.';

export function swedish(game?: GameWordsIn<PileWord>, english?: GameWordsIn<string>): Messages {
  const { pile, pileTo } = pileNames(PILES, game?.piles, english?.piles);
  return {
    lang: L,
    game: game?.name ?? '',

    card: (code) =>
      code === 'RJ' ? 'Röd joker' : code === 'BJ' ? 'Svart joker' : `${SUITS[code[1]] ?? code[1]} ${RANKS[code[0]] ?? code[0]}`,
    faceDown: 'Nedvänt kort',
    cards,
    pile,
    pileTo,
    pileLabel: (p, n, top) => (n === 0 ? `${p}, tom` : `${p}, ${cards(n)}${top ? `, överst: ${lower(top)}` : ''}`),
    canTake: ', kan ta emot',
    holding: ', lyfta',

    move: (card, n, to) => (n > 1 ? `${card} med ${cards(n - 1)} ovanpå till ${to}` : `${card} till ${to}`),
    deal: (card, n) => (card ? (n > 1 ? `${cards(n)} vända, överst ${lower(card)}` : `Vänt: ${lower(card)}`) : 'Kort vända'),
    recycle: 'Kasthögen tillbaka till talongen',
    row: (n) => `En rad given: ${cards(n)}`,
    cover: (a, b) => `Täckta: ${lower(a)} och ${lower(b)}`,
    pair: (a, b) => `Undanlagda: ${lower(a)} och ${lower(b)}`,
    turnedUp: (card) => `, ${lower(card)} vändes upp`,
    wentHome: (n, to) => (n > 1 ? `, en svit på ${cards(n)} gick till ${to}` : `, ett kort gick till ${to}`),

    board: (g) => `Spelbord: ${g}`,
    keysHelp: game?.keys ? `${KEYS_HELP} ${game.keys}` : KEYS_HELP,
    toolbar: { label: 'Spelkontroller', newGame: 'Nytt spel', undo: 'Ångra', redo: 'Gör om', hint: 'Tips', auto: 'Spela klart' },
    status: { moves: 'Drag', time: 'Tid', label: 'Spelstatus' },

    dealt: (g, seed) => `Nytt spel ${g}, giv ${seed}`,
    picked: (card, n) => (n > 1 ? `Lyft: ${lower(card)} med ${cards(n - 1)} ovanpå.` : `Lyft: ${lower(card)}.`),
    chooseTarget: 'Välj en hög och tryck på Enter, eller Esc för att avbryta.',
    choosePartner: 'Välj det andra kortet.',
    cantMove: (card) => `${card} kan inte flyttas nu`,
    cantPlace: (card, p) => `${card} kan inte läggas på ${p}`,
    putBack: 'Tillbakalagt',
    undone: (n) => `Draget ångrat, ${moves(n)}`,
    redone: (n) => `Draget gjort igen, ${moves(n)}`,
    hint: (d) => `Tips: ${d}`,
    noHint: 'Inga användbara drag kvar',
    liftChoice: (card, n) => (n > 1 ? `${cards(n)} från ${lower(card)}` : card),
    peek: (card) => `Titta under ${lower(card)}`,
    peeked: (top, under) => `Under ${lower(top)} ligger ${lower(under)}`,

    verdict: {
      label: 'Går det att vinna?',
      winnable: 'Går att vinna',
      lost: 'Går inte längre att vinna',
      unwinnable: 'Går inte att vinna',
      unknown: 'Oklart',
      checking: 'Kontrollerar…',
      lostNow: 'Det här spelet går inte längre att vinna. Ångra drag för att gå tillbaka.',
    },
    finding: 'Letar efter en giv som går att vinna…',
    loading: 'Ger ut korten…',
    jokerStandsFor: (joker, r, red) =>
      r
        ? `${joker}, ersätter ${r === 'A' ? `ett ${red ? 'rött' : 'svart'}` : `en ${red ? 'röd' : 'svart'}`} ${RANKS[r] ?? r}`
        : `${joker}, ersätter vilket kort som helst`,
    anyCard: 'valfritt',

    wonTitle: 'Du vann!',
    won: (n, time) => `${moves(n)} på ${time}.`,
    lostTitle: 'Inga drag kvar',
    lost: 'Ångra några drag eller börja ett nytt spel.',
    promptTitle: 'Välj ett spel',
    prompt: (v) => `Sätt attributet variant till ett av de här spelen: ${v.join(', ')}.`,
    errorTitle: 'Spelet kan inte starta',
    badVariant: (value, v) =>
      value.trim() === ''
        ? `Attributet variant är tomt: ange ett av de här spelen: ${v.join(', ')}.`
        : `”${value}” är inget spel här: ange ett av de här: ${v.join(', ')}.`,
    badGame: (variant, problems) => `Beskrivningen av spelet ”${variant}” på sidan innehåller fel: ${problems}`,
    loadFailed: (variant, reason) => `Koden för ${variant} kunde inte laddas (${reason}). Kontrollera anslutningen och ladda om sidan.`,
    badSeed: (value, max) => `Givens nummer (seed) måste vara ett heltal från 0 till ${max}, inte ”${value}”.`,
    badOption: (name, value, g, allowed) =>
      `”${value}” är inget giltigt värde för ${name} i ${g}: ange ${allowedIn(L, allowed, (max) => (max ? `ett heltal upp till ${max}` : 'ett positivt heltal'))}.`,
    badState: (code, message) => `Spelläget laddades inte: ${STATE_ERRORS[code] ?? message}.`,
    savedGameRefused: (code) =>
      `Det sparade spelet kunde inte återupptas, så ett nytt gavs: ${code === 'foreign-saved-game' ? 'det sparade var ett annat spel' : 'det sparade är skadat'}.`,
    storageUnavailable: 'Den här webbläsaren låter inte spelet sparas: du kan spela vidare, men det försvinner om sidan laddas om.',
  };
}

export const pack: LanguagePack = {
  lang: L,
  table: swedish,
  playerWords: () => import('./players-sv.js'),
  gameWords: (variant) => import(`../games/words/sv/${variant}.json`),
};
