import { expect } from '@open-wc/testing';
import { rulesOf, gameOf } from '../../named.js';
import { boardGeometry, cardWidthFor } from '../../../src/render/geometry.js';
import { expectInsideBoard } from '../classics.js';
import type { Table } from '../../../src/engine/types.js';

const spiderLayout = gameOf('spider').layout;

describe('Spider: layout', () => {
  const rules = rulesOf('spider', { suits: 4 });
  /** Tableau-0 with 5 cards face down and 15 up, tableau-9 with 25 up: long piles at the end of a game. */
  const tall = (): Table => {
    const t = rules.deal(1);
    const all = t.piles.flatMap((p) => p.cards);
    const piles = t.piles.map(() => ({ cards: [] as number[], down: 0 }));
    piles[0] = { cards: all.slice(45), down: all.length - 45 };
    piles[9] = { cards: all.slice(0, 20), down: 5 };
    piles[18] = { cards: all.slice(20, 45), down: 0 };
    return { piles, redeals: 0 };
  };

  it('keeps every pile inside the board at 320 and 1280 px', () => {
    for (const suits of [1, 2, 4]) expectInsideBoard(rulesOf('spider', { suits }), spiderLayout, [tall()]);
  });

  it('keeps a 20-card pile inside the board and its face-up cards far enough apart to read', () => {
    for (const width of [320, 1280]) {
      const t = tall();
      const geo = boardGeometry(
        spiderLayout,
        { specs: rules.specs, table: t, options: rules.options },
        cardWidthFor(spiderLayout, width, 112),
      );
      const p = geo.piles[9];
      expect(p.cards.length).to.equal(20);
      expect(p.y + p.cards.at(-1)!.y + geo.cardH).to.be.at.most(geo.height + 0.5);
      const steps = p.cards.slice(1).map((c, i) => c.y - p.cards[i].y);
      expect(steps[10] / geo.cardH, `face-up step at ${width}`).to.be.greaterThan(0.15);
    }
  });
});
