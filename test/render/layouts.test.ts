import { expect } from '@open-wc/testing';
import { GAMES, VARIANTS } from '../../src/engine/games/index.js';
import { rulesFor } from '../../src/engine/session.js';
import { parseOptions } from '../../src/engine/state.js';
import type { Pile, Table } from '../../src/engine/types.js';
import { boardGeometry, cardWidthFor, fanOffsets, metrics, overlap } from '../../src/render/geometry.js';
import { LAYOUTS, layoutFor } from '../../src/render/layouts.js';

const rulesOf = (variant: string, options: Record<string, unknown> = {}) => {
  const def = GAMES.find((g) => g.variant === variant)!;
  const parsed = parseOptions(def, options);
  if ('error' in parsed) throw new Error(parsed.error.message);
  return rulesFor(def, parsed.options);
};

describe('layouts', () => {
  it('has a layout for every game of the book', () => {
    for (const v of VARIANTS) expect(LAYOUTS[v], v).to.exist;
  });

  for (const width of [320, 768, 1280]) {
    it(`places every pile of every game inside the board at ${width} px, base cards apart`, () => {
      for (const def of GAMES) {
        const rules = rulesOf(def.variant);
        for (const seed of [1, 2, 3]) {
          const table = rules.deal(seed);
          const layout = layoutFor(def.variant, rules.specs.length);
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
          const base = geo.piles.map((p) => ({ x: p.x + (p.place.fan === 'left' && p.cards.length ? p.w - geo.cardW : 0), y: p.y, w: geo.cardW, h: geo.cardH }));
          for (let i = 0; i < base.length; i++)
            for (let j = i + 1; j < base.length; j++) expect(overlap(base[i], base[j]), `${def.variant} ${i}/${j}`).to.be.lessThan(2);
        }
      }
    });
  }

  it('gives every card of the table a position', () => {
    for (const def of GAMES) {
      const rules = rulesOf(def.variant);
      const table = rules.deal(5);
      const geo = boardGeometry(layoutFor(def.variant, rules.specs.length), { specs: rules.specs, table, options: rules.options }, 60);
      const n = geo.piles.reduce((s, p) => s + p.cards.length, 0);
      expect(n, def.variant).to.equal(rules.deck.length);
    }
  });

  it('draws Bayan as one line wrapped in six rows of nine', () => {
    const rules = rulesOf('bayan');
    const table = rules.deal(1);
    const geo = boardGeometry(LAYOUTS.bayan, { specs: rules.specs, table, options: rules.options }, 50);
    const rows = new Set(geo.piles.map((p) => p.place.y));
    expect([...rows].sort()).to.deep.equal([0, 1, 2, 3, 4, 5]);
    expect(geo.piles.filter((p) => p.place.y === 0)).to.have.length(9);
    expect(geo.piles[9].place).to.include({ x: 0, y: 1 });
    // A shorter line closes up: pile 10 of 51 sits where pile 10 of 52 sat.
    const shorter: Table = { piles: table.piles.slice(1), redeals: 0 };
    const g2 = boardGeometry(LAYOUTS.bayan, { specs: rules.specs, table: shorter, options: rules.options }, 50);
    expect(g2.piles).to.have.length(51);
    expect(g2.piles[9].x).to.equal(geo.piles[9].x);
  });

  it('fans the Klondike waste three wide when drawing three', () => {
    const rules = rulesOf('klondike', { draw: 3 });
    let table = rules.deal(1);
    table = rules.apply(table, rules.legalMoves(table).find((m) => m.kind === 'deal')!);
    const geo = boardGeometry(LAYOUTS.klondike, { specs: rules.specs, table, options: rules.options }, 80);
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
    const geo = boardGeometry(LAYOUTS.klondike, { specs: rules.specs, table: { piles, redeals: 0 }, options: rules.options }, 40);
    const p = geo.piles[12];
    const last = p.cards.at(-1)!;
    expect(p.y + last.y + geo.cardH).to.be.at.most(geo.height);
    const steps = p.cards.slice(1).map((c, i) => c.y - p.cards[i].y);
    // Face-down cards tighten first; face-up ones stay far enough apart to read the corner.
    expect(steps[0]).to.be.lessThan(steps[10]);
    expect(steps[10] / geo.cardH).to.be.greaterThan(0.12);
  });

  it('fanOffsets keeps the default spacing when there is room', () => {
    expect(fanOffsets([false, false, true, true], 100, { down: 0.1, up: 0.3 }, 1000)).to.deep.equal([0, 10, 20, 50]);
    const tight = fanOffsets([false, false, true, true], 100, { down: 0.1, up: 0.3 }, 20);
    expect(tight.at(-1)).to.be.at.most(20 + 1e-9);
  });

  it('sizes cards from the container width and the cap', () => {
    const m = metrics(LAYOUTS.klondike, 100);
    expect(m.cardH).to.equal(140);
    expect(cardWidthFor(LAYOUTS.klondike, 320)).to.be.within(30, 45);
    expect(cardWidthFor(LAYOUTS.klondike, 2000, 112)).to.equal(112);
  });
});
