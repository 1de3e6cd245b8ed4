import type { GameWordsIn } from './game-words.js';
import type { Messages, PileName } from './types.js';

const RANKS: Record<string, string> = {
  A: 'Ace',
  '2': '2',
  '3': '3',
  '4': '4',
  '5': '5',
  '6': '6',
  '7': '7',
  '8': '8',
  '9': '9',
  T: '10',
  J: 'Jack',
  Q: 'Queen',
  K: 'King',
};
const SUITS: Record<string, string> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };
/** Names of the piles many games have (a game names its own in its words). */
const PILES: Readonly<Record<PileName, string>> = {
  stock: 'Stock',
  waste: 'Waste',
  foundation: 'Foundation',
  tableau: 'Tableau',
  reserve: 'Reserve',
  discard: 'Discard pile',
  pile: 'Pile',
  column: 'Column',
};

const lower = (s: string) => (/^[A-Z][a-z]/.test(s) ? s[0].toLowerCase() + s.slice(1) : s);
const cards = (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`;
const pileIn = (piles: Readonly<Record<PileName, string>>) => (name: PileName, n?: number) =>
  n === undefined ? (piles[name] ?? name) : `${piles[name] ?? name} ${n}`;
const list = (items: readonly (string | number)[]) =>
  items.length <= 2 ? items.join(' or ') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

const KEYS_HELP =
  'Arrow keys move between piles; up and down choose how many cards to lift. Enter or Space picks up and puts down, Escape cancels. Ctrl+Z undo, Ctrl+Y redo, H hint, N new game.';

/** The English table, with the words of `game` (its name, its piles, its options, its keys) when given. */
export function english(game?: GameWordsIn<string>): Messages {
  const pile = pileIn(game?.piles ? { ...PILES, ...game.piles } : PILES);
  return {
    lang: 'en',
    game: game?.name ?? '',

    card(code) {
      if (code === 'RJ') return 'Red joker';
      if (code === 'BJ') return 'Black joker';
      return `${RANKS[code[0]] ?? code[0]} of ${SUITS[code[1]] ?? code[1]}`;
    },
    faceDown: 'Face-down card',
    cards,
    pile,
    pileTo: (name, n) => lower(pile(name, n)),
    pileLabel: (p, count, top) => (count === 0 ? `${p}, empty` : `${p}, ${cards(count)}${top ? `, top: ${top}` : ''}`),
    canTake: ', can take it',
    holding: ', picked up',

    move: (card, count, to) => (count > 1 ? `${card} and ${count - 1} more to ${to}` : `${card} to ${to}`),
    deal: (card, count) => (card ? `Dealt ${count > 1 ? `${count} cards, ${lower(card)} on top` : lower(card)}` : 'Dealt'),
    recycle: 'Waste turned over into the stock',
    row: (count) => `Dealt a row of ${count} cards`,
    cover: (a, b) => `Covered ${lower(a)} and ${lower(b)}`,
    pair: (a, b) => `Set aside ${lower(a)} and ${lower(b)}`,
    turnedUp: (card) => `, ${lower(card)} turned up`,
    wentHome: (count, to) => (count > 1 ? `, a run of ${count} cards went to ${to}` : `, a card went to ${to}`),

    board: (game) => `${game} card table`,
    keysHelp: game?.keys ? `${KEYS_HELP} ${game.keys}` : KEYS_HELP,
    toolbar: { label: 'Game controls', newGame: 'New game', undo: 'Undo', redo: 'Redo', hint: 'Hint', auto: 'Finish' },
    status: { moves: 'Moves', time: 'Time', label: 'Game status' },

    dealt: (game, seed) => `New game of ${game}, deal ${seed}`,
    picked: (card, count) => (count > 1 ? `Picked up ${card} and ${count - 1} more.` : `Picked up ${lower(card)}.`),
    chooseTarget: 'Choose a pile and press Enter, or Escape to cancel.',
    choosePartner: 'Choose the second card.',
    cantMove: (card) => `${card} can’t move now`,
    cantPlace: (card, p) => `${card} can’t go to ${p}`,
    putBack: 'Put back',
    undone: (n) => `Move undone, ${n} ${n === 1 ? 'move' : 'moves'}`,
    redone: (n) => `Move redone, ${n} ${n === 1 ? 'move' : 'moves'}`,
    hint: (d) => `Hint: ${d}`,
    noHint: 'No useful move left',
    liftChoice: (card, count) => (count > 1 ? `${cards(count)} from ${lower(card)}` : card),
    peek: (card) => `Peek under ${lower(card)}`,
    peeked: (top, under) => `Under ${lower(top)}: ${lower(under)}`,

    verdict: {
      label: 'Can it be won?',
      winnable: 'Winnable',
      lost: 'No longer winnable',
      unwinnable: 'Not winnable',
      unknown: 'Unknown',
      checking: 'Checking…',
      lostNow: 'This game can no longer be won. Undo to go back.',
    },
    finding: 'Finding a winnable deal…',
    loading: 'Dealing…',
    jokerStandsFor: (joker, r, red) =>
      r ? `${joker}, standing for a ${red ? 'red' : 'black'} ${(RANKS[r] ?? r).toLowerCase()}` : `${joker}, standing for any card`,
    anyCard: 'any',

    wonTitle: 'You won!',
    won: (moves, time) => `${moves} ${moves === 1 ? 'move' : 'moves'} in ${time}.`,
    lostTitle: 'No moves left',
    lost: 'Undo a few moves or start a new game.',
    promptTitle: 'Choose a game',
    prompt: (variants) => `Set the variant attribute to one of: ${variants.join(', ')}.`,
    errorTitle: 'This game can’t start',
    badVariant: (value, variants) =>
      value.trim() === ''
        ? `The variant is empty: use one of ${variants.join(', ')}.`
        : `“${value}” is not a game here: use one of ${variants.join(', ')}.`,
    badGame: (variant, problems) => `The page's description of "${variant}" is no game: ${problems}`,
    loadFailed: (variant, reason) => `The code of ${variant} could not be loaded (${reason}). Check the connection and reload the page.`,
    badSeed: (value, max) => `The seed must be a whole number from 0 to ${max}, not “${value}”.`,
    badOption: (name, value, game, allowed) =>
      `“${value}” is not a valid ${name} for ${game}: use ${typeof allowed === 'string' ? allowed : list(allowed)}.`,
    badState: (_code, message) => `The state was not loaded: ${message}`,
    savedGameRefused: (_code, reason) => `The saved game could not be resumed, so a new game was dealt: ${reason}`,
    storageUnavailable: 'This browser does not let the game be saved: it goes on, but will not survive a reload.',
  };
}

export const en: Messages = english();
