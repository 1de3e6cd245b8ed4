/**
 * SolverController, through <patience-game>: analyze(), hints from the solver's line, the status
 * verdict (and no-analysis), and where the solver runs (the worker in Chromium; the main thread
 * when no worker can be made). Auto-play and Finish: auto-play-controller.test.ts; winnable
 * deals: dealing-controller.test.ts.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../wait.js';
import '../../../src/index.js';
import type { PatienceGame } from '../../../src/index.js';
import { THINKING_AFTER_MS } from '../../../src/patience-game/controllers/hints.js';
import { solverClient } from '../../../src/worker/solver-client.js';
import { settle, verdict, verdictEl } from '../../elements/helpers.js';
import { twoByTwoOneFromLost } from '../../elements/positions.js';
import { dealNamed, GAMES, restoreNamed, solveRules } from '../../named.js';
import positions from '../../../stories/positions.json';

type State = NonNullable<PatienceGame['state']>;
const POSITIONS = positions as unknown as Record<string, State>;

const game = async (variant: string, seed = 1, attrs = '') => {
  const el = await fixture<PatienceGame>(`<patience-game variant="${variant}" seed="${seed}" ${attrs}></patience-game>`);
  await settle(el);
  return el;
};
const nearlyWon = async (key: string, attrs = '') => {
  const st = POSITIONS[key];
  const el = await game(st.variant, st.seed, attrs);
  expect(el.restore(st), key).to.equal(true);
  await settle(el);
  return el;
};
/** Where the page's solver ran its last job: every board of the page shares one worker. */
const lastRan = () => solverClient().lastRan;

describe('<patience-game>: analyze()', () => {
  it('finds a winning line that play() accepts to a win, from the nearly-won position of every game and option', async () => {
    for (const key of Object.keys(POSITIONS)) {
      const el = await nearlyWon(key, 'no-analysis');
      const r = await el.analyze({ positions: 5_000_000 });
      expect(r.result, key).to.equal('winnable');
      expect(r.ms).to.be.a('number');
      for (const m of r.moves!) expect(el.play(m), `${key}: ${JSON.stringify(m)}`).to.equal(true);
      expect(el.won, key).to.equal(true);
      el.remove();
    }
  });

  it('proves a dead position unwinnable', async () => {
    const el = await game('two-by-two', 3);
    el.restore(twoByTwoOneFromLost());
    expect((await el.analyze({ positions: 1_000_000 })).result).to.equal('unwinnable');
    // A dead end reached by play: unwinnable too.
    el.play(el.legalMoves()[0]);
    expect(el.lost).to.equal(true);
    expect((await el.analyze({ positions: 1_000_000 })).result).to.equal('unwinnable');
  });

  it('runs calls made together one after another, each to its own verdict', async () => {
    const el = await nearlyWon('klondike/1', 'no-analysis');
    const [a, b] = await Promise.all([el.analyze({ positions: 5_000_000 }), el.analyze({ positions: 5_000_000 })]);
    expect(a.result).to.equal('winnable');
    expect(b.result).to.equal('winnable');
    expect(b.moves).to.deep.equal(a.moves);
  });
});

/** Counts the searches the page sends to the solver from now on (every board's `run`). */
function countSearches(): { count: number; stop(): void } {
  const client = solverClient();
  const open = client.openBoard;
  const counter = {
    count: 0,
    stop: () => {
      client.openBoard = open;
    },
  };
  client.openBoard = (...args) => {
    const board = open.apply(client, args);
    const run = board.run;
    board.run = (...a) => {
      counter.count++;
      return run(...a);
    };
    return board;
  };
  return counter;
}

describe('<patience-game>: hints from the solver', () => {
  it("gives the solver's move on a nearly-won position, and follows its line to a win at once", async () => {
    for (const key of ['klondike/1', 'joker', 'seasons/any', 'bayan/2', 'freecell']) {
      const searches = countSearches();
      const el = await nearlyWon(key, 'no-analysis');
      const line = (await el.analyze({ positions: 5_000_000 })).moves!;
      const afterAnalyze = searches.count;
      for (let i = 0; i < line.length; i++) {
        await el.updateComplete;
        const h = await el.hint();
        expect(h, `${key} #${i}`).to.deep.equal(line[i]);
        expect(el.play(h)).to.equal(true);
      }
      // The line is kept: no search while the player follows it.
      expect(searches.count, key).to.equal(afterAnalyze);
      searches.stop();
      expect(afterAnalyze, `${key}: analyze() searched`).to.equal(1);
      expect(el.won, key).to.equal(true);
      el.remove();
    }
  });

  it('still highlights the hint on the board, and answers null when no move is left', async () => {
    const el = await nearlyWon('congress');
    const h = await el.hint();
    await el.updateComplete;
    expect(el.legalMoves()).to.deep.include(h);
    expect(el.shadowRoot!.querySelector('.card.hinted')).to.not.equal(null);
    expect(el.shadowRoot!.querySelector('.live')!.textContent).to.match(/^Hint: /);
    const two = await game('two-by-two', 3);
    two.restore(twoByTwoOneFromLost());
    two.play(two.legalMoves()[0]);
    expect(await two.hint()).to.equal(null);
  });

  it('says on the Hint button that it is thinking while a hint takes a moment; asked again meanwhile, one answer for both', async () => {
    // Seasons with alternate colours, deal 1: no line within the hint's wait (the search says unknown)
    const el = await game('seasons', 1, 'build="alternate" no-analysis');
    const button = () => el.shadowRoot!.querySelector('[part~="hint"]')!;
    const asked = performance.now();
    const first = el.hint();
    const again = el.hint();
    expect(again).to.equal(first);
    let answered = false;
    void first.then(() => (answered = true));
    // (waits for the state, not for a time: on a busy machine timers fire late; shown at once, it
    // would fail "not before its time" below)
    await waitUntil(() => answered || button().getAttribute('aria-busy') === 'true', 'thinking shown', { timeout: 20_000 });
    expect(button().getAttribute('aria-busy'), 'thinking shown before the answer').to.equal('true');
    expect(performance.now() - asked, 'not before its time').to.be.at.least(THINKING_AFTER_MS);
    const m = await first;
    await el.updateComplete;
    expect(button().hasAttribute('aria-busy')).to.equal(false);
    expect(el.legalMoves()).to.deep.include(m);
  });

  // Every game of the registry, under its default options, each its own test: the first of 30
  // seeds from 1000 that the engine's solver proves winnable within 300,000 positions (a game
  // whose default deals are too hard to prove so, as Spider's four suits, is left to its own tests),
  // played by hints alone from the deal's proof.
  for (const { variant } of GAMES) {
    it(`${variant}: wins a proven-winnable deal played by hints alone, never coming back to a position`, async function () {
      this.timeout(120_000);
      let seed = 1000;
      for (; seed < 1030; seed++) {
        const r = dealNamed(variant, {}, seed);
        if (!r.ok) throw new Error(r.error.message);
        if (solveRules(r.value.rules, r.value.table, { nodes: 300_000 }).result === 'winnable') break;
      }
      if (seed === 1030) this.skip();
      const el = await game(variant, seed);
      // The deal proven first within a budget of positions (the same on every machine): the hints
      // then follow what the deal's search knows, whatever the machine's load lets a hint's timed
      // search find (how well hints do on their own is bench:hints's figure).
      expect((await el.analyze({ positions: 1_000_000 })).result, `${variant} seed ${seed}`).to.equal('winnable');
      const key = () => JSON.stringify([el.state!.piles, el.state!.redealsUsed]);
      const seen = new Set([key()]);
      let moves = 0;
      while (!el.won && moves < 1000) {
        const h = await el.hint();
        expect(h, `${variant} seed ${seed}: a hint after ${moves} moves`).to.not.equal(null);
        expect(el.play(h), `${variant} seed ${seed}`).to.equal(true);
        moves++;
        expect(seen.has(key()), `${variant} seed ${seed}: move ${moves} comes back to a position`).to.equal(false);
        seen.add(key());
      }
      expect(el.won, `${variant} seed ${seed} won by hints`).to.equal(true);
      el.remove();
    });
  }
});

describe('<patience-game>: the verdict in the status line', () => {
  it('shows the verdict with an icon, and keeps it up to date after each move', async () => {
    const el = await nearlyWon('klondike/1');
    expect(await verdict(el)).to.equal('winnable');
    const v = verdictEl(el)!;
    expect(v.querySelector('svg')).to.not.equal(null);
    expect(v.textContent).to.contain('Winnable');
    expect(v.closest('[part~="status"]')).to.not.equal(null);
    const line = (await el.analyze()).moves!;
    el.play(line[0]);
    await el.updateComplete;
    // On the solver's line: known at once, no search.
    expect(verdictEl(el)!.classList.contains('checking')).to.equal(false);
    expect(await verdict(el)).to.equal('winnable');
  });

  it('says "No longer winnable" (and announces it once, politely) after a move that loses the game; in Russian too', async () => {
    const st = POSITIONS['bayan/2'];
    const probe = restoreNamed(st);
    if (!probe.ok) throw new Error('bad fixture');
    const g = probe.value;
    const losing = g.moves().find((m) => solveRules(g.rules, g.rules.apply(g.table, m), { nodes: 200_000 }).result === 'unwinnable')!;
    expect(losing, 'a losing move in the fixture').to.not.equal(undefined);
    for (const lang of ['en', 'ru']) {
      const el = await nearlyWon('bayan/2');
      el.lang = lang;
      expect(await verdict(el)).to.equal('winnable');
      const live = el.shadowRoot!.querySelector('.live')!;
      const said: string[] = [];
      const watch = new MutationObserver(() => said.push(live.textContent ?? ''));
      watch.observe(live, { childList: true, characterData: true, subtree: true });
      expect(el.play({ kind: 'move', from: `tableau-${losing.from}`, to: `tableau-${losing.to}`, count: losing.count })).to.equal(true);
      expect(await verdict(el)).to.equal('unwinnable');
      await new Promise((r) => setTimeout(r, 50));
      watch.disconnect();
      const text = verdictEl(el)!.textContent!;
      const lost = lang === 'en' ? 'No longer winnable' : 'Уже не сойдётся';
      expect(text).to.contain(lost);
      const announced = said.filter((s) => (lang === 'en' ? /can no longer be won/ : /уже не сойдётся/).test(s));
      expect(announced, said.join(' | ')).to.have.length(1);
      expect(live.getAttribute('aria-live')).to.equal('polite');
      // Undo goes back to a winnable position: known at once.
      el.undo();
      expect(await verdict(el)).to.equal('winnable');
      el.remove();
    }
  });

  it('after a move off the known line, dims the verdict until the search (after a quiet moment) answers', async () => {
    const el = await nearlyWon('joker');
    expect(await verdict(el)).to.equal('winnable');
    const line = (await el.analyze()).moves!;
    const off = el.legalMoves().find((m) => JSON.stringify(m) !== JSON.stringify(line[0]) && m.from !== 'reserve')!;
    el.play(off);
    await el.updateComplete;
    expect(verdictEl(el)!.classList.contains('checking')).to.equal(true);
    expect(verdictEl(el)!.getAttribute('aria-busy')).to.equal('true');
    expect(await verdict(el)).to.equal('winnable');
  });

  it('is gone with no-analysis, and back without it', async () => {
    // A board without the attribute is the clock: once it shows its verdict, this one would have.
    const el = await nearlyWon('joker', 'no-analysis');
    const clock = await nearlyWon('joker');
    expect(await verdict(clock)).to.equal('winnable');
    await el.updateComplete;
    expect(verdictEl(el)).to.equal(null);
    expect(el.noAnalysis).to.equal(true);
    el.noAnalysis = false;
    expect(await verdict(el)).to.equal('winnable');
    el.setAttribute('no-analysis', '');
    await el.updateComplete;
    expect(verdictEl(el)).to.equal(null);
  });

  it('is hidden with the status line (no-status)', async () => {
    const el = await nearlyWon('joker', 'no-status');
    const clock = await nearlyWon('joker');
    expect(await verdict(clock)).to.equal('winnable');
    await el.updateComplete;
    expect(verdictEl(el)).to.equal(null);
  });
});

describe('<patience-game>: where the solver runs', () => {
  it('runs in a worker in Chromium', async () => {
    const el = await nearlyWon('joker');
    await verdict(el);
    await el.analyze({ positions: 100_000 });
    expect(lastRan()).to.equal('worker');
    expect(lastRan()).to.equal('worker');
    const w = await fixture<PatienceGame>(html`<patience-game variant="joker" seed="3" winnable></patience-game>`);
    await oneEvent(w, 'patience-deal');
    expect(lastRan()).to.equal('worker');
  });

  it('falls back to the main thread when a Worker cannot be made, with the same answers', async () => {
    const real = window.Worker;
    // The elements of earlier tests are gone: their worker ends now, not a few seconds later.
    solverClient().end();
    let tried = 0;
    (window as { Worker: unknown }).Worker = class {
      constructor() {
        tried++;
        throw new DOMException('Refused by the page', 'SecurityError');
      }
    };
    try {
      const el = await nearlyWon('joker');
      expect(await verdict(el)).to.equal('winnable');
      const r = await el.analyze({ positions: 5_000_000 });
      expect(r.result).to.equal('winnable');
      for (const m of r.moves!) expect(el.play(m)).to.equal(true);
      expect(el.won).to.equal(true);
      expect(lastRan()).to.equal('main-thread');
      expect(lastRan()).to.equal('main-thread');
      const w = await fixture<PatienceGame>(html`<patience-game variant="joker" seed="40" winnable></patience-game>`);
      await oneEvent(w, 'patience-deal');
      expect(lastRan()).to.equal('main-thread');
      // The same deal as the worker finds (node budgets, not time).
      const ref = await fixture<PatienceGame>(html`<patience-game variant="joker" seed="40"></patience-game>`);
      ref.newGame(w.seed as number);
      expect(w.state!.piles).to.deep.equal(ref.state!.piles);
      expect(tried).to.be.greaterThan(0);
    } finally {
      window.Worker = real;
    }
  });
});
