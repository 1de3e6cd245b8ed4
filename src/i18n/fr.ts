import { allowedIn, counter, lowerFirst as lower, pileNames } from './forms.js';
import { type GameWordsIn } from './game-words.js';
import type { LanguagePack } from './language-pack.js';
import type { Messages, PileWord } from './types.js';

const L = 'fr';
const count = counter(L);
const cards = (n: number) => count(n, { one: '# carte', other: '# cartes' });
const more = (n: number) => count(n, { one: '# autre carte', other: '# autres cartes' });
const moves = (n: number) => count(n, { one: '# coup', other: '# coups' });

const RANKS: Record<string, string> = { A: 'As', T: '10', J: 'Valet', Q: 'Dame', K: 'Roi' };
const SUITS: Record<string, string> = { C: 'trèfle', D: 'carreau', H: 'cœur', S: 'pique' };
/** Shared piles: the name, and the goal after "sur" (with its article). */
const PILES: Record<string, PileWord> = {
  stock: ['Pioche', 'la pioche'],
  waste: ['Défausse', 'la défausse'],
  foundation: ['Fondation', 'la fondation'],
  tableau: ['Colonne', 'la colonne'],
  reserve: ['Réserve', 'la réserve'],
  discard: ['Rebut', 'le rebut'],
  pile: ['Pile', 'la pile'],
  column: ['Colonne', 'la colonne'],
  freeCell: ['Cellule libre', 'la cellule libre'],
  cell: ['Case', 'la case'],
  hole: ['Défausse', 'la défausse'],
  envelope: ['Enveloppe', 'l’enveloppe'],
  pyramidCard: ['Carte de la pyramide', 'la carte de la pyramide'],
  peakCard: ['Carte du pic', 'la carte du pic'],
};
const STATE_ERRORS: Record<string, string> = {
  'bad-state': 'ce n’est pas un état de partie',
  'bad-variant': 'l’état nomme un jeu inconnu',
  'wrong-variant': 'l’état est celui d’un autre jeu',
  'bad-seed': 'le numéro de donne de l’état n’est pas valide',
  'bad-option': 'les options de l’état ne sont pas valides',
  'bad-piles': 'l’état n’a pas les piles de ce jeu',
  'unknown-pile': 'l’état contient une pile inconnue',
  'bad-card': 'une pile contient autre chose qu’une carte',
  'duplicate-card': 'une carte y figure plus souvent que dans le paquet',
  'wrong-deck': 'une carte n’appartient pas à ce paquet',
  'missing-card': 'il manque des cartes sur la table',
  'face-down-on-top': 'une carte face cachée est posée sur une carte visible',
  'impossible-position': 'cette position est impossible dans ce jeu',
  'load-failed': 'le code du jeu n’a pas pu être chargé',
};
const KEYS_HELP =
  'Les flèches passent d’une pile à l’autre ; haut et bas choisissent combien de cartes prendre. Entrée ou Espace prend et pose, Échap annule. Ctrl+Z annuler, Ctrl+Y rétablir, H indice, N nouvelle partie.';

export function french(game?: GameWordsIn<PileWord>, english?: GameWordsIn<string>): Messages {
  const { pile, pileTo } = pileNames(PILES, game?.piles, english?.piles);
  return {
    lang: L,
    game: game?.name ?? '',

    card: (code) =>
      code === 'RJ' ? 'Joker rouge' : code === 'BJ' ? 'Joker noir' : `${RANKS[code[0]] ?? code[0]} de ${SUITS[code[1]] ?? code[1]}`,
    faceDown: 'Carte face cachée',
    cards,
    pile,
    pileTo,
    pileLabel: (p, n, top) => (n === 0 ? `${p}, vide` : `${p}, ${cards(n)}${top ? `, dessus : ${lower(top)}` : ''}`),
    canTake: ', peut la recevoir',
    holding: ', cartes prises',

    move: (card, n, to) => (n > 1 ? `${card} et ${more(n - 1)} sur ${to}` : `${card} sur ${to}`),
    deal: (card, n) =>
      card ? (n > 1 ? `${cards(n)} retournées, dessus : ${lower(card)}` : `Retournée : ${lower(card)}`) : 'Cartes retournées',
    recycle: 'Défausse remise dans la pioche',
    row: (n) => `Une rangée distribuée : ${cards(n)}`,
    cover: (a, b) => `Recouvertes : ${lower(a)} et ${lower(b)}`,
    pair: (a, b) => `Mises de côté : ${lower(a)} et ${lower(b)}`,
    turnedUp: (card) => `, carte retournée : ${lower(card)}`,
    wentHome: (n, to) => (n > 1 ? `, une suite de ${cards(n)} est partie sur ${to}` : `, une carte est partie sur ${to}`),

    board: (g) => `Table de jeu : ${g}`,
    keysHelp: game?.keys ? `${KEYS_HELP} ${game.keys}` : KEYS_HELP,
    toolbar: { label: 'Commandes du jeu', newGame: 'Nouvelle partie', undo: 'Annuler', redo: 'Rétablir', hint: 'Indice', auto: 'Terminer' },
    status: { moves: 'Coups', time: 'Temps', label: 'État de la partie' },

    dealt: (g, seed) => `Nouvelle partie de ${g}, donne ${seed}`,
    picked: (card, n) => (n > 1 ? `En main : ${lower(card)} et ${more(n - 1)}.` : `En main : ${lower(card)}.`),
    chooseTarget: 'Choisissez une pile et appuyez sur Entrée, ou sur Échap pour annuler.',
    choosePartner: 'Choisissez la deuxième carte.',
    cantMove: (card) => `${card} ne peut pas bouger pour l’instant`,
    cantPlace: (card, p) => `${card} ne peut pas aller sur ${p}`,
    putBack: 'Cartes reposées',
    undone: (n) => `Coup annulé, ${moves(n)}`,
    redone: (n) => `Coup rétabli, ${moves(n)}`,
    hint: (d) => `Indice : ${d}`,
    noHint: 'Plus aucun coup utile',
    liftChoice: (card, n) => (n > 1 ? `${cards(n)}, la première : ${lower(card)}` : card),
    peek: (card) => `Regarder sous la carte ${lower(card)}`,
    peeked: (top, under) => `Sous la carte ${lower(top)} : ${lower(under)}`,

    verdict: {
      label: 'Peut-on gagner ?',
      winnable: 'Gagnable',
      lost: 'Plus gagnable',
      unwinnable: 'Impossible à gagner',
      unknown: 'Incertain',
      checking: 'Vérification…',
      lostNow: 'Cette partie ne peut plus être gagnée. Annulez des coups pour revenir en arrière.',
    },
    finding: 'Recherche d’une donne gagnable…',
    loading: 'Distribution…',
    jokerStandsFor: (joker, r, red) =>
      r
        ? `${joker}, remplace ${r === 'Q' ? 'une' : 'un'} ${lower(RANKS[r] ?? r)} ${red ? 'rouge' : r === 'Q' ? 'noire' : 'noir'}`
        : `${joker}, remplace n’importe quelle carte`,
    anyCard: 'libre',

    wonTitle: 'Gagné !',
    won: (n, time) => `${moves(n)} en ${time}.`,
    lostTitle: 'Plus aucun coup',
    lost: 'Annulez quelques coups ou commencez une nouvelle partie.',
    promptTitle: 'Choisissez un jeu',
    prompt: (v) => `Donnez à l’attribut variant l’une de ces valeurs : ${v.join(', ')}.`,
    errorTitle: 'Impossible de lancer la partie',
    badVariant: (value, v) =>
      value.trim() === ''
        ? `L’attribut variant est vide : choisissez parmi ${v.join(', ')}.`
        : `« ${value} » n’est pas un jeu disponible : choisissez parmi ${v.join(', ')}.`,
    badGame: (variant, problems) => `La description du jeu « ${variant} » sur cette page contient des erreurs : ${problems}`,
    loadFailed: (variant, reason) =>
      `Le code de ${variant} n’a pas pu être chargé (${reason}). Vérifiez la connexion et rechargez la page.`,
    badSeed: (value, max) => `Le numéro de donne (seed) doit être un nombre entier de 0 à ${max}, et non « ${value} ».`,
    badOption: (name, value, g, allowed) =>
      `« ${value} » n’est pas une valeur possible de ${name} pour ${g} : indiquez ${allowedIn(L, allowed, (max) => (max ? `un nombre entier jusqu’à ${max}` : 'un nombre entier positif'))}.`,
    badState: (code, message) => `L’état n’a pas été chargé : ${STATE_ERRORS[code] ?? message}.`,
    savedGameRefused: (code) =>
      `La partie enregistrée n’a pas pu reprendre, une nouvelle a été distribuée : ${code === 'foreign-saved-game' ? 'il s’agissait d’une autre partie' : 'l’enregistrement est abîmé'}.`,
    storageUnavailable: 'Ce navigateur ne permet pas d’enregistrer la partie : elle continue, mais ne survivra pas à un rechargement.',
  };
}

export const pack: LanguagePack = {
  lang: L,
  table: french,
  playerWords: () => import('./players-fr.js'),
  gameWords: (variant) => import(`../games/words/fr/${variant}.json`),
};
