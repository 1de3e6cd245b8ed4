/**
 * Every game plays as recorded before the games became descriptions (scripts/record-games.ts):
 * the same deals for the same seeds, the same legal moves, the same tables after each move.
 */
import { expect } from '@open-wc/testing';
import { GAMES } from '../named.js';
import { optionSets, recordGame } from './record.js';
import { RECORDINGS } from './recordings.js';

describe('games play as recorded', () => {
  for (const def of GAMES) {
    for (const options of optionSets(def)) {
      for (const seed of [1, 2]) {
        const key = `${def.variant} ${JSON.stringify(options)} ${seed}`;
        it(key, () => {
          expect(RECORDINGS[key], 'a recording').to.be.an('array');
          expect(recordGame(def, options, seed)).to.deep.equal(RECORDINGS[key]);
        });
      }
    }
  }
});
