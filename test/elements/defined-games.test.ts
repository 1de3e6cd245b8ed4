/**
 * Games a page defines (docs/API.md "Games as data"): by `defineGame` and by an inline
 * `<script type="application/json" data-patience-game>`, played, hinted and analysed like a
 * built-in game; bad descriptions refused with their problems, the page going on.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { defineGame, describeGame, GameDescriptionError, type PatienceGame } from '../../src/index.js';
import { dealt, listen, mount, unmountAll, watchErrors } from './helpers.js';

async function dealtBoard(attrs: Record<string, string>): Promise<PatienceGame> {
  const el = await mount(attrs);
  await waitUntil(() => el.state !== null && el.state.piles.length > 0, 'dealt', { timeout: 5000 });
  return el;
}

describe('games a page defines', () => {
  const watched = watchErrors();
  afterEach(unmountAll);

  it('defineGame: Klondike under another name deals, plays, hints and analyses as Klondike does', async () => {
    const klondike = await describeGame('klondike');
    const name = defineGame({ ...klondike, id: 'my-klondike', words: { en: { name: 'My Klondike' } } });
    expect(name).to.equal('my-klondike');
    const el = await dealtBoard({ variant: 'my-klondike', seed: '5' });
    const k = dealt('klondike', 5);
    expect(el.state!.piles.map((p) => p.cards.length)).to.deep.equal(k.table.piles.map((p) => p.cards.length));
    expect(el.state!.piles.map((p) => p.id)).to.deep.equal(k.state.piles.map((p) => p.id));
    const hint = await el.hint();
    expect(hint).to.not.equal(null);
    expect(el.play(hint!)).to.equal(true);
    const r = await el.analyze();
    expect(['winnable', 'unwinnable', 'unknown']).to.include(r.result);
    if (r.result === 'winnable') {
      for (const m of r.moves!) expect(el.play(m)).to.equal(true);
      expect(el.won).to.equal(true);
    }
  });

  it('defineGame refuses every problem at once, a taken name included', async () => {
    const golf = await describeGame('golf');
    expect(() => defineGame({ ...golf, id: 'golf' })).to.throw(GameDescriptionError);
    try {
      defineGame({ ...golf, id: 'Bad Name', piles: [{ kind: 'nonsense' }] });
      expect.fail('refused');
    } catch (err) {
      expect(err).to.be.instanceOf(GameDescriptionError);
      const paths = (err as GameDescriptionError).problems.map((p) => p.path);
      expect(paths).to.include('/id');
      expect(paths.some((p) => p.startsWith('/piles/0'))).to.equal(true);
    }
    defineGame({ ...golf, id: 'golf-again' });
    expect(defineGame({ ...golf, id: 'golf-again' }), 'the same description again').to.equal('golf-again');
    expect(() => defineGame({ ...golf, id: 'golf-again', oneTap: false })).to.throw(GameDescriptionError);
  });

  it('an inline description: a board with its id plays it; hint and a verdict come from the derived solver', async () => {
    const tripeaks = await describeGame('tripeaks');
    const script = document.createElement('script');
    script.type = 'application/json';
    script.dataset.patienceGame = '';
    script.textContent = JSON.stringify({
      ...tripeaks,
      id: 'inline-peaks',
      words: { en: { ...tripeaks.words.en, name: 'Inline <b>Peaks</b>' } },
    });
    document.body.append(script);
    try {
      const el = await dealtBoard({ variant: 'inline-peaks', seed: '3' });
      expect(el.state!.piles.length).to.equal(30);
      const bold = [...el.shadowRoot!.querySelectorAll('b')].some((b) => b.textContent === 'Peaks');
      expect(bold, 'a name is text, never HTML').to.equal(false);
      const hint = await el.hint();
      if (hint) expect(el.play(hint)).to.equal(true);
    } finally {
      script.remove();
    }
  });

  it('a bad inline description: patience-error bad-game with its problems, and the board says them', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.dataset.patienceGame = '';
    script.textContent = JSON.stringify({
      id: 'broken-game',
      piles: [{ kind: 'tableau', count: 1e9 }],
      deal: [],
      board: { cols: 1, rows: 1 },
      words: { en: { name: '<script>alert(1)</script>' } },
    });
    document.body.append(script);
    const heard = listen(['patience-error']);
    try {
      const el = await mount({ variant: 'broken-game' });
      await waitUntil(() => heard.of('patience-error').length > 0, 'an error', { timeout: 5000 });
      const e = heard.of('patience-error')[0];
      expect(e.detail.code).to.equal('bad-game');
      expect(e.detail.message).to.match(/\/piles\/0\/count/);
      await el.updateComplete;
      expect(el.shadowRoot!.textContent).to.match(/piles\/0\/count/);
      expect(el.shadowRoot!.querySelectorAll('script').length).to.equal(0);
    } finally {
      heard.stop();
      script.remove();
      watched.errors.length = 0;
    }
  });
});
