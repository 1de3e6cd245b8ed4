/** Portuguese: the words of statistics, links to a deal and the daily deal's badge, loaded with those features (i18n/index.ts `wantPlayerWords`). */
import { dayIn } from './dates.js';
import { percentIn } from './forms.js';
import { optionsInWords } from './game-words.js';
import type { PlayerWords } from './language-pack.js';

const L = 'pt';

export const words: PlayerWords = {
  players: {
    statistics: 'Estatísticas',
    statsOf: (g, options, daily, winnable) =>
      [g, options, winnable ? 'só distribuições com solução' : '', daily ? 'jogos do dia' : ''].filter(Boolean).join(', '),
    options: optionsInWords(),
    played: 'Jogados',
    won: 'Ganhos',
    winRate: 'Taxa de vitórias',
    currentStreak: 'Sequência atual',
    bestStreak: 'Melhor sequência',
    bestTime: 'Melhor tempo',
    fewestMoves: 'Menos jogadas',
    none: 'ainda não',
    rate: (p) => percentIn(L, p),
    close: 'Fechar',
    reset: 'Redefinir',
    resetConfirm: 'Sim, redefinir',
    resetAsk: 'Pressione de novo para apagar estas estatísticas.',
    resetDone: 'Estatísticas apagadas.',
    copyLink: 'Copiar link',
    linkCopied: 'Link para esta distribuição copiado',
    copyTitle: 'Link para esta distribuição',
    copyHelp: 'O link está selecionado: copie-o (Ctrl+C ou ⌘C) e envie-o.',
    badLink: (entry) => `Não foi possível distribuir o jogo “${entry}” do link.`,
    badStatistics: 'Não foi possível ler as estatísticas salvas, então elas recomeçam do zero.',
    statsUnavailable: 'Este navegador não permite salvar as estatísticas: duram enquanto a página estiver aberta.',
  },
  daily: {
    dailyDeal: 'Jogo do dia',
    dailyOf: (d) => `Jogo do dia ${dayIn(L, d, 'long', true)}`,
    shortDate: (d) => dayIn(L, d, 'short', false),
  },
};
