/**
 * AutoPlayController: `auto-play` (safe cards home after each move) and Finish.
 */
import { expect, fixture } from '@open-wc/testing';
import { waitUntil } from '../../wait.js';
import '../../../src/index.js';
import type { PatienceGame } from '../../../src/index.js';
import { FINISH_MOVES } from '../../../src/patience-game/controllers/finish.js';
import { dealt, listen, settle, verdict } from '../../elements/helpers.js';
import { klondikeFourKings } from '../../elements/positions.js';
import { dealNamed, solveRules } from '../../named.js';

type State = NonNullable<PatienceGame['state']>;

const game = async (variant: string, seed = 1, attrs = '') => {
  const el = await fixture<PatienceGame>(`<patience-game variant="${variant}" seed="${seed}" ${attrs}></patience-game>`);
  await settle(el);
  return el;
};

describe('<patience-game>: auto-play and Finish', () => {
  it('auto-play sends safe cards to the foundations, one animated move each, with source "auto"', async () => {
    const el = await game('klondike', 1, 'auto-play');
    el.restore(klondikeFourKings());
    await settle(el);
    const heard = listen(['patience-move', 'patience-win']);
    el.play({ kind: 'move', from: 'tableau-0', to: 'foundation-0', count: 1 });
    await waitUntil(() => el.won, 'auto-play did not finish', { timeout: 3000 });
    heard.stop();
    const sources = heard.of('patience-move').map((e) => e.detail.source);
    expect(sources).to.deep.equal(['api', 'auto', 'auto', 'auto']);
    expect(heard.of('patience-win')).to.have.length(1);
    // Each its own undo.
    expect(el.undo()).to.equal(true);
    expect(el.moveCount).to.equal(103);
  });

  it('auto-play sends an ace up after a move that frees it; undo is not undone again; off by default', async () => {
    // A Klondike deal with an ace under the top card of a pile that can move.
    let seed = 1;
    let move: { kind: string; from: string; to: string; count: number } | undefined;
    for (; seed < 400 && !move; seed++) {
      const r = dealNamed('klondike', {}, seed);
      if (!r.ok) continue;
      const g = r.value;
      move = g.legalMoves().find((m) => {
        if (m.kind !== 'move' || !m.from.startsWith('tableau') || m.count !== 1) return false;
        const pile = g.state.piles.find((p) => p.id === m.from)!;
        return pile.cards.length >= 2 && pile.cards.at(-2)!.code[0] === 'A';
      });
      if (move) break;
    }
    expect(move, 'a deal with an ace to free').to.not.equal(undefined);
    // Boards with auto-play on are the clock: once one has sent its ace home, another would have too.
    const off = await game('klondike', seed);
    const el = await game('klondike', seed, 'auto-play');
    const clock = await game('klondike', seed, 'auto-play');
    const heard = listen(['patience-move']);
    off.play(move);
    el.play(move);
    await waitUntil(() => el.moveCount >= 2, 'no auto move', { timeout: 2000 });
    expect(off.moveCount, 'no auto move without the attribute').to.equal(1);
    heard.stop();
    const auto = heard.of('patience-move').filter((e) => e.target === el)[1].detail;
    expect(auto.source).to.equal('auto');
    expect(auto.move.to).to.match(/^foundation-/);
    expect(auto.description).to.match(/^Ace of /);
    el.undo();
    clock.play(move);
    await waitUntil(() => clock.moveCount >= 2, 'no auto move on the clock', { timeout: 2000 });
    expect(el.moveCount, 'no auto move after an undo').to.equal(1);
  });

  it("Finish plays out the solver's line, with cards still face down, one animated move after another", async () => {
    // A Klondike deal played along the solver's line until the solver, asked afresh there (as the
    // restored board's search will be), finds a line short enough for Finish, cards still face down.
    let st: State | null = null;
    let left = 0;
    for (let seed = 1; seed < 200 && !st; seed++) {
      const g = dealt('klondike', seed);
      const r = solveRules(g.rules, g.table, { nodes: 50_000 });
      if (r.result !== 'winnable') continue;
      for (let i = 0; i < r.moves.length; i++) {
        if (r.moves.length - i <= 30 && g.table.piles.some((p) => p.down > 0)) {
          const here = solveRules(g.rules, g.table, { nodes: 50_000 });
          if (here.result === 'winnable' && here.moves.length <= FINISH_MOVES) {
            st = g.state as State;
            left = here.moves.length;
            break;
          }
        }
        g.play(r.moves[i]);
      }
    }
    expect(st, 'a position with face-down cards').to.not.equal(null);
    // A fixed width: a page scrollbar coming or going would resize the cards, and a resize
    // rightly places them without a glide.
    const el = await game('klondike', st!.seed, 'style="width: 800px"');
    el.restore(st);
    expect(await verdict(el)).to.equal('winnable');
    await el.updateComplete;
    const auto = el.shadowRoot!.querySelector<HTMLElement>('[part~="auto"]');
    expect(auto, 'Finish offered').to.not.equal(null);
    const heard = listen(['patience-move']);
    const animated: number[] = [];
    // The event fires before the move asks for its render: wait for that render, then count.
    el.addEventListener(
      'patience-move',
      () =>
        void Promise.resolve()
          .then(() => el.updateComplete)
          .then(() => animated.push(el.shadowRoot!.getAnimations().length)),
    );
    auto!.click();
    await waitUntil(() => el.won, 'Finish did not win', { timeout: 15000 });
    heard.stop();
    expect(heard.of('patience-move').every((e) => e.detail.source === 'auto')).to.equal(true);
    expect(heard.of('patience-move').length).to.be.at.most(left + 5);
    expect(
      animated.every((n) => n > 0),
      String(animated),
    ).to.equal(true);
  });

  it('Finish stops as soon as something new comes (an undo aborts it)', async () => {
    // A second board finishing the same position is the clock: two of its moves, and the first board would have gone on.
    const [el, clock] = [await game('klondike', 1, 'style="width: 800px"'), await game('klondike', 1, 'style="width: 800px"')];
    const finish = async (b: PatienceGame) => {
      b.restore(klondikeFourKings());
      await b.updateComplete;
      const auto = b.shadowRoot!.querySelector<HTMLElement>('[part~="auto"]');
      expect(auto, 'Finish offered').to.not.equal(null);
      return auto!;
    };
    const [auto, clockAuto] = [await finish(el), await finish(clock)];
    const heard = listen(['patience-move']);
    const movesOf = (b: PatienceGame) => heard.of('patience-move').filter((e) => e.target === b).length;
    auto.click();
    await waitUntil(() => movesOf(el) >= 1, 'Finish began');
    expect(el.undo()).to.equal(true);
    const moves = movesOf(el);
    clockAuto.click();
    await waitUntil(() => movesOf(clock) >= 3, 'Finish on the clock', { timeout: 5000 });
    heard.stop();
    expect(movesOf(el)).to.equal(moves);
    expect(el.moveCount).to.equal(100);
    expect(el.won).to.equal(false);
  });
});
