import { allowedIn, counter, lowerFirst as lower, pileNames } from './forms.js';
import { type GameWordsIn } from './game-words.js';
import type { LanguagePack } from './language-pack.js';
import type { Messages, PileWord } from './types.js';

const L = 'es';
const count = counter(L);
const cards = (n: number) => count(n, { one: '# carta', other: '# cartas' });
const more = (n: number) => count(n, { one: '# carta más', other: '# cartas más' });
const moves = (n: number) => count(n, { one: '# movimiento', other: '# movimientos' });

const RANKS: Record<string, string> = { A: 'As', T: '10', J: 'Jota', Q: 'Reina', K: 'Rey' };
const SUITS: Record<string, string> = { C: 'tréboles', D: 'diamantes', H: 'corazones', S: 'picas' };
/** Shared piles: the name, and the goal after "a" (with its article: "al mazo", "a la columna"). */
const PILES: Record<string, PileWord> = {
  stock: ['Mazo', 'al mazo'],
  waste: ['Descarte', 'al descarte'],
  foundation: ['Fundación', 'a la fundación'],
  tableau: ['Columna', 'a la columna'],
  reserve: ['Reserva', 'a la reserva'],
  discard: ['Pila de descarte', 'a la pila de descarte'],
  pile: ['Montón', 'al montón'],
  column: ['Columna', 'a la columna'],
  freeCell: ['Celda libre', 'a la celda libre'],
  cell: ['Casilla', 'a la casilla'],
  hole: ['Descarte', 'al descarte'],
  envelope: ['Sobre', 'al sobre'],
  pyramidCard: ['Carta de la pirámide', 'a la carta de la pirámide'],
  peakCard: ['Carta del pico', 'a la carta del pico'],
};
const STATE_ERRORS: Record<string, string> = {
  'bad-state': 'no es un estado de partida',
  'bad-variant': 'el estado nombra un juego desconocido',
  'wrong-variant': 'el estado es de otro juego',
  'bad-seed': 'el número de partida del estado no es válido',
  'bad-option': 'las opciones del estado no son válidas',
  'bad-piles': 'el estado no tiene los montones de este juego',
  'unknown-pile': 'el estado tiene un montón desconocido',
  'bad-card': 'hay algo que no es una carta en un montón',
  'duplicate-card': 'una carta aparece más veces que en la baraja',
  'wrong-deck': 'una carta no es de esta baraja',
  'missing-card': 'faltan cartas en la mesa',
  'face-down-on-top': 'una carta boca abajo está sobre una boca arriba',
  'impossible-position': 'esa posición es imposible en este juego',
  'load-failed': 'no se pudo cargar el código del juego',
};
const KEYS_HELP =
  'Las flechas pasan de un montón a otro; arriba y abajo eligen cuántas cartas tomar. Intro o Espacio toma y deja, Esc cancela. Ctrl+Z deshacer, Ctrl+Y rehacer, H pista, N partida nueva.';

export function spanish(game?: GameWordsIn<PileWord>, english?: GameWordsIn<string>): Messages {
  const { pile, pileTo } = pileNames(PILES, game?.piles, english?.piles);
  return {
    lang: L,
    game: game?.name ?? '',

    card: (code) =>
      code === 'RJ' ? 'Comodín rojo' : code === 'BJ' ? 'Comodín negro' : `${RANKS[code[0]] ?? code[0]} de ${SUITS[code[1]] ?? code[1]}`,
    faceDown: 'Carta boca abajo',
    cards,
    pile,
    pileTo,
    pileLabel: (p, n, top) => (n === 0 ? `${p}, vacío` : `${p}, ${cards(n)}${top ? `, arriba: ${lower(top)}` : ''}`),
    canTake: ', puede recibirla',
    holding: ', cartas tomadas',

    move: (card, n, to) => (n > 1 ? `${card} y ${more(n - 1)} ${to}` : `${card} ${to}`),
    deal: (card, n) => (card ? (n > 1 ? `${cards(n)} del mazo, arriba: ${lower(card)}` : `Del mazo: ${lower(card)}`) : 'Cartas del mazo'),
    recycle: 'Descarte devuelto al mazo',
    row: (n) => `Fila repartida: ${cards(n)}`,
    cover: (a, b) => `Cubiertas: ${lower(a)} y ${lower(b)}`,
    pair: (a, b) => `Apartadas: ${lower(a)} y ${lower(b)}`,
    turnedUp: (card) => `, se descubre: ${lower(card)}`,
    wentHome: (n, to) => (n > 1 ? `, una escalera de ${cards(n)} pasa ${to}` : `, una carta pasa ${to}`),

    board: (g) => `Mesa de juego: ${g}`,
    keysHelp: game?.keys ? `${KEYS_HELP} ${game.keys}` : KEYS_HELP,
    toolbar: { label: 'Controles del juego', newGame: 'Partida nueva', undo: 'Deshacer', redo: 'Rehacer', hint: 'Pista', auto: 'Terminar' },
    status: { moves: 'Movimientos', time: 'Tiempo', label: 'Estado de la partida' },

    dealt: (g, seed) => `Partida nueva de ${g}, reparto ${seed}`,
    picked: (card, n) => (n > 1 ? `En la mano: ${lower(card)} y ${more(n - 1)}.` : `En la mano: ${lower(card)}.`),
    chooseTarget: 'Elige un montón y pulsa Intro, o Esc para cancelar.',
    choosePartner: 'Elige la segunda carta.',
    cantMove: (card) => `${card} no se puede mover ahora`,
    cantPlace: (card, p) => `${card} no puede ir ${p}`,
    putBack: 'Cartas devueltas',
    undone: (n) => `Movimiento deshecho, ${moves(n)}`,
    redone: (n) => `Movimiento rehecho, ${moves(n)}`,
    hint: (d) => `Pista: ${d}`,
    noHint: 'No queda ningún movimiento útil',
    liftChoice: (card, n) => (n > 1 ? `${cards(n)}, la primera: ${lower(card)}` : card),
    peek: (card) => `Mirar bajo la carta ${lower(card)}`,
    peeked: (top, under) => `Bajo la carta ${lower(top)}: ${lower(under)}`,

    verdict: {
      label: '¿Se puede ganar?',
      winnable: 'Se puede ganar',
      lost: 'Ya no se puede ganar',
      unwinnable: 'No se puede ganar',
      unknown: 'No se sabe',
      checking: 'Comprobando…',
      lostNow: 'Esta partida ya no se puede ganar. Deshaz movimientos para volver atrás.',
    },
    finding: 'Buscando un reparto ganable…',
    loading: 'Repartiendo…',
    jokerStandsFor: (joker, r, red) => {
      const f = r === 'J' || r === 'Q';
      return r
        ? `${joker}, sustituye a ${f ? 'una' : 'un'} ${lower(RANKS[r] ?? r)} ${red ? (f ? 'roja' : 'rojo') : f ? 'negra' : 'negro'}`
        : `${joker}, sustituye a cualquier carta`;
    },
    anyCard: 'libre',

    wonTitle: '¡Has ganado!',
    won: (n, time) => `${moves(n)} en ${time}.`,
    lostTitle: 'No quedan movimientos',
    lost: 'Deshaz algunos movimientos o empieza una partida nueva.',
    promptTitle: 'Elige un juego',
    prompt: (v) => `Pon en el atributo variant uno de estos juegos: ${v.join(', ')}.`,
    errorTitle: 'Esta partida no puede empezar',
    badVariant: (value, v) =>
      value.trim() === ''
        ? `El atributo variant está vacío: usa uno de estos juegos: ${v.join(', ')}.`
        : `«${value}» no es un juego de aquí: usa uno de estos: ${v.join(', ')}.`,
    badGame: (variant, problems) => `La descripción del juego «${variant}» en esta página tiene errores: ${problems}`,
    loadFailed: (variant, reason) =>
      `No se pudo cargar el código de ${variant} (${reason}). Comprueba la conexión y vuelve a cargar la página.`,
    badSeed: (value, max) => `El número de reparto (seed) debe ser un número entero de 0 a ${max}, no «${value}».`,
    badOption: (name, value, g, allowed) =>
      `«${value}» no es un valor válido de ${name} en ${g}: usa ${allowedIn(L, allowed, (max) => (max ? `un número entero hasta ${max}` : 'un número entero positivo'))}.`,
    badState: (code, message) => `No se cargó el estado: ${STATE_ERRORS[code] ?? message}.`,
    savedGameRefused: (code) =>
      `No se pudo continuar la partida guardada, así que se repartió una nueva: ${code === 'foreign-saved-game' ? 'la guardada era otra partida' : 'lo guardado está dañado'}.`,
    storageUnavailable: 'Este navegador no deja guardar la partida: puedes seguir jugando, pero no se conservará al recargar la página.',
  };
}

export const pack: LanguagePack = {
  lang: L,
  table: spanish,
  playerWords: () => import('./players-es.js'),
  gameWords: (variant) => import(`../games/words/es/${variant}.json`),
};
