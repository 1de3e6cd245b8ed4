/**
 * `seed="daily"`: the same deal for everyone on one UTC date for a game and options, from a
 * faked clock; `daily` in patience-deal's detail; the badge; the winnable daily deal; its own
 * statistics.
 */
import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/index.js';
import type { PatienceDealEvent, PatienceGame } from '../../src/index.js';
import { getGame, VARIANTS } from '../named.js';
import { dailyClock, dailySeed } from '../../src/patience-game/daily.js';
import { clearMemory, recordKey, STATS_PREFIX } from '../../src/patience-game/stats-store.js';
import { listen, mount, unmountAll } from './helpers.js';

type El = PatienceGame;
const klondike = getGame('klondike');

const piles = (el: El) => JSON.stringify(el.state!.piles);
const realNow = dailyClock.now;
const at = (iso: string) => (dailyClock.now = () => Date.parse(iso));

afterEach(() => {
  dailyClock.now = realNow;
  unmountAll();
  for (const k of Object.keys(localStorage)) if (k.startsWith(STATS_PREFIX)) localStorage.removeItem(k);
  clearMemory();
});

describe('daily: the deal', () => {
  it('deals the same game to everyone on one date, another on the next (faked clock)', async () => {
    at('2025-03-14T23:59:59Z');
    const heard = listen(['patience-deal']);
    const a = await mount({ variant: 'klondike', seed: 'daily' });
    const b = await mount({ variant: 'klondike', seed: 'daily' });
    const three = await mount({ variant: 'klondike', seed: 'daily', draw: '3' });
    heard.stop();
    const expected = dailySeed(klondike, {}, '2025-03-14');
    expect(a.seed).to.equal(expected);
    expect(a.state!.seed).to.equal(expected);
    expect(piles(b)).to.equal(piles(a));
    expect(three.seed).to.equal(dailySeed(klondike, { draw: 3 }, '2025-03-14'));
    expect(three.seed).to.not.equal(expected);
    const details = (heard.of('patience-deal') as PatienceDealEvent[]).map((e) => e.detail);
    expect(details.map((d) => d.daily)).to.deep.equal(['2025-03-14', '2025-03-14', '2025-03-14']);
    expect(a.daily).to.equal('2025-03-14');

    at('2025-03-15T00:00:00Z');
    const c = await mount({ variant: 'klondike', seed: 'daily' });
    expect(c.daily).to.equal('2025-03-15');
    expect(c.seed).to.equal(dailySeed(klondike, {}, '2025-03-15'));
    expect(piles(c)).to.not.equal(piles(a));
    // A board dealt yesterday keeps yesterday's deal: the game in play is the player's.
    expect(a.daily).to.equal('2025-03-14');
    expect(a.state!.seed).to.equal(expected);
  });

  it('works for every game', async () => {
    at('2025-06-01T12:00:00Z');
    for (const v of VARIANTS) {
      const el = await mount({ variant: v, seed: 'daily' });
      expect(el.state!.seed, v).to.equal(dailySeed(getGame(v), {}, '2025-06-01'));
      expect(el.daily, v).to.equal('2025-06-01');
    }
  });

  it('the status line says it is the daily deal; New game leaves it', async () => {
    at('2025-03-14T10:00:00Z');
    const el = await mount({ variant: 'klondike', seed: 'daily' });
    const badge = () => el.shadowRoot!.querySelector<HTMLElement>('[part~="daily"]');
    expect(badge()).to.not.equal(null);
    expect(badge()!.textContent).to.include('Daily deal of 14 March 2025');
    expect(badge()!.closest('[part~="status"]')).to.not.equal(null);
    const deal = oneEvent(el, 'patience-deal');
    el.newGame();
    const d = (await deal).detail;
    expect('daily' in d).to.equal(false);
    await el.updateComplete;
    expect(el.daily).to.equal(null);
    expect(badge()).to.equal(null);
    // Asked again, the day's deal comes back.
    el.setAttribute('seed', 'daily');
    await el.updateComplete;
    expect(el.daily).to.equal('2025-03-14');
    expect(el.state!.seed).to.equal(dailySeed(klondike, {}, '2025-03-14'));
    expect(badge()).to.not.equal(null);
  });

  it('in Russian, and as a property set from a script', async () => {
    at('2025-03-14T10:00:00Z');
    const el = await mount({ variant: 'seasons', lang: 'ru', seed: '3' });
    el.seed = 'daily';
    await el.updateComplete;
    expect(el.daily).to.equal('2025-03-14');
    expect(el.shadowRoot!.querySelector('[part~="daily"]')!.textContent).to.include('Партия дня, 14 марта 2025');
    await expect(el).to.be.accessible();
  });

  it("with winnable: the day's winnable deal, found from the day's seed as any seed is", async () => {
    at('2025-03-14T10:00:00Z');
    const start = dailySeed(klondike, {}, '2025-03-14');
    const deal = new Promise<PatienceDealEvent>((resolve) => document.addEventListener('patience-deal', (e) => resolve(e), { once: true }));
    const el = await mount({ variant: 'klondike', seed: 'daily', winnable: '', 'no-analysis': '' });
    const d = (await deal).detail;
    expect(d.daily).to.equal('2025-03-14');
    expect(el.daily).to.equal('2025-03-14');
    const ref = await mount({ variant: 'klondike', seed: String(start), winnable: '', 'no-analysis': '' });
    await waitUntil(() => ref.state !== null, 'the reference found its deal', { timeout: 20000 });
    expect(d.seed).to.equal(ref.state!.seed);
    expect(el.state!.seed).to.equal(d.seed);
  });

  it('a daily deal won counts in the daily record, its date kept', async () => {
    at('2025-03-14T10:00:00Z');
    const el = await mount({ variant: 'klondike', seed: 'daily', winnable: '', stats: '', 'no-analysis': '' });
    await waitUntil(() => el.state !== null, 'dealt', { timeout: 20000 });
    const r = await el.analyze({ positions: 5_000_000 });
    expect(r.result).to.equal('winnable');
    for (const m of r.moves!) expect(el.play(m)).to.equal(true);
    expect(el.won).to.equal(true);
    expect(el.statistics).to.include({ played: 1, won: 1, currentStreak: 1 });
    const key = recordKey({ variant: 'klondike', options: { draw: 1, redeals: 0 }, daily: true, winnable: true });
    expect(JSON.parse(localStorage.getItem(key)!).lastWon).to.equal('2025-03-14');
    // The next day, the streak is still there to see.
    at('2025-03-15T08:00:00Z');
    expect(el.statistics!.currentStreak).to.equal(1);
    at('2025-03-16T08:00:00Z');
    expect(el.statistics!.currentStreak).to.equal(0);
  });
});
