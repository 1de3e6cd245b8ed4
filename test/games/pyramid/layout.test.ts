import { expect } from '@open-wc/testing';
import { rulesOf, gameOf } from '../../named.js';
import { coveredBy } from './covers.js';
import { boardGeometry, cardWidthFor } from '../../../src/render/geometry.js';
import { expectInsideBoard } from '../classics.js';
import { pyramidTable } from './helpers.js';

const pyramidLayout = gameOf('pyramid').layout;

describe('Pyramid: layout', () => {
  const rules = rulesOf('pyramid');

  it('keeps every pile inside the board at 320 and 1280 px, a full waste and discard too', () => {
    const all = Array.from({ length: 52 }, (_, c) => c);
    expectInsideBoard(rules, pyramidLayout, [pyramidTable(all.slice(0, 28), [], all.slice(28, 50)), pyramidTable([], [], [])]);
  });

  it('lays each card half over the two it covers, drawn after them, and the cards of a row side by side', () => {
    for (const width of [320, 1280]) {
      const t = rules.deal(1);
      const geo = boardGeometry(
        pyramidLayout,
        { specs: rules.specs, table: t, options: rules.options },
        cardWidthFor(pyramidLayout, width, 112),
      );
      const box = (k: number) => geo.piles[3 + k];
      for (let k = 0; k < 21; k++) {
        const c = coveredBy(k);
        for (const over of [c, c + 1]) {
          const a = box(k);
          const b = box(over);
          expect(3 + over, 'drawn later').to.be.greaterThan(3 + k);
          expect(b.y).to.be.greaterThan(a.y);
          expect(b.y, 'overlapping').to.be.lessThan(a.y + geo.cardH);
          expect(Math.abs(b.x - a.x), 'half a card aside').to.be.closeTo((geo.cardW + (box(22).x - box(21).x - geo.cardW)) / 2, 1.5);
        }
      }
      for (let k = 21; k < 27; k++) expect(box(k + 1).x - box(k).x, 'side by side').to.be.at.least(geo.cardW);
    }
  });
});
