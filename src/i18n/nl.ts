import { allowedIn, counter, lowerFirst as lower, pileNames } from './forms.js';
import { type GameWordsIn } from './game-words.js';
import type { LanguagePack } from './language-pack.js';
import type { Messages, PileWord } from './types.js';

const L = 'nl';
const count = counter(L);
const cards = (n: number) => count(n, { one: '# kaart', other: '# kaarten' });
const moves = (n: number) => count(n, { one: '# zet', other: '# zetten' });

const RANKS: Record<string, string> = { A: 'aas', T: '10', J: 'boer', Q: 'vrouw', K: 'heer' };
const SUITS: Record<string, string> = { C: 'Klaveren', D: 'Ruiten', H: 'Harten', S: 'Schoppen' };
/** Shared piles: the name, and the goal after "naar". */
const PILES: Record<string, PileWord> = {
  stock: ['Voorraad', 'de voorraad'],
  waste: ['Aflegstapel', 'de aflegstapel'],
  foundation: ['Eindstapel', 'eindstapel'],
  tableau: ['Kolom', 'kolom'],
  reserve: ['Reserve', 'de reserve'],
  discard: ['Afgelegd', 'de afgelegde kaarten'],
  pile: ['Stapel', 'stapel'],
  column: ['Kolom', 'kolom'],
  freeCell: ['Vrije cel', 'vrije cel'],
  cell: ['Vak', 'vak'],
  hole: ['Aflegstapel', 'de aflegstapel'],
  envelope: ['Envelop', 'envelop'],
  pyramidCard: ['Piramidekaart', 'piramidekaart'],
  peakCard: ['Piekkaart', 'piekkaart'],
};
const STATE_ERRORS: Record<string, string> = {
  'bad-state': 'dit is geen spelstand',
  'bad-variant': 'de spelstand noemt een onbekend spel',
  'wrong-variant': 'de spelstand hoort bij een ander spel',
  'bad-seed': 'het spelnummer in de spelstand is ongeldig',
  'bad-option': 'de spelopties in de spelstand zijn ongeldig',
  'bad-piles': 'de spelstand heeft niet de stapels van dit spel',
  'unknown-pile': 'de spelstand bevat een onbekende stapel',
  'bad-card': 'op een stapel ligt iets dat geen kaart is',
  'duplicate-card': 'een kaart komt vaker voor dan in het spel kaarten',
  'wrong-deck': 'een kaart hoort niet bij dit spel kaarten',
  'missing-card': 'er ontbreken kaarten op tafel',
  'face-down-on-top': 'een dichte kaart ligt op een open kaart',
  'impossible-position': 'deze stand is in dit spel onmogelijk',
  'load-failed': 'de code van het spel kon niet geladen worden',
};
const KEYS_HELP =
  'Met de pijltjestoetsen ga je van stapel naar stapel; omhoog en omlaag kiezen hoeveel kaarten je oppakt. Enter of spatie pakt op en legt neer, Esc annuleert. Ctrl+Z ongedaan maken, Ctrl+Y opnieuw, H tip, N nieuw spel.';

export function dutch(game?: GameWordsIn<PileWord>, english?: GameWordsIn<string>): Messages {
  const { pile, pileTo } = pileNames(PILES, game?.piles, english?.piles);
  return {
    lang: L,
    game: game?.name ?? '',

    card: (code) =>
      code === 'RJ' ? 'Rode joker' : code === 'BJ' ? 'Zwarte joker' : `${SUITS[code[1]] ?? code[1]} ${RANKS[code[0]] ?? code[0]}`,
    faceDown: 'Dichte kaart',
    cards,
    pile,
    pileTo,
    pileLabel: (p, n, top) => (n === 0 ? `${p}, leeg` : `${p}, ${cards(n)}${top ? `, bovenop: ${lower(top)}` : ''}`),
    canTake: ', kan ze hebben',
    holding: ', opgepakt',

    move: (card, n, to) => (n > 1 ? `${card} en nog ${cards(n - 1)} naar ${to}` : `${card} naar ${to}`),
    deal: (card, n) =>
      card ? (n > 1 ? `${cards(n)} omgedraaid, bovenop ${lower(card)}` : `Omgedraaid: ${lower(card)}`) : 'Kaarten omgedraaid',
    recycle: 'Aflegstapel terug in de voorraad',
    row: (n) => `Een rij gedeeld: ${cards(n)}`,
    cover: (a, b) => `Afgedekt: ${lower(a)} en ${lower(b)}`,
    pair: (a, b) => `Weggelegd: ${lower(a)} en ${lower(b)}`,
    turnedUp: (card) => `, ${lower(card)} omgedraaid`,
    wentHome: (n, to) => (n > 1 ? `, een reeks van ${cards(n)} ging naar ${to}` : `, een kaart ging naar ${to}`),

    board: (g) => `Speeltafel: ${g}`,
    keysHelp: game?.keys ? `${KEYS_HELP} ${game.keys}` : KEYS_HELP,
    toolbar: { label: 'Spelknoppen', newGame: 'Nieuw spel', undo: 'Ongedaan maken', redo: 'Opnieuw', hint: 'Tip', auto: 'Afmaken' },
    status: { moves: 'Zetten', time: 'Tijd', label: 'Spelstatus' },

    dealt: (g, seed) => `Nieuw spel ${g}, nummer ${seed}`,
    picked: (card, n) => (n > 1 ? `Opgepakt: ${lower(card)} en nog ${cards(n - 1)}.` : `Opgepakt: ${lower(card)}.`),
    chooseTarget: 'Kies een stapel en druk op Enter, of op Esc om te annuleren.',
    choosePartner: 'Kies de tweede kaart.',
    cantMove: (card) => `${card} kan nu niet verplaatst worden`,
    cantPlace: (card, p) => `${card} kan niet naar ${p}`,
    putBack: 'Teruggelegd',
    undone: (n) => `Zet ongedaan gemaakt, ${moves(n)}`,
    redone: (n) => `Zet opnieuw gedaan, ${moves(n)}`,
    hint: (d) => `Tip: ${d}`,
    noHint: 'Geen zinvolle zet meer',
    liftChoice: (card, n) => (n > 1 ? `${cards(n)} vanaf ${lower(card)}` : card),
    peek: (card) => `Kijk onder de kaart ${lower(card)}`,
    peeked: (top, under) => `Onder de kaart ${lower(top)}: ${lower(under)}`,

    verdict: {
      label: 'Is dit spel te winnen?',
      winnable: 'Te winnen',
      lost: 'Niet meer te winnen',
      unwinnable: 'Niet te winnen',
      unknown: 'Onbekend',
      checking: 'Controleren…',
      lostNow: 'Dit spel is niet meer te winnen. Maak zetten ongedaan om terug te gaan.',
    },
    finding: 'Een spel zoeken dat te winnen is…',
    loading: 'Delen…',
    jokerStandsFor: (joker, r, red) =>
      r
        ? `${joker}, vervangt een ${r === 'A' ? (red ? 'rood' : 'zwart') : red ? 'rode' : 'zwarte'} ${RANKS[r] ?? r}`
        : `${joker}, vervangt elke kaart`,
    anyCard: 'vrij',

    wonTitle: 'Gewonnen!',
    won: (n, time) => `${moves(n)} in ${time}.`,
    lostTitle: 'Geen zetten meer',
    lost: 'Maak een paar zetten ongedaan of begin een nieuw spel.',
    promptTitle: 'Kies een spel',
    prompt: (v) => `Zet het attribuut variant op een van deze spellen: ${v.join(', ')}.`,
    errorTitle: 'Dit spel kan niet beginnen',
    badVariant: (value, v) =>
      value.trim() === ''
        ? `Het attribuut variant is leeg: gebruik een van deze spellen: ${v.join(', ')}.`
        : `‘${value}’ is hier geen spel: gebruik een van deze: ${v.join(', ')}.`,
    badGame: (variant, problems) => `De beschrijving van het spel "${variant}" op deze pagina bevat fouten: ${problems}`,
    loadFailed: (variant, reason) =>
      `De code van ${variant} kon niet geladen worden (${reason}). Controleer de verbinding en laad de pagina opnieuw.`,
    badSeed: (value, max) => `Het spelnummer (seed) moet een geheel getal van 0 tot en met ${max} zijn, niet ‘${value}’.`,
    badOption: (name, value, g, allowed) =>
      `‘${value}’ is geen geldige waarde voor ${name} bij ${g}: gebruik ${allowedIn(L, allowed, (max) => (max ? `een geheel getal tot en met ${max}` : 'een positief geheel getal'))}.`,
    badState: (code, message) => `De spelstand is niet geladen: ${STATE_ERRORS[code] ?? message}.`,
    savedGameRefused: (code) =>
      `Het opgeslagen spel kon niet verder, dus er is een nieuw gedeeld: ${code === 'foreign-saved-game' ? 'er was een ander spel opgeslagen' : 'de opgeslagen gegevens zijn beschadigd'}.`,
    storageUnavailable: 'Deze browser staat opslaan niet toe: je kunt doorspelen, maar na het herladen van de pagina is het spel weg.',
  };
}

export const pack: LanguagePack = {
  lang: L,
  table: dutch,
  playerWords: () => import('./players-nl.js'),
  gameWords: (variant) => import(`../games/words/nl/${variant}.json`),
};
