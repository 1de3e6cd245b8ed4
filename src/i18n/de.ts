import { allowedIn, counter, pileNames } from './forms.js';
import { type GameWordsIn } from './game-words.js';
import type { LanguagePack } from './language-pack.js';
import type { Messages, PileWord } from './types.js';

const L = 'de';
const count = counter(L);
const cards = (n: number) => count(n, { one: '# Karte', other: '# Karten' });
const more = (n: number) => count(n, { one: '# weitere Karte', other: '# weitere Karten' });
const moves = (n: number) => count(n, { one: '# Zug', other: '# Züge' });

const RANKS: Record<string, string> = {
  A: 'Ass',
  '2': 'Zwei',
  '3': 'Drei',
  '4': 'Vier',
  '5': 'Fünf',
  '6': 'Sechs',
  '7': 'Sieben',
  '8': 'Acht',
  '9': 'Neun',
  T: 'Zehn',
  J: 'Bube',
  Q: 'Dame',
  K: 'König',
};
const SUITS: Record<string, string> = { C: 'Kreuz', D: 'Karo', H: 'Herz', S: 'Pik' };
/** Shared piles: the name, and the goal after "auf" (an adjective lower-cased mid-sentence). */
const PILES: Record<string, PileWord> = {
  stock: 'Talon',
  waste: 'Ablage',
  foundation: 'Zielstapel',
  tableau: 'Stapel',
  reserve: 'Reserve',
  discard: 'Abwurf',
  pile: 'Stapel',
  column: 'Spalte',
  freeCell: ['Freie Zelle', 'freie Zelle'],
  cell: 'Feld',
  hole: 'Ablagestapel',
  envelope: 'Umschlag',
  pyramidCard: 'Pyramidenkarte',
  peakCard: 'Gipfelkarte',
};
/** A joker "steht für" a card: the rank in the accusative with its article ("eine rote Neun", "einen schwarzen König"). */
const standsFor = (r: string, red: boolean) => {
  const rank = RANKS[r] ?? r;
  if (r === 'A') return `ein ${red ? 'rotes' : 'schwarzes'} Ass`;
  if (r === 'J') return `einen ${red ? 'roten' : 'schwarzen'} Buben`;
  if (r === 'K') return `einen ${red ? 'roten' : 'schwarzen'} König`;
  return `eine ${red ? 'rote' : 'schwarze'} ${rank}`;
};
const STATE_ERRORS: Record<string, string> = {
  'bad-state': 'das ist kein Spielstand',
  'bad-variant': 'der Spielstand nennt ein unbekanntes Spiel',
  'wrong-variant': 'der Spielstand gehört zu einem anderen Spiel',
  'bad-seed': 'die Spielnummer im Spielstand ist ungültig',
  'bad-option': 'die Spieloptionen im Spielstand sind ungültig',
  'bad-piles': 'der Spielstand hat nicht die Stapel dieses Spiels',
  'unknown-pile': 'der Spielstand nennt einen unbekannten Stapel',
  'bad-card': 'auf einem Stapel liegt etwas, das keine Karte ist',
  'duplicate-card': 'eine Karte kommt öfter vor als im Blatt',
  'wrong-deck': 'eine Karte gehört nicht zu diesem Blatt',
  'missing-card': 'auf dem Tisch fehlen Karten',
  'face-down-on-top': 'eine verdeckte Karte liegt auf einer offenen',
  'impossible-position': 'diese Stellung ist in diesem Spiel unmöglich',
  'load-failed': 'der Code des Spiels ließ sich nicht laden',
};
const KEYS_HELP =
  'Pfeiltasten wechseln zwischen den Stapeln; mit Pfeil hoch und runter wählen, wie viele Karten aufgenommen werden. Eingabe oder Leertaste nimmt auf und legt ab, Esc bricht ab. Strg+Z Rückgängig, Strg+Y Wiederholen, H Tipp, N Neues Spiel.';

export function german(game?: GameWordsIn<PileWord>, english?: GameWordsIn<string>): Messages {
  const { pile, pileTo } = pileNames(PILES, game?.piles, english?.piles);
  return {
    lang: L,
    game: game?.name ?? '',

    card: (code) =>
      code === 'RJ' ? 'Roter Joker' : code === 'BJ' ? 'Schwarzer Joker' : `${SUITS[code[1]] ?? code[1]}-${RANKS[code[0]] ?? code[0]}`,
    faceDown: 'Verdeckte Karte',
    cards,
    pile,
    pileTo,
    pileLabel: (p, n, top) => (n === 0 ? `${p}, leer` : `${p}, ${cards(n)}${top ? `, oben: ${top}` : ''}`),
    canTake: ', kann sie aufnehmen',
    holding: ', aufgenommen',

    move: (card, n, to) => (n > 1 ? `${card} und ${more(n - 1)} auf ${to}` : `${card} auf ${to}`),
    deal: (card, n) => (card ? (n > 1 ? `${cards(n)} gezogen, oben ${card}` : `Gezogen: ${card}`) : 'Karten gezogen'),
    recycle: 'Ablage zurück auf den Talon gelegt',
    row: (n) => `Eine Reihe ausgeteilt: ${cards(n)}`,
    cover: (a, b) => `${a} und ${b} zugedeckt`,
    pair: (a, b) => `${a} und ${b} abgelegt`,
    turnedUp: (card) => `, ${card} aufgedeckt`,
    wentHome: (n, to) => (n > 1 ? `, eine Folge von ${cards(n)} auf ${to} abgelegt` : `, eine Karte auf ${to} abgelegt`),

    board: (g) => `Spieltisch: ${g}`,
    keysHelp: game?.keys ? `${KEYS_HELP} ${game.keys}` : KEYS_HELP,
    ctrl: 'Strg',
    toolbar: {
      label: 'Spielsteuerung',
      newGame: 'Neues Spiel',
      undo: 'Rückgängig',
      redo: 'Wiederholen',
      hint: 'Tipp',
      auto: 'Zu Ende spielen',
    },
    status: { moves: 'Züge', time: 'Zeit', label: 'Spielstand' },

    dealt: (g, seed) => `Neues Spiel: ${g}, Nummer ${seed}`,
    picked: (card, n) => (n > 1 ? `Aufgenommen: ${card} und ${more(n - 1)}.` : `Aufgenommen: ${card}.`),
    chooseTarget: 'Einen Stapel wählen und Eingabe drücken, Esc bricht ab.',
    choosePartner: 'Die zweite Karte wählen.',
    cantMove: (card) => `${card} kann gerade nicht bewegt werden`,
    cantPlace: (card, p) => `${card} kann nicht auf ${p} gelegt werden`,
    putBack: 'Zurückgelegt',
    undone: (n) => `Zug rückgängig gemacht, ${moves(n)}`,
    redone: (n) => `Zug wiederholt, ${moves(n)}`,
    hint: (d) => `Tipp: ${d}`,
    noHint: 'Kein sinnvoller Zug mehr',
    liftChoice: (card, n) => (n > 1 ? `${cards(n)} ab ${card}` : card),
    peek: (card) => `Unter ${card} nachsehen`,
    peeked: (top, under) => `Unter ${top}: ${under}`,

    verdict: {
      label: 'Ist das Spiel lösbar?',
      winnable: 'Lösbar',
      lost: 'Nicht mehr lösbar',
      unwinnable: 'Nicht lösbar',
      unknown: 'Unklar',
      checking: 'Wird geprüft…',
      lostNow: 'Dieses Spiel ist nicht mehr lösbar. Mit Rückgängig geht es zurück.',
    },
    finding: 'Ein lösbares Spiel wird gesucht…',
    loading: 'Wird ausgeteilt…',
    jokerStandsFor: (joker, r, red) => `${joker}, steht für ${r ? standsFor(r, red) : 'eine beliebige Karte'}`,
    anyCard: 'beliebig',

    wonTitle: 'Gewonnen!',
    won: (n, time) => `${moves(n)} in ${time}.`,
    lostTitle: 'Keine Züge mehr',
    lost: 'Einige Züge rückgängig machen oder ein neues Spiel beginnen.',
    promptTitle: 'Spiel wählen',
    prompt: (v) => `Das Attribut variant auf eines dieser Spiele setzen: ${v.join(', ')}.`,
    errorTitle: 'Das Spiel kann nicht beginnen',
    badVariant: (value, v) =>
      value.trim() === ''
        ? `Das Attribut variant ist leer: eines dieser Spiele angeben: ${v.join(', ')}.`
        : `„${value}“ ist hier kein Spiel: eines dieser Spiele angeben: ${v.join(', ')}.`,
    badGame: (variant, problems) => `Die Beschreibung des Spiels „${variant}“ auf dieser Seite enthält Fehler: ${problems}`,
    loadFailed: (variant, reason) =>
      `Der Code von ${variant} konnte nicht geladen werden (${reason}). Bitte die Verbindung prüfen und die Seite neu laden.`,
    badSeed: (value, max) => `Die Spielnummer (seed) muss eine ganze Zahl von 0 bis ${max} sein, nicht „${value}“.`,
    badOption: (name, value, g, allowed) =>
      `„${value}“ ist für ${name} in ${g} nicht zulässig: ${allowedIn(L, allowed, (max) => (max ? `eine ganze Zahl bis ${max}` : 'eine positive ganze Zahl'))}.`,
    badState: (code, message) => `Der Spielstand wurde nicht geladen: ${STATE_ERRORS[code] ?? message}.`,
    savedGameRefused: (code) =>
      `Das gespeicherte Spiel ließ sich nicht fortsetzen, ein neues wurde ausgeteilt: ${code === 'foreign-saved-game' ? 'gespeichert war ein anderes Spiel' : 'der Spielstand ist beschädigt'}.`,
    storageUnavailable: 'Dieser Browser lässt kein Speichern zu: Das Spiel geht weiter, übersteht aber kein Neuladen der Seite.',
  };
}

export const pack: LanguagePack = {
  lang: L,
  table: german,
  playerWords: () => import('./players-de.js'),
  gameWords: (variant) => import(`../games/words/de/${variant}.json`),
};
