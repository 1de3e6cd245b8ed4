/**
 * DealingController: the attributes deal (once per change, several changes make one deal),
 * random and given seeds, options; `winnable` deals.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../wait.js';
import '../../../src/index.js';
import type { PatienceGame } from '../../../src/index.js';
import { dealt, listen, settle, verdict } from '../../elements/helpers.js';
import { klondikeFourKings } from '../../elements/positions.js';
import { solverClient } from '../../../src/worker/solver-client.js';
import { solveRules, winnableNodes } from '../../named.js';

const klondike = (seed = 42) => fixture<PatienceGame>(html`<patience-game variant="klondike" seed=${seed}></patience-game>`);
/** The state without the clock, which moves on its own. */
const snapshot = (el: PatienceGame) => JSON.stringify({ ...el.state, elapsedMs: undefined });

describe('<patience-game>: attributes', () => {
  it('deals a random game without a seed, readable from the property', async () => {
    const el = await fixture<PatienceGame>(html`<patience-game variant="klondike"></patience-game>`);
    expect(el.seed).to.be.a('number');
    expect(Number.isInteger(el.seed) && (el.seed as number) >= 0 && (el.seed as number) <= 4294967295).to.equal(true);
    expect(el.state!.seed).to.equal(el.seed);
    expect(el.hasAttribute('seed')).to.equal(false);
  });

  it('deals again when seed or an option changes', async () => {
    const el = await klondike(42);
    const before = snapshot(el);
    setTimeout(() => el.setAttribute('seed', '43'));
    const ev = await oneEvent(el, 'patience-deal');
    expect(ev.detail.seed).to.equal(43);
    expect(snapshot(el)).to.not.equal(before);
    el.draw = 3;
    const deal = await oneEvent(el, 'patience-deal');
    expect(deal.detail.options).to.deep.equal({ draw: 3, redeals: 0 });
    expect(el.legalMoves().find((m) => m.kind === 'deal')!.count).to.equal(3);
  });

  it('batches several attribute changes into one deal', async () => {
    const el = await klondike(42);
    const heard = listen(['patience-deal']);
    el.setAttribute('variant', 'seasons');
    el.setAttribute('seed', '9');
    el.setAttribute('build', 'alternate');
    await el.updateComplete;
    await el.updateComplete;
    heard.stop();
    expect(heard.events).to.have.length(1);
    expect(heard.events[0].detail).to.deep.equal({ variant: 'seasons', seed: 9, options: { build: 'alternate' } });
  });

  it('does not deal again for unrelated updates or when reading the seed it chose', async () => {
    const el = await fixture<PatienceGame>(html`<patience-game variant="bayan"></patience-game>`);
    const heard = listen(['patience-deal']);
    const seed = el.seed;
    el.noStatus = true;
    await el.updateComplete;
    el.seed = seed;
    await el.updateComplete;
    heard.stop();
    expect(heard.events).to.have.length(0);
  });

  it('deals a new random game when the variant changes and no seed was given', async () => {
    const el = await fixture<PatienceGame>(html`<patience-game variant="klondike"></patience-game>`);
    const first = el.seed;
    el.variant = 'congress';
    await el.updateComplete;
    expect(el.state!.variant).to.equal('congress');
    expect(el.seed).to.be.a('number');
    expect(el.seed).to.not.equal(first);
  });

  it('the state is the same for the same seed and options', async () => {
    const a = await klondike(99);
    const b = await klondike(99);
    expect(a.state!.piles).to.deep.equal(b.state!.piles);
  });

  it('reads options from attributes for each game', async () => {
    const el = await fixture<PatienceGame>(html`<patience-game variant="two-by-two" deck="32" seed="1"></patience-game>`);
    expect(el.state!.options).to.deep.equal({ deck: 32 });
    expect(el.state!.piles.reduce((n, p) => n + p.cards.length, 0)).to.equal(32);
    el.setAttribute('variant', 'bayan');
    el.setAttribute('reach', '3');
    await el.updateComplete;
    expect(el.state!.options).to.deep.equal({ reach: 3 });
    el.setAttribute('variant', 'klondike');
    el.setAttribute('redeals', 'unlimited');
    await el.updateComplete;
    expect(el.state!.options).to.deep.equal({ draw: 1, redeals: 'unlimited' });
  });
});

describe('<patience-game>: winnable deals', () => {
  it('deals the first seed from S that the solver proves winnable within the node budget, the same every time', async () => {
    for (const [variant, start] of [
      ['joker', 40],
      ['klondike', 7],
      ['seasons', 3],
      ['freecell', 11982],
    ] as const) {
      const a = await fixture<PatienceGame>(html`<patience-game variant=${variant} seed=${start} winnable></patience-game>`);
      const deal = await oneEvent(a, 'patience-deal');
      const b = await fixture<PatienceGame>(html`<patience-game variant=${variant} seed=${start} winnable></patience-game>`);
      await oneEvent(b, 'patience-deal');
      expect(a.seed, variant).to.equal(deal.detail.seed);
      expect(b.seed).to.equal(a.seed);
      expect(b.state!.piles).to.deep.equal(a.state!.piles);
      // The engine's own solver, with the same node budget: the seeds before it are not proven, this one is.
      const nodes = winnableNodes(variant, dealt(variant, 0).options);
      for (let s = start; s <= (a.seed as number); s++) {
        const g = dealt(variant, s);
        const r = solveRules(g.rules, g.table, { nodes });
        if (s === a.seed) expect(r.result, `${variant} seed ${s}`).to.equal('winnable');
        else expect(r.result, `${variant} seed ${s}`).to.not.equal('winnable');
      }
      // The verdict is known from the deal's line at once.
      expect(await verdict(a, 1000)).to.equal('winnable');
      console.log(
        `winnable ${variant} from seed ${start}: seed ${a.seed} (${(a.seed as number) - start + 1} tried, budget ${nodes} nodes)`,
      );
      a.remove();
      b.remove();
    }
    expect(winnableNodes('klondike', dealt('klondike', 0).options)).to.equal(20_000);
  });

  it('shows that it is finding a deal, and newGame() finds another winnable one', async () => {
    const el = await fixture<PatienceGame>(html`<patience-game variant="joker" seed="12" winnable></patience-game>`);
    expect(el.shadowRoot!.querySelector('.notice.finding')?.textContent).to.contain('Finding a winnable deal');
    expect(el.state).to.equal(null);
    await oneEvent(el, 'patience-deal');
    await settle(el);
    expect(el.shadowRoot!.querySelector('.notice.finding')).to.equal(null);
    const first = el.seed as number;
    setTimeout(() => el.newGame(first + 1));
    await oneEvent(el, 'patience-deal');
    expect(el.seed).to.be.greaterThan(first);
    expect((await el.analyze({ positions: 5_000_000 })).result).to.equal('winnable');
    // The New game button: the board looks again, and focus comes back to the button.
    const button = el.shadowRoot!.querySelector<HTMLElement>('[part~="new-game"]')!;
    button.focus();
    setTimeout(() => button.click());
    await oneEvent(el, 'patience-deal');
    await el.updateComplete;
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement?.getAttribute('part')).to.contain('new-game');
  });

  it('a restore() during the search wins over it', async () => {
    // The search's own answer, whatever it is, is awaited: it must not deal over the restored game.
    const client = solverClient();
    const find = client.findWinnable;
    const answers: Promise<unknown>[] = [];
    client.findWinnable = (...args) => {
      const job = find.apply(client, args);
      answers.push(job.result);
      return job;
    };
    let el: PatienceGame;
    try {
      el = await fixture<PatienceGame>(html`<patience-game variant="klondike" seed="1" winnable></patience-game>`);
      await waitUntil(() => answers.length > 0, 'a search for a winnable deal');
    } finally {
      client.findWinnable = find;
    }
    el.restore(klondikeFourKings());
    await Promise.all(answers);
    await settle(el);
    expect(el.state!.moveCount).to.equal(100);
    expect(el.state!.piles.find((p) => p.id === 'tableau-0')!.cards[0].code).to.equal('KC');
  });
});
