import { expect } from '@open-wc/testing';
import { rulesOf, gameOf } from '../../named.js';
import { boardGeometry, cardWidthFor } from '../../../src/render/geometry.js';
import { expectInsideBoard } from '../classics.js';
import { golfTable } from './helpers.js';

const golfLayout = gameOf('golf').layout;

describe('Golf: layout', () => {
  const rules = rulesOf('golf');

  it('keeps every pile inside the board at 320 and 1280 px, a full hole too', () => {
    expectInsideBoard(rules, golfLayout, [golfTable([], [], 0)]);
  });

  it('fans the columns down so every card of five shows, stock and hole below them', () => {
    for (const width of [320, 1280]) {
      const t = rules.deal(1);
      const geo = boardGeometry(golfLayout, { specs: rules.specs, table: t, options: rules.options }, cardWidthFor(golfLayout, width, 112));
      const col = geo.piles[2];
      const steps = col.cards.slice(1).map((c, i) => c.y - col.cards[i].y);
      expect(Math.min(...steps) / geo.cardH).to.be.greaterThan(0.2);
      const bottom = Math.max(...geo.piles.slice(2).map((p) => p.y + p.cards.at(-1)!.y + geo.cardH));
      expect(geo.piles[0].y).to.be.at.least(bottom);
      expect(geo.piles[1].y).to.be.at.least(bottom);
    }
  });
});
