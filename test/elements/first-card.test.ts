/**
 * A described game's first cards are drawn before its play has come (its moves, consequences and
 * checks: describe-play.js, loaded after that frame): nothing is in play yet, nothing fires, and
 * the deal then put in play is the one drawn. Each test file runs in a page of its own, so the
 * first board here is the first of the page: the play is not loaded before it.
 */
import { expect } from '@open-wc/testing';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';

/** Each pile's cards as the board draws them: card numbers, bottom to top. */
const drawn = (el: PatienceGame): string[] =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement>('.pile')].map((p) =>
    [...p.querySelectorAll<HTMLElement>('.card')].map((c) => c.dataset.card).join(','),
  );

describe('<patience-game>: a first card before the play', () => {
  it('draws a described deal before its play has come, then puts that deal in play and fires once (a random seed kept)', async () => {
    const el = document.createElement('patience-game') as PatienceGame;
    el.setAttribute('variant', 'klondike');
    const events: string[] = [];
    for (const type of ['patience-deal', 'patience-move', 'patience-error']) el.addEventListener(type, () => events.push(type));
    // The moment the first cards are in the board (a microtask after the render that drew them):
    // what the page could see then.
    let first: { cards: string[]; state: unknown; moves: number; events: string[] } | null = null;
    const seen = new Promise<void>((resolve) => {
      const watch = new MutationObserver(() => {
        if (!el.shadowRoot!.querySelector('.card')) return;
        watch.disconnect();
        first = { cards: drawn(el), state: el.state, moves: el.legalMoves().length, events: [...events] };
        resolve();
      });
      document.body.append(el);
      watch.observe(el.shadowRoot!, { childList: true, subtree: true });
    });
    await seen;
    expect(first!.state, 'nothing in play yet').to.equal(null);
    expect(first!.moves, 'no move offered yet').to.equal(0);
    expect(first!.events, 'nothing fired yet').to.deep.equal([]);
    expect(first!.cards.join('|').length).to.be.greaterThan(0);

    await el.updateComplete;
    expect(el.state, 'in play once updateComplete settles').to.not.equal(null);
    expect(el.seed, 'the random seed drawn is the seed in play').to.equal(el.state!.seed);
    expect(el.legalMoves().length).to.be.greaterThan(0);
    expect(events).to.deep.equal(['patience-deal']);
    expect(drawn(el), 'the deal drawn first is the deal in play').to.deep.equal(first!.cards);
    el.remove();
  });
});
