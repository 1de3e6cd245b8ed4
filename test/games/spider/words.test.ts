/** Spider's moves in words: a move that completes a run says that the run went to a foundation, and what turned up. */
import { expect } from '@open-wc/testing';
import { loadLanguage, messagesFor } from '../../../src/i18n/index.js';
import { describeMove } from '../../../src/patience-game/words.js';
import type { Table } from '../../../src/engine/types.js';
import { rulesOf, gameOf } from '../../named.js';
import { card, downUp, table, up } from '../classics.js';

const spiderLayout = gameOf('spider').layout;

describe('Spider: words', () => {
  it('a move that completes a run: the run went to a foundation, the card under it turned up', async () => {
    const rules = rulesOf('spider', { suits: 4 });
    const kingToTwo = Array.from({ length: 12 }, (_, i) => card(13 - i, 'S'));
    const piles = [
      up([]),
      ...Array.from({ length: 8 }, () => up([])),
      downUp([card(5, 'H')], kingToTwo),
      up([card(1, 'S')]),
      ...Array.from({ length: 8 }, (_, i) => up([card(3 + i, 'D')])),
    ];
    const before: Table = table(piles);
    const m = rules.legalMove(before, { kind: 'move', from: 10, to: 9, count: 1 })!;
    expect(m).to.not.equal(null);
    const after = rules.apply(before, m);
    expect(after.piles[1].cards.length).to.equal(13);
    const places = spiderLayout.place({ specs: rules.specs, table: before, options: rules.options });
    const en = describeMove(messagesFor('en'), places, before, after, m);
    expect(en).to.match(/a run of 13 cards went to foundation 1, 5 of hearts turned up$/);
    await loadLanguage('ru');
    const ru = describeMove(messagesFor('ru'), places, before, after, m);
    expect(ru).to.match(/собранная последовательность \(13 карт\) ушла на базу 1, открыта карта: пятёрка червей$/);
  });
});
