import { expect } from '@open-wc/testing';
import type { Pile } from '../../../src/engine/types.js';
import { rulesOf, gameOf } from '../../named.js';
import { boardGeometry } from '../../../src/render/geometry.js';

const klondikeLayout = gameOf('klondike').layout;

describe('Klondike: layout', () => {
  it('fans the Klondike waste three wide when drawing three', () => {
    const rules = rulesOf('klondike', { draw: 3 });
    let table = rules.deal(1);
    table = rules.apply(
      table,
      rules.legalMoves(table).find((m) => m.kind === 'deal')!,
    );
    const geo = boardGeometry(klondikeLayout, { specs: rules.specs, table, options: rules.options }, 80);
    const waste = geo.piles.find((p) => p.kind === 'waste')!;
    expect(waste.cards.map((c) => c.x > 0)).to.deep.equal([false, true, true]);
    expect(waste.cards.map((c) => c.covered)).to.deep.equal([false, false, false]);
  });

  it('compresses a tall Klondike pile so the board never overflows', () => {
    const rules = rulesOf('klondike');
    const base = rules.deal(1);
    // Six face-down cards and a run of thirteen face-up ones on tableau 7.
    const all = base.piles.flatMap((p) => p.cards);
    const tall: Pile = { cards: all.slice(0, 19), down: 6 };
    const piles = base.piles.map((_, i) => (i === 12 ? tall : i === 0 ? { cards: all.slice(19), down: 52 - 19 } : { cards: [], down: 0 }));
    const geo = boardGeometry(klondikeLayout, { specs: rules.specs, table: { piles, redeals: 0 }, options: rules.options }, 40);
    const p = geo.piles[12];
    const last = p.cards.at(-1)!;
    expect(p.y + last.y + geo.cardH).to.be.at.most(geo.height);
    const steps = p.cards.slice(1).map((c, i) => c.y - p.cards[i].y);
    // Face-down cards tighten first; face-up ones stay far enough apart to read the corner.
    expect(steps[0]).to.be.lessThan(steps[10]);
    expect(steps[10] / geo.cardH).to.be.greaterThan(0.12);
  });
});
