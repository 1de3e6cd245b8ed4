import { expect } from '@open-wc/testing';
import { REGISTRY, VARIANTS, entryOf, loadAllGames, loadGame, loadSolver, loadedGame } from '../../src/games/registry.js';
import { loadLanguage, messagesFor } from '../../src/i18n/index.js';

describe('the registry of games', () => {
  it('lists one module per variant, in the order of VARIANTS, each under its own name', async () => {
    const modules = await loadAllGames();
    expect(modules.map((g) => g.rules.variant)).to.deep.equal([...VARIANTS]);
    expect(REGISTRY.map((e) => e.name)).to.deep.equal([...VARIANTS]);
    for (const v of VARIANTS) {
      const g = await loadGame(v);
      expect(g.rules.variant, v).to.equal(v);
      // loaded once: the same module each time, and known synchronously once loaded
      expect(await loadGame(v), v).to.equal(g);
      expect(loadedGame(v), v).to.equal(g);
      expect(g.layout, v).to.exist;
      // the registry's option names are the game's own, so attributes are checked before its code arrives
      expect([...entryOf(v)!.options], v).to.deep.equal(g.rules.options.map((o) => o.name));
      expect((await loadSolver(v)).search, v).to.be.a('function');
    }
    expect(entryOf('solitaire')).to.equal(null);
    expect(loadedGame('solitaire')).to.equal(null);
    let refused = false;
    await loadGame('solitaire').catch(() => (refused = true));
    expect(refused).to.equal(true);
  });

  it('names every game in every language', async () => {
    await loadLanguage('ru');
    for (const g of await loadAllGames()) {
      for (const lang of ['en', 'ru']) {
        const m = messagesFor(lang, g.words);
        expect(m.lang, lang).to.equal(lang);
        expect(m.game, `${lang} ${g.rules.variant}`).to.be.a('string').and.not.equal('');
      }
    }
  });
});
