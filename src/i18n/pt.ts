import { allowedIn, counter, lowerFirst as lower, pileNames } from './forms.js';
import { type GameWordsIn } from './game-words.js';
import type { LanguagePack } from './language-pack.js';
import type { Messages, PileWord } from './types.js';

// Brazilian Portuguese (most of the language's readers), which readers in Portugal read as easily.
const L = 'pt';
const count = counter(L);
const cards = (n: number) => count(n, { one: '# carta', other: '# cartas' });
const moves = (n: number) => count(n, { one: '# jogada', other: '# jogadas' });

const RANKS: Record<string, string> = { A: 'Ás', T: '10', J: 'Valete', Q: 'Dama', K: 'Rei' };
const SUITS: Record<string, string> = { C: 'paus', D: 'ouros', H: 'copas', S: 'espadas' };
/** Shared piles: the name, and the goal with "para" and its article ("para a coluna"). */
const PILES: Record<string, PileWord> = {
  stock: ['Monte', 'para o monte'],
  waste: ['Descarte', 'para o descarte'],
  foundation: ['Fundação', 'para a fundação'],
  tableau: ['Coluna', 'para a coluna'],
  reserve: ['Reserva', 'para a reserva'],
  discard: ['Pilha de descarte', 'para a pilha de descarte'],
  pile: ['Pilha', 'para a pilha'],
  column: ['Coluna', 'para a coluna'],
  freeCell: ['Célula livre', 'para a célula livre'],
  cell: ['Casa', 'para a casa'],
  hole: ['Descarte', 'para o descarte'],
  envelope: ['Envelope', 'para o envelope'],
  pyramidCard: ['Carta da pirâmide', 'para a carta da pirâmide'],
  peakCard: ['Carta do pico', 'para a carta do pico'],
};
const STATE_ERRORS: Record<string, string> = {
  'bad-state': 'isto não é o estado de um jogo',
  'bad-variant': 'o estado indica um jogo desconhecido',
  'wrong-variant': 'o estado é de outro jogo',
  'bad-seed': 'o número da distribuição no estado não é válido',
  'bad-option': 'as opções no estado não são válidas',
  'bad-piles': 'o estado não tem as pilhas deste jogo',
  'unknown-pile': 'o estado tem uma pilha desconhecida',
  'bad-card': 'há em uma pilha algo que não é uma carta',
  'duplicate-card': 'uma carta aparece mais vezes do que no baralho',
  'wrong-deck': 'uma carta não pertence a este baralho',
  'missing-card': 'faltam cartas na mesa',
  'face-down-on-top': 'uma carta virada para baixo está sobre uma virada para cima',
  'impossible-position': 'esta posição é impossível neste jogo',
  'load-failed': 'não foi possível carregar o código do jogo',
};
const KEYS_HELP =
  'As setas passam de uma pilha para outra; cima e baixo escolhem quantas cartas pegar. Enter ou Espaço pega e solta, Esc cancela. Ctrl+Z desfazer, Ctrl+Y refazer, H dica, N novo jogo.';

export function portuguese(game?: GameWordsIn<PileWord>, english?: GameWordsIn<string>): Messages {
  const { pile, pileTo } = pileNames(PILES, game?.piles, english?.piles);
  return {
    lang: L,
    game: game?.name ?? '',

    card: (code) =>
      code === 'RJ' ? 'Curinga vermelho' : code === 'BJ' ? 'Curinga preto' : `${RANKS[code[0]] ?? code[0]} de ${SUITS[code[1]] ?? code[1]}`,
    faceDown: 'Carta virada para baixo',
    cards,
    pile,
    pileTo,
    pileLabel: (p, n, top) => (n === 0 ? `${p}, vazia` : `${p}, ${cards(n)}${top ? `, no topo: ${lower(top)}` : ''}`),
    canTake: ', pode recebê-la',
    holding: ', cartas na mão',

    move: (card, n, to) => (n > 1 ? `${card} e mais ${cards(n - 1)} ${to}` : `${card} ${to}`),
    deal: (card, n) => (card ? (n > 1 ? `${cards(n)} do monte, no topo: ${lower(card)}` : `Do monte: ${lower(card)}`) : 'Cartas do monte'),
    recycle: 'Descarte devolvido ao monte',
    row: (n) => `Uma fileira distribuída: ${cards(n)}`,
    cover: (a, b) => `Cobertas: ${lower(a)} e ${lower(b)}`,
    pair: (a, b) => `Postas de lado: ${lower(a)} e ${lower(b)}`,
    turnedUp: (card) => `, carta revelada: ${lower(card)}`,
    wentHome: (n, to) => (n > 1 ? `, uma sequência de ${cards(n)} foi ${to}` : `, uma carta foi ${to}`),

    board: (g) => `Mesa de jogo: ${g}`,
    keysHelp: game?.keys ? `${KEYS_HELP} ${game.keys}` : KEYS_HELP,
    toolbar: { label: 'Controles do jogo', newGame: 'Novo jogo', undo: 'Desfazer', redo: 'Refazer', hint: 'Dica', auto: 'Concluir' },
    status: { moves: 'Jogadas', time: 'Tempo', label: 'Estado do jogo' },

    dealt: (g, seed) => `Novo jogo de ${g}, distribuição ${seed}`,
    picked: (card, n) => (n > 1 ? `Na mão: ${lower(card)} e mais ${cards(n - 1)}.` : `Na mão: ${lower(card)}.`),
    chooseTarget: 'Escolha uma pilha e pressione Enter, ou Esc para cancelar.',
    choosePartner: 'Escolha a segunda carta.',
    cantMove: (card) => `${card} não pode ser movida agora`,
    cantPlace: (card, p) => `${card} não pode ir ${p}`,
    putBack: 'Cartas devolvidas',
    undone: (n) => `Jogada desfeita, ${moves(n)}`,
    redone: (n) => `Jogada refeita, ${moves(n)}`,
    hint: (d) => `Dica: ${d}`,
    noHint: 'Não resta nenhuma jogada útil',
    liftChoice: (card, n) => (n > 1 ? `${cards(n)}, a primeira: ${lower(card)}` : card),
    peek: (card) => `Ver o que está debaixo da carta ${lower(card)}`,
    peeked: (top, under) => `Debaixo da carta ${lower(top)}: ${lower(under)}`,

    verdict: {
      label: 'É possível ganhar?',
      winnable: 'Tem solução',
      lost: 'Já não tem solução',
      unwinnable: 'Sem solução',
      unknown: 'Incerto',
      checking: 'Em verificação…',
      lostNow: 'Este jogo já não tem solução. Desfaça jogadas para voltar atrás.',
    },
    finding: 'Procurando uma distribuição com solução…',
    loading: 'Distribuindo…',
    jokerStandsFor: (joker, r, red) => {
      const f = r === 'Q';
      return r
        ? `${joker}, substitui ${f ? 'uma' : 'um'} ${lower(RANKS[r] ?? r)} ${red ? (f ? 'vermelha' : 'vermelho') : f ? 'preta' : 'preto'}`
        : `${joker}, substitui qualquer carta`;
    },
    anyCard: 'livre',

    wonTitle: 'Você ganhou!',
    won: (n, time) => `${moves(n)} em ${time}.`,
    lostTitle: 'Sem jogadas',
    lost: 'Desfaça algumas jogadas ou comece um novo jogo.',
    promptTitle: 'Escolha um jogo',
    prompt: (v) => `Indique no atributo variant um destes jogos: ${v.join(', ')}.`,
    errorTitle: 'Não é possível começar o jogo',
    badVariant: (value, v) =>
      value.trim() === ''
        ? `O atributo variant está vazio: indique um destes jogos: ${v.join(', ')}.`
        : `“${value}” não é um jogo disponível: indique um destes: ${v.join(', ')}.`,
    badGame: (variant, problems) => `A descrição do jogo "${variant}" nesta página tem erros: ${problems}`,
    loadFailed: (variant, reason) =>
      `Não foi possível carregar o código de ${variant} (${reason}). Verifique a conexão e recarregue a página.`,
    badSeed: (value, max) => `O número da distribuição (seed) deve ser um número inteiro de 0 a ${max}, não “${value}”.`,
    badOption: (name, value, g, allowed) =>
      `“${value}” não é um valor válido de ${name} em ${g}: use ${allowedIn(L, allowed, (max) => (max ? `um número inteiro até ${max}` : 'um número inteiro positivo'))}.`,
    badState: (code, message) => `O estado não foi carregado: ${STATE_ERRORS[code] ?? message}.`,
    savedGameRefused: (code) =>
      `Não foi possível retomar o jogo salvo, por isso foi distribuído um novo: ${code === 'foreign-saved-game' ? 'o salvo era outro jogo' : 'os dados salvos estão danificados'}.`,
    storageUnavailable: 'Este navegador não permite salvar o jogo: dá para continuar jogando, mas ele se perde ao recarregar a página.',
  };
}

export const pack: LanguagePack = {
  lang: L,
  table: portuguese,
  playerWords: () => import('./players-pt.js'),
  gameWords: (variant) => import(`../games/words/pt/${variant}.json`),
};
