import { expect } from '@open-wc/testing';
import { boardGeometry, cardWidthFor, fanOffsets, metrics, overlap } from '../../src/render/geometry.js';
import { GAMES, VARIANTS, gameOf, rulesOf } from '../named.js';

describe('layouts', () => {
  it('has a layout for every game of the book', () => {
    for (const v of VARIANTS) expect(gameOf(v).layout, v).to.exist;
  });

  for (const width of [320, 768, 1280]) {
    it(`places every pile of every game inside the board at ${width} px, base cards apart`, () => {
      for (const def of GAMES) {
        const rules = rulesOf(def.variant);
        for (const seed of [1, 2, 3]) {
          const table = rules.deal(seed);
          const layout = gameOf(def.variant).layout;
          const w = cardWidthFor(layout, width, 112);
          const geo = boardGeometry(layout, { specs: rules.specs, table, options: rules.options }, w);
          expect(geo.width, def.variant).to.be.at.most(width + 0.5);
          expect(geo.piles).to.have.length(table.piles.length);
          for (const p of geo.piles) {
            const where = `${def.variant} ${p.id}`;
            expect(p.x, where).to.be.at.least(0);
            expect(p.y, where).to.be.at.least(0);
            expect(p.x + p.w, where).to.be.at.most(geo.width + 0.5);
            expect(p.y + p.h, where).to.be.at.most(geo.height + 0.5);
          }
          // The first-card places of two piles never overlap (fans may reach into gaps only).
          const base = geo.piles.map((p) => ({
            x: p.x + (p.place.fan === 'left' && p.cards.length ? p.w - geo.cardW : 0),
            y: p.y,
            w: geo.cardW,
            h: geo.cardH,
          }));
          // (Tableau piles of a layout that `overlaps` lie over one another by design.)
          const layered = (i: number) => layout.overlaps === true && rules.specs[i].kind === 'tableau';
          for (let i = 0; i < base.length; i++)
            for (let j = i + 1; j < base.length; j++) {
              if (layered(i) && layered(j)) continue;
              expect(overlap(base[i], base[j]), `${def.variant} ${i}/${j}`).to.be.lessThan(2);
            }
        }
      }
    });
  }

  it('gives every card of the table a position', () => {
    for (const def of GAMES) {
      const rules = rulesOf(def.variant);
      const table = rules.deal(5);
      const geo = boardGeometry(gameOf(def.variant).layout, { specs: rules.specs, table, options: rules.options }, 60);
      const n = geo.piles.reduce((s, p) => s + p.cards.length, 0);
      expect(n, def.variant).to.equal(rules.deck.length);
    }
  });

  it('fanOffsets keeps the default spacing when there is room', () => {
    expect(fanOffsets([false, false, true, true], 100, { down: 0.1, up: 0.3 }, 1000)).to.deep.equal([0, 10, 20, 50]);
    const tight = fanOffsets([false, false, true, true], 100, { down: 0.1, up: 0.3 }, 20);
    expect(tight.at(-1)).to.be.at.most(20 + 1e-9);
  });

  it('sizes cards from the container width and the cap', () => {
    const m = metrics(gameOf('klondike').layout, 100);
    expect(m.cardH).to.equal(140);
    expect(cardWidthFor(gameOf('klondike').layout, 320)).to.be.within(30, 45);
    expect(cardWidthFor(gameOf('klondike').layout, 2000, 112)).to.equal(112);
  });
});
