import { rulesOf, gameOf } from '../../named.js';
import { expectInsideBoard } from '../classics.js';
import type { Table } from '../../../src/engine/types.js';

const yukonLayout = gameOf('yukon').layout;

describe('Yukon: layout', () => {
  it('keeps every pile inside the board at 320 and 1280 px, a pile of 6 face down and 15 up too', () => {
    const rules = rulesOf('yukon');
    const t = rules.deal(1);
    const all = t.piles.flatMap((p) => p.cards);
    const piles = t.piles.map(() => ({ cards: [] as number[], down: 0 }));
    piles[10] = { cards: all.slice(0, 21), down: 6 };
    piles[4] = { cards: all.slice(21), down: 0 };
    const tall: Table = { piles, redeals: 0 };
    expectInsideBoard(rules, yukonLayout, [tall]);
  });
});
