import { expect } from '@open-wc/testing';
import type { Table } from '../../../src/engine/types.js';
import { rulesOf } from '../../named.js';
import { bayanLayout } from '../../../src/games/bayan/layout.js';
import { boardGeometry } from '../../../src/render/geometry.js';
import { handedLayout } from '../../../src/render/mirror.js';

describe('Bayan: layout', () => {
  it('draws Bayan as one line wrapped in six rows of nine', () => {
    const rules = rulesOf('bayan');
    const table = rules.deal(1);
    const geo = boardGeometry(bayanLayout, { specs: rules.specs, table, options: rules.options }, 50);
    const rows = new Set(geo.piles.map((p) => p.place.y));
    expect([...rows].sort()).to.deep.equal([0, 1, 2, 3, 4, 5]);
    expect(geo.piles.filter((p) => p.place.y === 0)).to.have.length(9);
    expect(geo.piles[9].place).to.include({ x: 0, y: 1 });
    // A shorter line closes up: pile 10 of 51 sits where pile 10 of 52 sat.
    const shorter: Table = { piles: table.piles.slice(1), redeals: 0 };
    const g2 = boardGeometry(bayanLayout, { specs: rules.specs, table: shorter, options: rules.options }, 50);
    expect(g2.piles).to.have.length(51);
    expect(g2.piles[9].x).to.equal(geo.piles[9].x);
  });

  it('keeps its line as it is for the left hand (it is read like text)', () => {
    expect(handedLayout(bayanLayout, true)).to.equal(bayanLayout);
  });
});
