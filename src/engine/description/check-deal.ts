/** The vocabulary's rules on the deck and the deal: every card dealt once, steps that fit their groups. */
import { perPile, plural, type Rule } from './check-facts.js';
import { pointer, problem, quote, type DescriptionProblem } from './problem.js';
import type { DealWord } from './types.js';
import { rankOf } from './vocabulary.js';

/** The cards a step gives each pile of its group. */
export function stepCards(step: DealWord, count: number): number[] {
  return Array.from({ length: count }, (_, i) => (step.rank ? 1 : perPile(step.cards, i, 0)));
}

/** The suits in play share out the decks' 4 × decks suit runs evenly. */
export const suitsShareTheDecks: Rule = ({ d, decks }) => {
  const n = d.deck?.suits?.length;
  if (!n || (4 * decks) % n === 0) return [];
  return [
    problem(
      '/deck/suits',
      `${plural(n, 'suit')} cannot make up ${plural(decks, 'deck')} of four suits evenly (4 × decks must be a multiple of ${n}).`,
    ),
  ];
};

/** A rank named anywhere is in the deck (a 36-card deck has no 2 to 5). */
export const ranksAreInTheDeck: Rule = ({ d, ranks }) => {
  const out: DescriptionProblem[] = [];
  const check = (rank: string | undefined, path: string): void => {
    if (rank && rank !== 'any' && rank !== 'none' && rank !== 'first' && !ranks.includes(rankOf(rank as never)))
      out.push(problem(path, `A deck of ${d.deck?.cards ?? 52} cards has no ${quote(rank)}.`));
  };
  d.piles.forEach((g, i) => {
    check(g.empty, pointer('piles', i, 'empty'));
    check(g.base, pointer('piles', i, 'base'));
  });
  d.deal.forEach((s, i) => check(s.rank, pointer('deal', i, 'rank')));
  return out;
};

/** Lists of cards per pile name no more piles than the group has. */
export const dealListsFitTheirGroups: Rule = ({ d, byId }) => {
  const out: DescriptionProblem[] = [];
  d.deal.forEach((step, i) => {
    const g = byId.get(step.to);
    if (!g) return;
    for (const field of ['cards', 'up'] as const) {
      const v = step[field];
      if (Array.isArray(v) && v.length > g.count)
        out.push(
          problem(pointer('deal', i, field), `This lists ${v.length} piles; the group ${quote(g.id)} has ${plural(g.count, 'pile')}.`),
        );
    }
  });
  return out;
};

/** No pile gets more face-up cards than cards. */
export const upWithinCards: Rule = ({ d, byId }) => {
  const out: DescriptionProblem[] = [];
  d.deal.forEach((step, i) => {
    const g = byId.get(step.to);
    if (!g || step.up === undefined) return;
    const cards = stepCards(step, g.count);
    for (let k = 0; k < g.count; k++) {
      const up = perPile(step.up, k, 0);
      if (up > cards[k]) {
        const path = typeof step.up === 'number' ? pointer('deal', i, 'up') : pointer('deal', i, 'up', k);
        out.push(problem(path, `Pile ${k} gets ${plural(cards[k], 'card')} here, so ${up} of them cannot be face up.`));
        if (typeof step.up === 'number') break;
      }
    }
  });
  return out;
};

/** A step by rank puts one card of that rank on each pile: as many piles as the deck has cards of it. */
export const rankStepsFit: Rule = ({ d, byId, perRank }) => {
  const out: DescriptionProblem[] = [];
  d.deal.forEach((step, i) => {
    const g = byId.get(step.to);
    if (step.suit && !step.rank) out.push(problem(pointer('deal', i, 'suit'), 'suit picks cards of a rank: give the step a rank too.'));
    if (!step.rank || !g) return;
    const suits = d.deck?.suits ?? ['C', 'D', 'H', 'S'];
    const have = step.suit ? (suits.includes(step.suit) ? perRank / suits.length : 0) : perRank;
    const what = step.suit ? `${quote(step.rank)} of ${quote(step.suit)}` : `rank ${quote(step.rank)}`;
    if (g.count !== have)
      out.push(
        problem(
          pointer('deal', i, 'to'),
          `The deck has ${plural(have, 'card')} of ${what}, one for each pile: ${quote(g.id)} has ${plural(g.count, 'pile')}.`,
        ),
      );
    if (step.cards !== 1) out.push(problem(pointer('deal', i, 'cards'), 'A step by rank deals one card onto each pile: cards must be 1.'));
  });
  return out;
};

/** Every card dealt once: no step deals more than is left, and without a stock none is left over. */
export const dealUsesEveryCardOnce: Rule = ({ d, byId, groups, cards }) => {
  let dealt = 0;
  for (let i = 0; i < d.deal.length; i++) {
    const g = byId.get(d.deal[i].to);
    if (!g) continue;
    dealt += stepCards(d.deal[i], g.count).reduce((a, b) => a + b, 0);
    if (dealt > cards)
      return [
        problem(
          pointer('deal', i, 'cards'),
          `The deal needs ${dealt} cards by this step; the deck has ${cards}: a card cannot be dealt twice.`,
        ),
      ];
  }
  const hasStock = groups.some((g) => g.word.kind === 'stock');
  if (!hasStock && dealt < cards)
    return [
      problem('/deal', `The deal uses ${dealt} of the deck's ${cards} cards and there is no stock to take the other ${cards - dealt}.`),
    ];
  return [];
};

/** A free cell holds one card, from the deal too. */
export const cellsGetOneCard: Rule = ({ d, byId }) => {
  const got = new Map<string, number[]>();
  const out: DescriptionProblem[] = [];
  d.deal.forEach((step, i) => {
    const g = byId.get(step.to);
    if (!g?.word.cell) return;
    const sum = got.get(g.id) ?? new Array<number>(g.count).fill(0);
    stepCards(step, g.count).forEach((n, k) => (sum[k] += n));
    got.set(g.id, sum);
    const k = sum.findIndex((n) => n > 1);
    if (k >= 0)
      out.push(problem(pointer('deal', i, 'cards'), `${quote(g.id)} piles are free cells, one card each: pile ${k} would get ${sum[k]}.`));
  });
  return out;
};

/** Foundations whose base is the first card dealt to them get that card from the deal. */
export const firstBaseIsDealt: Rule = ({ d, groups, byId }) => {
  const out: DescriptionProblem[] = [];
  for (const g of groups) {
    if (g.word.kind !== 'foundation' || g.word.base !== 'first') continue;
    const dealt = d.deal.some((s) => byId.get(s.to) === g && stepCards(s, g.count)[0] > 0);
    if (!dealt)
      out.push(
        problem(
          pointer('piles', g.index, 'base'),
          `The base is the first card dealt to ${quote(g.id)}, but the deal gives its first pile none.`,
        ),
      );
  }
  return out;
};

/** Microsoft's numbered deals order one deck of 52. */
export const microsoftDealsOneDeck: Rule = ({ d, cards }) =>
  d.shuffle === 'microsoft' && cards !== 52
    ? [problem('/shuffle', `Microsoft's numbered deals are for one deck of 52 cards; this deck has ${cards}.`)]
    : [];
