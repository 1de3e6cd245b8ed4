/**
 * Every game recorded before the games became descriptions (scripts/record-games.ts) plays as
 * recorded: the same deals for the same seeds, the same legal moves, the same tables after each
 * move. (Games added since have no recording: their own tests cover them.)
 */
import { expect } from '@open-wc/testing';
import { GAMES } from '../named.js';
import { recordGame } from './record.js';
import { RECORDINGS } from './recordings.js';

describe('games play as recorded', () => {
  for (const [key, recorded] of Object.entries(RECORDINGS)) {
    const [variant, options, seed] = key.split(' ');
    it(key, () => {
      const def = GAMES.find((g) => g.variant === variant);
      expect(def, `${variant} is still a game`).to.not.equal(undefined);
      expect(recordGame(def!, JSON.parse(options) as Record<string, string | number>, Number(seed))).to.deep.equal(recorded);
    });
  }
});
