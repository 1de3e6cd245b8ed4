/** Pyramid on a <patience-game>: a held card pairs with the stock's top card when the stock is tapped; a K on the stock goes on a tap. */
import { expect, fixture, html } from '@open-wc/testing';
import type { PatienceGame } from '../../../src/index.js';
import '../../../src/index.js';
import { cardCode } from '../../../src/engine/cards.js';
import { rulesOf } from '../../named.js';
import { card } from '../classics.js';
import { cardsOf, centre, pointer, settle } from '../../elements/helpers.js';
import { pyramidTable } from './helpers.js';

const tap = (el: PatienceGame, pile: string) => {
  const c = cardsOf(el, pile).at(-1)!;
  const at = centre(c);
  pointer(c, 'pointerdown', at.x, at.y);
  pointer(c, 'pointerup', at.x, at.y);
  return el.updateComplete;
};

/** The state of a table of Pyramid, for `restore`. */
const stateOf = (t: ReturnType<typeof pyramidTable>) => {
  const rules = rulesOf('pyramid');
  return {
    variant: 'pyramid',
    seed: 1,
    options: { redeals: 2 },
    moveCount: 0,
    piles: t.piles.map((p, i) => ({ id: rules.specs[i].id, cards: p.cards.map((c, j) => ({ code: cardCode(c), faceUp: j >= p.down })) })),
  };
};
const codes = (el: PatienceGame, id: string) => el.state!.piles.find((p) => p.id === id)!.cards.map((c) => c.code);

describe('Pyramid: on the board', () => {
  it('discards a K on the stock on a tap of the stock, rather than dealing', async () => {
    const el = await fixture<PatienceGame>(html`<patience-game variant="pyramid" seed="1"></patience-game>`);
    const t = pyramidTable([card(5, 'C')], [card(2, 'S'), card(13, 'D')], [card(8, 'H')]);
    expect(el.restore(stateOf(t))).to.equal(true);
    await settle(el);
    await tap(el, 'stock');
    expect(el.moveCount).to.equal(1);
    expect(codes(el, 'stock'), 'the K went').to.deep.equal(['2S']);
    expect(codes(el, 'waste'), 'nothing dealt').to.deep.equal(['8H']);
    await tap(el, 'stock');
    expect(codes(el, 'waste').at(-1), 'then the stock deals').to.equal('2S');
  });

  it('pairs a held card with the stock top on a tap of the stock, and deals on a tap with nothing held', async () => {
    const el = await fixture<PatienceGame>(html`<patience-game variant="pyramid" seed="1"></patience-game>`);
    const rules = rulesOf('pyramid');
    // 5♣ alone in the pyramid; it pairs with the stock's 8♦ or the waste's 8♥.
    const t = pyramidTable([card(5, 'C')], [card(2, 'S'), card(8, 'D')], [card(8, 'H')]);
    const state = {
      variant: 'pyramid',
      seed: 1,
      options: { redeals: 2 },
      moveCount: 0,
      piles: t.piles.map((p, i) => ({ id: rules.specs[i].id, cards: p.cards.map((c, j) => ({ code: cardCode(c), faceUp: j >= p.down })) })),
    };
    expect(el.restore(state)).to.equal(true);
    await settle(el);
    await tap(el, 'tableau-0');
    expect(el.moveCount, 'two partners: the card is held').to.equal(0);
    await tap(el, 'stock');
    expect(el.moveCount).to.equal(1);
    expect(el.won).to.equal(true);
    expect(el.state!.piles.find((p) => p.id === 'stock')!.cards.map((c) => c.code)).to.deep.equal(['2S']);
    el.undo();
    await settle(el);
    await tap(el, 'stock');
    expect(el.state!.piles.find((p) => p.id === 'waste')!.cards.at(-1)!.code, 'dealt').to.equal('8D');
  });
});
