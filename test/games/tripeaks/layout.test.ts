import { expect } from '@open-wc/testing';
import { rulesOf, gameOf } from '../../named.js';
import { coveredBy } from './covers.js';
import { boardGeometry, cardWidthFor } from '../../../src/render/geometry.js';
import { expectInsideBoard } from '../classics.js';
import { peaksTable } from './helpers.js';

const tripeaksLayout = gameOf('tripeaks').layout;

describe('TriPeaks: layout', () => {
  const rules = rulesOf('tripeaks');

  it('keeps every pile inside the board at 320 and 1280 px, a full waste too', () => {
    const all = Array.from({ length: 52 }, (_, c) => c);
    expectInsideBoard(rules, tripeaksLayout, [peaksTable(Array(28).fill(null), [], 0)]);
    expect(all.length).to.equal(52);
  });

  it('lays each peak card over the two it covers, drawn after them, the bottom row side by side', () => {
    for (const width of [320, 1280]) {
      const t = rules.deal(1);
      const geo = boardGeometry(
        tripeaksLayout,
        { specs: rules.specs, table: t, options: rules.options },
        cardWidthFor(tripeaksLayout, width, 112),
      );
      const box = (k: number) => geo.piles[2 + k];
      for (let k = 0; k < 18; k++) {
        const c = coveredBy(k);
        const a = box(k);
        const [l, r] = [box(c), box(c + 1)];
        expect(c).to.be.greaterThan(k);
        expect(l.y).to.be.greaterThan(a.y);
        expect(l.y, 'overlapping').to.be.lessThan(a.y + geo.cardH);
        expect((l.x + r.x) / 2, 'centred over the two').to.be.closeTo(a.x, 1);
      }
      for (let k = 18; k < 27; k++) expect(box(k + 1).x - box(k).x).to.be.at.least(geo.cardW);
    }
  });
});
