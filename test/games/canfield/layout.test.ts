import { rulesOf, gameOf } from '../../named.js';
import { expectInsideBoard } from '../classics.js';
import type { Table } from '../../../src/engine/types.js';

const canfieldLayout = gameOf('canfield').layout;

describe('Canfield: layout', () => {
  it('keeps every pile inside the board at 320 and 1280 px, a pile of 13 and a full waste too', () => {
    for (const draw of [1, 3]) {
      const rules = rulesOf('canfield', { draw });
      const t = rules.deal(1);
      const all = t.piles.flatMap((p) => p.cards);
      const piles = t.piles.map(() => ({ cards: [] as number[], down: 0 }));
      piles[10] = { cards: all.slice(0, 13), down: 0 };
      piles[1] = { cards: all.slice(13, 40), down: 0 };
      piles[2] = { cards: all.slice(40), down: 11 };
      const tall: Table = { piles, redeals: 0 };
      expectInsideBoard(rules, canfieldLayout, [tall]);
    }
  });
});
