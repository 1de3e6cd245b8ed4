import { allowedIn, counter, lowerFirst as lower, pileNames } from './forms.js';
import { type GameWordsIn } from './game-words.js';
import type { LanguagePack } from './language-pack.js';
import type { Messages, PileWord } from './types.js';

const L = 'it';
const count = counter(L);
const cards = (n: number) => count(n, { one: '# carta', other: '# carte' });
const more = (n: number) => count(n, { one: 'un’altra carta', other: 'altre # carte' });
const moves = (n: number) => count(n, { one: '# mossa', other: '# mosse' });

const RANKS: Record<string, string> = { A: 'Asso', T: '10', J: 'Fante', Q: 'Donna', K: 'Re' };
const SUITS: Record<string, string> = { C: 'fiori', D: 'quadri', H: 'cuori', S: 'picche' };
/** Shared piles: the name, and the goal with "su" and its article ("sulla colonna"). */
const PILES: Record<string, PileWord> = {
  stock: ['Mazzo', 'sul mazzo'],
  waste: ['Scarti', 'sugli scarti'],
  foundation: ['Base', 'sulla base'],
  tableau: ['Colonna', 'sulla colonna'],
  reserve: ['Riserva', 'sulla riserva'],
  discard: ['Pila degli scarti', 'sulla pila degli scarti'],
  pile: ['Pila', 'sulla pila'],
  column: ['Colonna', 'sulla colonna'],
  freeCell: ['Cella libera', 'sulla cella libera'],
  cell: ['Casella', 'sulla casella'],
  hole: ['Scarti', 'sugli scarti'],
  envelope: ['Busta', 'sulla busta'],
  pyramidCard: ['Carta della piramide', 'sulla carta della piramide'],
  peakCard: ['Carta del picco', 'sulla carta del picco'],
};
const STATE_ERRORS: Record<string, string> = {
  'bad-state': 'non è lo stato di una partita',
  'bad-variant': 'lo stato nomina un gioco sconosciuto',
  'wrong-variant': 'lo stato è di un altro gioco',
  'bad-seed': 'il numero della smazzata nello stato non è valido',
  'bad-option': 'le opzioni nello stato non sono valide',
  'bad-piles': 'lo stato non ha le pile di questo gioco',
  'unknown-pile': 'lo stato contiene una pila sconosciuta',
  'bad-card': 'in una pila c’è qualcosa che non è una carta',
  'duplicate-card': 'una carta compare più volte che nel mazzo',
  'wrong-deck': 'una carta non appartiene a questo mazzo',
  'missing-card': 'mancano carte sul tavolo',
  'face-down-on-top': 'una carta coperta sta sopra una scoperta',
  'impossible-position': 'questa posizione è impossibile in questo gioco',
  'load-failed': 'non è stato possibile caricare il codice del gioco',
};
const KEYS_HELP =
  'Le frecce passano da una pila all’altra; su e giù scelgono quante carte prendere. Invio o Spazio prende e posa, Esc annulla. Ctrl+Z annulla, Ctrl+Y ripeti, H suggerimento, N nuova partita.';

export function italian(game?: GameWordsIn<PileWord>, english?: GameWordsIn<string>): Messages {
  const { pile, pileTo } = pileNames(PILES, game?.piles, english?.piles);
  return {
    lang: L,
    game: game?.name ?? '',

    card: (code) =>
      code === 'RJ' ? 'Jolly rosso' : code === 'BJ' ? 'Jolly nero' : `${RANKS[code[0]] ?? code[0]} di ${SUITS[code[1]] ?? code[1]}`,
    faceDown: 'Carta coperta',
    cards,
    pile,
    pileTo,
    pileLabel: (p, n, top) => (n === 0 ? `${p}, vuota` : `${p}, ${cards(n)}${top ? `, in cima: ${lower(top)}` : ''}`),
    canTake: ', può riceverla',
    holding: ', carte prese',

    move: (card, n, to) => (n > 1 ? `${card} e ${more(n - 1)} ${to}` : `${card} ${to}`),
    deal: (card, n) =>
      card ? (n > 1 ? `${cards(n)} dal mazzo, in cima: ${lower(card)}` : `Dal mazzo: ${lower(card)}`) : 'Carte dal mazzo',
    recycle: 'Scarti rimessi nel mazzo',
    row: (n) => `Distribuita una fila: ${cards(n)}`,
    cover: (a, b) => `Coperte: ${lower(a)} e ${lower(b)}`,
    pair: (a, b) => `Messe da parte: ${lower(a)} e ${lower(b)}`,
    turnedUp: (card) => `, scoperta: ${lower(card)}`,
    wentHome: (n, to) => (n > 1 ? `, una scala di ${cards(n)} è andata ${to}` : `, una carta è andata ${to}`),

    board: (g) => `Tavolo da gioco: ${g}`,
    keysHelp: game?.keys ? `${KEYS_HELP} ${game.keys}` : KEYS_HELP,
    toolbar: {
      label: 'Comandi di gioco',
      newGame: 'Nuova partita',
      undo: 'Annulla',
      redo: 'Ripeti',
      hint: 'Suggerimento',
      auto: 'Completa',
    },
    status: { moves: 'Mosse', time: 'Tempo', label: 'Stato della partita' },

    dealt: (g, seed) => `Nuova partita a ${g}, smazzata ${seed}`,
    picked: (card, n) => (n > 1 ? `In mano: ${lower(card)} e ${more(n - 1)}.` : `In mano: ${lower(card)}.`),
    chooseTarget: 'Scegli una pila e premi Invio, oppure Esc per annullare.',
    choosePartner: 'Scegli la seconda carta.',
    cantMove: (card) => `${card} ora non si può muovere`,
    cantPlace: (card, p) => `${card} non può andare ${p}`,
    putBack: 'Carte rimesse a posto',
    undone: (n) => `Mossa annullata, ${moves(n)}`,
    redone: (n) => `Mossa ripetuta, ${moves(n)}`,
    hint: (d) => `Suggerimento: ${d}`,
    noHint: 'Non restano mosse utili',
    liftChoice: (card, n) => (n > 1 ? `${cards(n)}, la prima: ${lower(card)}` : card),
    peek: (card) => `Guarda sotto la carta ${lower(card)}`,
    peeked: (top, under) => `Sotto la carta ${lower(top)}: ${lower(under)}`,

    verdict: {
      label: 'Si può vincere?',
      winnable: 'Vincibile',
      lost: 'Non più vincibile',
      unwinnable: 'Non vincibile',
      unknown: 'Incerto',
      checking: 'Verifica…',
      lostNow: 'Questa partita non si può più vincere. Annulla qualche mossa per tornare indietro.',
    },
    finding: 'Ricerca di una smazzata vincibile…',
    loading: 'Distribuzione…',
    jokerStandsFor: (joker, r, red) => {
      const f = r === 'Q';
      return r
        ? `${joker}, sostituisce ${f ? 'una' : 'un'} ${lower(RANKS[r] ?? r)} ${red ? (f ? 'rossa' : 'rosso') : f ? 'nera' : 'nero'}`
        : `${joker}, sostituisce qualsiasi carta`;
    },
    anyCard: 'libero',

    wonTitle: 'Hai vinto!',
    won: (n, time) => `${moves(n)} in ${time}.`,
    lostTitle: 'Nessuna mossa possibile',
    lost: 'Annulla qualche mossa o inizia una nuova partita.',
    promptTitle: 'Scegli un gioco',
    prompt: (v) => `Imposta l’attributo variant su uno di questi giochi: ${v.join(', ')}.`,
    errorTitle: 'Impossibile iniziare la partita',
    badVariant: (value, v) =>
      value.trim() === ''
        ? `L’attributo variant è vuoto: usa uno di questi giochi: ${v.join(', ')}.`
        : `«${value}» non è un gioco disponibile: usa uno di questi: ${v.join(', ')}.`,
    badGame: (variant, problems) => `La descrizione del gioco «${variant}» in questa pagina contiene errori: ${problems}`,
    loadFailed: (variant, reason) =>
      `Impossibile caricare il codice di ${variant} (${reason}). Controlla la connessione e ricarica la pagina.`,
    badSeed: (value, max) => `Il numero della smazzata (seed) deve essere un numero intero da 0 a ${max}, non «${value}».`,
    badOption: (name, value, g, allowed) =>
      `«${value}» non è un valore valido di ${name} in ${g}: usa ${allowedIn(L, allowed, (max) => (max ? `un numero intero fino a ${max}` : 'un numero intero positivo'))}.`,
    badState: (code, message) => `Lo stato non è stato caricato: ${STATE_ERRORS[code] ?? message}.`,
    savedGameRefused: (code) =>
      `Impossibile riprendere la partita salvata, ne è stata distribuita una nuova: ${code === 'foreign-saved-game' ? 'quella salvata era un’altra partita' : 'il salvataggio è danneggiato'}.`,
    storageUnavailable: 'Questo browser non permette di salvare la partita: si continua a giocare, ma ricaricando la pagina andrà persa.',
  };
}

export const pack: LanguagePack = {
  lang: L,
  table: italian,
  playerWords: () => import('./players-it.js'),
  gameWords: (variant) => import(`../games/words/it/${variant}.json`),
};
