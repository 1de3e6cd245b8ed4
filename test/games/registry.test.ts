import { expect } from '@open-wc/testing';
import { GAME_MODULES, GAMES, VARIANTS, gameOf, getGame } from '../../src/games/registry.js';
import { MESSAGES } from '../../src/i18n/index.js';

describe('the registry of games', () => {
  it('lists one module per variant, in the order of VARIANTS, each under its own name', () => {
    expect(GAME_MODULES.map((g) => g.rules.variant)).to.deep.equal([...VARIANTS]);
    expect(GAMES.map((g) => g.variant)).to.deep.equal([...VARIANTS]);
    for (const v of VARIANTS) {
      expect(gameOf(v)?.rules, v).to.equal(getGame(v));
      expect(gameOf(v)?.layout, v).to.exist;
    }
    expect(gameOf('solitaire')).to.equal(undefined);
  });

  it('names every game in every language', () => {
    for (const m of Object.values(MESSAGES)) for (const v of VARIANTS) expect(m.games[v], `${m.lang} ${v}`).to.be.a('string').and.not.equal('');
  });
});
